import { useCallback, useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isStaff, type PriceListDetail, type PriceListItem } from '@freshprice/shared';
import { Badge } from '../../../components/ui/badge';
import { PrinterIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader, usePageTitle } from '../../../components/ui/page-title';
import { SearchField } from '../../../components/ui/search-field';
import { Spinner } from '../../../components/ui/spinner';
import { buttonSecondary, pageContainer, textLink } from '../../../components/ui/styles';
import { firstOfGroups, type CategoryGroup } from '../../../lib/catalogue';
import { useCompanyFacts } from '../../../api/company';
import { formatDate, formatNumber } from '../../../lib/format';
import { useListNames } from '../lib/list-name';
import { useSession, type SessionUser } from '../../../api/me';
import { usePriceList } from '../../../api/price-lists';
import { ItemHistoryDialog } from './item-history-dialog';
import { PriceCategoryTable, type OpenHistory } from './price-list-table';
import { PriceListSwitcher } from './price-list-picker';
import { isStatus, PriceListNotFound, SessionLost } from './private-states';
import { listCategories, privateListView, type PrivateListFilters } from './private-list';

/** /pricesprivate/:id: one list (`id` is its slug or id), by category, searchable and printable. */
export function PriceListPage({ id }: { id: string }) {
  const { t } = useTranslation('priceLists');
  const list = usePriceList(id);

  let body;
  if (list.data) {
    // A new list starts with its own filters.
    return <PriceListView key={list.data.id} list={list.data} />;
  } else if (isStatus(list.error, 404)) {
    body = <PriceListNotFound />;
  } else if (isStatus(list.error, 401)) {
    body = <SessionLost />;
  } else if (list.isError) {
    body = <LoadError message={t('loadListError')} retryLabel={t('retry')} onRetry={() => void list.refetch()} />;
  } else {
    body = <ListLoading />;
  }
  return <section className={`${pageContainer} py-6 sm:py-8`}>{body}</section>;
}

function ListLoading() {
  const { t } = useTranslation('priceLists');
  usePageTitle(t('title'));
  return (
    <div aria-label={t('loadingList')}>
      <Spinner className="min-h-[40vh]" />
    </div>
  );
}

/** Who the printed list is for: the customer reading it, or for staff the customers it is shared with. */
function printedFor(list: PriceListDetail, user: SessionUser | null, staff: boolean): string | null {
  if (staff && list.sharedWith?.length) return list.sharedWith.map((c) => c.name || c.email).join(', ');
  if (!user) return null;
  return user.name && user.name !== user.email ? `${user.name} (${user.email})` : user.email;
}

/** Rows of the first paint: a screenful and more; the others render right after. */
const FIRST_PAINT_ROWS = 60;

/** Now, and again just before the page is printed (a tab left open overnight prints today's date). */
function usePrintTime(): number {
  const [time, setTime] = useState(() => Date.now());
  useEffect(() => {
    const update = () => flushSync(() => setTime(Date.now()));
    window.addEventListener('beforeprint', update);
    return () => window.removeEventListener('beforeprint', update);
  }, []);
  return time;
}

const selectClass =
  'mt-1 block h-11 w-full rounded-md border border-gray-500 bg-white px-3 text-gray-900 dark:border-gray-400 dark:bg-gray-950 dark:text-gray-100';

function PriceListView({ list }: { list: PriceListDetail }) {
  const { t, i18n } = useTranslation('priceLists');
  const language = i18n.resolvedLanguage ?? 'en';
  const names = useListNames();
  const facts = useCompanyFacts();
  const session = useSession();
  const user = session.status === 'signedIn' ? session.user : null;
  const staff = session.status === 'signedIn' && isStaff(session.role);
  const categoryId = useId();
  const stockId = useId();

  const [text, setText] = useState('');
  const [category, setCategory] = useState<CategoryGroup | null>(null);
  const [inStockOnly, setInStockOnly] = useState(false);
  const filters = useMemo<PrivateListFilters>(() => ({ q: text, category, inStockOnly }), [text, category, inStockOnly]);
  // Typing answers at once; the 2,000-row table follows when React has time.
  const deferred = useDeferredValue(filters);
  const view = useMemo(() => privateListView(list.items, deferred, language), [list.items, deferred, language]);
  const categories = useMemo(() => listCategories(list.items, language), [list.items, language]);
  const stale = deferred !== filters;
  // The first rows paint at once; the rest of a long list follows in a background render.
  const complete = useDeferredValue(true, false);
  const shown = useMemo(() => (complete ? view.groups : firstOfGroups(view.groups, FIRST_PAINT_ROWS)), [complete, view.groups]);
  const hasFilters = text.trim() !== '' || category !== null || inStockOnly;

  const [open, setOpen] = useState<{ item: PriceListItem; trigger: HTMLButtonElement } | null>(null);
  const openHistory = useCallback<OpenHistory>((item, trigger) => setOpen({ item, trigger }), []);
  const closeHistory = useCallback(() => setOpen(null), []);

  const printedAt = usePrintTime();
  const today = formatDate(printedAt, language);
  const customer = printedFor(list, user, staff);

  return (
    <section data-print-sheet className={`${pageContainer} py-6 sm:py-8 print:max-w-none print:p-0`}>
      {/* Printed only: who the list is from, for whom, and when. */}
      <div className="mb-4 hidden border-b-2 border-black pb-3 print:mb-1 print:block print:pb-0.5 print:text-[8pt]" data-testid="print-header">
        <p className="text-2xl font-bold print:text-[13pt]">{facts.name}</p>
        <p className="text-sm print:text-[8pt]">
          {t('print.contact', { phone: facts.phone, email: facts.email })}
          {' · '}
          {facts.address.street}, {facts.address.city}, {facts.address.state} {facts.address.zip}
        </p>
        <p className="mt-2 text-sm print:mt-0 print:text-[8pt]">
          {customer ? (
            <>
              {t('print.customer', { customer })}
              {' · '}
            </>
          ) : null}
          {t('print.date', { date: today })}
        </p>
      </div>

      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between print:hidden">
        <PriceListSwitcher current={list} />
        {staff ? (
          <Link to={`/prices-manage/${encodeURIComponent(list.slug)}`} className={`${textLink} text-sm sm:pb-2.5`}>
            {t('editList')}
          </Link>
        ) : null}
      </div>

      <div className="print:[&_h1]:text-[12pt] print:[&>header]:mb-0.5 print:[&>header>div]:mt-0 print:[&>header>div]:text-[7.5pt] print:[&>header>div_*]:text-[7.5pt]">
        <PageHeader title={names.name(list)}>
          {list.description ? <span className="block">{names.note(list, list.description)}</span> : null}
          <span className="mt-1 block text-sm font-medium text-gray-900 dark:text-gray-100">
            {t('header.updated', { date: formatDate(list.updatedAt, language) })}
            {' · '}
            <span className="whitespace-nowrap">{t('header.version', { version: list.version })}</span>
          </span>
        </PageHeader>
      </div>

      <div className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_17rem] sm:items-end lg:grid-cols-[minmax(0,1fr)_17rem_auto] print:hidden">
        <SearchField label={t('filters.search')} placeholder={t('filters.searchPlaceholder')} value={text} onChange={setText} className="min-w-0" />
        <div>
          <label htmlFor={categoryId} className="block text-sm font-medium text-gray-900 dark:text-gray-100">
            {t('filters.category')}
          </label>
          <select
            id={categoryId}
            value={category ?? ''}
            onChange={(event) => setCategory((event.target.value || null) as CategoryGroup | null)}
            className={selectClass}
          >
            <option value="">{t('filters.allCategories', { count: view.counts.all })}</option>
            {categories.map((c) => (
              <option key={c} value={c}>
                {t('filters.categoryOption', { category: t(`common:categories.${c}`), count: view.counts[c] })}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-center justify-between gap-3 sm:col-span-2 lg:col-span-1 lg:gap-4">
          <div className="flex h-11 items-center gap-2">
            <input
              id={stockId}
              type="checkbox"
              checked={inStockOnly}
              onChange={(event) => setInStockOnly(event.target.checked)}
              className="size-5 rounded border-gray-500 accent-emerald-700 dark:accent-emerald-400"
            />
            <label htmlFor={stockId} className="text-sm font-medium whitespace-nowrap text-gray-900 dark:text-gray-100">
              {t('filters.inStockOnly')}
            </label>
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" onClick={() => window.print()} className={`${buttonSecondary} h-11`}>
              <PrinterIcon />
              {t('print.button')}
            </button>
            <a
              href={`/api/price-lists/${encodeURIComponent(list.slug)}/sheet.pdf?language=${language === 'es' ? 'es' : 'en'}${inStockOnly ? '&inStockOnly=true' : ''}`}
              download
              className={`${buttonSecondary} h-11`}
            >
              {t('print.pdf')}
            </a>
          </div>
        </div>
      </div>

      <div className="mb-4 flex min-h-6 flex-wrap items-center justify-between gap-2 print:hidden">
        <p role="status" className="text-sm text-gray-700 dark:text-gray-300">
          {t('results', { count: view.total, formatted: formatNumber(view.total, language) })}
        </p>
        {hasFilters ? (
          <button
            type="button"
            className="text-sm font-medium text-emerald-800 underline underline-offset-2 dark:text-emerald-300"
            onClick={() => {
              setText('');
              setCategory(null);
              setInStockOnly(false);
            }}
          >
            {t('filters.clear')}
          </button>
        ) : null}
      </div>

      <p className="mb-6 flex flex-wrap items-center gap-2 text-sm text-gray-700 dark:text-gray-300 print:mb-1 print:text-[7pt]">
        <Badge tone="amber" className="print:border print:border-black">
          <span aria-hidden="true">▲▼</span>
          {t('updated')}
        </Badge>
        <span>{t('legend')}</span>
      </p>

      {list.items.length === 0 ? (
        <div className="rounded-lg border border-dashed border-gray-400 px-6 py-12 text-center dark:border-gray-600">
          <p className="font-medium text-gray-900 dark:text-gray-100">{t('noItems')}</p>
        </div>
      ) : view.groups.length === 0 ? (
        <div className="rounded-lg border border-dashed border-gray-400 px-6 py-12 text-center dark:border-gray-600">
          <p className="font-medium text-gray-900 dark:text-gray-100">{t('noMatch')}</p>
        </div>
      ) : (
        // On paper: the categories run on in three columns, a row never split.
        <div aria-busy={stale || undefined} className={`flex flex-col gap-8 print:block print:columns-3 print:gap-x-[4mm] ${stale ? 'opacity-70 transition-opacity' : ''}`} data-testid="price-columns">
          {shown.map((group, index) => (
            <PriceCategoryTable
              key={group.category}
              group={group}
              count={view.groups[index]!.items.length}
              listName={names.name(list)}
              first={index === 0}
              language={language}
              onOpenHistory={openHistory}
            />
          ))}
        </div>
      )}

      {open ? (
        <ItemHistoryDialog listRef={list.slug} listName={names.name(list)} item={open.item} returnFocus={open.trigger} onClose={closeHistory} />
      ) : null}
    </section>
  );
}
