import { useCallback, useDeferredValue, useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CATEGORIES, foldSearchText, LARGE_MOVE, searchWords, type Availability } from '@freshprice/shared';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { buttonPrimary, buttonSecondary, pageContainer } from '../../../components/ui/styles';
import { notify } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-error';
import { formatMoney, formatNumber, readerLanguage } from '../../../lib/format';
import { AvailabilitySelect } from '../components/catalogue-filters';
import { ConfirmDialog } from '../../../components/ui/modal';
import { DraftsPanel } from './drafts-panel';
import { ImageDialog } from './image-dialog';
import { reloadManagedProducts, saveProductChanges, useManagedProducts, type ImageResult } from '../../../api/products';
import { COLUMNS, ManageRow } from './manage-row';
import {
  buildPayload,
  changeCount,
  changesReducer,
  emptyChanges,
  flaggedPrices,
  mapServerErrors,
  newClientId,
  validateChanges,
  type FlaggedPrice,
  type ManagedProduct,
} from './unsaved-changes';

const PAGE_SIZE = 50;
const quiet = 'px-3 py-1.5 text-sm disabled:cursor-not-allowed disabled:opacity-50';

type Conflict = { ids: string[]; names: string[] };

/** /products/manage: the product table with unsaved changes saved in one request. */
export function ProductsManageView() {
  const { t, i18n } = useTranslation(['productsManage', 'catalogue', 'products']);
  const language = i18n.resolvedLanguage ?? 'en';
  const queryClient = useQueryClient();
  const products = useManagedProducts();
  const [state, dispatch] = useReducer(changesReducer, emptyChanges);
  const [attempted, setAttempted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [confirmReload, setConfirmReload] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [signedOut, setSignedOut] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<ManagedProduct | null>(null);
  const [imageFor, setImageFor] = useState<ManagedProduct | null>(null);
  /** Prices the server flagged (to $0.00, or a large move): listed for a confirmation before the save is sent again. */
  const [largeMoves, setLargeMoves] = useState<FlaggedPrice[] | null>(null);
  const [movesConfirmed, setMovesConfirmed] = useState(false);
  const movesConfirmId = useId();

  const [text, setText] = useState('');
  const [category, setCategory] = useState('');
  const [availability, setAvailability] = useState<Availability | null>(null);
  const [onlyChanged, setOnlyChanged] = useState(false);
  const [onlyDrafts, setOnlyDrafts] = useState(false);
  const [page, setPage] = useState(0);
  const query = useDeferredValue(text);
  /** The row Add product just made: its first field takes the cursor once it is drawn. */
  const focusNew = useRef<string | null>(null);

  const count = changeCount(state);
  const dirty = count > 0;

  // Leaving with unsaved changes asks first: in-app links here, closing the tab through the browser.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !saving && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const index = useMemo(
    () =>
      (products.data ?? []).map((product) => ({
        product,
        // The catalogue's search rule, over the URL name and QuickBooks id too.
        haystack: foldSearchText([product.nameEn, product.nameEs, product.slug, product.quickbooksId ?? ''].join(' \u0000 ')),
      })),
    [products.data],
  );
  const filtered = useMemo(() => {
    const terms = searchWords(query);
    return index
      .filter(({ product, haystack }) => {
        if (onlyChanged && !state.edits[product.id]) return false;
        if (onlyDrafts && !product.draft) return false;
        if (category && (product.category ?? 'uncategorized') !== category) return false;
        if (availability && product.inStock !== (availability === 'in_stock')) return false;
        return terms.every((term) => haystack.includes(term));
      })
      .map(({ product }) => product);
  }, [index, query, category, availability, onlyChanged, onlyDrafts, state.edits]);
  const pages = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE));
  const currentPage = Math.min(page, pages - 1);
  const visible = filtered.slice(currentPage * PAGE_SIZE, (currentPage + 1) * PAGE_SIZE);
  const resetPage = () => setPage(0);

  // The new row's first field takes the cursor on the first render that shows it: a render in
  // between (another update landing first) must not use the request up.
  useEffect(() => {
    if (!focusNew.current) return;
    const field = document.getElementById(`${focusNew.current}-nameEn`);
    if (!field) return;
    field.focus();
    focusNew.current = null;
  });

  const askDelete = useCallback((product: ManagedProduct) => setToDelete(product), []);
  const openImage = useCallback((product: ManagedProduct) => setImageFor(product), []);
  const imageSaved = useCallback((result: ImageResult, fromVersion: number) => {
    dispatch({ type: 'imageSaved', id: result.id, fromVersion, version: result.version, imageUrl: result.imageUrl });
  }, []);

  const save = async (confirmLargeMoves = false) => {
    setFormError(null);
    setLargeMoves(null);
    setMovesConfirmed(false);
    const errors = validateChanges(state, readerLanguage(language));
    const invalid = Object.keys(errors).length;
    if (invalid > 0) {
      setAttempted(true);
      setOnlyChanged(true);
      resetPage();
      setFormError(t('fixErrors', { count: invalid }));
      return;
    }
    const { changes, keys } = buildPayload(state, readerLanguage(language));
    setSaving(true);
    try {
      const result = await saveProductChanges(queryClient, changes, { confirmLargeMoves });
      dispatch({ type: 'discard' });
      setAttempted(false);
      setConflict(null);
      setSignedOut(false);
      setOnlyChanged(false);
      const details = [
        result.created ? t('result.created', { count: result.created }) : null,
        result.updated ? t('result.updated', { count: result.updated }) : null,
        result.deleted ? t('result.deleted', { count: result.deleted }) : null,
        result.archived ? t('result.archived', { count: result.archived }) : null,
      ].filter(Boolean);
      notify('success', `${t('saved')} ${details.join(' ')}`.trim());
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.code === 'conflict') {
        const ids = Object.keys(error.fields);
        const names = ids.map((id) => {
          const name = state.edits[id]?.base.nameEn ?? products.data?.find((p) => p.id === id)?.nameEn ?? id;
          return error.fields[id] === 'deleted' ? t('conflict.deletedName', { name }) : name;
        });
        setConflict({ ids, names });
      } else if (error instanceof ApiError && error.status === 401) {
        setSignedOut(true);
      } else if (error instanceof ApiError && error.code === LARGE_MOVE) {
        setLargeMoves(flaggedPrices(error.fields, state));
      } else if (error instanceof ApiError && (error.code === 'validation_failed' || error.code === 'key_taken')) {
        const mapped = mapServerErrors(error.fields, keys);
        dispatch({ type: 'serverErrors', errors: mapped.rows });
        setAttempted(true);
        setOnlyChanged(true);
        resetPage();
        setFormError(t('serverRejected', { count: Object.keys(mapped.rows).length || 1 }));
      } else if (error instanceof ApiError && error.status === 0) {
        setFormError(t('networkError'));
      } else {
        setFormError(t('saveError'));
      }
    } finally {
      setSaving(false);
    }
  };

  const reloadAfterConflict = async () => {
    if (!conflict) return;
    setConfirmReload(false);
    await reloadManagedProducts(queryClient);
    dispatch({ type: 'drop', ids: conflict.ids });
    setConflict(null);
    notify('info', t('conflict.reloaded'), 6000);
  };

  const labelClass = 'block text-sm font-medium text-gray-900 dark:text-gray-100';
  const control = 'mt-1 block h-10 w-full rounded-md border border-gray-500 bg-white px-3 py-2 text-sm text-gray-900 dark:border-gray-400 dark:bg-gray-950 dark:text-gray-100';
  const searchId = useId();
  const categoryId = useId();
  const onlyChangedId = useId();

  return (
    <section className={`${pageContainer} py-6`}>
      <PageHeader title={t('title')}>{t('intro')}</PageHeader>

      {/* The save bar stays in view while scrolling the table. */}
      <div
        className={`sticky top-16 z-20 -mx-4 mb-3 flex flex-wrap items-center gap-2 border-y px-4 py-2 sm:mx-0 sm:px-3 sm:rounded-md sm:border ${
          dirty ? 'border-amber-500 bg-amber-50 dark:border-amber-400 dark:bg-gray-900' : 'border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-950'
        }`}
      >
        <p role="status" className="mr-auto text-sm font-semibold text-gray-900 dark:text-gray-100">
          {dirty ? t('unsaved', { count, formatted: formatNumber(count, language) }) : t('noUnsaved')}
        </p>
        <button
          type="button"
          className={`${buttonSecondary} ${quiet}`}
          onClick={() => {
            const clientId = newClientId();
            focusNew.current = clientId;
            dispatch({ type: 'add', clientId });
            resetPage();
          }}
        >
          {t('addProduct')}
        </button>
        <button type="button" className={`${buttonSecondary} ${quiet}`} disabled={!dirty || saving} onClick={() => setConfirmDiscard(true)}>
          {t('discard')}
        </button>
        <button type="button" className={`${buttonPrimary} ${quiet}`} disabled={!dirty || saving} onClick={() => void save()}>
          {saving ? t('saving') : t('save')}
        </button>
      </div>

      <div aria-live="assertive">
        {signedOut ? (
          <div role="alert" className="mb-3 rounded-md border-l-4 border-red-700 bg-red-50 p-3 text-sm text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100">
            <p className="font-semibold">{t('mustSignIn')}</p>
            <p className="mt-1">
              {t('signInKeep')}{' '}
              <a href="/login?redirectTo=/dashboard" target="_blank" rel="noopener" className="font-semibold underline underline-offset-2">
                {t('signInLink')}
              </a>
            </p>
          </div>
        ) : null}
        {conflict ? (
          <div role="alert" className="mb-3 rounded-md border-l-4 border-amber-600 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100">
            <p className="font-semibold">{t('conflict.title')}</p>
            <p className="mt-1">{t('conflict.text', { names: conflict.names.join(', ') })}</p>
            <button type="button" className={`${buttonSecondary} mt-2 px-3 py-1.5 text-sm`} onClick={() => setConfirmReload(true)}>
              {t('conflict.reload')}
            </button>
          </div>
        ) : null}
        {formError ? (
          <p role="alert" className="mb-3 rounded-md border-l-4 border-red-700 bg-red-50 p-3 text-sm font-medium text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100">
            {formError}
          </p>
        ) : null}
      </div>

      {products.data ? <DraftsPanel products={products.data} onlyDrafts={onlyDrafts} onOnlyDrafts={(value) => (setOnlyDrafts(value), resetPage())} /> : null}

      <div className="mb-3 grid grid-cols-1 gap-3 rounded-lg border border-gray-200 bg-gray-50 p-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_1fr_1fr_auto] lg:items-end dark:border-gray-800 dark:bg-gray-900">
        <div>
          <label htmlFor={searchId} className={labelClass}>
            {t('filters.search')}
          </label>
          <input
            id={searchId}
            type="search"
            value={text}
            autoComplete="off"
            placeholder={t('filters.searchPlaceholder')}
            onChange={(event) => {
              setText(event.target.value);
              resetPage();
            }}
            className={control}
          />
        </div>
        <div>
          <label htmlFor={categoryId} className={labelClass}>
            {t('products:filters.category')}
          </label>
          <select id={categoryId} value={category} onChange={(event) => (setCategory(event.target.value), resetPage())} className={control}>
            <option value="">{t('common:categories.all')}</option>
            {[...CATEGORIES, 'uncategorized'].map((c) => (
              <option key={c} value={c}>
                {t(`common:categories.${c}`)}
              </option>
            ))}
          </select>
        </div>
        <AvailabilitySelect
          value={availability}
          onChange={(value) => (setAvailability(value), resetPage())}
          selectClassName={control}
        />
        <div className="flex h-10 items-center gap-2">
          <input
            id={onlyChangedId}
            type="checkbox"
            checked={onlyChanged}
            onChange={(event) => (setOnlyChanged(event.target.checked), resetPage())}
            className="size-5 accent-emerald-700 dark:accent-emerald-400"
          />
          <label htmlFor={onlyChangedId} className="text-sm font-medium text-gray-900 dark:text-gray-100">
            {t('filters.onlyChanged')}
          </label>
        </div>
      </div>

      {products.isError ? (
        <LoadError message={t('loadError')} retryLabel={t('catalogue:retry')} onRetry={() => void products.refetch()} />
      ) : !products.data ? (
        <Spinner className="min-h-[30vh]" />
      ) : (
        <>
          {/* `relative`: the rows' visually hidden labels are absolutely positioned; without a positioned
              scroll area they escaped it and widened the whole page. */}
          <div className="relative overflow-x-auto rounded-md border border-gray-300 dark:border-gray-700">
            <table className="w-max min-w-full border-collapse text-left text-sm">
              <caption className="sr-only">{t('tableCaption')}</caption>
              <thead className="bg-gray-100 text-xs font-semibold tracking-wide text-gray-700 uppercase dark:bg-gray-800 dark:text-gray-300">
                <tr>
                  <th scope="col" className="w-10 min-w-10 bg-gray-100 px-1 py-2 md:sticky md:left-0 md:z-[1] dark:bg-gray-800">
                    <span className="sr-only">{t('columns.image')}</span>
                  </th>
                  {COLUMNS.map((c) => (
                    <th
                      key={c.field}
                      scope="col"
                      className={`px-1 py-2 ${c.width} ${c.numeric ? 'text-right' : ''} ${c.field === 'nameEn' ? 'bg-gray-100 md:sticky md:left-10 md:z-[1] dark:bg-gray-800' : ''}`}
                    >
                      {t(`columns.${c.field}`)}
                    </th>
                  ))}
                  <th
                    scope="col"
                    className="bg-gray-100 px-1 py-2 md:sticky md:right-0 md:z-[1] md:shadow-[-1px_0_0_var(--color-gray-300)] dark:bg-gray-800 dark:md:shadow-[-1px_0_0_var(--color-gray-700)]"
                  >
                    {t('columns.actions')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {state.created.map((row) => (
                  <ManageRow
                    key={row.clientId}
                    kind="new"
                    row={row}
                    dispatch={dispatch}
                    serverErrors={state.serverErrors[row.clientId]}
                    showAllErrors={attempted}
                    onDelete={askDelete}
                    onImage={openImage}
                  />
                ))}
                {visible.map((product) => (
                  <ManageRow
                    key={product.id}
                    kind="stored"
                    product={product}
                    entry={state.edits[product.id]}
                    dispatch={dispatch}
                    serverErrors={state.serverErrors[product.id]}
                    showAllErrors={attempted}
                    onDelete={askDelete}
                    onImage={openImage}
                  />
                ))}
                {visible.length === 0 && state.created.length === 0 ? (
                  <tr>
                    <td colSpan={COLUMNS.length + 2} className="px-3 py-8 text-center font-medium text-gray-800 dark:text-gray-200">
                      {t('catalogue:noMatch')}
                    </td>
                  </tr>
                ) : null}
              </tbody>
            </table>
          </div>
          <nav aria-label={t('pagination.label')} className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm">
            <p className="text-gray-700 dark:text-gray-300">
              {t('pagination.rows', {
                from: formatNumber(filtered.length ? currentPage * PAGE_SIZE + 1 : 0, language),
                to: formatNumber(currentPage * PAGE_SIZE + visible.length, language),
                total: formatNumber(filtered.length, language),
              })}
            </p>
            <div className="flex items-center gap-2">
              <button type="button" className={`${buttonSecondary} ${quiet}`} disabled={currentPage === 0} onClick={() => setPage(currentPage - 1)}>
                {t('pagination.previous')}
              </button>
              <span className="tabular-nums">{t('pagination.page', { page: currentPage + 1, pages })}</span>
              <button type="button" className={`${buttonSecondary} ${quiet}`} disabled={currentPage >= pages - 1} onClick={() => setPage(currentPage + 1)}>
                {t('pagination.next')}
              </button>
            </div>
          </nav>
        </>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        title={t('deleteDialog.title', { name: toDelete?.nameEn ?? '' })}
        confirmLabel={t('deleteDialog.confirm')}
        cancelLabel={t('cancel')}
        destructive
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) dispatch({ type: 'delete', product: toDelete });
          setToDelete(null);
        }}
      >
        {t('deleteDialog.text')}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirmDiscard}
        title={t('discardDialog.title', { count })}
        confirmLabel={t('discardDialog.confirm')}
        cancelLabel={t('cancel')}
        destructive
        onCancel={() => setConfirmDiscard(false)}
        onConfirm={() => {
          dispatch({ type: 'discard' });
          setConfirmDiscard(false);
          setAttempted(false);
          setFormError(null);
          setConflict(null);
        }}
      />
      <ConfirmDialog
        open={confirmReload}
        title={t('conflict.confirmTitle')}
        confirmLabel={t('conflict.reload')}
        cancelLabel={t('cancel')}
        onCancel={() => setConfirmReload(false)}
        onConfirm={() => void reloadAfterConflict()}
      >
        {t('conflict.confirmText', { names: conflict?.names.join(', ') ?? '' })}
      </ConfirmDialog>
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={t('leaveDialog.title')}
        confirmLabel={t('leaveDialog.confirm')}
        cancelLabel={t('leaveDialog.cancel')}
        destructive
        onCancel={() => blocker.reset?.()}
        onConfirm={() => blocker.proceed?.()}
      >
        {t('leaveDialog.text', { count })}
      </ConfirmDialog>
      <ConfirmDialog
        open={largeMoves !== null}
        title={t('largeMoves.title', { count: largeMoves?.length ?? 0 })}
        confirmLabel={t('largeMoves.confirm')}
        cancelLabel={t('cancel')}
        confirmDisabled={!movesConfirmed}
        busy={saving}
        onCancel={() => {
          setLargeMoves(null);
          setMovesConfirmed(false);
        }}
        onConfirm={() => void save(true)}
      >
        <p>{t('largeMoves.text', { zero: formatMoney('0.00', language) })}</p>
        <ul className="mt-2 max-h-60 space-y-0.5 overflow-auto" aria-label={t('largeMoves.list')}>
          {(largeMoves ?? []).map((m) => (
            <li key={`${m.key}.${m.tier}`} className="break-words">
              {t(m.old === null ? 'largeMoves.itemNew' : 'largeMoves.item', {
                name: m.name,
                tier: t(`largeMoves.tiers.${m.tier}`),
                old: formatMoney(m.old, language),
                new: /^\d+(\.\d{1,2})?$/.test(m.new) ? formatMoney(m.new, language) : m.new,
              })}
              {m.zero ? <strong> {t('largeMoves.zero', { zero: formatMoney('0.00', language) })}</strong> : null}
            </li>
          ))}
        </ul>
        <div className="mt-3 flex items-start gap-2">
          <input
            id={movesConfirmId}
            type="checkbox"
            checked={movesConfirmed}
            onChange={(e) => setMovesConfirmed(e.target.checked)}
            className="mt-0.5 size-5 shrink-0 accent-emerald-700 dark:accent-emerald-400"
          />
          <label htmlFor={movesConfirmId} className="font-medium">
            {t('largeMoves.tick')}
          </label>
        </div>
      </ConfirmDialog>
      {imageFor ? <ImageDialog product={imageFor} onClose={() => setImageFor(null)} onSaved={imageSaved} /> : null}
    </section>
  );
}
