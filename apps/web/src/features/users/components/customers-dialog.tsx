import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { foldSearchText, searchWords, type Customer } from '@freshprice/shared';
import { LoadError } from '../../../components/ui/load-error';
import { Modal } from '../../../components/ui/modal';
import { buttonSecondary } from '../../../components/ui/styles';
import { TextField } from '../../../components/ui/text-field';
import { useCustomers } from '../../../api/users';
import { BusinessDialog } from './business-dialog';

const small = 'px-2.5 py-1 text-sm';

/**
 * Every customer, found by name or e-mail, each with their business to open: how sellers (who have no
 * /manage-users) set a customer's size, delivery days and exceptions. `initial` opens one at once.
 */
export function CustomersDialog({ onClose, initial = null }: { onClose: () => void; initial?: Customer | null }) {
  const { t } = useTranslation('users');
  const customers = useCustomers();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<Customer | null>(initial);
  if (open) {
    // Closing the business goes back to the list, unless it was opened for one customer alone.
    return <BusinessDialog customer={open} onClose={() => (initial ? onClose() : setOpen(null))} />;
  }
  // The catalogue's search rule: every word, accents and case aside.
  const words = searchWords(search);
  const rows = (customers.data ?? []).filter((c) => {
    const text = foldSearchText(`${c.name} ${c.email}`);
    return words.every((w) => text.includes(w));
  });
  return (
    <Modal
      wide
      title={t('customers.title')}
      description={t('customers.intro')}
      onClose={onClose}
      footer={
        <button type="button" className={buttonSecondary} onClick={onClose}>
          {t('close')}
        </button>
      }
    >
      <TextField label={t('customers.search')} type="search" value={search} onChange={(e) => setSearch(e.target.value)} className="mt-3" data-autofocus />
      {customers.isError ? <LoadError message={t('errors.load')} retryLabel={t('errors.retry')} onRetry={() => void customers.refetch()} /> : null}
      {customers.isPending ? (
        <p role="status" className="mt-3">
          {t('loading')}
        </p>
      ) : null}
      {customers.isSuccess && !rows.length ? (
        <p role="status" className="mt-3">
          {t('customers.none')}
        </p>
      ) : null}
      <ul className="mt-3 divide-y divide-gray-200 dark:divide-gray-700" aria-label={t('customers.title')}>
        {rows.map((c) => (
          <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="min-w-0">
              <span className="block font-medium break-words text-gray-900 dark:text-gray-100">{c.name}</span>
              <span className="block break-all text-gray-700 dark:text-gray-300">{c.email}</span>
            </span>
            <button type="button" className={`${buttonSecondary} ${small}`} aria-label={t('customers.openFor', { name: c.name })} onClick={() => setOpen(c)}>
              {t('customers.open')}
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
