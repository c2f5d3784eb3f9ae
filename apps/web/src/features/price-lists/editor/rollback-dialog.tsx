import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceListDetail, Language } from '@freshprice/shared';
import { ConfirmDialog } from '../../../components/ui/modal';
import { formatMoney, formatNumber } from '../../../lib/format';
import type { Rollback } from './use-rollback';

/** "Roll back to version n?", with the boxes for restored prices below the floor or moving a lot when the server asks. */
export function RollbackDialog({ to, r, detail, language }: { to: number; r: Rollback; detail: PriceListDetail; language: Language }) {
  const { t } = useTranslation('priceLists');
  const floorId = useId();
  const movesId = useId();
  return (
    <ConfirmDialog
      title={t('editor.versions.rollbackTitle', { number: to })}
      confirmLabel={t('editor.versions.rollbackConfirm')}
      cancelLabel={t('editor.save.cancel')}
      busy={r.rollingBack}
      confirmDisabled={(r.floorConfirm && !r.floorConfirmed) || (r.movesToConfirm !== null && !r.movesConfirmed)}
      onConfirm={() => void r.rollback()}
      onCancel={r.close}
    >
      <p>{t('editor.versions.rollbackText', { number: to, next: detail.version + 1 })}</p>
      {r.floorConfirm ? (
        <div className="mt-3 flex items-start gap-2 rounded-md border-l-4 border-amber-600 bg-amber-50 p-3 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100">
          <input id={floorId} type="checkbox" checked={r.floorConfirmed} onChange={(e) => r.setFloorConfirmed(e.target.checked)} className="mt-0.5 size-5 accent-emerald-700 dark:accent-emerald-400" />
          <label htmlFor={floorId} className="font-medium">
            {t('editor.versions.rollbackBelowFloor')}
          </label>
        </div>
      ) : null}
      {r.movesToConfirm !== null ? (
        <div className="mt-3 flex items-start gap-2 rounded-md border-l-4 border-red-700 bg-red-50 p-3 text-red-950 dark:border-red-400 dark:bg-red-950 dark:text-red-100">
          <input id={movesId} type="checkbox" checked={r.movesConfirmed} onChange={(e) => r.setMovesConfirmed(e.target.checked)} className="mt-0.5 size-5 accent-emerald-700 dark:accent-emerald-400" />
          <label htmlFor={movesId} className="font-medium">
            {t('editor.versions.rollbackLargeMoves', { count: r.movesToConfirm, formatted: formatNumber(r.movesToConfirm, language), zero: formatMoney('0.00', language) })}
          </label>
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
