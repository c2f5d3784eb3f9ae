import type { ComponentType } from 'react';
import { MAX_STANDING_ORDERS, WEEKDAYS, type PriceListItem, type Weekday } from '@freshprice/shared';
import { ApiError } from '../../../lib/api-error';
import { formatDateTime, formatMoney, formatWeekday } from '../../../lib/format';

/** A `t` bound to the `standingOrders` namespace. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * What the standing-order pages take from the order page, composed in app/ (features never import
 * each other): its product picker and its quantity box, so products are picked the same way.
 */
export interface OrderParts {
  ItemCatalogue: ComponentType<{
    items: readonly PriceListItem[];
    usual: readonly string[];
    quantities: ReadonlyMap<string, number>;
    refusals: Readonly<Record<string, string>>;
    onQuantity: (product: string, quantity: number) => void;
  }>;
  QuantityInput: ComponentType<{ value: number; onChange: (quantity: number) => void; item: string; unit: string }>;
}

/** "Monday, Thursday" / "lunes, jueves", in the week's order. */
export function weekdaysText(days: readonly Weekday[], language: string): string {
  return WEEKDAYS.filter((d) => days.includes(d))
    .map((d) => formatWeekday(d, language, 'long'))
    .join(', ');
}

/** A deadline as the pages write it: "Nov 24, 2026, 7:45 AM EST". */
export const deadlineText = (at: string, language: string) => formatDateTime(at, language);

/** The refusals the pages have words for: a draft closed meanwhile, one standing order too many, and ordering's own when placing. */
const KNOWN = new Set(['draft_closed', 'not_a_customer', 'too_many_standing_orders', 'past_cutoff', 'not_a_delivery_day', 'not_in_list', 'out_of_stock', 'invalid_quantity', 'not_found', 'validation_failed']);

/** A refused write in the reader's words; below the minimum says how much more. */
export function writeError(t: Translate, error: unknown, language: string): string {
  if (!(error instanceof ApiError)) return t('refusal.unknown');
  if (error.status === 0) return t('refusal.network');
  if (error.code === 'below_minimum') {
    const missing = error.fields.missing;
    return missing && /^\d+(\.\d{1,2})?$/.test(missing) ? t('refusal.below_minimum', { missing: formatMoney(missing, language) }) : t('refusal.below_minimum_plain');
  }
  if (error.status === 429 || error.status >= 500) return t('refusal.server');
  return KNOWN.has(error.code) ? t(`refusal.${error.code}`, { max: MAX_STANDING_ORDERS }) : t('refusal.unknown');
}

/** The lines a refusal names (`fields["lines.N"]`), by the product sent at N. */
export function lineRefusals(error: unknown, sent: readonly string[]): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const out: Record<string, string> = {};
  for (const [key, code] of Object.entries(error.fields)) {
    const i = /^lines\.(\d+)$/.exec(key)?.[1];
    const product = i === undefined ? undefined : sent[Number(i)];
    if (product) out[product] = code;
  }
  return out;
}
