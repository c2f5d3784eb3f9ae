import { useTranslation } from 'react-i18next';
import type { PriceListSummary } from '@freshprice/shared';
import { useListNames } from '../lib/list-name';

const labelClass = 'block text-sm font-medium text-gray-900 dark:text-gray-100';
const control =
  'mt-1 block h-10 w-full rounded-md border border-gray-500 bg-white px-3 text-gray-900 aria-[invalid=true]:border-red-700 dark:border-gray-400 dark:bg-gray-950 dark:text-gray-100';

/** A price list to compare: the templates, then the customers' lists. */
export function ListSelect({
  id,
  label,
  value,
  lists,
  invalid,
  describedBy,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  lists: PriceListSummary[];
  invalid: boolean;
  describedBy?: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('priceLists');
  const names = useListNames();
  const templates = lists.filter((l) => l.kind === 'template');
  const others = lists.filter((l) => l.kind !== 'template');
  // A slug from the URL that no list has (deleted, mistyped) still shows, so the select does not lie.
  const unknown = value && !lists.some((l) => l.slug === value);
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        className={control}
      >
        <option value="">{t('manage.compare.choose')}</option>
        {unknown ? <option value={value}>{value}</option> : null}
        {templates.length ? (
          <optgroup label={t('manage.compare.templates')}>
            {templates.map((l) => (
              <option key={l.id} value={l.slug}>
                {names.name(l)}
              </option>
            ))}
          </optgroup>
        ) : null}
        {others.length ? (
          <optgroup label={t('manage.compare.customerLists')}>
            {others.map((l) => (
              <option key={l.id} value={l.slug}>
                {names.name(l)}
              </option>
            ))}
          </optgroup>
        ) : null}
      </select>
    </div>
  );
}
