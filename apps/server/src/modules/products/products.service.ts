import { and, eq, inArray, sql } from 'drizzle-orm';
import { can, TIERS, type Tier } from '@freshprice/shared';
import type { z } from 'zod';
import type { productChangeSchema, productInputSchema } from '@freshprice/shared';
import type { Actor } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import type { Tx } from '../../db/tx.js';
import { priceHistory, priceItems, products } from '../../db/schema/index.js';
import { AppError, forbidden } from '../../lib/errors.js';
import { recordActivity, type ActivityEntry } from '../activity/activity.repo.js';
import * as repo from './products.repo.js';

type ProductInput = z.output<typeof productInputSchema>;
type Change = z.output<typeof productChangeSchema>;
type TierPrices = Record<Tier, string | null>;

/** The catalogue as a signed-in user sees it, with the prices that user may see. */
export async function listForUser(db: Database, actor: Actor) {
  const staff = can(actor.role, 'prices.manage');
  const [rows, prices] = await Promise.all([
    repo.liveProducts(db),
    repo.visiblePrices(db, staff ? { staff: true } : { staff: false, userId: actor.id }),
  ]);
  const byProduct = new Map<string, { listId: string; listName: string; tier: Tier | null; price: string }[]>();
  for (const p of prices) {
    const list = byProduct.get(p.productId) ?? [];
    list.push({ listId: p.listId, listName: p.listName, tier: p.tier, price: money(p.price) });
    byProduct.set(p.productId, list);
  }
  return rows.map((r) => ({ ...publicFields(r), prices: byProduct.get(r.id) ?? [] }));
}

/** Everything the manage table edits, with the standard tier prices and the version to save against. */
export async function listForManagement(db: Database, actor: Actor) {
  if (!can(actor.role, 'products.manage')) throw forbidden();
  const rows = await repo.liveProducts(db);
  const lists = await repo.templateListIds(db);
  const tierOf = Object.fromEntries(Object.entries(lists).map(([tier, id]) => [id, tier as Tier]));
  const prices = await repo.tierPricesOf(db, rows.map((r) => r.id), Object.values(lists));
  const byProduct = new Map<string, TierPrices>();
  for (const p of prices) {
    const tiers = byProduct.get(p.productId) ?? { small: null, medium: null, large: null };
    tiers[tierOf[p.listId]] = money(p.price);
    byProduct.set(p.productId, tiers);
  }
  return rows.map((r) => ({
    ...publicFields(r),
    quickbooksId: r.quickbooksId,
    quantity: r.quantity,
    version: r.version,
    updatedAt: r.updatedAt.toISOString(),
    prices: byProduct.get(r.id) ?? { small: null, medium: null, large: null },
  }));
}

/**
 * Saves a batch of edits in one transaction. An update or delete based on an older version than the
 * stored one is refused (409) with the products concerned, so nobody silently overwrites anyone.
 */
export async function saveChanges(db: Database, actor: Actor, input: Change[]) {
  if (!can(actor.role, 'products.manage')) throw forbidden();
  const changes = withoutRepeatedDeletes(input);
  try {
    return await db.transaction((tx) => applyChanges(tx, actor, changes));
  } catch (err) {
    // Two saves that checked at the same moment: the database's unique index decides who was first.
    throw keyCollision(err, changes) ?? err;
  }
}

async function applyChanges(tx: Tx, actor: Actor, changes: Change[]) {
  const existingIds = changes.flatMap((c) => (c.op === 'create' ? [] : [c.id]));
  const locked = new Map((await repo.lockProducts(tx, existingIds)).map((r) => [r.id, r]));
  refuseRepeatedProducts(changes, locked);
  const conflicts: Record<string, string> = {};
  for (const c of changes) {
    if (c.op === 'create') continue;
    const row = locked.get(c.id);
    if (!row || row.archivedAt) conflicts[c.id] = 'deleted';
    else if (row.version !== c.version) conflicts[c.id] = 'changed';
  }
  if (Object.keys(conflicts).length) {
    throw new AppError('conflict', 'Someone else changed these products after you loaded them. Reload to see their changes.', conflicts);
  }
  await checkUniqueKeys(tx, changes);
  await parkMovingKeys(tx, changes, locked);

  const lists = await repo.templateListIds(tx);
  const activity: ActivityEntry[] = [];
  const result = { created: 0, updated: 0, deleted: 0, archived: 0, ids: {} as Record<string, string> };
  const currentPrices = await pricesByProduct(tx, existingIds, lists);

  for (const c of changes) {
    if (c.op === 'create') {
      const [row] = await tx.insert(products).values(productValues(c.data)).returning();
      result.ids[c.clientId] = row.id;
      result.created++;
      activity.push({ resourceType: 'products', resourceId: row.id, action: 'created', details: { name: row.nameEn, new: snapshot(row) } });
      activity.push(...(await writePrices(tx, actor, row.id, row.nameEn, lists, { small: null, medium: null, large: null }, c.data.prices)));
    } else if (c.op === 'update') {
      const before = locked.get(c.id)!;
      const [row] = await tx
        .update(products)
        .set({ ...productValues(c.data), version: sql`${products.version} + 1`, updatedAt: sql`now()` })
        .where(eq(products.id, c.id))
        .returning();
      result.updated++;
      const diff = changedFields(snapshot(before), snapshot(row));
      if (diff) activity.push({ resourceType: 'products', resourceId: row.id, action: 'updated', details: { name: row.nameEn, ...diff } });
      if (before.quantity !== row.quantity) {
        activity.push({ resourceType: 'quantity_changes', resourceId: row.id, action: 'updated', details: { name: row.nameEn, old: { quantity: before.quantity }, new: { quantity: row.quantity } } });
      }
      activity.push(...(await writePrices(tx, actor, row.id, row.nameEn, lists, currentPrices.get(row.id), c.data.prices)));
    } else {
      const before = locked.get(c.id)!;
      if (await repo.isUsedInPriceLists(tx, c.id)) {
        await tx.update(products).set({ archivedAt: sql`now()`, version: sql`${products.version} + 1`, updatedAt: sql`now()` }).where(eq(products.id, c.id));
        result.archived++;
      } else {
        await tx.delete(products).where(eq(products.id, c.id));
        result.deleted++;
      }
      activity.push({ resourceType: 'products', resourceId: c.id, action: 'deleted', details: { name: before.nameEn, old: snapshot(before) } });
    }
  }
  await recordActivity(tx, actor, activity);
  return result;
}

/** `store` runs once the product is found and locked, before commit (an upload writes its files there). */
export async function setImageUrl(db: Database, actor: Actor, id: string, imageUrl: string, store?: () => Promise<void>) {
  if (!can(actor.role, 'products.manage')) throw forbidden();
  return db.transaction(async (tx) => {
    const [before] = await repo.lockProducts(tx, [id]);
    if (!before || before.archivedAt) throw new AppError('not_found', 'Product not found');
    await store?.();
    const [row] = await tx
      .update(products)
      .set({ imageUrl, version: sql`${products.version} + 1`, updatedAt: sql`now()` })
      .where(eq(products.id, id))
      .returning();
    await recordActivity(tx, actor, [
      { resourceType: 'products', resourceId: id, action: 'updated', details: { name: row.nameEn, old: { imageUrl: before.imageUrl }, new: { imageUrl } } },
    ]);
    return { id, imageUrl, version: row.version };
  });
}

async function checkUniqueKeys(tx: Tx, changes: Change[]) {
  const edits = changes.filter((c): c is Extract<Change, { data: unknown }> => c.op !== 'delete');
  const fields: Record<string, string> = {};
  const seen = new Map<string, string>();
  for (const c of edits) {
    const key = c.op === 'create' ? c.clientId : c.id;
    for (const [kind, value] of [['slug', c.data.slug], ['quickbooksId', c.data.quickbooksId]] as const) {
      if (!value) continue;
      if (seen.has(`${kind}:${value}`)) fields[`${key}.${kind}`] = kind === 'slug' ? 'slugTaken' : 'quickbooksIdTaken';
      seen.set(`${kind}:${value}`, key);
    }
  }
  const ownIds = edits.flatMap((c) => (c.op === 'update' ? [c.id] : []));
  const taken = await repo.takenKeys(
    tx,
    edits.map((c) => c.data.slug),
    edits.flatMap((c) => (c.data.quickbooksId ? [c.data.quickbooksId] : [])),
    ownIds,
  );
  for (const t of taken) {
    const bySlug = seen.get(`slug:${t.slug}`);
    if (bySlug) fields[`${bySlug}.slug`] = 'slugTaken';
    const byQb = t.quickbooksId ? seen.get(`quickbooksId:${t.quickbooksId}`) : undefined;
    if (byQb) fields[`${byQb}.quickbooksId`] = 'quickbooksIdTaken';
  }
  if (Object.keys(fields).length) {
    throw new AppError('validation_failed', 'Another product already uses this URL name or QuickBooks id.', fields);
  }
}

/** Deleting a product twice in one save is one deletion. */
function withoutRepeatedDeletes(changes: Change[]): Change[] {
  const deleted = new Set<string>();
  return changes.filter((c) => {
    if (c.op !== 'delete') return true;
    if (deleted.has(c.id)) return false;
    deleted.add(c.id);
    return true;
  });
}

/** Any other product (or new row) named twice in one save is ambiguous: refused, naming it. */
function refuseRepeatedProducts(changes: Change[], stored: Map<string, repo.ProductRow>) {
  const byKey = new Map<string, Change[]>();
  for (const c of changes) {
    const key = c.op === 'create' ? c.clientId : c.id;
    byKey.set(key, [...(byKey.get(key) ?? []), c]);
  }
  const fields: Record<string, string> = {};
  const named: string[] = [];
  for (const [key, list] of byKey) {
    if (list.length < 2) continue;
    fields[key] = 'repeatedInSave';
    const first = list[0]!;
    const name = first.op === 'create' ? first.data.nameEn : (stored.get(key)?.nameEn ?? key);
    const verbs = [...new Set(list.map((c) => (c.op === 'create' ? 'created' : c.op === 'update' ? 'updated' : 'deleted')))];
    named.push(`"${name}" (${verbs.length > 1 ? verbs.join(' and ') : `${verbs[0]} ${list.length} times`})`);
  }
  if (named.length) {
    throw new AppError('validation_failed', `Each product can appear only once in a save: ${named.join(', ')}.`, fields);
  }
}

/**
 * Updated products whose URL name or QuickBooks id changes give theirs up first, to a value no real
 * one can take ('~' is not allowed in a slug): so two products can swap keys in one save, and a new
 * product can take a key another one gives up, whatever the order of the changes.
 */
async function parkMovingKeys(tx: Tx, changes: Change[], stored: Map<string, repo.ProductRow>) {
  const moving = changes.flatMap((c) => {
    if (c.op !== 'update') return [];
    const row = stored.get(c.id)!;
    return row.slug !== c.data.slug || row.quickbooksId !== (c.data.quickbooksId || null) ? [c.id] : [];
  });
  if (!moving.length) return;
  await tx
    .update(products)
    .set({ slug: sql`'~' || ${products.id}::text`, quickbooksId: null })
    .where(inArray(products.id, moving));
}

/**
 * A unique-index violation (23505) as a 409 naming the key and the product that wanted it. Returns
 * undefined for any other error.
 */
function keyCollision(err: unknown, changes: Change[]): AppError | undefined {
  const pgError = databaseError(err);
  if (pgError?.code !== '23505') return undefined;
  const kind = pgError.constraint?.includes('quickbooks') ? 'quickbooksId' : pgError.constraint?.includes('slug') ? 'slug' : null;
  if (!kind) return undefined;
  const value = /\)=\((.*)\) already exists/.exec(pgError.detail ?? '')?.[1];
  const wanting = changes.filter(
    (c): c is Extract<Change, { data: unknown }> => c.op !== 'delete' && (kind === 'slug' ? c.data.slug : c.data.quickbooksId || null) === value,
  );
  const fields: Record<string, string> = {};
  for (const c of wanting) fields[`${c.op === 'create' ? c.clientId : c.id}.${kind}`] = kind === 'slug' ? 'slugTaken' : 'quickbooksIdTaken';
  const what = kind === 'slug' ? 'URL name' : 'QuickBooks id';
  const names = wanting.map((c) => `"${c.data.nameEn}"`).join(', ');
  return new AppError(
    'key_taken',
    `Another save took the ${what}${value ? ` "${value}"` : ''} a moment ago${names ? ` (wanted by ${names})` : ''}. Choose another one.`,
    Object.keys(fields).length ? fields : { _: kind === 'slug' ? 'slugTaken' : 'quickbooksIdTaken' },
  );
}

/** The driver's error, which drizzle may wrap as the cause of its own. */
function databaseError(err: unknown): { code?: string; constraint?: string; detail?: string } | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (typeof (e as { code?: unknown }).code === 'string') return e as { code?: string; constraint?: string; detail?: string };
  }
  return undefined;
}

async function pricesByProduct(tx: Tx, ids: string[], lists: Record<Tier, string>) {
  const tierOf = Object.fromEntries(Object.entries(lists).map(([tier, id]) => [id, tier as Tier]));
  const out = new Map<string, TierPrices>();
  for (const p of await repo.tierPricesOf(tx, ids, Object.values(lists))) {
    const tiers = out.get(p.productId) ?? { small: null, medium: null, large: null };
    tiers[tierOf[p.listId]] = money(p.price);
    out.set(p.productId, tiers);
  }
  return out;
}

/** Writes changed tier prices with their history; returns the activity records. */
async function writePrices(
  tx: Tx,
  actor: Actor,
  productId: string,
  name: string,
  lists: Record<Tier, string>,
  before: TierPrices | undefined,
  after: TierPrices,
): Promise<ActivityEntry[]> {
  const entries: ActivityEntry[] = [];
  for (const tier of TIERS) {
    const oldPrice = before?.[tier] ?? null;
    const newPrice = after[tier] === null ? null : money(after[tier]);
    if (oldPrice === newPrice) continue;
    const listId = lists[tier];
    if (newPrice === null) {
      await tx.delete(priceItems).where(and(eq(priceItems.priceListId, listId), eq(priceItems.productId, productId)));
    } else {
      await tx
        .insert(priceItems)
        .values({ priceListId: listId, productId, price: newPrice })
        .onConflictDoUpdate({ target: [priceItems.priceListId, priceItems.productId], set: { price: newPrice, priceChangedAt: sql`now()` } });
    }
    await tx.insert(priceHistory).values({ priceListId: listId, productId, oldPrice, newPrice, changedBy: actor.id });
    entries.push({
      resourceType: 'price_items',
      resourceId: `${listId}:${productId}`,
      action: oldPrice === null ? 'created' : newPrice === null ? 'deleted' : 'updated',
      details: { name, priceListId: listId, old: { price: oldPrice }, new: { price: newPrice } },
    });
  }
  return entries;
}

function productValues(d: ProductInput) {
  return {
    nameEn: d.nameEn,
    nameEs: d.nameEs,
    slug: d.slug,
    category: d.category,
    unit: d.unit,
    packEn: d.packEn,
    packEs: d.packEs,
    inStock: d.inStock,
    quickbooksId: d.quickbooksId || null,
    quantity: d.quantity,
  };
}

function publicFields(r: repo.ProductRow) {
  return {
    id: r.id,
    slug: r.slug,
    nameEn: r.nameEn,
    nameEs: r.nameEs,
    category: r.category,
    unit: r.unit,
    packEn: r.packEn,
    packEs: r.packEs,
    inStock: r.inStock,
    imageUrl: r.imageUrl,
  };
}

function snapshot(r: repo.ProductRow): Record<string, unknown> {
  const { id: _id, version: _v, createdAt: _c, updatedAt: _u, archivedAt: _a, ...rest } = r;
  return { ...rest, quantity: money(r.quantity) };
}

function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const old: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const k of Object.keys(after)) {
    if (JSON.stringify(before[k]) !== JSON.stringify(after[k])) {
      old[k] = before[k];
      now[k] = after[k];
    }
  }
  return Object.keys(now).length ? { old, new: now } : null;
}

/** numeric arrives as text: keep it exact, always two decimals. */
export function money(value: string): string {
  const [whole, frac = ''] = value.split('.');
  return `${String(Number(whole))}.${frac.padEnd(2, '0').slice(0, 2)}`;
}
