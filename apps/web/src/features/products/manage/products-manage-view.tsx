import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
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
import { ManageFilters } from './manage-filters';
import { ManageTable } from './manage-table';
import { SaveBar } from './save-bar';
import { changeCount, changesReducer, emptyChanges, newClientId, type ManagedProduct } from './unsaved-changes';
import { useProductFilters } from './use-product-filters';
import { useSaveChanges } from './use-save-changes';

/** /products/manage: the product table with unsaved changes saved in one request. */
export function ProductsManageView() {
  const { t } = useTranslation(['productsManage', 'catalogue', 'products']);
  const products = useManagedProducts();
  const [state, dispatch] = useReducer(changesReducer, emptyChanges);
  const filters = useProductFilters(products.data, state);
  const saving = useSaveChanges(state, dispatch, products.data, filters);
  const { conflict, setConflict, confirmReload, setConfirmReload, confirmDiscard, setConfirmDiscard, setAttempted, setFormError, reloadAfterConflict } = saving;
  const [toDelete, setToDelete] = useState<ManagedProduct | null>(null);
  const [imageFor, setImageFor] = useState<ManagedProduct | null>(null);
  /** The row Add product just made: its first field takes the cursor once it is drawn. */
  const focusNew = useRef<string | null>(null);

  const count = changeCount(state);
  const dirty = count > 0;

  // Leaving with unsaved changes asks first (not while the save is under way).
  const { blocker } = useLeaveGuard(dirty, { paused: saving.saving });

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

  const addProduct = () => {
    const clientId = newClientId();
    focusNew.current = clientId;
    dispatch({ type: 'add', clientId });
    filters.resetPage();
  };

  return (
    <section className={`${pageContainer} py-6`}>
      <PageHeader title={t('title')}>{t('intro')}</PageHeader>
      <SaveBar count={count} onAdd={addProduct} saving={saving} />
      {products.data ? (
        <DraftsPanel products={products.data} onlyDrafts={filters.onlyDrafts} onOnlyDrafts={(value) => (filters.setOnlyDrafts(value), filters.resetPage())} />
      ) : null}
      <ManageFilters filters={filters} />
      <p id="sold-by-weight-help" className="mb-2 text-sm text-gray-700 dark:text-gray-300">
        {t('soldByWeightHelp')}
      </p>
      {products.isError ? (
        <LoadError message={t('loadError')} retryLabel={t('catalogue:retry')} onRetry={() => void products.refetch()} />
      ) : !products.data ? (
        <Spinner className="min-h-[30vh]" />
      ) : (
        <ManageTable state={state} dispatch={dispatch} filters={filters} showAllErrors={saving.attempted} onDelete={askDelete} onImage={openImage} />
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
      <LargeMovesDialog saving={saving} />
      {imageFor ? <ImageDialog product={imageFor} onClose={() => setImageFor(null)} onSaved={imageSaved} /> : null}
    </section>
  );
}
