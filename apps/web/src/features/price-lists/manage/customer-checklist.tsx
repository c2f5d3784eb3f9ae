import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { foldSearchText, searchWords, type Customer } from '@freshprice/shared';
import { buttonSecondary } from '../../../components/ui/styles';
import { Spinner } from '../../../components/ui/spinner';
import { formatNumber, nameCollator } from '../../../lib/format';
import { useCustomers } from '../../../api/users';

/** Customers (users with the customer role) with a checkbox each and a filter box. */
export function CustomerChecklist({
  selected,
  onChange,
  legend,
}: {
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  legend: string;
}) {
  const { t, i18n } = useTranslation('priceLists');
  const language = i18n.resolvedLanguage ?? 'en';
  const customers = useCustomers();
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const countId = useId();

  const sorted = useMemo(() => {
    const collator = nameCollator(language);
    return [...(customers.data ?? [])].sort((a, b) => collator.compare(a.name || a.email, b.name || b.email));
  }, [customers.data, language]);
  const words = searchWords(filter);
  const visible = sorted.filter((c) => {
    const text = foldSearchText(`${c.name} ${c.email}`);
    return words.every((w) => text.includes(w));
  });

  const toggle = (customer: Customer, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(customer.id);
    else next.delete(customer.id);
    onChange(next);
  };

  return (
    <fieldset className="mt-4" aria-describedby={countId}>
      <legend className="text-sm font-semibold text-gray-900 dark:text-gray-100">{legend}</legend>
      <p id={countId} className="mt-1 text-sm text-gray-700 dark:text-gray-300" aria-live="polite">
        {t('manage.share.selected', { count: selected.size, formatted: formatNumber(selected.size, language) })}
      </p>
      {customers.isError ? (
        <div role="alert" className="mt-2 text-sm text-red-800 dark:text-red-200">
          <p>{t('manage.share.loadError')}</p>
          <button type="button" className={`${buttonSecondary} mt-2 px-3 py-1 text-sm`} onClick={() => void customers.refetch()}>
            {t('manage.retry')}
          </button>
        </div>
      ) : !customers.data ? (
        <Spinner className="py-4" />
      ) : customers.data.length === 0 ? (
        <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">{t('manage.share.noCustomers')}</p>
      ) : (
        <>
          <label htmlFor={filterId} className="mt-3 block text-sm font-medium text-gray-900 dark:text-gray-100">
            {t('manage.share.filter')}
          </label>
          <input
            id={filterId}
            type="search"
            data-autofocus
            value={filter}
            autoComplete="off"
            onChange={(event) => setFilter(event.target.value)}
            placeholder={t('manage.share.filterPlaceholder')}
            className="mt-1 block h-10 w-full rounded-md border border-gray-500 bg-white px-3 text-sm text-gray-900 placeholder:text-gray-600 dark:border-gray-400 dark:bg-gray-950 dark:text-gray-100 dark:placeholder:text-gray-400"
          />
          <ul className="mt-2 max-h-60 divide-y divide-gray-200 overflow-y-auto rounded-md border border-gray-300 dark:divide-gray-800 dark:border-gray-700">
            {visible.map((customer) => (
              <li key={customer.id}>
                <label className="flex cursor-pointer items-start gap-3 px-3 py-2 hover:bg-gray-50 dark:hover:bg-gray-800">
                  <input
                    type="checkbox"
                    checked={selected.has(customer.id)}
                    onChange={(event) => toggle(customer, event.target.checked)}
                    className="mt-0.5 size-5 shrink-0 accent-emerald-700 dark:accent-emerald-400"
                  />
                  <span className="min-w-0">
                    <span className="block font-medium break-words">{customer.name || customer.email}</span>
                    {customer.name ? <span className="block text-sm break-all text-gray-700 dark:text-gray-300">{customer.email}</span> : null}
                  </span>
                </label>
              </li>
            ))}
            {visible.length === 0 ? <li className="px-3 py-3 text-sm text-gray-700 dark:text-gray-300">{t('manage.share.noMatch')}</li> : null}
          </ul>
        </>
      )}
    </fieldset>
  );
}
