import { useReducer } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { PriceListDetail, PriceListSummary } from '@freshprice/shared';
import { notify } from '../../../components/ui/toast';
import { invalidatePriceReads } from '../../../api/price-reads';
import { priceListsApi, reloadPriceList, seedPriceList } from '../../../api/price-lists';
import { buildChanges, noEdits, reapplyEdits } from './edits';
import { idleSave, saveFailure, saveReducer } from './save-flow';
import type { ListEdits } from './use-list-edits';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Saving: a dry run first, then the same changes for real, against the same version; the reload that
 * lays the edits over the latest version; discarding; and what a change of the list's details does.
 */
export function useSaveFlow({
  listRef,
  fresh,
  list,
  clearSelection,
  allowLeaving,
  t,
  n,
}: {
  listRef: string;
  fresh: PriceListDetail;
  list: ListEdits;
  clearSelection: () => void;
  allowLeaving: () => void;
  t: Translate;
  n: (value: number) => string;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(saveReducer, idleSave);
  const { detail, edits, counts } = list;

  const failed = (error: unknown) => {
    const failure = saveFailure(error);
    if (failure.kind === 'signedOut' || failure.kind === 'conflict') dispatch({ type: 'failed', failure });
    else if (failure.kind === 'belowRefused') dispatch({ type: 'error', message: t('editor.save.belowRefused', { count: failure.count }) });
    else if (failure.kind === 'largeRefused') dispatch({ type: 'error', message: t('editor.save.largeRefused', { count: failure.count }) });
    else dispatch({ type: 'error', message: t('editor.messages.updateError') });
  };

  const startSave = async () => {
    dispatch({ type: 'reset' });
    if (counts.invalid > 0) {
      dispatch({ type: 'error', message: t('editor.save.fixInvalid', { count: counts.invalid, formatted: n(counts.invalid) }) });
      return;
    }
    const changes = buildChanges(edits);
    if (changes.length === 0) return;
    dispatch({ type: 'busy', busy: true });
    try {
      const result = await priceListsApi.save(detail.id, { version: detail.version, changes, dryRun: true });
      dispatch({ type: 'review', review: { result, changes, version: detail.version } });
    } catch (error) {
      failed(error);
    } finally {
      dispatch({ type: 'busy', busy: false });
    }
  };

  const confirmSave = async ({ reason, confirmBelowFloor, confirmLargeMoves }: { reason: string; confirmBelowFloor: boolean; confirmLargeMoves: boolean }) => {
    const review = state.review;
    if (!review) return;
    dispatch({ type: 'busy', busy: true });
    try {
      await priceListsApi.save(detail.id, {
        version: review.version,
        changes: review.changes,
        ...(reason ? { reason } : {}),
        ...(confirmBelowFloor ? { confirmBelowFloor: true } : {}),
        ...(confirmLargeMoves ? { confirmLargeMoves: true } : {}),
      });
      // The grid shows the saved list before the edits are let go; the dialog (modal: nothing can be
      // typed, pasted or undone behind it) stays until then, or an edit made while the saved list was
      // read again would be let go with the saved ones.
      await invalidatePriceReads(queryClient);
      list.resetEdits(noEdits);
      dispatch({ type: 'review', review: null });
      list.setDifferences(new Map());
      clearSelection();
      notify('success', t('editor.messages.updated'));
    } catch (error) {
      dispatch({ type: 'review', review: null });
      failed(error);
    } finally {
      dispatch({ type: 'busy', busy: false });
    }
  };

  /** Reads the list again and lays the pending edits over it (after a conflict, or a details change). */
  const reloadAndReapply = async () => {
    dispatch({ type: 'busy', busy: true });
    try {
      const latest = await reloadPriceList(queryClient, listRef);
      const result = reapplyEdits(edits, latest.items);
      list.setHeld(latest);
      list.resetEdits(result.edits);
      list.setDifferences(new Map(result.differences.map((d) => [d.productId, d])));
      dispatch({ type: 'reloaded' });
      list.setAnnouncement(t('editor.conflict.reloaded', { version: latest.version }));
    } catch {
      dispatch({ type: 'error', message: t('editor.loadError') });
    } finally {
      dispatch({ type: 'busy', busy: false });
    }
  };

  const onDetailsSaved = (summary: PriceListSummary) => {
    notify('success', t('editor.messages.updated'));
    if (summary.slug !== detail.slug && listRef === detail.slug) {
      // The URL names the list by slug: move to the new one, keeping the page (and its edits).
      seedPriceList(queryClient, summary.slug, { ...fresh, ...summary });
      allowLeaving();
      void navigate(`/prices-manage/${summary.slug}`, { replace: true });
    }
    if (list.dirty) void reloadAndReapply().then(() => invalidatePriceReads(queryClient));
    else void invalidatePriceReads(queryClient);
  };

  const discard = () => {
    list.resetEdits(noEdits);
    list.setDifferences(new Map());
    dispatch({ type: 'reset' });
  };

  return { ...state, startSave, confirmSave, cancelReview: () => dispatch({ type: 'review', review: null }), reloadAndReapply, onDetailsSaved, discard };
}

export type SaveFlow = ReturnType<typeof useSaveFlow>;
