import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AssistantBlock, Category } from '@freshprice/shared';
import type { Db } from '../../db/tx.js';
import { assistantActions, assistantMessages, products } from '../../db/schema/index.js';

export interface CatalogueRow {
  id: string;
  nameEn: string;
  nameEs: string;
  category: Category | null;
  packEn: string;
  packEs: string;
  inStock: boolean;
}

/** The live catalogue, as the assistant matches names against it; drafts only with `drafts` (staff). */
export async function catalogue(db: Db, drafts: boolean): Promise<CatalogueRow[]> {
  return db
    .select({ id: products.id, nameEn: products.nameEn, nameEs: products.nameEs, category: products.category, packEn: products.packEn, packEs: products.packEs, inStock: products.inStock })
    .from(products)
    .where(and(isNull(products.archivedAt), drafts ? undefined : eq(products.draft, false)))
    .orderBy(products.nameEn) as Promise<CatalogueRow[]>;
}

/** The last `limit` messages of a user's conversation, oldest first. */
export async function messages(db: Db, userId: string, limit = 100) {
  const rows = await db.select().from(assistantMessages).where(eq(assistantMessages.userId, userId)).orderBy(desc(assistantMessages.createdAt), desc(assistantMessages.id)).limit(limit);
  return rows.reverse();
}

export async function addMessages(db: Db, rows: { userId: string; role: 'user' | 'assistant'; text: string; blocks: AssistantBlock[] }[]) {
  // One statement, two rows: the user's request a moment before the reply, so they read in order.
  return db
    .insert(assistantMessages)
    .values(rows.map((r, i) => ({ ...r, createdAt: sql`clock_timestamp() + ${`${i} milliseconds`}::interval` })))
    .returning();
}

export async function clear(db: Db, userId: string) {
  await db.delete(assistantMessages).where(eq(assistantMessages.userId, userId));
  await db.update(assistantActions).set({ status: 'expired', decidedAt: new Date() }).where(and(eq(assistantActions.userId, userId), eq(assistantActions.status, 'pending')));
}

export async function addAction(db: Db, row: { userId: string; priceListId: string; listVersion: number; request: string; changes: { productId: string; price: number }[] }) {
  const [action] = await db.insert(assistantActions).values(row).returning({ id: assistantActions.id });
  return action!.id;
}

export async function action(db: Db, id: string, userId: string) {
  const [row] = await db.select().from(assistantActions).where(and(eq(assistantActions.id, id), eq(assistantActions.userId, userId)));
  return row ?? null;
}

/** The user's newest action in that state (a pending one to confirm by text, an applied one to undo). */
export async function latestAction(db: Db, userId: string, status: 'pending' | 'applied') {
  const [row] = await db
    .select()
    .from(assistantActions)
    .where(and(eq(assistantActions.userId, userId), eq(assistantActions.status, status)))
    .orderBy(desc(assistantActions.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * The user's newest action, whatever its state: only it may be confirmed or cancelled while pending;
 * an older pending one was superseded by it (and stays so, whatever happens to the newer one).
 */
export async function newestAction(db: Db, userId: string) {
  const [row] = await db.select().from(assistantActions).where(eq(assistantActions.userId, userId)).orderBy(desc(assistantActions.createdAt), desc(assistantActions.id)).limit(1);
  return row ?? null;
}

/** Moves an action on from the state it was read in; false when another request moved it first. */
export async function decide(db: Db, id: string, from: 'pending' | 'applied', to: 'pending' | 'applied' | 'cancelled' | 'expired' | 'undone'): Promise<boolean> {
  const rows = await db
    .update(assistantActions)
    .set({ status: to, decidedAt: to === 'pending' ? null : new Date() })
    .where(and(eq(assistantActions.id, id), eq(assistantActions.status, from)))
    .returning({ id: assistantActions.id });
  return rows.length > 0;
}

export async function setAppliedVersion(db: Db, id: string, version: number) {
  await db.update(assistantActions).set({ appliedVersion: version }).where(eq(assistantActions.id, id));
}

export async function statuses(db: Db, ids: string[]) {
  if (!ids.length) return new Map<string, string>();
  const rows = await db.select({ id: assistantActions.id, status: assistantActions.status }).from(assistantActions).where(inArray(assistantActions.id, ids));
  return new Map(rows.map((r) => [r.id, r.status]));
}
