import {
  cutoffOf,
  decisionTime,
  draftOpen,
  fromCents,
  lineAmountCents,
  orderableHundredths,
  quantityHundredths,
  type Draft,
  type Language,
  type OrderRules,
  type StandingLine,
  type StandingOrder,
} from '@freshprice/shared';
import type { Db } from '../../db/tx.js';
import { isSharedWith, orderItems, type OrderItemRow } from '../price-lists/price-lists.service.js';
import type { DraftRow, StandingOrderRow, StoredLine } from './standing-orders.repo.js';

export const languageOf = (value: string | null | undefined): Language => (value === 'es' ? 'es' : 'en');

/** Lines at today's prices on the list: a product off the list (or withdrawn) or out of stock says so and counts for nothing. */
export interface PricedLines {
  lines: StandingLine[];
  totalCents: number;
  estimated: boolean;
}

export function priceStoredLines(lines: readonly StoredLine[], items: readonly OrderItemRow[], language: Language): PricedLines {
  const byId = new Map(items.map((i) => [i.productId, i]));
  let totalCents = 0;
  let estimated = false;
  const out: StandingLine[] = [];
  for (const l of lines) {
    const item = byId.get(l.productId);
    // A product deleted since: nothing left to show or order.
    if (!item) continue;
    const hundredths = quantityHundredths(l.quantity);
    const problem = item.price === null ? 'not_in_list' : !item.inStock ? 'out_of_stock' : null;
    const cents = item.price !== null && hundredths !== null && orderableHundredths(item, hundredths) ? lineAmountCents({ ...item, price: item.price }, hundredths) : null;
    if (!problem && cents !== null) {
      totalCents += cents;
      estimated ||= item.soldByWeight;
    }
    out.push({
      productId: item.productId,
      slug: item.slug,
      name: language === 'es' ? item.nameEs : item.nameEn,
      names: { en: item.nameEn, es: item.nameEs },
      unit: item.unit,
      quantity: l.quantity,
      price: item.price,
      total: cents === null ? null : fromCents(cents),
      soldByWeight: item.soldByWeight,
      caseWeight: item.caseWeight,
      problem,
    });
  }
  return { lines: out, totalCents, estimated };
}

/**
 * The lines of a list, priced now, as `customerId` may read them: a list no longer shared with them
 * shows no price (every line is off their list, as ordering from it would answer).
 */
export async function pricedLines(db: Db, listId: string, customerId: string, lines: readonly StoredLine[], language: Language): Promise<PricedLines> {
  const [items, shared] = [await orderItems(db, listId, lines.map((l) => l.productId)), await isSharedWith(db, listId, customerId)];
  return priceStoredLines(lines, shared ? items : items.map((i) => ({ ...i, price: null })), language);
}

const customerOf = (row: DraftRow | StandingOrderRow) => ({ id: row.customerId, email: row.customerEmail, name: row.customerName, company: row.customerCompany });
const listOf = (row: DraftRow | StandingOrderRow) => ({ id: row.priceListId, slug: row.priceListSlug, name: row.priceListName });

export function standingOrderView(
  row: StandingOrderRow,
  priced: PricedLines,
  plan: Pick<StandingOrder, 'next' | 'openDrafts'>,
): StandingOrder {
  return {
    id: row.id,
    name: row.name,
    customer: customerOf(row),
    priceList: listOf(row),
    lines: priced.lines,
    total: fromCents(priced.totalCents),
    estimated: priced.estimated,
    weekdays: row.weekdays,
    leadHours: row.leadHours,
    whenUnanswered: row.whenUnanswered,
    note: row.note,
    paused: row.pausedAt !== null,
    ...plan,
    version: row.version,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** When a draft closes to answers: its date's cutoff for the customer (their route's when earlier) less the margin. */
export function draftTimes(row: Pick<DraftRow, 'deliveryDate'>, rules: OrderRules) {
  const cutoff = cutoffOf(row.deliveryDate, rules);
  return { cutoff, decideAt: decisionTime(cutoff) };
}

export function draftView(row: DraftRow, priced: PricedLines, rules: OrderRules, now: Date): Draft {
  const { cutoff, decideAt } = draftTimes(row, rules);
  return {
    id: row.id,
    standingOrder: { id: row.standingOrderId, name: row.standingOrderName, whenUnanswered: row.whenUnanswered, paused: row.pausedAt !== null },
    customer: customerOf(row),
    priceList: listOf(row),
    deliveryDate: row.deliveryDate,
    state: row.state,
    lines: priced.lines,
    total: fromCents(priced.totalCents),
    estimated: priced.estimated,
    cutoff: cutoff.toISOString(),
    decideAt: decideAt.toISOString(),
    // A placing under way (claimed) takes no more answers.
    open: draftOpen(row.state, decideAt, now) && row.decidedAt === null,
    automatic: row.automatic,
    reason: row.reason,
    order: row.orderId && row.orderNumber ? { id: row.orderId, number: row.orderNumber } : null,
    decidedAt: row.state === 'draft' ? null : row.decidedAt,
    language: languageOf(row.customerLanguage),
    createdAt: row.createdAt,
  };
}
