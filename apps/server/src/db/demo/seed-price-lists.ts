import { and, eq } from 'drizzle-orm';
import { applyAdjustment, fromCents, reasonText, toCents, type Adjustment, type VersionReasonCode } from '@freshprice/shared';
import type { Database } from '../client.js';
import { priceHistory, priceItems, priceLists, priceListShares, priceListVersions, user } from '../schema/index.js';

const DEMO_LIST = {
  slug: 'private-list-1',
  name: 'Restaurant demo',
  // What the customer reads; the formula is the staff's own (ADR 017).
  description: 'Your weekly prices. Order by 8:00 AM for same-day delivery.',
  staffNote: 'Small business prices plus 8%, rounded to .x9; follows the Small business list.',
};
const DEMO_RULE: Adjustment = { kind: 'percent', direction: 'up', value: 800, rounding: 'x9' };

/**
 * A demo customer list for a fresh embedded database: linked to the Small business template at +8%
 * rounded to .x9 and shared with the demo customer, so every price page has something to show.
 * Does nothing when any customer list exists or the demo customer does not.
 */
export async function seedDemoPriceLists(db: Database, customerEmail = 'customer@example.com'): Promise<boolean> {
  const [existing] = await db.select({ id: priceLists.id }).from(priceLists).where(eq(priceLists.isTemplate, false)).limit(1);
  if (existing) return false;
  const [customer] = await db.select({ id: user.id }).from(user).where(eq(user.email, customerEmail));
  const [base] = await db.select({ id: priceLists.id, name: priceLists.name }).from(priceLists).where(and(eq(priceLists.slug, 'small-business'), eq(priceLists.isTemplate, true)));
  if (!customer || !base) return false;
  // The facts, shown in the reader's language; the English text beside them for other readers.
  const reasonCode: VersionReasonCode = { kind: 'created', list: { slug: 'small-business', name: base.name }, adjustment: DEMO_RULE };
  const reason = reasonText(reasonCode);
  await db.transaction(async (tx) => {
    const baseItems = await tx.select({ productId: priceItems.productId, price: priceItems.price }).from(priceItems).where(eq(priceItems.priceListId, base.id));
    const [list] = await tx
      .insert(priceLists)
      .values({
        ...DEMO_LIST,
        parentId: base.id,
        linked: true,
        adjustKind: DEMO_RULE.kind,
        adjustDirection: DEMO_RULE.direction,
        adjustValue: DEMO_RULE.value,
        rounding: DEMO_RULE.rounding,
        version: 1,
      })
      .returning({ id: priceLists.id });
    const items = baseItems.map((i) => ({ priceListId: list!.id, productId: i.productId, price: fromCents(applyAdjustment(toCents(i.price), DEMO_RULE)) }));
    for (let i = 0; i < items.length; i += 1000) {
      const chunk = items.slice(i, i + 1000);
      await tx.insert(priceItems).values(chunk);
      await tx.insert(priceHistory).values(chunk.map((c) => ({ ...c, version: 1, oldPrice: null, newPrice: c.price, reason })));
    }
    await tx.insert(priceListVersions).values({ priceListId: list!.id, number: 1, reason, reasonCode, added: items.length });
    await tx.insert(priceListShares).values({ priceListId: list!.id, userId: customer.id });
  });
  return true;
}
