import { and, eq } from 'drizzle-orm';
import { applyAdjustment, toCents, type Adjustment, type VersionReasonCode } from '@freshprice/shared';
import type { Database } from '../client.js';
import { findListByRef, itemsOf, writeFirstVersion } from '../../modules/price-lists/price-lists.service.js';
import { priceLists, priceListShares, user } from '../schema/index.js';

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
  await db.transaction(async (tx) => {
    await tx.insert(priceLists).values({
      ...DEMO_LIST,
      parentId: base.id,
      linked: true,
      adjustKind: DEMO_RULE.kind,
      adjustDirection: DEMO_RULE.direction,
      adjustValue: DEMO_RULE.value,
      rounding: DEMO_RULE.rounding,
      version: 0,
    });
    const list = (await findListByRef(tx, DEMO_LIST.slug))!;
    // Version 1 as a list made from its base gets it, by the price writer: the base's prices with the rule.
    const items = (await itemsOf(tx, base.id)).map((r) => ({
      productId: r.productId,
      price: applyAdjustment(toCents(r.price), DEMO_RULE),
      quantity: r.quantity,
      nameEn: r.nameEn,
      nameEs: r.nameEs,
      cost: r.cost === null ? null : toCents(r.cost),
      from: toCents(r.price),
    }));
    await writeFirstVersion(tx, { id: null, email: null }, list, items, { confirmBelowFloor: true, confirmLargeMoves: true }, reasonCode);
    await tx.insert(priceListShares).values({ priceListId: list.id, userId: customer.id });
  });
  return true;
}
