import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { COMPARE_FILTERS, COMPARE_SORTS, compareViewRows, nextSort, readSort, writeSort, type CompareFilter, type CompareView as View } from '@freshprice/shared';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-title';
import { SearchField } from '../../../components/ui/search-field';
import { Spinner } from '../../../components/ui/spinner';
import { buttonSecondary, pageContainer, textLink } from '../../../components/ui/styles';
import { ApiError } from '../../../lib/api-error';
import { formatNumber, readerLanguage } from '../../../lib/format';
import { useListNames } from '../lib/list-name';
import { exportApi } from '../../../api/exports';
import { usePriceListCompare, usePriceLists } from '../../../api/price-lists';
import { downloadText } from '../../../lib/download';
import { compareCsv, compareFileName } from './compare-csv';
import { CompareTable } from './compare-table';
import { ComparePicker } from './compare-picker';

const labelClass = 'block text-sm font-medium text-gray-900 dark:text-gray-100';

/** /prices-manage/compare?a=&b=(&sort=&dir=): two lists side by side, filtered, searchable, sortable, downloadable. */
export function CompareView() {
  const { t, i18n } = useTranslation('priceLists');
  const language = readerLanguage(i18n.resolvedLanguage);
  const names = useListNames();
  const [params, setParams] = useSearchParams();
  const a = params.get('a') ?? '';
  const b = params.get('b') ?? '';
  const sort = readSort(params, COMPARE_SORTS);
  const sorted = { sort: sort?.column ?? null, dir: sort?.dir ?? 'asc' } as const;
  const lists = usePriceLists();
  const [filter, setFilter] = useState<CompareFilter>('all');
  const [text, setText] = useState('');
  const query = useDeferredValue(text);
  const ids = { filter: useId(), results: useId() };

  const compare = usePriceListCompare(a, b);
  const data = compare.data && !compare.isPlaceholderData ? compare.data : null;

  const visible = useMemo(
    () => (data ? compareViewRows(data.rows, { filter, query, sort: sorted.sort, dir: sorted.dir }, language) : []),
    [data, filter, query, sorted.sort, sorted.dir, language],
  );
  // The file holds what the table shows (the search as typed, not as deferred).
  const view: View = { filter, query: text, sort: sorted.sort, dir: sorted.dir };
  // The sort is kept in the address (a link or a reload shows the same order); a new pair keeps it too.
  // A header cycles as the grids' do: ascending, descending, then the reading order again.
  const onSort = (column: NonNullable<View['sort']>) => setParams((current) => writeSort(current, nextSort(sort, column)), { replace: true });
  const onCompare = (pair: { a: string; b: string }) => setParams(sorted.sort ? { ...pair, sort: sorted.sort, dir: sorted.dir } : pair);

  const download = () => {
    if (!data) return;
    const csv = compareCsv(
      visible,
      {
        product: t('manage.compare.product'),
        a: t('manage.compare.csvList', { letter: 'A', name: names.name(data.a) }),
        b: t('manage.compare.csvList', { letter: 'B', name: names.name(data.b) }),
        difference: t('manage.compare.csvDifference'),
        percent: t('manage.compare.csvPercent'),
      },
      language,
    );
    downloadText(csv, compareFileName(data.a.slug, data.b.slug));
  };

  const filterLabel = (f: CompareFilter) => t(`manage.compare.filters.${f}`);
  const notFound = compare.error instanceof ApiError && compare.error.status === 404;

  return (
    <section className={`${pageContainer} py-6`}>
      <Link to="/prices-manage" className={`${textLink} mb-3 inline-flex items-center gap-1 text-sm`}>
        <ArrowLeftIcon className="size-4" />
        {t('manage.compare.back')}
      </Link>
      <PageHeader title={t('manage.compare.title')}>{t('manage.compare.intro')}</PageHeader>

      {lists.isError ? (
        <LoadError message={t('manage.messages.loadError')} retryLabel={t('manage.retry')} onRetry={() => void lists.refetch()} />
      ) : !lists.data ? (
        <Spinner className="min-h-[20vh]" />
      ) : (
        <ComparePicker pair={{ a, b }} lists={lists.data} onCompare={onCompare} />
      )}

      {!a || !b ? null : compare.isError ? (
        <LoadError
          message={notFound ? `${t('manage.compare.error')} ${t('manage.errors.notFound')}` : t('manage.compare.error')}
          retryLabel={t('manage.retry')}
          onRetry={() => void compare.refetch()}
        />
      ) : !data ? (
        <Spinner className="min-h-[20vh]" />
      ) : (
        <div aria-labelledby={ids.results} role="region">
          <h2 id={ids.results} className="mb-3 text-xl font-bold text-gray-900 dark:text-gray-50">
            {t('manage.compare.resultsTitle', { a: names.name(data.a), b: names.name(data.b) })}
          </h2>
          <fieldset className="mb-3 min-w-0">
            <legend className={labelClass}>{t('manage.compare.show')}</legend>
            <div className="mt-1 flex flex-wrap gap-1.5">
              {COMPARE_FILTERS.map((f) => (
                <label key={f} className="relative">
                  <input
                    type="radio"
                    name={ids.filter}
                    value={f}
                    checked={filter === f}
                    onChange={() => setFilter(f)}
                    className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-full"
                  />
                  <span className="pointer-events-none inline-flex items-center gap-1.5 rounded-full border border-gray-500 px-3 py-1.5 text-sm font-medium text-gray-900 peer-checked:border-emerald-700 peer-checked:bg-emerald-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-emerald-700 dark:border-gray-400 dark:text-gray-100 dark:peer-checked:border-emerald-400 dark:peer-checked:bg-emerald-400 dark:peer-checked:text-gray-950">
                    {filterLabel(f)}{' '}
                    <span className="tabular-nums">({formatNumber(data.counts[f], language)})</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="mb-3 flex flex-wrap items-end gap-3">
            <SearchField
              label={t('manage.compare.search')}
              placeholder={t('manage.compare.searchPlaceholder')}
              value={text}
              onChange={setText}
              className="w-full sm:max-w-sm"
            />
            <button type="button" className={`${buttonSecondary} h-11`} onClick={download}>
              {t('manage.compare.download')}
            </button>
            <a className={`${buttonSecondary} h-11`} href={exportApi.compareWorkbookUrl(a, b, view, language)} download>
              {t('manage.compare.downloadExcel')}
            </a>
            <p role="status" className="pb-2 text-sm text-gray-700 dark:text-gray-300">
              {t('manage.compare.showing', {
                count: visible.length,
                formatted: formatNumber(visible.length, language),
                total: formatNumber(data.counts.all, language),
                // The noun agrees with the whole: "1 of 1 product", "1 of 5 products".
                totalCount: data.counts.all,
              })}
            </p>
          </div>
          {visible.length === 0 ? (
            <p className="rounded-md border border-gray-300 px-3 py-8 text-center font-medium text-gray-800 dark:border-gray-700 dark:text-gray-200">
              {t('manage.compare.noRows')}
            </p>
          ) : (
            <CompareTable rows={visible} a={data.a} b={data.b} language={language} sort={sort} onSort={onSort} />
          )}
        </div>
      )}
    </section>
  );
}
