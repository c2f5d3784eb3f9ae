import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isStaff, weekdayOf, type StandingOrder } from '@freshprice/shared';
import { useSession } from '../../../api/me';
import { useOrder } from '../../../api/orders';
import { usePriceLists } from '../../../api/price-lists';
import { draftDue, useStandingOrders } from '../../../api/standing-orders';
import { useCustomers } from '../../../api/users';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-title';
import { SelectField } from '../../../components/ui/select-field';
import { PageSpinner } from '../../../components/ui/spinner';
import { buttonPrimary, pageContainer, textLink } from '../../../components/ui/styles';
import { DraftsList } from '../components/drafts-list';
import { StandingOrderCard } from '../components/standing-order-card';
import { StandingOrderForm, type StandingPrefill } from '../components/standing-order-form';
import type { OrderParts } from '../lib/standing-text';

const NAMESPACES = ['standingOrders', 'common'] as const;

/**
 * /standing-orders: a customer's standing orders (staff: a chosen customer's), each with its next
 * draft; a form to add or change one; the drafts to answer and those of the last two weeks.
 */
export default function StandingOrdersPage({ ItemCatalogue }: Pick<OrderParts, 'ItemCatalogue'>) {
  const { t } = useTranslation(NAMESPACES);
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const staff = signedIn && isStaff(session.role);
  const [params, setParams] = useSearchParams();
  const customer = staff ? params.get('customer') : signedIn ? session.user.id : null;
  const from = staff ? null : params.get('from');
  const [editing, setEditing] = useState<StandingOrder | 'new' | null>(from ? 'new' : null);
  // "Save as standing order" on an order's page: the form opens with its list and lines.
  const source = useOrder(from ?? undefined);
  const prefill: StandingPrefill | null = source.data?.priceList.slug
    ? {
        name: t('fromOrder', { number: source.data.number }),
        listSlug: source.data.priceList.slug,
        lines: source.data.lines.map((l) => ({ productId: l.product, quantity: l.quantity })),
        weekdays: [weekdayOf(source.data.deliveryDate)],
      }
    : null;
  const orders = useStandingOrders(staff ? customer : null, signedIn && (!staff || Boolean(customer)));
  const lists = usePriceLists();
  const shared = (lists.data ?? []).filter((l) => !staff || l.sharedWith?.some((c) => c.id === customer));

  const closeForm = () => {
    setEditing(null);
    if (from) setParams({}, { replace: true });
  };

  let body;
  if (staff && !customer) body = <p className="text-gray-800 dark:text-gray-200">{t('chooseCustomer')}</p>;
  else if (orders.isError || lists.isError)
    body = (
      <LoadError
        message={t('loadError')}
        retryLabel={t('retry')}
        onRetry={() => {
          if (orders.isError) void orders.refetch();
          if (lists.isError) void lists.refetch();
        }}
      />
    );
  else if (!orders.data || !lists.data || (from && !source.data && !source.isError)) body = <PageSpinner />;
  else if (editing)
    body = (
      <StandingOrderForm
        key={editing === 'new' ? 'new' : editing.id}
        initial={editing === 'new' ? null : editing}
        prefill={editing === 'new' ? prefill : null}
        customerId={staff ? customer : null}
        lists={shared}
        onDone={closeForm}
        ItemCatalogue={ItemCatalogue}
      />
    );
  else
    body = (
      <>
        <div className="mb-4 flex flex-wrap items-center gap-3">
          {shared.length ? (
            <button type="button" className={buttonPrimary} onClick={() => setEditing('new')}>
              {t('new')}
            </button>
          ) : (
            <p className="text-gray-800 dark:text-gray-200">
              {t('noLists')}{' '}
              {staff ? null : (
                <Link to="/contact" className={textLink}>
                  {t('contactUs')}
                </Link>
              )}
            </p>
          )}
        </div>
        {orders.data.length === 0 ? (
          <p className="rounded-lg border border-dashed border-gray-400 px-6 py-10 text-center text-gray-900 dark:border-gray-600 dark:text-gray-100">{t('empty')}</p>
        ) : (
          <ul className="space-y-3" aria-label={t('title')}>
            {orders.data.map((o) => (
              <StandingOrderCard key={o.id} order={o} readAt={orders.dataUpdatedAt} onEdit={() => setEditing(o)} />
            ))}
          </ul>
        )}
      </>
    );

  return (
    <section className={`${pageContainer} py-6 sm:py-8`}>
      <PageHeader title={t('title')}>{staff ? t('introStaff') : t('intro')}</PageHeader>
      {staff ? (
        <CustomerPicker
          value={customer}
          onChange={(id) => {
            setEditing(null);
            setParams(id ? { customer: id } : {}, { replace: true });
          }}
        />
      ) : null}
      {customer && !editing ? <DraftsList customer={staff ? customer : null} soon={draftDue(orders.data, orders.dataUpdatedAt)} hideWhenEmpty /> : null}
      {body}
    </section>
  );
}

function CustomerPicker({ value, onChange }: { value: string | null; onChange: (id: string | null) => void }) {
  const { t } = useTranslation('standingOrders');
  const customers = useCustomers();
  return (
    <div className="mb-5 max-w-md">
      <SelectField label={t('customer')} value={value ?? ''} onChange={(e) => onChange(e.target.value || null)} disabled={!customers.data}>
        <option value="">{t('chooseCustomerOption')}</option>
        {(customers.data ?? []).map((c) => (
          <option key={c.id} value={c.id}>
            {c.name ? `${c.name} (${c.email})` : c.email}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
