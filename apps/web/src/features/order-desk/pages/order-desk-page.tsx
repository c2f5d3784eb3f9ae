import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { can, type OrderSummary } from '@freshprice/shared';
import { LoadError } from '../../../components/ui/load-error';
import { LoadMore } from '../../../components/ui/load-more';
import { PageHeader } from '../../../components/ui/page-title';
import { buttonSecondary, pageContainer } from '../../../components/ui/styles';
import { useCompanyFacts } from '../../../api/company';
import { useCurrentUser } from '../../../api/me';
import { useDeskOrders } from '../../../api/order-desk';
import { DeskFilters } from '../components/desk-filters';
import { OrderDialog } from '../components/order-dialog';
import { OrderList } from '../components/order-list';
import { SettingsDialog } from '../components/settings-dialog';
import { nextDeliveryDate, readDeskParams, type StatusFilter } from '../lib/desk';

/** A customer as an order names them, for the customers dialog the app composes in (features/users). */
export interface DeskCustomer {
  id: string;
  name: string;
  email: string;
}

/** The customers' businesses, from the users feature (app/ passes it: features never import each other). */
export type CustomersDialogComponent = ComponentType<{ onClose: () => void; initial?: DeskCustomer | null }>;

/** The dialog open on the desk; a customer's business opened from an order goes back to that order. */
type Open = { kind: 'order'; id: string } | { kind: 'customers'; customer: DeskCustomer | null; from?: string } | { kind: 'settings' } | null;

/** /orders/manage (admin and seller): the orders of a delivery date, to confirm or cancel; customers; settings (admin). */
export default function OrderDeskPage({ CustomersDialog }: { CustomersDialog: CustomersDialogComponent }) {
  const { t } = useTranslation(['orderDesk', 'dispatch']);
  const facts = useCompanyFacts();
  const me = useCurrentUser();
  const [params, setParams] = useSearchParams();
  // The default date is worked out once per visit, so it does not move under the reader at the cutoff.
  const [fallbackDate] = useState(() => nextDeliveryDate(facts, new Date()));
  const filters = readDeskParams(params, fallbackDate);
  const [searchText, setSearchText] = useState(filters.q);
  const [open, setOpen] = useState<Open>(null);

  const setFilter = (next: Partial<{ date: string; status: StatusFilter; q: string }>) => {
    const merged = { ...filters, ...next };
    const out = new URLSearchParams();
    out.set('date', merged.date);
    if (merged.status !== 'all') out.set('status', merged.status);
    if (merged.q) out.set('q', merged.q);
    setParams(out, { replace: true });
  };

  // The search follows typing, a moment after it stops.
  useEffect(() => {
    const q = searchText.trim();
    if (q === filters.q) return;
    const timer = setTimeout(() => setFilter({ q }), 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only typing starts a search
  }, [searchText]);

  const query = useDeskOrders({ date: filters.date, status: filters.status === 'all' ? null : filters.status, q: filters.q });
  const rows = useMemo<OrderSummary[]>(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);

  return (
    <section className={`${pageContainer} py-6`}>
      <PageHeader title={t('title')}>
        <p>{t('intro')}</p>
      </PageHeader>
      <div className="mb-4 flex flex-wrap gap-2">
        <button type="button" className={buttonSecondary} onClick={() => setOpen({ kind: 'customers', customer: null })}>
          {t('customers')}
        </button>
        <Link to={`/orders/manage/pick-list?date=${filters.date}`} className={buttonSecondary}>
          {t('dispatch:links.pickList')}
        </Link>
        <Link to={`/orders/manage/routes?date=${filters.date}`} className={buttonSecondary}>
          {t('dispatch:links.routes')}
        </Link>
        <Link to="/standing-orders" className={buttonSecondary}>
          {t('standingOrders')}
        </Link>
        {can(me?.role, 'settings.manage') ? (
          <button type="button" className={buttonSecondary} onClick={() => setOpen({ kind: 'settings' })}>
            {t('settings.open')}
          </button>
        ) : null}
      </div>

      <DeskFilters
        date={filters.date}
        status={filters.status}
        search={searchText}
        onDate={(date) => setFilter({ date })}
        onStatus={(status) => setFilter({ status })}
        onSearch={setSearchText}
      />

      <div className="mt-6 space-y-4" aria-busy={query.isPlaceholderData || undefined}>
        {query.isError ? <LoadError message={t('errors.load')} retryLabel={t('errors.retry')} onRetry={() => void query.refetch()} /> : null}
        {query.isPending ? <p role="status">{t('loading')}</p> : null}
        {query.isSuccess && !rows.length ? <p role="status">{t(filters.q ? 'emptySearch' : 'empty')}</p> : null}
        {rows.length ? <OrderList key={`${filters.date}|${filters.status}|${filters.q}`} rows={rows} onOpen={(id) => setOpen({ kind: 'order', id })} /> : null}
        <LoadMore query={query} label={t('more')} loadingLabel={t('loading')} />
      </div>

      {open?.kind === 'order' ? (
        <OrderDialog id={open.id} onClose={() => setOpen(null)} onCustomer={(customer) => setOpen({ kind: 'customers', customer, from: open.id })} />
      ) : null}
      {open?.kind === 'customers' ? <CustomersDialog initial={open.customer} onClose={() => setOpen(open.from ? { kind: 'order', id: open.from } : null)} /> : null}
      {open?.kind === 'settings' ? <SettingsDialog onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
