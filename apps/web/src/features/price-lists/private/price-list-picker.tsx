import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { foldSearchText, isStaff, priceListPath, searchWords, type PriceListSummary } from '@freshprice/shared';
import { Badge } from '../../../components/ui/badge';
import { CalendarIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader, useMetaDescription } from '../../../components/ui/page-title';
import { SearchField } from '../../../components/ui/search-field';
import { Spinner } from '../../../components/ui/spinner';
import { buttonPrimary, pageContainer } from '../../../components/ui/styles';
import { formatDate, formatNumber } from '../../../lib/format';
import { useListNames } from '../lib/list-name';
import { useSession } from '../../../api/me';
import { usePriceLists } from '../../../api/price-lists';
import { isStatus, SessionLost } from './private-states';

/** With more lists than this, the picker offers a search box. */
const SEARCH_FROM = 6;

export const listPath = (list: Pick<PriceListSummary, 'slug'>) => priceListPath(list.slug);

/**
 * /pricesprivate: the lists the reader may see. A customer with one list goes straight to it; with
 * several, or for staff (who see every list), a picker; with none, how to get one.
 */
export function PriceListIndex() {
  const { t } = useTranslation('priceLists');
  const session = useSession();
  const staff = session.status === 'signedIn' && isStaff(session.role);
  const lists = usePriceLists();
  useMetaDescription(t(staff ? 'introStaff' : 'intro'));

  let body;
  if (lists.isError) {
    body = isStatus(lists.error, 401) ? (
      <SessionLost />
    ) : (
      <LoadError message={t('loadError')} retryLabel={t('retry')} onRetry={() => void lists.refetch()} />
    );
  } else if (!lists.data || session.status !== 'signedIn') {
    body = (
      <div aria-label={t('loading')}>
        <Spinner className="min-h-[30vh]" />
      </div>
    );
  } else if (!staff && lists.data.length === 1) {
    return <Navigate to={listPath(lists.data[0]!)} replace />;
  } else if (lists.data.length === 0) {
    body = <NoLists staff={staff} />;
  } else {
    body = <ListCards lists={lists.data} staff={staff} />;
  }

  return (
    <section className={`${pageContainer} py-6 sm:py-8`}>
      <PageHeader title={t(staff ? 'titleStaff' : 'title')}>{t(staff ? 'introStaff' : 'intro')}</PageHeader>
      {body}
    </section>
  );
}

function NoLists({ staff }: { staff: boolean }) {
  const { t } = useTranslation('priceLists');
  return (
    <div role="status" className="rounded-lg border border-dashed border-gray-400 px-6 py-12 text-center dark:border-gray-600">
      <h2 className="text-lg font-bold text-gray-900 dark:text-gray-50">{t('empty.title')}</h2>
      <p className="mx-auto mt-2 max-w-prose text-gray-700 dark:text-gray-300">{t(staff ? 'empty.staffText' : 'empty.text')}</p>
      <Link to={staff ? '/prices-manage' : '/contact'} className={`${buttonPrimary} mt-5`}>
        {t(staff ? 'empty.manage' : 'empty.contact')}
      </Link>
    </div>
  );
}

function matches(list: PriceListSummary, words: string[], names: ReturnType<typeof useListNames>): boolean {
  if (words.length === 0) return true;
  const text = foldSearchText(`${list.name} ${names.name(list)} ${list.slug} ${names.note(list, list.description) ?? ''}`);
  return words.every((word) => text.includes(word));
}

function ListCards({ lists, staff }: { lists: PriceListSummary[]; staff: boolean }) {
  const { t, i18n } = useTranslation('priceLists');
  const language = i18n.resolvedLanguage ?? 'en';
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const names = useListNames();
  const shown = useMemo(() => {
    const words = searchWords(deferred);
    return lists.filter((list) => matches(list, words, names));
  }, [lists, deferred, names]);
  const headingId = useId();

  return (
    <div>
      <h2 id={headingId} className="mb-3 text-xl font-bold text-gray-900 dark:text-gray-50">
        {t('picker.heading')}
      </h2>
      {lists.length > SEARCH_FROM ? (
        <SearchField
          className="mb-4 max-w-md"
          label={t('picker.search')}
          placeholder={t('picker.searchPlaceholder')}
          value={query}
          onChange={setQuery}
        />
      ) : null}
      {shown.length === 0 ? (
        <p role="status" className="rounded-lg border border-dashed border-gray-400 px-6 py-8 text-center text-gray-800 dark:border-gray-600 dark:text-gray-200">
          {t('picker.noMatch')}
        </p>
      ) : (
        <ul aria-labelledby={headingId} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((list) => (
            <li key={list.id}>
              <Link
                to={listPath(list)}
                className="flex h-full flex-col gap-2 rounded-lg border border-gray-300 bg-white p-4 shadow-sm transition-colors hover:border-emerald-700 hover:bg-emerald-50/50 dark:border-gray-700 dark:bg-gray-900 dark:hover:border-emerald-400 dark:hover:bg-emerald-950/30"
              >
                <span className="flex flex-wrap items-center gap-2">
                  <span className="text-lg font-bold text-emerald-800 underline-offset-2 dark:text-emerald-300">{names.name(list)}</span>
                  {staff && list.kind === 'template' ? <Badge tone="green">{t('picker.template')}</Badge> : null}
                </span>
                {list.description ? <span className="text-sm text-gray-700 dark:text-gray-300">{names.note(list, list.description)}</span> : null}
                <span className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-1 text-sm text-gray-700 dark:text-gray-300">
                  <span>{t('picker.itemCount', { count: list.itemCount, formatted: formatNumber(list.itemCount, language) })}</span>
                  <span className="inline-flex items-center gap-1">
                    <CalendarIcon className="size-4" />
                    {t('picker.updated', { date: formatDate(list.updatedAt, language) })}
                  </span>
                  {staff ? (
                    <span>
                      {list.sharedWith?.length ? t('picker.sharedWith', { count: list.sharedWith.length }) : t('picker.notShared')}
                    </span>
                  ) : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** On a list's page: another list of the reader's, by name (shown when there is more than one). */
export function PriceListSwitcher({ current }: { current: Pick<PriceListSummary, 'id'> }) {
  const { t } = useTranslation('priceLists');
  const lists = usePriceLists();
  const navigate = useNavigate();
  const id = useId();
  const names = useListNames();
  if (!lists.data || lists.data.length < 2) return null;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:gap-4 print:hidden">
      <div className="sm:w-80">
        <label htmlFor={id} className="block text-sm font-medium text-gray-900 dark:text-gray-100">
          {t('switcher')}
        </label>
        <select
          id={id}
          value={current.id}
          onChange={(event) => {
            const next = lists.data.find((list) => list.id === event.target.value);
            if (next) void navigate(listPath(next));
          }}
          className="mt-1 block h-11 w-full rounded-md border border-gray-500 bg-white px-3 text-gray-900 dark:border-gray-400 dark:bg-gray-950 dark:text-gray-100"
        >
          {lists.data.some((list) => list.id === current.id) ? null : <option value={current.id} />}
          {lists.data.map((list) => (
            <option key={list.id} value={list.id}>
              {names.name(list)}
            </option>
          ))}
        </select>
      </div>
      <Link to="/pricesprivate" className="pb-2.5 text-sm font-medium text-emerald-800 underline underline-offset-2 dark:text-emerald-300">
        {t('allLists')}
      </Link>
    </div>
  );
}
