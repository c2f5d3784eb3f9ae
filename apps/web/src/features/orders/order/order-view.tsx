import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromCents, type OrderPlanner, type PriceListDetail } from '@freshprice/shared';
import { CloseIcon } from '../../../components/ui/icons';
import { iconButton } from '../../../components/ui/styles';
import { formatMoney } from '../../../lib/format';
import { amountText } from '../components/line-text';
import { BELOW_MD, useMediaQuery } from '../../../lib/use-media-query';
import { CartPanel, type CartPanelProps } from './cart-panel';
import { ItemCatalogue } from './item-catalogue';
import { useOrderForm } from './use-order-form';

/** /order for one list: the items to pick from, and the cart beside them (below them, as a sheet, on a phone). */
export function OrderView({ user, list, planner, onPlannerStale }: { user: string; list: PriceListDetail; planner: OrderPlanner; onPlannerStale: () => void }) {
  const { t } = useTranslation('orders');
  const form = useOrderForm({ user, list: list.id, items: list.items, planner });
  const phone = useMediaQuery(BELOW_MD);
  const panel: CartPanelProps = {
    cart: form.cart,
    totals: form.totals,
    progress: form.progress,
    calendar: planner.calendar,
    lateAllowed: planner.lateOrderAllowed,
    date: form.date,
    refusals: form.refusals,
    blocked: form.blocked,
    failure: form.failureText,
    pending: form.pending,
    onDate: form.onDate,
    onExpired: onPlannerStale,
    onNote: form.onNote,
    onRemove: form.onRemove,
    onDismissChanges: form.onDismissChanges,
    onPlace: form.onPlace,
  };
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-[minmax(0,1fr)_20rem] lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div>
        <ItemCatalogue items={list.items} usual={planner.usualProducts} quantities={form.quantities} refusals={form.refusals} onQuantity={form.onQuantity} />
      </div>
      {phone ? (
        <PhoneCart panel={panel} />
      ) : (
        <aside className="self-start md:sticky md:top-20 md:max-h-[calc(100dvh-6rem)] md:overflow-y-auto rounded-lg border border-gray-300 bg-white p-4 shadow-sm dark:border-gray-700 dark:bg-gray-900">
          <h2 className="mb-3 text-xl font-bold text-gray-900 dark:text-gray-50">{t('cart.title')}</h2>
          <CartPanel {...panel} />
        </aside>
      )}
    </div>
  );
}

/**
 * The cart on a phone: a bar kept at the bottom of the screen while the list scrolls with the count, the total and the minimum, opening
 * the whole cart as a sheet (the browser's modal dialog: the page behind is inert, Escape closes).
 * A refusal opens it, so the words are seen.
 */
function PhoneCart({ panel }: { panel: CartPanelProps }) {
  const { t, i18n } = useTranslation('orders');
  const language = i18n.resolvedLanguage ?? 'en';
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const { totals, progress, failure } = panel;

  const [shownFailure, setShownFailure] = useState(failure);
  if (failure !== shownFailure) {
    setShownFailure(failure);
    if (failure) setOpen(true);
  }
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const count = t('cart.count', { count: totals.count });
  const summary = progress.missingCents > 0 ? `${count} · ${t('minimum.missingShort', { missing: formatMoney(fromCents(progress.missingCents), language) })}` : count;
  return (
    <>
      <div className="sticky bottom-0 z-30 -mx-4 border-t border-gray-300 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] backdrop-blur dark:border-gray-700 dark:bg-gray-900/95">
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          className="flex h-14 w-full items-center justify-between gap-3 rounded-md bg-emerald-700 px-4 font-semibold text-white dark:bg-emerald-500 dark:text-gray-950"
        >
          <span className="flex min-w-0 flex-1 flex-col text-left leading-tight">
            <span className="whitespace-nowrap">{t('cart.open')}</span>
            <span className="truncate text-xs font-medium" title={summary}>{summary}</span>
          </span>
          <span className="shrink-0 text-lg tabular-nums">{amountText(t, fromCents(totals.totalCents), totals.estimated, language)}</span>
        </button>
      </div>
      <dialog
        ref={ref}
        aria-labelledby={titleId}
        onCancel={(event) => {
          event.preventDefault();
          setOpen(false);
        }}
        className="mx-0 mt-auto mb-0 max-h-[90dvh] w-full max-w-none rounded-t-xl border-t border-gray-300 bg-white p-0 text-gray-900 backdrop:bg-gray-950/60 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100"
      >
        {open ? (
          <div className="flex max-h-[90dvh] flex-col">
            <div className="flex items-center justify-between border-b border-gray-200 px-4 py-2 dark:border-gray-700">
              <h2 id={titleId} className="text-lg font-bold">
                {t('cart.title')}
              </h2>
              <button type="button" onClick={() => setOpen(false)} className={iconButton} aria-label={t('cart.close')}>
                <CloseIcon />
              </button>
            </div>
            <div className="min-h-0 flex-1 overflow-y-auto px-4 py-3">
              <CartPanel {...panel} />
            </div>
          </div>
        ) : null}
      </dialog>
    </>
  );
}
