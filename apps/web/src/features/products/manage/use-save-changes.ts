import { useState, type Dispatch } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LARGE_MOVE } from '@freshprice/shared';
import { notify } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-error';
import { readerLanguage } from '../../../lib/format';
import { reloadManagedProducts, saveProductChanges } from '../../../api/products';
import {
  buildPayload,
  flaggedPrices,
  mapServerErrors,
  validateChanges,
  type ChangesAction,
  type ChangesState,
  type FlaggedPrice,
  type ManagedProduct,
} from './unsaved-changes';
import type { ProductFilters } from './use-product-filters';

type Conflict = { ids: string[]; names: string[] };

/**
 * Saving the unsaved changes in one request, and what can come of it: rows to fix, a conflict with
 * someone else's save, a signed-out session, prices to confirm (to $0.00 or a large move).
 */
export function useSaveChanges(
  state: ChangesState,
  dispatch: Dispatch<ChangesAction>,
  products: ManagedProduct[] | undefined,
  { setOnlyChanged }: Pick<ProductFilters, 'setOnlyChanged'>,
) {
  const { t, i18n } = useTranslation(['productsManage', 'catalogue', 'products']);
  const language = i18n.resolvedLanguage ?? 'en';
  const queryClient = useQueryClient();
  const [attempted, setAttempted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [confirmReload, setConfirmReload] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [signedOut, setSignedOut] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  /** Prices the server flagged (to $0.00, or a large move): listed for a confirmation before the save is sent again. */
  const [largeMoves, setLargeMoves] = useState<FlaggedPrice[] | null>(null);
  const [movesConfirmed, setMovesConfirmed] = useState(false);

  const save = async (confirmLargeMoves = false) => {
    setFormError(null);
    setLargeMoves(null);
    setMovesConfirmed(false);
    const errors = validateChanges(state, readerLanguage(language));
    const invalid = Object.keys(errors).length;
    if (invalid > 0) {
      setAttempted(true);
      setOnlyChanged(true);
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
          const name = state.edits[id]?.base.nameEn ?? products?.find((p) => p.id === id)?.nameEn ?? id;
          return error.fields[id] === 'deleted' ? t('conflict.deletedName', { name }) : name;
        });
        setConflict({ ids, names });
      } else if (error instanceof ApiError && error.status === 401) {
        setSignedOut(true);
      } else if (error instanceof ApiError && error.code === LARGE_MOVE) {
        setLargeMoves(flaggedPrices(error.fields, state));
      } else if (error instanceof ApiError && (error.code === 'validation_failed' || error.code === 'key_taken' || error.code === 'invalid_case_weight')) {
        const mapped = mapServerErrors(error.fields, keys);
        dispatch({ type: 'serverErrors', errors: mapped.rows });
        setAttempted(true);
        setOnlyChanged(true);
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

  return {
    save,
    saving,
    attempted,
    setAttempted,
    conflict,
    setConflict,
    confirmReload,
    setConfirmReload,
    confirmDiscard,
    setConfirmDiscard,
    signedOut,
    formError,
    setFormError,
    largeMoves,
    setLargeMoves,
    movesConfirmed,
    setMovesConfirmed,
    reloadAfterConflict,
  };
}

export type SaveChanges = ReturnType<typeof useSaveChanges>;
