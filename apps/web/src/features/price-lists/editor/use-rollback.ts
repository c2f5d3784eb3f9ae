import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LARGE_MOVE, type PriceListDetail, type Language } from '@freshprice/shared';
import { notify } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { invalidatePriceReads } from '../../../api/price-reads';
import { priceListsApi } from '../../../api/price-lists';

/** Rolling back to a version: the one asked for, the confirmations the server asks for, the outcome. */
export function useRollback(detail: PriceListDetail, language: Language) {
  const { t } = useTranslation('priceLists');
  const queryClient = useQueryClient();
  const [to, setTo] = useState<number | null>(null);
  const [floorConfirm, setFloorConfirm] = useState(false);
  const [floorConfirmed, setFloorConfirmed] = useState(false);
  /** How many restored prices the server flagged (to $0.00, or far from today's): they need a tick of their own. */
  const [movesToConfirm, setMovesToConfirm] = useState<number | null>(null);
  const [movesConfirmed, setMovesConfirmed] = useState(false);
  const [rollingBack, setRollingBack] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setTo(null);
    setFloorConfirm(false);
    setFloorConfirmed(false);
    setMovesToConfirm(null);
    setMovesConfirmed(false);
  };

  const rollback = async () => {
    if (to === null) return;
    setRollingBack(true);
    setError(null);
    try {
      const result = await priceListsApi.rollback(detail.id, {
        version: detail.version,
        to,
        ...(floorConfirm && floorConfirmed ? { confirmBelowFloor: true } : {}),
        ...(movesToConfirm !== null && movesConfirmed ? { confirmLargeMoves: true } : {}),
      });
      const target = to;
      close();
      await invalidatePriceReads(queryClient);
      notify('success', result.version === null ? t('editor.versions.rolledBackNothing', { to: target }) : t('editor.versions.rolledBack', { to: target, version: result.version }));
    } catch (cause) {
      if (cause instanceof ApiError && cause.code === 'below_floor') {
        setFloorConfirm(true);
        return;
      }
      if (cause instanceof ApiError && cause.code === LARGE_MOVE) {
        setMovesToConfirm(Object.keys(cause.fields).length);
        return;
      }
      close();
      if (cause instanceof ApiError && cause.code === 'version_conflict') {
        setError(t('editor.conflict.text', { version: cause.fields.version ?? '', savedBy: cause.fields.savedBy || t('editor.someone'), savedAt: cause.fields.savedAt ? formatDateTime(cause.fields.savedAt, language) : '' }));
        void invalidatePriceReads(queryClient);
      } else if (cause instanceof ApiError && cause.status === 401) {
        setError(t('editor.mustSignIn'));
      } else {
        setError(t('editor.versions.rollbackError'));
      }
    } finally {
      setRollingBack(false);
    }
  };

  const start = (number: number) => {
    setError(null);
    setTo(number);
  };

  return { to, start, close, rollback, rollingBack, error, floorConfirm, floorConfirmed, setFloorConfirmed, movesToConfirm, movesConfirmed, setMovesConfirmed };
}

export type Rollback = ReturnType<typeof useRollback>;
