import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fromCents, ORDER_NOTE_MAX, type OrderPlanner, type PriceListItem } from '@freshprice/shared';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { amountText } from '../components/line-text';
import type { BlockReason, Cart, CartTotals, MinimumProgress as Progress } from '../lib/cart';
import { CartLines, ReorderChanges } from './cart-lines';
import { DeliveryDate } from './delivery-date';
import { MinimumProgress } from './minimum-progress';

export interface CartPanelProps {
  cart: Cart;
  totals: CartTotals<PriceListItem>;
  progress: Progress;
  calendar: OrderPlanner['calendar'];
  lateAllowed: boolean;
  /** The delivery date the order goes out with (the chosen one while it is offered). */
  date: string | null;
  refusals: Readonly<Record<string, string>>;
  blocked: BlockReason | null;
  /** The last attempt's failure, in words. */
  failure: string | null;
  pending: boolean;
  onDate: (date: string) => void;
  onExpired: () => void;
  onNote: (note: string) => void;
  onRemove: (product: string) => void;
  onDismissChanges: () => void;
  onPlace: () => void;
}

/** The cart: its lines, total, the minimum, the delivery date with its countdown, a note, and placing it. */
export function CartPanel(props: CartPanelProps) {
  const { cart, totals, progress, blocked, failure, pending } = props;
  const { t, i18n } = useTranslation('orders');
  const language = i18n.resolvedLanguage ?? 'en';
  const reasonId = useId();
  const failureId = useId();
  const total = amountText(t, fromCents(totals.totalCents), totals.estimated, language);
  const describedBy = [blocked ? reasonId : null, failure ? failureId : null].filter(Boolean).join(' ') || undefined;
  return (
    <form
      className="flex flex-col gap-4"
      aria-label={t('cart.title')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!blocked && !pending) props.onPlace();
      }}
    >
      <ReorderChanges changes={cart.changes} onDismiss={props.onDismissChanges} />
      <CartLines totals={totals} refusals={props.refusals} onRemove={props.onRemove} />
      <p className="flex items-baseline justify-between border-t border-gray-300 pt-3 text-lg font-bold text-gray-900 dark:border-gray-700 dark:text-gray-50">
        <span>{t('cart.total')}</span>
        <span className="tabular-nums" data-testid="cart-total">
          {total}
        </span>
      </p>
      {totals.estimated ? (
        <p className="-mt-3 text-right text-sm text-gray-700 dark:text-gray-300" data-testid="estimate-note">
          {t('weight.billed')}
        </p>
      ) : null}
      <MinimumProgress progress={progress} totalCents={totals.totalCents} />
      <DeliveryDate calendar={props.calendar} value={props.date} onChange={props.onDate} onExpired={props.onExpired} lateAllowed={props.lateAllowed} />
      <TextAreaField
        label={t('cart.note')}
        hint={t('cart.noteHint')}
        value={cart.note}
        maxLength={ORDER_NOTE_MAX}
        rows={2}
        onChange={(event) => props.onNote(event.target.value)}
      />
      {failure ? (
        <p id={failureId} role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-900 dark:border-red-800 dark:bg-red-950/50 dark:text-red-100">
          {failure}
        </p>
      ) : null}
      {blocked ? (
        <p id={reasonId} className="text-sm text-gray-700 dark:text-gray-300">
          {t(`blocked.${blocked}`)}
        </p>
      ) : null}
      <SubmitButton busy={pending} disabled={blocked !== null} aria-describedby={describedBy} className={`h-12 w-full text-base ${placeButton}`}>
        {pending ? t('place.busy') : t('place.button', { total })}
      </SubmitButton>
    </form>
  );
}

const placeButton =
  'inline-flex items-center justify-center gap-2 rounded-md bg-emerald-700 px-4 py-2 font-semibold text-white hover:bg-emerald-800 disabled:cursor-not-allowed disabled:opacity-60 dark:bg-emerald-500 dark:text-gray-950 dark:hover:bg-emerald-400';
