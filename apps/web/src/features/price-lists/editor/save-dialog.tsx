import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRICE_LIST_REASON_MAX, type SavePricesResult, type Language } from '@freshprice/shared';
import { AlertIcon } from '../../../components/ui/icons';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/styles';
import { formatMoney, formatNumber, formatPercent, formatPercentValue } from '../../../lib/format';
import { Modal } from '../../../components/ui/modal';

const SHOWN_BELOW_FLOOR = 20;
const SHOWN_LARGE_MOVES = 20;

/**
 * What a save will do, from the server's dry run: the counts, the linked lists that follow, the prices
 * below the minimum margin (saving them needs a tick), the prices set to $0.00 or moved by more than
 * the large-move setting (a tick of their own), and an optional reason for the version.
 */
export function SaveDialog({
  result,
  defaultReason = '',
  nameOf,
  language,
  saving,
  onConfirm,
  onCancel,
}: {
  result: SavePricesResult;
  /** The reason offered (the uploaded file's name), to keep or change. */
  defaultReason?: string;
  nameOf: (productId: string) => string;
  language: Language;
  saving: boolean;
  onConfirm: (input: { reason: string; confirmBelowFloor: boolean; confirmLargeMoves: boolean }) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('priceLists');
  const [reason, setReason] = useState(defaultReason.slice(0, PRICE_LIST_REASON_MAX));
  const [confirmed, setConfirmed] = useState(false);
  const [movesConfirmed, setMovesConfirmed] = useState(false);
  const reasonId = useId();
  const reasonHintId = useId();
  const confirmId = useId();
  const movesConfirmId = useId();
  // The server refuses the save unless every flagged move (here or in a linked list) is confirmed.
  const moves = result.largeMoves;
  const needsMovesConfirm = moves.length > 0;
  const listName = (slug: string) => result.linked.find((l) => l.slug === slug)?.name ?? slug;
  const below = result.belowFloor;
  const linkedBelow = result.linked.reduce((sum, l) => sum + l.belowFloor, 0);
  // The server refuses the save unless every price under the floor (here or in a linked list) is confirmed.
  const needsConfirm = below.length > 0 || linkedBelow > 0;
  const nothing = result.added + result.changed + result.removed === 0;
  const n = (value: number) => formatNumber(value, language);

  return (
    <Modal
      title={t('editor.save.title')}
      onClose={onCancel}
      wide
      footer={
        <>
          <button type="button" className={buttonSecondary} onClick={onCancel}>
            {t('editor.save.cancel')}
          </button>
          <button
            type="button"
            className={buttonPrimary}
            disabled={saving || (needsConfirm && !confirmed) || (needsMovesConfirm && !movesConfirmed)}
            onClick={() =>
              onConfirm({ reason: reason.trim(), confirmBelowFloor: needsConfirm && confirmed, confirmLargeMoves: needsMovesConfirm && movesConfirmed })
            }
          >
            {saving ? t('editor.save.saving') : t('editor.save.confirm')}
          </button>
        </>
      }
    >
      {nothing ? (
        <p>{t('editor.save.nothing')}</p>
      ) : (
        <ul className="list-disc space-y-0.5 pl-5" aria-label={t('editor.save.summary')}>
          {result.added ? <li>{t('editor.save.added', { count: result.added, formatted: n(result.added) })}</li> : null}
          {result.changed ? <li>{t('editor.save.changed', { count: result.changed, formatted: n(result.changed) })}</li> : null}
          {result.removed ? <li>{t('editor.save.removed', { count: result.removed, formatted: n(result.removed) })}</li> : null}
        </ul>
      )}

      {result.linked.length > 0 ? (
        <section className="mt-4">
          <h3 className="font-semibold text-gray-900 dark:text-gray-100">{t('editor.save.linkedTitle')}</h3>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {result.linked.map((l) => {
              const count = l.added + l.changed + l.removed;
              return (
                <li key={l.id}>
                  {t('editor.save.linkedItem', { name: l.name, count, formatted: n(count) })}
                  {l.belowFloor > 0 ? <span className="text-amber-900 dark:text-amber-200"> {t('editor.save.linkedBelow', { count: l.belowFloor, formatted: n(l.belowFloor) })}</span> : null}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      {needsConfirm ? (
        <section className="mt-4 rounded-md border-l-4 border-amber-600 bg-amber-50 p-3 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100">
          <h3 className="flex items-center gap-1.5 font-semibold">
            <AlertIcon className="size-4 shrink-0" />
            {t('editor.save.belowTitle', { count: below.length + linkedBelow, formatted: n(below.length + linkedBelow) })}
          </h3>
          {linkedBelow > 0 ? <p className="mt-1">{t('editor.save.belowInLinked', { count: linkedBelow, formatted: n(linkedBelow) })}</p> : null}
          <ul className="mt-1 space-y-0.5">
            {below.slice(0, SHOWN_BELOW_FLOOR).map((b) => (
              <li key={b.productId}>
                {t('editor.save.belowItem', { name: nameOf(b.productId), price: formatMoney(b.price, language), floor: formatMoney(b.floor, language) })}
              </li>
            ))}
          </ul>
          {below.length > SHOWN_BELOW_FLOOR ? <p className="mt-1">{t('editor.save.belowMore', { count: below.length - SHOWN_BELOW_FLOOR })}</p> : null}
          <ConfirmTick id={confirmId} checked={confirmed} onChange={setConfirmed} label={t('editor.save.belowConfirm')} />
        </section>
      ) : null}

      {needsMovesConfirm ? (
        <section className="mt-4 rounded-md border-l-4 border-red-700 bg-red-50 p-3 text-red-950 dark:border-red-400 dark:bg-red-950 dark:text-red-100">
          <h3 className="flex items-center gap-1.5 font-semibold">
            <AlertIcon className="size-4 shrink-0" />
            {t('editor.save.largeTitle', {
              count: moves.length,
              formatted: n(moves.length),
              share: formatPercent(result.largeMoveBp, language, { fractionDigits: 1 }),
              zero: formatMoney('0.00', language),
            })}
          </h3>
          <ul className="mt-1 space-y-0.5" aria-label={t('editor.save.largeList')}>
            {moves.slice(0, SHOWN_LARGE_MOVES).map((m) => {
              const name = language === 'es' ? m.nameEs : m.nameEn;
              const label = m.list === null ? name : t('editor.save.largeInList', { name, list: listName(m.list) });
              return (
                <li key={`${m.list ?? ''}:${m.productId}`} className="break-words">
                  {m.old === null
                    ? t('editor.save.largeItemNew', { name: label, new: formatMoney(m.new, language) })
                    : t('editor.save.largeItem', {
                        name: label,
                        old: formatMoney(m.old, language),
                        new: formatMoney(m.new, language),
                        percent: m.percent === null ? '—' : formatPercentValue(m.percent, language, { signed: true }),
                      })}
                </li>
              );
            })}
          </ul>
          {moves.length > SHOWN_LARGE_MOVES ? <p className="mt-1">{t('editor.save.belowMore', { count: moves.length - SHOWN_LARGE_MOVES })}</p> : null}
          <ConfirmTick id={movesConfirmId} checked={movesConfirmed} onChange={setMovesConfirmed} label={t('editor.save.largeConfirm', { zero: formatMoney('0.00', language) })} />
        </section>
      ) : null}

      <div className="mt-4">
        <label htmlFor={reasonId} className="block font-medium text-gray-900 dark:text-gray-100">
          {t('editor.save.reason')}
        </label>
        <textarea
          id={reasonId}
          value={reason}
          maxLength={PRICE_LIST_REASON_MAX}
          rows={2}
          aria-describedby={reasonHintId}
          onChange={(e) => setReason(e.target.value)}
          className="mt-1 block w-full rounded-md border border-gray-500 bg-white px-3 py-2 text-gray-900 dark:border-gray-400 dark:bg-gray-950 dark:text-gray-100"
        />
        <p id={reasonHintId} className="mt-1 text-xs text-gray-700 dark:text-gray-300">
          {t('editor.save.reasonHint', { max: PRICE_LIST_REASON_MAX })}
        </p>
      </div>
    </Modal>
  );
}

/** The required tick under a warning that the save waits for (below the floor, large moves). */
function ConfirmTick({ id, checked, onChange, label }: { id: string; checked: boolean; onChange: (checked: boolean) => void; label: string }) {
  return (
    <div className="mt-2 flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        required
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 size-5 shrink-0 accent-emerald-700 dark:accent-emerald-400"
      />
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
    </div>
  );
}
