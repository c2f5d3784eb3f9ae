import { cutoffOf, LINE_AS_ORDERED, type Language, type Order, type OrderRules, type OrderSummary } from '@freshprice/shared';
import type { DeskView } from '../fulfilment/fulfilment.service.js';
import type { LineRow, OrderRow } from './orders.repo.js';

/** An order as the API answers it; names in the reader's language (both are in `names`). */
export function summaryView(row: OrderRow, _language: Language, rules: OrderRules, now: Date): OrderSummary {
  const cutoff = cutoffOf(row.deliveryDate, rules);
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    deliveryDate: row.deliveryDate,
    total: row.total,
    estimated: row.estimated,
    currency: 'USD',
    cutoff: cutoff.toISOString(),
    editable: (row.status === 'placed' || row.status === 'confirmed') && now.getTime() < cutoff.getTime(),
    priceList: { id: row.priceListId, slug: row.priceListSlug, name: row.priceListName },
    customer: { id: row.customerId, email: row.customerEmail, name: row.customerName, company: row.customerCompany },
    placedAt: row.createdAt,
    updatedAt: row.updatedAt,
    confirmedAt: row.confirmedAt,
    cancelledAt: row.cancelledAt,
    cancelReason: row.cancelReason,
    lineCount: row.lineCount,
  };
}

/** `desk`: the order desk's part (shorts, substitutes, weights); both staff and the customer see it. */
export function orderView(row: OrderRow, lines: LineRow[], language: Language, rules: OrderRules, now: Date, desk: DeskView): Omit<Order, 'history' | 'invoice'> {
  const { lineCount: _, ...summary } = summaryView(row, language, rules, now);
  return {
    ...summary,
    ...desk.order,
    note: row.note,
    lines: lines.map((l) => ({
      product: l.productId ?? '',
      slug: l.productSlug,
      name: language === 'es' ? l.nameEs : l.nameEn,
      names: { en: l.nameEn, es: l.nameEs },
      quantity: Number(l.quantity),
      unit: l.unit,
      pack: { en: l.packEn, es: l.packEs },
      price: l.price,
      total: l.total,
      ...(desk.lines.get(l.position) ?? LINE_AS_ORDERED),
    })),
  };
}
