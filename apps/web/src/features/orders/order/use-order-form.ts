import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OrderPlanner, PriceListItem } from '@freshprice/shared';
import { usePlaceOrder } from '../../../api/orders';
import { ApiError } from '../../../lib/api-error';
import { afterFailure, blockReason, cartTotals, emptyCart, minimumProgress, refusedLines, setQuantity, submission } from '../lib/cart';
import { refusalMessage } from '../lib/order-text';
import { newIdempotencyKey } from '../lib/use-now';
import { effectiveDate } from './delivery-date';
import { useCart } from './use-cart';

/**
 * The order page's state: the persisted cart, its totals against the list's prices, the delivery
 * date, and placing it (with one idempotency key per submission, kept across a failed attempt).
 */
export function useOrderForm({ user, list, items, planner }: { user: string; list: string; items: readonly PriceListItem[]; planner: OrderPlanner }) {
  const { t, i18n } = useTranslation('orders');
  const language = i18n.resolvedLanguage ?? 'en';
  const navigate = useNavigate();
  const [cart, update] = useCart(user, list);
  const place = usePlaceOrder();
  const [failure, setFailure] = useState<{ error: unknown; sent: { product: string }[] } | null>(null);

  const byId = useMemo(() => new Map(items.map((i) => [i.productId, i])), [items]);
  const totals = useMemo(() => cartTotals(cart, byId), [cart, byId]);
  const progress = useMemo(() => minimumProgress(totals.totalCents, planner.minimum), [totals.totalCents, planner.minimum]);
  const quantities = useMemo(() => new Map(cart.lines.map((l) => [l.product, l.quantity])), [cart.lines]);
  const date = effectiveDate(planner.calendar, cart.date);
  const blocked = blockReason(totals, date);

  const refusals = useMemo(
    () => (failure?.error instanceof ApiError ? refusedLines(failure.error.fields, failure.sent) : {}),
    [failure],
  );
  const failureText = failure ? refusalMessage(t, failure.error, language, { missingCents: progress.missingCents, minimum: planner.minimum }) : null;

  const onQuantity = useCallback((product: string, quantity: number) => update((c) => setQuantity(c, product, quantity)), [update]);

  const onPlace = () => {
    if (place.isPending || blocked) return;
    const sent = submission({ ...cart, date }, newIdempotencyKey);
    // The key is kept before the request leaves: a reload while it is out sends the same one again.
    update(() => sent.cart);
    setFailure(null);
    place.mutate(
      { input: sent.input, idempotencyKey: sent.idempotencyKey },
      {
        onSuccess: (order) => {
          update((c) => emptyCart(c.list));
          void navigate(`/orders/${encodeURIComponent(order.id)}?placed=1`);
        },
        onError: (error) => {
          setFailure({ error, sent: sent.input.lines });
          update((c) => afterFailure(c, error instanceof ApiError ? error.status : 0));
        },
      },
    );
  };

  return {
    cart,
    totals,
    progress,
    quantities,
    date,
    blocked,
    refusals,
    failureText,
    pending: place.isPending,
    onQuantity,
    onRemove: (product: string) => onQuantity(product, 0),
    onDate: (value: string) => update((c) => ({ ...c, date: value })),
    onNote: (note: string) => update((c) => ({ ...c, note })),
    onDismissChanges: () => update((c) => ({ ...c, changes: [] })),
    onPlace,
  };
}
