import { useCallback, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { ConfirmDialog } from '../../../components/ui/modal';
import { PageHeader } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { pageContainer } from '../../../components/ui/styles';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { DraftsPanel } from './drafts-panel';
import { ImageDialog } from './image-dialog';
import { LargeMovesDialog } from './large-moves-dialog';
import { useManagedProducts, type ImageResult } from '../../../api/products';
import { formatNumber, readerLanguage } from '../../../lib/format';
import { historyKey } from '../../../lib/grid/history';
import { useChangesHistory } from './changes-history';
import { ColumnsChooser } from './columns-chooser';
import { DetailPanel } from './detail-panel';
import type { GridRow, Vocabulary } from './grid-model';
import { ManageFilters } from './manage-filters';
import { readShownColumns, writeShownColumns } from './product-columns';
import { ProductsGrid } from './products-grid';
import { SaveBar } from './save-bar';
import { changeCount, newClientId, type Field, type ManagedProduct } from './unsaved-changes';
import { useProductFilters } from './use-product-filters';
import { useSaveChanges } from './use-save-changes';

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/** /products/manage: every product in a spreadsheet-like grid, the unsaved changes saved in one request. */
export function ProductsManageView() {
  const { t, i18n } = useTranslation(['productsManage', 'catalogue', 'products', 'common']);
  const language = readerLanguage(i18n.resolvedLanguage);
  const products = useManagedProducts();
  const { state, send, dispatch, canUndo, canRedo } = useChangesHistory();
  const categoryName = useCallback((key: string) => t(`common:categories.${key}`), [t]);
  const filters = useProductFilters(products.data, state, categoryName);
  const saving = useSaveChanges(state, dispatch, products.data, filters);
  const [shown, setShown] = useState<Field[]>(() => readShownColumns(storage()));
  const chooseColumns = (fields: Field[]) => {
    setShown(fields);
    writeShownColumns(storage(), fields);
  };
  const [detailsKey, setDetailsKey] = useState<string | null>(null);
  const gridTitleId = useId();
  const gridHelpId = useId();
  const words = useMemo<Vocabulary>(() => {
    const en = i18n.getFixedT('en', ['common', 'productsManage']);
    const es = i18n.getFixedT('es', ['common', 'productsManage']);
    return {
      category: (key, lng) => (lng === 'es' ? es : en)(`common:categories.${key}`),
      unit: (key, lng) => (lng === 'es' ? es : en)(`productsManage:units.${key}`),
    };
  }, [i18n]);
  const { conflict, setConflict, confirmReload, setConfirmReload, confirmDiscard, setConfirmDiscard, setAttempted, setFormError, reloadAfterConflict } = saving;
  const [toDelete, setToDelete] = useState<ManagedProduct | null>(null);
  const [imageFor, setImageFor] = useState<ManagedProduct | null>(null);
  /** The row Add product just made: its first field takes the cursor once the grid draws it. */
  const focusNew = useRef<string | null>(null);
  const takeFocus = useCallback((key: string) => {
    if (focusNew.current !== key) return false;
    focusNew.current = null;
    return true;
  }, []);

  const count = changeCount(state);
  const dirty = count > 0;

  // Leaving with unsaved changes asks first (not while the save is under way).
  const { blocker } = useLeaveGuard(dirty, { paused: saving.saving });

  const askDelete = useCallback((product: ManagedProduct) => setToDelete(product), [setToDelete]);
  const openImage = useCallback((product: ManagedProduct) => setImageFor(product), [setImageFor]);
  const openDetails = useCallback((row: GridRow) => setDetailsKey(row.key), [setDetailsKey]);

  // New rows first (unsorted), then the products as filtered and sorted.
  const rows = useMemo<GridRow[]>(
    () => [
      ...state.created.map((row): GridRow => ({ kind: 'new', key: row.clientId, row })),
      ...filters.sorted.map((product): GridRow => ({ kind: 'stored', key: product.id, product, entry: state.edits[product.id] })),
    ],
    [state.created, state.edits, filters.sorted],
  );
  // The detail panel's row as it is now (edited meanwhile, or filtered out of the grid).
  const detailsRow = useMemo<GridRow | null>(() => {
    if (!detailsKey) return null;
    const created = state.created.find((r) => r.clientId === detailsKey);
    if (created) return { kind: 'new', key: created.clientId, row: created };
    const product = state.edits[detailsKey]?.base ?? products.data?.find((p) => p.id === detailsKey);
    return product ? { kind: 'stored', key: product.id, product, entry: state.edits[detailsKey] } : null;
  }, [detailsKey, state.created, state.edits, products.data]);
  const drafts = useMemo(() => products.data?.filter((p) => p.draft).length ?? 0, [products.data]);

  // Ctrl+Z and Ctrl+Shift+Z anywhere on the page but in another text box (the search keeps its own).
  const onPageKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const action = historyKey(event);
    const target = event.target as HTMLElement;
    if (!action || target.closest('[role="grid"]') || target.closest('input, textarea, select, dialog')) return;
    event.preventDefault();
    send({ type: action });
  };
  const imageSaved = useCallback((result: ImageResult, fromVersion: number) => {
    dispatch({ type: 'imageSaved', id: result.id, fromVersion, version: result.version, imageUrl: result.imageUrl });
  }, [dispatch]);

  const addProduct = () => {
    const clientId = newClientId();
    focusNew.current = clientId;
    dispatch({ type: 'add', clientId });
  };

  return (
    <section className={`${pageContainer} py-6`} onKeyDown={onPageKeyDown}>
      <PageHeader title={t('title')}>{t('intro')}</PageHeader>
      <SaveBar count={count} onAdd={addProduct} saving={saving} history={{ canUndo, canRedo, undo: () => send({ type: 'undo' }), redo: () => send({ type: 'redo' }) }} />
      {products.data ? <DraftsPanel products={products.data} /> : null}
      <ManageFilters filters={filters} drafts={drafts} />
      <div className="mb-2 flex flex-wrap items-center gap-x-4 gap-y-2">
        <h2 id={gridTitleId} className="text-base font-semibold text-gray-900 dark:text-gray-100">
          {t('tableCaption')}
        </h2>
        <ColumnsChooser shown={shown} onChange={chooseColumns} />
        <p role="status" aria-live="polite" className="text-sm text-gray-700 dark:text-gray-300">
          {t('grid.count', { count: filters.total, shown: formatNumber(filters.sorted.length, language), total: formatNumber(filters.total, language) })}
        </p>
      </div>
      <p id={gridHelpId} className="mb-1 text-xs text-gray-700 dark:text-gray-300">
        {t('grid.help')}
      </p>
      <p id="sold-by-weight-help" className="mb-2 text-xs text-gray-700 dark:text-gray-300">
        {t('soldByWeightHelp')}
      </p>
      {products.isError ? (
        <LoadError message={t('loadError')} retryLabel={t('catalogue:retry')} onRetry={() => void products.refetch()} />
      ) : !products.data ? (
        <Spinner className="min-h-[30vh]" />
      ) : (
        <ProductsGrid
          rows={rows}
          fields={shown}
          state={state}
          send={send}
          showAllErrors={saving.attempted}
          sort={filters.sort}
          onSort={filters.setSort}
          language={language}
          words={words}
          labelledBy={gridTitleId}
          describedBy={gridHelpId}
          onDelete={askDelete}
          onImage={openImage}
          onDetails={openDetails}
          takeFocus={takeFocus}
        />
      )}
      {detailsRow ? (
        <DetailPanel row={detailsRow} send={send} serverErrors={state.serverErrors[detailsRow.key]} showAllErrors={saving.attempted} onClose={() => setDetailsKey(null)} onImage={openImage} />
      ) : null}

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
      <LargeMovesDialog saving={saving} />
      {imageFor ? <ImageDialog product={imageFor} onClose={() => setImageFor(null)} onSaved={imageSaved} /> : null}
    </section>
  );
}
