import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PriceListSummary } from '@freshprice/shared';
import { useSession } from '../../../api/me';
import { useOrderPlanner } from '../../../api/orders';
import { usePriceList, usePriceLists } from '../../../api/price-lists';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-title';
import { PageSpinner } from '../../../components/ui/spinner';
import { pageContainer, textLink } from '../../../components/ui/styles';
import { browserStorage, lastList } from '../lib/cart';
import { OrderView } from '../order/order-view';
import type { Namespace } from '../../../i18n/config';

/** The translations this page's components read, loaded with its code (see router.tsx). */
export const namespaces: readonly Namespace[] = ['orders'];

const NAMESPACES = ['orders', 'common'] as const;

/** The list to order from: the one in the address, else the last one ordered from, else the only one. */
function chosenList(lists: readonly PriceListSummary[], asked: string | null, last: string | null): PriceListSummary | null {
  const find = (ref: string | null) => (ref ? (lists.find((l) => l.id === ref || l.slug === ref) ?? null) : null);
  return find(asked) ?? find(last) ?? (lists.length === 1 ? lists[0]! : null);
}

/** /order: a customer orders from one of their price lists. */
export default function OrderPage() {
  const { t } = useTranslation(NAMESPACES);
  const session = useSession();
  const lists = usePriceLists();
  const [params, setParams] = useSearchParams();
  const user = session.status === 'signedIn' ? session.user.id : null;

  let body;
  if (lists.isError) body = <LoadError message={t('loadError')} retryLabel={t('retry')} onRetry={() => void lists.refetch()} />;
  else if (!lists.data || !user) body = <PageSpinner />;
  else if (lists.data.length === 0)
    body = (
      <p className="rounded-lg border border-dashed border-gray-400 px-6 py-10 text-center text-gray-900 dark:border-gray-600 dark:text-gray-100">
        {t('noLists')}{' '}
        <Link to="/contact" className={textLink}>
          {t('contactUs')}
        </Link>
      </p>
    );
  else {
    const list = chosenList(lists.data, params.get('list'), lastList(browserStorage(), user));
    const choose = (ref: string) => setParams({ list: ref }, { replace: true });
    body = (
      <>
        {lists.data.length > 1 ? <ListSwitcher lists={lists.data} current={list} onChoose={choose} /> : null}
        {list ? <ListOrder key={list.id} user={user} list={list} /> : <p className="text-gray-800 dark:text-gray-200">{t('chooseList')}</p>}
      </>
    );
  }
  return (
    <section className={`${pageContainer} py-6 sm:py-8`}>
      <PageHeader title={t('order.title')}>{t('order.intro')}</PageHeader>
      {body}
    </section>
  );
}

function ListSwitcher({ lists, current, onChoose }: { lists: readonly PriceListSummary[]; current: PriceListSummary | null; onChoose: (ref: string) => void }) {
  const { t } = useTranslation('orders');
  const id = useId();
  return (
    <div className="mb-5 max-w-md">
      <label htmlFor={id} className="block text-sm font-medium text-gray-900 dark:text-gray-100">
        {t('order.list')}
      </label>
      <select
        id={id}
        value={current?.slug ?? ''}
        onChange={(e) => onChoose(e.target.value)}
        className="mt-1 block h-11 w-full rounded-md border border-gray-500 bg-white px-3 text-gray-900 dark:border-gray-400 dark:bg-gray-950 dark:text-gray-100"
      >
        {current ? null : <option value="">{t('order.chooseOption')}</option>}
        {lists.map((l) => (
          <option key={l.id} value={l.slug}>
            {t('order.listOption', { name: l.name, count: l.itemCount })}
          </option>
        ))}
      </select>
    </div>
  );
}

/** One list's items and the planner for it, then the order form. */
function ListOrder({ user, list }: { user: string; list: PriceListSummary }) {
  const { t } = useTranslation('orders');
  const detail = usePriceList(list.slug);
  const planner = useOrderPlanner(list.id);
  if (detail.isError || planner.isError) {
    return (
      <LoadError
        message={t('loadError')}
        retryLabel={t('retry')}
        onRetry={() => {
          if (detail.isError) void detail.refetch();
          if (planner.isError) void planner.refetch();
        }}
      />
    );
  }
  if (!detail.data || !planner.data) return <PageSpinner />;
  return <OrderView user={user} list={detail.data} planner={planner.data} onPlannerStale={() => void planner.refetch()} />;
}
