import { useTranslation } from 'react-i18next';
import { isIsoDate } from '@freshprice/shared';
import { DateField } from '../../../components/ui/date-field';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons';
import { SelectField } from '../../../components/ui/select-field';
import { buttonSecondary } from '../../../components/ui/styles';
import { TextField } from '../../../components/ui/text-field';
import { formatDay, readerLanguage } from '../../../lib/format';
import { shiftDay, STATUS_FILTERS, type StatusFilter } from '../lib/desk';

const arrow = `${buttonSecondary} px-3`;

/** The desk's delivery date (typed, or a day back and forth), status and search. */
export function DeskFilters({
  date,
  status,
  search,
  onDate,
  onStatus,
  onSearch,
}: {
  date: string;
  status: StatusFilter;
  search: string;
  onDate: (date: string) => void;
  onStatus: (status: StatusFilter) => void;
  onSearch: (text: string) => void;
}) {
  const { t, i18n } = useTranslation('orderDesk');
  const language = readerLanguage(i18n.resolvedLanguage);
  return (
    <div className="space-y-3">
      <p className="text-xl font-semibold text-gray-900 first-letter:uppercase dark:text-gray-100" aria-live="polite">
        {t('deliveryOn', { date: formatDay(date, language) })}
      </p>
      <div className="grid gap-4 md:grid-cols-[auto_12rem_1fr] md:items-start">
        <div className="flex items-start gap-2">
          <button type="button" className={`${arrow} mt-6`} onClick={() => onDate(shiftDay(date, -1))} aria-label={t('previousDay')} title={t('previousDay')}>
            <ChevronLeftIcon className="size-5" aria-hidden="true" />
          </button>
          <DateField
            label={t('date')}
            value={date}
            className="w-44"
            onChange={(value) => {
              if (isIsoDate(value)) onDate(value);
            }}
          />
          <button type="button" className={`${arrow} mt-6`} onClick={() => onDate(shiftDay(date, 1))} aria-label={t('nextDay')} title={t('nextDay')}>
            <ChevronRightIcon className="size-5" aria-hidden="true" />
          </button>
        </div>
        <SelectField label={t('status')} value={status} onChange={(e) => onStatus(e.target.value as StatusFilter)}>
          {STATUS_FILTERS.map((s) => (
            <option key={s} value={s}>
              {t(`statusFilter.${s}`)}
            </option>
          ))}
        </SelectField>
        <TextField label={t('search')} hint={t('searchHint')} type="search" value={search} onChange={(e) => onSearch(e.target.value)} className="min-w-0" />
      </div>
    </div>
  );
}
