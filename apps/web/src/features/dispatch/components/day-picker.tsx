import { useTranslation } from 'react-i18next';
import { isIsoDate } from '@freshprice/shared';
import { DateField } from '../../../components/ui/date-field';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons';
import { buttonSecondary } from '../../../components/ui/styles';
import { formatDay, readerLanguage } from '../../../lib/format';
import { shiftDay } from '../lib/dispatch';

const arrow = `${buttonSecondary} mt-6 px-3`;

/** A delivery date, typed or a day back and forth, with the day written out. */
export function DayPicker({ date, onDate }: { date: string; onDate: (date: string) => void }) {
  const { t, i18n } = useTranslation('dispatch');
  const language = readerLanguage(i18n.resolvedLanguage);
  return (
    <div className="space-y-2">
      <p className="text-xl font-semibold text-gray-900 first-letter:uppercase dark:text-gray-100" aria-live="polite">
        {t('deliveryOn', { date: formatDay(date, language) })}
      </p>
      <div className="flex items-start gap-2 print:hidden">
        <button type="button" className={arrow} onClick={() => onDate(shiftDay(date, -1))} aria-label={t('previousDay')} title={t('previousDay')}>
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
        <button type="button" className={arrow} onClick={() => onDate(shiftDay(date, 1))} aria-label={t('nextDay')} title={t('nextDay')}>
          <ChevronRightIcon className="size-5" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
