import { Suspense, useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useBlocker, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  BELOW_FLOOR,
  LARGE_MOVE,
  CATEGORIES,
  VERSION_CONFLICT,
  foldSearchText,
  listName,
  listNote,
  searchWords,
  type Adjustment,
  type PriceChange,
  type PriceListDetail,
  type PriceListSummary,
  type SavePricesResult,
} from '@freshprice/shared';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { usePageTitle } from '../../../components/ui/page-title';
import { PageSpinner } from '../../../components/ui/spinner';
import { buttonPrimary, buttonSecondary, pageContainer, textLink } from '../../../components/ui/styles';
import { notify } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-error';
import { formatDateTime, formatMoney, formatNumber, readerLanguage } from '../../../lib/format';
import { invalidatePriceReads } from '../../../api/price-reads';
import { priceListsApi, reloadPriceList, seedPriceList, usePriceList } from '../../../api/price-lists';
import { AddProductsDialog } from './add-products-dialog';
import { BulkAdjust } from './bulk-adjust';
import { DetailsDialog } from './details-dialog';
import {
  addProduct,
  addedRows,
  applyBulkAdjustment,
  applyPaste,
  buildChanges,
  followBase,
  isLinked,
  noEdits,
  reapplyEdits,
  removeRow,
  rowBelowFloor,
  rowOfItem,
  setPrice,
  summarize,
  undoFollow,
  undoRemove,
  type Difference,
  type Edits,
  type EditorRow,
  type LinkRule,
  type ProductInfo,
} from './edits';
import { pasteTargets, rangeBetween } from './grid-model';
import { ConfirmDialog } from '../../../components/ui/modal';
import { PriceGrid } from './price-grid';
import { SaveDialog } from './save-dialog';
import { VersionsPanel } from './versions-panel';
import { adjustmentRule } from '../../../lib/version-reason';

type Show = 'all' | 'changed' | 'belowFloor';
type Tab = 'prices' | 'versions';

interface Conflict {
  version: string;
  savedBy: string;
  savedAt: string;
}

/** /prices-manage/:priceListId: the list's prices as a grid, its details, its versions. */
export function PriceListEditor({ listRef }: { listRef: string }) {
  // The list is asked for at once, while the page's translations load (their suspense stays below).
  const query = usePriceList(listRef);
  return (
    <Suspense fallback={<PageSpinner />}>
      <EditorOrState listRef={listRef} query={query} />
    </Suspense>
  );
}

function EditorOrState({ listRef, query }: { listRef: string; query: ReturnType<typeof usePriceList> }) {
  const { t } = useTranslation('priceLists');
  if (!query.data) {
    if (query.isError) {
      const notFound = query.error instanceof ApiError && query.error.status === 404;
      return (
        <section className={`${pageContainer} py-8`}>
          <BackLink />
          {notFound ? (
            <NotFound />
          ) : (
            <>
              <TitleOnly title={t('editor.title')} />
              <LoadError message={t('editor.loadError')} retryLabel={t('editor.retry')} onRetry={() => void query.refetch()} />
            </>
          )}
        </section>
      );
    }
    return <PageSpinner />;
  }
  return <Editor listRef={listRef} fresh={query.data} />;
}

function TitleOnly({ title }: { title: string }) {
  usePageTitle(title);
  return <h1 className="mb-6 text-3xl font-bold tracking-tight text-gray-900 dark:text-gray-50">{title}</h1>;
}

function BackLink() {
  const { t } = useTranslation('priceLists');
  return (
    <Link to="/prices-manage" className={`mb-4 inline-flex items-center gap-1.5 text-sm ${textLink}`}>
      <ArrowLeftIcon className="size-4" />
      {t('editor.backToLists')}
    </Link>
  );
}

function NotFound() {
  const { t } = useTranslation('priceLists');
  return (
    <div className="rounded-lg border border-gray-200 bg-gray-50 px-6 py-10 text-center dark:border-gray-800 dark:bg-gray-900">
      <TitleOnly title={t('editor.notFound.title')} />
      <p className="text-gray-700 dark:text-gray-300">{t('editor.notFound.text')}</p>
      <Link to="/prices-manage" className={`${buttonPrimary} mt-6`}>
        {t('editor.backToLists')}
      </Link>
    </div>
  );
}

function Editor({ listRef, fresh }: { listRef: string; fresh: PriceListDetail }) {
  const { t, i18n } = useTranslation(['priceLists', 'common']);
  const language = readerLanguage(i18n.resolvedLanguage);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const [edits, setEdits] = useState<Edits>(noEdits);
  const counts = summarize(edits);
  const dirty = counts.changes + counts.invalid > 0;
  // While edits are pending the grid stays on the version they were made on (a background read of a
  // newer one must not slip under them: the save is checked against this version).
  const [held, setHeld] = useState(fresh);
  if (!dirty && held !== fresh && fresh.version >= held.version) setHeld(fresh);
  const detail = held;
  const newerMeanwhile = dirty && fresh.version > held.version ? fresh : null;

  const linked = isLinked(detail);
  const rule: LinkRule = useMemo(() => ({ adjustment: linked ? (detail.adjustment ?? null) : null }), [linked, detail.adjustment]);

  const [tab, setTab] = useState<Tab>('prices');
  const [text, setText] = useState('');
  const query = useDeferredValue(text);
  const [category, setCategory] = useState('');
  const [show, setShow] = useState<Show>('all');
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const anchor = useRef<string | null>(null);
  const [differences, setDifferences] = useState<ReadonlyMap<string, Difference>>(() => new Map());
  const [announcement, setAnnouncement] = useState('');

  const [busy, setBusy] = useState(false);
  const [review, setReview] = useState<{ result: SavePricesResult; changes: PriceChange[]; version: number } | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [signedOut, setSignedOut] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [showDetails, setShowDetails] = useState(false);
  const [showAdd, setShowAdd] = useState(false);
  const allowLeave = useRef(false);


  // Leaving with unsaved changes asks first: links inside the app here, closing the tab through the browser.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !allowLeave.current && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  useEffect(() => {
    allowLeave.current = false;
  }, [listRef]);

  const itemRows = useMemo(() => detail.items.map(rowOfItem), [detail.items]);
  const itemHaystacks = useMemo(() => new Map(itemRows.map((r) => [r.productId, foldSearchText(`${r.nameEn} ${r.nameEs}`)])), [itemRows]);
  const allRows = useMemo(() => [...addedRows(edits), ...itemRows], [edits, itemRows]);
  const rowsById = useMemo(() => new Map(allRows.map((r) => [r.productId, r])), [allRows]);
  const inList = useMemo(() => new Set(allRows.map((r) => r.productId)), [allRows]);

  const visible = useMemo(() => {
    const terms = searchWords(query);
    return allRows.filter((row) => {
      if (category && (row.category ?? 'uncategorized') !== category) return false;
      if (show === 'changed' && !edits[row.productId]) return false;
      if (show === 'belowFloor' && !rowBelowFloor(row, edits[row.productId], detail.minMarginBp ?? 0, rule)) return false;
      if (terms.length === 0) return true;
      const haystack = itemHaystacks.get(row.productId) ?? foldSearchText(`${row.nameEn} ${row.nameEs}`);
      return terms.every((term) => haystack.includes(term));
    });
  }, [allRows, query, category, show, edits, detail.minMarginBp, rule, itemHaystacks]);

  const nameOf = useCallback(
    (productId: string) => {
      const row = rowsById.get(productId);
      return row ? (language === 'es' ? row.nameEs : row.nameEn) : productId;
    },
    [rowsById, language],
  );
  // A standard list's own name and notes in the reader's language; any other as typed.
  const shownName = listName(detail, language);
  const customerNote = listNote(detail, detail.description, language);
  const staffNote = listNote(detail, detail.staffNote, language);
  usePageTitle(shownName);
  const money = (cents: number | null) => (cents === null ? '—' : formatMoney(cents / 100, language));
  const n = (value: number) => formatNumber(value, language);

  // Grid actions.
  const onCommitPrice = (row: EditorRow, value: string) => setEdits((e) => setPrice(e, row, value, language));
  const onPaste = (start: number, values: string[]) => {
    const { rows: targets, unused } = pasteTargets(start, values.length, visible.length);
    const result = applyPaste(
      edits,
      targets.map((i) => visible[i]!),
      values.slice(0, targets.length),
      language,
    );
    setEdits(result.edits);
    setAnnouncement(
      [
        t('editor.grid.pasted', { count: result.filled, formatted: n(result.filled) }),
        result.invalid ? t('editor.grid.pastedInvalid', { count: result.invalid, formatted: n(result.invalid) }) : null,
        unused ? t('editor.grid.pastedUnused', { count: unused, formatted: n(unused) }) : null,
      ]
        .filter(Boolean)
        .join(' '),
    );
  };
  const onSelect = (index: number, range: boolean) => {
    const row = visible[index];
    if (!row) return;
    const anchorIndex = anchor.current === null ? -1 : visible.findIndex((r) => r.productId === anchor.current);
    setSelected((current) => {
      const next = new Set(current);
      if (range && anchorIndex >= 0) {
        for (const i of rangeBetween(anchorIndex, index)) next.add(visible[i]!.productId);
      } else if (next.has(row.productId)) next.delete(row.productId);
      else next.add(row.productId);
      return next;
    });
    anchor.current = row.productId;
  };
  const allVisibleSelected = visible.length > 0 && visible.every((r) => selected.has(r.productId));
  const someVisibleSelected = visible.some((r) => selected.has(r.productId));
  const toggleAllVisible = () => {
    setSelected((current) => {
      const next = new Set(current);
      for (const r of visible) {
        if (allVisibleSelected) next.delete(r.productId);
        else next.add(r.productId);
      }
      return next;
    });
  };
  const onAdjust = (adjustment: Adjustment) => {
    const rows = allRows.filter((r) => selected.has(r.productId));
    const result = applyBulkAdjustment(edits, rows, adjustment, rule);
    setEdits(result.edits);
    const below = rows.filter((r) => rowBelowFloor(r, result.edits[r.productId], detail.minMarginBp ?? 0, rule)).length;
    setAnnouncement(
      [
        t('editor.adjust.done', { count: result.adjusted, formatted: n(result.adjusted) }),
        result.skipped ? t('editor.adjust.skipped', { count: result.skipped, formatted: n(result.skipped) }) : null,
        below ? t('editor.adjust.below', { count: below, formatted: n(below) }) : null,
      ]
        .filter(Boolean)
        .join(' '),
    );
  };
  const onAddProduct = (product: ProductInfo, price: string) => {
    setEdits((e) => addProduct(e, product, price, language));
    setAnnouncement(t('editor.add.added', { name: language === 'es' ? product.nameEs : product.nameEn }));
  };

  // Saving: a dry run first, then the same changes for real, against the same version.
  const handleSaveError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) {
      setSignedOut(true);
    } else if (error instanceof ApiError && error.code === VERSION_CONFLICT) {
      setConflict({ version: error.fields.version ?? '', savedBy: error.fields.savedBy ?? '', savedAt: error.fields.savedAt ?? '' });
    } else if (error instanceof ApiError && error.code === BELOW_FLOOR) {
      setSaveError(t('editor.save.belowRefused', { count: Object.keys(error.fields).length }));
    } else if (error instanceof ApiError && error.code === LARGE_MOVE) {
      setSaveError(t('editor.save.largeRefused', { count: Object.keys(error.fields).length }));
    } else {
      setSaveError(t('editor.messages.updateError'));
    }
  };
  const startSave = async () => {
    setSaveError(null);
    setSignedOut(false);
    setConflict(null);
    if (counts.invalid > 0) {
      setSaveError(t('editor.save.fixInvalid', { count: counts.invalid, formatted: n(counts.invalid) }));
      return;
    }
    const changes = buildChanges(edits);
    if (changes.length === 0) return;
    setBusy(true);
    try {
      const result = await priceListsApi.save(detail.id, { version: detail.version, changes, dryRun: true });
      setReview({ result, changes, version: detail.version });
    } catch (error) {
      handleSaveError(error);
    } finally {
      setBusy(false);
    }
  };
  const confirmSave = async ({ reason, confirmBelowFloor, confirmLargeMoves }: { reason: string; confirmBelowFloor: boolean; confirmLargeMoves: boolean }) => {
    if (!review) return;
    setBusy(true);
    try {
      await priceListsApi.save(detail.id, {
        version: review.version,
        changes: review.changes,
        ...(reason ? { reason } : {}),
        ...(confirmBelowFloor ? { confirmBelowFloor: true } : {}),
        ...(confirmLargeMoves ? { confirmLargeMoves: true } : {}),
      });
      setReview(null);
      // The grid shows the saved list before the edits are let go.
      await invalidatePriceReads(queryClient);
      setEdits(noEdits);
      setDifferences(new Map());
      setSelected(new Set());
      notify('success', t('editor.messages.updated'));
    } catch (error) {
      setReview(null);
      handleSaveError(error);
    } finally {
      setBusy(false);
    }
  };

  /** Reads the list again and lays the pending edits over it (after a conflict, or a details change). */
  const reloadAndReapply = async () => {
    setBusy(true);
    try {
      const latest = await reloadPriceList(queryClient, listRef);
      const result = reapplyEdits(edits, latest.items);
      setHeld(latest);
      setEdits(result.edits);
      setDifferences(new Map(result.differences.map((d) => [d.productId, d])));
      setConflict(null);
      setSaveError(null);
      setAnnouncement(t('editor.conflict.reloaded', { version: latest.version }));
    } catch {
      setSaveError(t('editor.loadError'));
    } finally {
      setBusy(false);
    }
  };

  const onDetailsSaved = (summary: PriceListSummary) => {
    setShowDetails(false);
    notify('success', t('editor.messages.updated'));
    if (summary.slug !== detail.slug && listRef === detail.slug) {
      // The URL names the list by slug: move to the new one, keeping the page (and its edits).
      seedPriceList(queryClient, summary.slug, { ...fresh, ...summary });
      allowLeave.current = true;
      void navigate(`/prices-manage/${summary.slug}`, { replace: true });
    }
    if (dirty) void reloadAndReapply().then(() => invalidatePriceReads(queryClient));
    else void invalidatePriceReads(queryClient);
  };

  const discard = () => {
    setEdits(noEdits);
    setDifferences(new Map());
    setConfirmDiscard(false);
    setSaveError(null);
    setConflict(null);
    setSignedOut(false);
  };

  const ids = { tabPrices: useId(), tabVersions: useId(), panel: useId(), gridTitle: useId(), gridHint: useId(), search: useId(), category: useId(), show: useId(), all: useId() };
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight' && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const next: Tab = event.key === 'Home' ? 'prices' : event.key === 'End' ? 'versions' : tab === 'prices' ? 'versions' : 'prices';
    setTab(next);
    document.getElementById(next === 'prices' ? ids.tabPrices : ids.tabVersions)?.focus();
  };

  const adjustmentText = (adj: Adjustment) => adjustmentRule(adj, t, language);

  const label = 'block text-sm font-medium text-gray-900 dark:text-gray-100';
  const control =
    'mt-1 block h-10 w-full rounded-md border border-gray-500 bg-white px-3 text-sm text-gray-900 dark:border-gray-400 dark:bg-gray-950 dark:text-gray-100';
  const alertBox = 'mb-3 rounded-md border-l-4 p-3 text-sm';

  return (
    <section className={`${pageContainer} py-6`}>
      <BackLink />
      <header className="mb-4">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h1 className="text-3xl font-bold tracking-tight break-words text-gray-900 dark:text-gray-50">{shownName}</h1>
          <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-800 ring-1 ring-gray-700/20 ring-inset dark:bg-gray-800 dark:text-gray-200 dark:ring-gray-400/30">
            {t(`editor.kinds.${detail.kind}`)}
          </span>
        </div>
        {customerNote ? (
          <p className="mt-1 break-words text-gray-700 dark:text-gray-300" data-testid="customer-note">
            <span className="font-semibold text-gray-900 dark:text-gray-100">{t('editor.header.customerNote')}</span> {customerNote}
          </p>
        ) : null}
        {staffNote ? (
          <p className="mt-1 break-words text-gray-700 dark:text-gray-300" data-testid="staff-note">
            <span className="font-semibold text-gray-900 dark:text-gray-100">{t('editor.header.staffNote')}</span> {staffNote}
          </p>
        ) : null}
        <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-4">
          <div className="flex gap-1.5">
            <dt className="text-gray-700 dark:text-gray-300">{t('editor.header.slug')}</dt>
            <dd className="font-mono break-all text-gray-900 dark:text-gray-100">{detail.slug}</dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="text-gray-700 dark:text-gray-300">{t('editor.header.version')}</dt>
            <dd className="font-semibold text-gray-900 dark:text-gray-100">{detail.version}</dd>
          </div>
          <div className="flex gap-1.5 sm:col-span-2">
            <dt className="text-gray-700 dark:text-gray-300">{t('editor.header.lastSaved')}</dt>
            <dd className="text-gray-900 dark:text-gray-100">
              {detail.updatedBy
                ? t('editor.header.savedByAt', { by: detail.updatedBy, at: formatDateTime(detail.updatedAt, language) })
                : formatDateTime(detail.updatedAt, language)}
            </dd>
          </div>
          {detail.base ? (
            <div className="flex flex-wrap gap-1.5 sm:col-span-2 lg:col-span-4">
              <dt className="text-gray-700 dark:text-gray-300">{linked ? t('editor.header.follows') : t('editor.header.madeFrom')}</dt>
              <dd className="text-gray-900 dark:text-gray-100">
                <Link to={`/prices-manage/${detail.base.slug}`} className={textLink}>
                  {listName(detail.base, language)}
                </Link>
                {linked && detail.adjustment ? <span>{` ${adjustmentText(detail.adjustment)}`}</span> : null}
              </dd>
            </div>
          ) : null}
        </dl>
        <div className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
          <Link to={`/pricesprivate/${detail.slug}`} className={textLink}>
            {t('editor.header.viewAsCustomer')}
          </Link>
          <button type="button" className={textLink} onClick={() => setShowDetails(true)}>
            {t('editor.header.editDetails')}
          </button>
        </div>
      </header>

      <div role="tablist" aria-label={t('editor.tabs.label')} className="mb-4 flex gap-1 border-b border-gray-300 dark:border-gray-700">
        {(['prices', 'versions'] as const).map((id) => (
          <button
            key={id}
            id={id === 'prices' ? ids.tabPrices : ids.tabVersions}
            type="button"
            role="tab"
            aria-selected={tab === id}
            aria-controls={ids.panel}
            tabIndex={tab === id ? 0 : -1}
            onKeyDown={onTabKey}
            onClick={() => setTab(id)}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${
              tab === id
                ? 'border-emerald-700 text-emerald-900 dark:border-emerald-400 dark:text-emerald-200'
                : 'border-transparent text-gray-700 hover:text-gray-900 dark:text-gray-300 dark:hover:text-gray-100'
            }`}
          >
            {t(`editor.tabs.${id}`)}
          </button>
        ))}
      </div>

      <div id={ids.panel} role="tabpanel" aria-labelledby={tab === 'prices' ? ids.tabPrices : ids.tabVersions}>
        {tab === 'versions' ? (
          <VersionsPanel detail={detail} language={language} dirty={dirty} />
        ) : (
          <>
            {/* The save bar stays in view while the page scrolls. */}
            <div
              className={`sticky top-16 z-20 -mx-4 mb-3 flex flex-wrap items-center gap-2 border-y px-4 py-2 sm:mx-0 sm:rounded-md sm:border sm:px-3 ${
                dirty ? 'border-amber-500 bg-amber-50 dark:border-amber-400 dark:bg-gray-900' : 'border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-950'
              }`}
            >
              <div role="status" className="mr-auto text-sm">
                <p className="font-semibold text-gray-900 dark:text-gray-100">
                  {counts.changes > 0 ? t('editor.unsaved', { count: counts.changes, formatted: n(counts.changes) }) : t('editor.noUnsaved')}
                </p>
                {counts.invalid > 0 ? (
                  <p className="font-medium text-red-800 dark:text-red-300">{t('editor.invalidCount', { count: counts.invalid, formatted: n(counts.invalid) })}</p>
                ) : null}
              </div>
              <button type="button" className={`${buttonSecondary} px-3 py-1.5 text-sm disabled:cursor-not-allowed disabled:opacity-50`} disabled={!dirty || busy} onClick={() => setConfirmDiscard(true)}>
                {t('editor.discard')}
              </button>
              <button
                type="button"
                className={`${buttonPrimary} px-3 py-1.5 text-sm`}
                disabled={counts.changes === 0 || counts.invalid > 0 || busy}
                onClick={() => void startSave()}
              >
                {busy && !review ? t('editor.save.checking') : t('editor.save.open')}
              </button>
            </div>

            <div aria-live="assertive">
              {signedOut ? (
                <div role="alert" className={`${alertBox} border-red-700 bg-red-50 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100`}>
                  <p className="font-semibold">{t('editor.mustSignIn')}</p>
                  <p className="mt-1">
                    {t('editor.signInKeep')}{' '}
                    <a href={`/login?redirectTo=${encodeURIComponent('/dashboard')}`} target="_blank" rel="noopener" className="font-semibold underline underline-offset-2">
                      {t('editor.signInLink')}
                    </a>
                  </p>
                </div>
              ) : null}
              {conflict ? (
                <div role="alert" className={`${alertBox} border-amber-600 bg-amber-50 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100`}>
                  <p className="font-semibold">{t('editor.conflict.title')}</p>
                  <p className="mt-1">
                    {t('editor.conflict.text', {
                      version: conflict.version,
                      savedBy: conflict.savedBy || t('editor.someone'),
                      savedAt: conflict.savedAt ? formatDateTime(conflict.savedAt, language) : '—',
                    })}
                  </p>
                  <button type="button" className={`${buttonSecondary} mt-2 px-3 py-1.5 text-sm`} disabled={busy} onClick={() => void reloadAndReapply()}>
                    {t('editor.conflict.reload')}
                  </button>
                </div>
              ) : null}
              {saveError ? (
                <p role="alert" className={`${alertBox} border-red-700 bg-red-50 font-medium text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100`}>
                  {saveError}
                </p>
              ) : null}
            </div>
            {newerMeanwhile && !conflict ? (
              <div className={`${alertBox} border-sky-700 bg-sky-50 text-sky-950 dark:border-sky-400 dark:bg-sky-950 dark:text-sky-100`}>
                <p>{t('editor.conflict.meanwhile', { version: newerMeanwhile.version, savedBy: newerMeanwhile.updatedBy ?? t('editor.someone') })}</p>
                <button type="button" className={`${buttonSecondary} mt-2 px-3 py-1.5 text-sm`} disabled={busy} onClick={() => void reloadAndReapply()}>
                  {t('editor.conflict.reload')}
                </button>
              </div>
            ) : null}
            {differences.size > 0 ? (
              <div className={`${alertBox} border-sky-700 bg-sky-50 text-sky-950 dark:border-sky-400 dark:bg-sky-950 dark:text-sky-100`}>
                <p className="font-semibold">{t('editor.conflict.differencesTitle', { count: differences.size, formatted: n(differences.size) })}</p>
                <ul className="mt-1 list-disc pl-5">
                  {[...differences.values()].slice(0, 10).map((d) => (
                    <li key={d.productId}>
                      {t('editor.conflict.difference', { name: language === 'es' ? d.name.es : d.name.en, seen: money(d.seen), now: money(d.now) })}
                    </li>
                  ))}
                </ul>
                {differences.size > 10 ? <p className="mt-1">{t('editor.conflict.moreDifferences', { count: differences.size - 10 })}</p> : null}
                <button type="button" className="mt-2 font-semibold underline underline-offset-2" onClick={() => setDifferences(new Map())}>
                  {t('editor.conflict.dismiss')}
                </button>
              </div>
            ) : null}

            <div className="mb-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_1fr_1fr] lg:items-end">
              <div>
                <label htmlFor={ids.search} className={label}>
                  {t('editor.filters.search')}
                </label>
                <input id={ids.search} type="search" autoComplete="off" value={text} placeholder={t('editor.filters.searchPlaceholder')} onChange={(e) => setText(e.target.value)} className={control} />
              </div>
              <div>
                <label htmlFor={ids.category} className={label}>
                  {t('editor.filters.category')}
                </label>
                <select id={ids.category} value={category} onChange={(e) => setCategory(e.target.value)} className={control}>
                  <option value="">{t('common:categories.all')}</option>
                  {[...CATEGORIES, 'uncategorized'].map((c) => (
                    <option key={c} value={c}>
                      {t(`common:categories.${c}`)}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor={ids.show} className={label}>
                  {t('editor.filters.show')}
                </label>
                <select id={ids.show} value={show} onChange={(e) => setShow(e.target.value as Show)} className={control}>
                  <option value="all">{t('editor.filters.showAll')}</option>
                  <option value="changed">{t('editor.filters.showChanged')}</option>
                  <option value="belowFloor">{t('editor.filters.showBelowFloor')}</option>
                </select>
              </div>
            </div>

            <div className="mb-3">
              <BulkAdjust selectedCount={selected.size} language={language} onApply={onAdjust} onClear={() => setSelected(new Set())} />
            </div>

            <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
              <h2 id={ids.gridTitle} className="text-lg font-semibold text-gray-900 dark:text-gray-100">
                {t('editor.grid.title', { name: shownName })}{' '}
                <span className="text-sm font-normal text-gray-700 dark:text-gray-300">
                  {t('editor.grid.count', { count: allRows.length, formatted: n(visible.length), total: n(allRows.length) })}
                </span>
              </h2>
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                <button type="button" className={`${buttonSecondary} px-3 py-1.5 text-sm`} onClick={() => setShowAdd(true)}>
                  {t('editor.add.open')}
                </button>
                <span className="flex items-center gap-2">
                  <input
                    id={ids.all}
                    type="checkbox"
                    checked={allVisibleSelected}
                    ref={(el) => {
                      if (el) el.indeterminate = someVisibleSelected && !allVisibleSelected;
                    }}
                    disabled={visible.length === 0}
                    onChange={toggleAllVisible}
                    className="size-5 accent-emerald-700 dark:accent-emerald-400"
                  />
                  <label htmlFor={ids.all} className="text-sm font-medium text-gray-900 dark:text-gray-100">
                    {t('editor.grid.selectAllVisible', { count: visible.length, formatted: n(visible.length) })}
                  </label>
                </span>
              </div>
            </div>
            <p id={ids.gridHint} className="mb-2 text-sm text-gray-700 dark:text-gray-300">
              {t('editor.grid.hint')}
            </p>
            <PriceGrid
              rows={visible}
              edits={edits}
              linked={linked}
              language={language}
              minMarginBp={detail.minMarginBp ?? 0}
              rule={rule}
              selected={selected}
              differences={differences}
              labelledBy={ids.gridTitle}
              describedBy={ids.gridHint}
              onCommitPrice={onCommitPrice}
              onPaste={onPaste}
              onSelect={onSelect}
              onRemove={(row) => setEdits((e) => removeRow(e, row))}
              onUndoRemove={(id) => setEdits((e) => undoRemove(e, id))}
              onFollow={(row) => setEdits((e) => followBase(e, row))}
              onUndoFollow={(id) => setEdits((e) => undoFollow(e, id))}
            />
            <p role="status" className="mt-2 min-h-5 text-sm text-gray-800 dark:text-gray-200">
              {announcement}
            </p>
          </>
        )}
      </div>

      {review ? (
        <SaveDialog result={review.result} nameOf={nameOf} language={language} saving={busy} onConfirm={(input) => void confirmSave(input)} onCancel={() => setReview(null)} />
      ) : null}
      {confirmDiscard ? (
        <ConfirmDialog
          title={t('editor.discardDialog.title', { count: counts.changes + counts.invalid })}
          confirmLabel={t('editor.discard')}
          cancelLabel={t('editor.discardDialog.cancel')}
          destructive
          onConfirm={discard}
          onCancel={() => setConfirmDiscard(false)}
        >
          {t('editor.discardDialog.text')}
        </ConfirmDialog>
      ) : null}
      {blocker.state === 'blocked' ? (
        <ConfirmDialog
          title={t('editor.leaveDialog.title')}
          confirmLabel={t('editor.leaveDialog.confirm')}
          cancelLabel={t('editor.leaveDialog.cancel')}
          destructive
          onConfirm={() => blocker.proceed?.()}
          onCancel={() => blocker.reset?.()}
        >
          {t('editor.leaveDialog.text', { count: counts.changes + counts.invalid })}
        </ConfirmDialog>
      ) : null}
      {showDetails ? <DetailsDialog detail={detail} language={language} onSaved={onDetailsSaved} onClose={() => setShowDetails(false)} /> : null}
      {showAdd ? (
        <AddProductsDialog language={language} excluded={inList} onAdd={onAddProduct} onClose={() => setShowAdd(false)} />
      ) : null}
    </section>
  );
}
