import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/modal';
import { formatMoney } from '../../../lib/format';
import type { SaveChanges } from './use-save-changes';

/** The prices the server flagged (to $0.00, or a large move), ticked as meant before the save is sent again. */
export function LargeMovesDialog({ saving: { largeMoves, setLargeMoves, movesConfirmed, setMovesConfirmed, saving, save } }: { saving: SaveChanges }) {
  const { t, i18n } = useTranslation('productsManage');
  const language = i18n.resolvedLanguage ?? 'en';
  const movesConfirmId = useId();
  return (
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
  );
}
