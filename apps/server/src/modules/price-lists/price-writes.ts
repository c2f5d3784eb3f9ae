import {
  applyAdjustment,
  currentMap,
  emptyOutcome,
  fromCents,
  isUuid,
  LARGE_MOVE,
  planLinked,
  planVersion,
  reasonColumns,
  saveResultOf,
  toCents,
  tooHighMessage,
  tooHighRefusal,
  unconfirmed,
  type Adjustment,
  type Cents,
  type FollowerOutcome,
  type PlanOutcome,
  type PriceEntry,
  type PriceTarget,
  type ProductFacts,
  type SavePricesResult,
  type VersionPlan,
  type VersionReasonCode,
} from '@freshprice/shared';
import type { Actor } from '../../auth/actor.js';
import type { Tx } from '../../db/tx.js';
import { AppError } from '../../lib/errors.js';
import { recordActivity } from '../activity/activity.service.js';
import * as repo from './price-lists.repo.js';
import * as writes from './price-writes.repo.js';

/**
 * THE price writer: every price of a list changes through here (a save, a rollback, a new list's
 * version 1, an adjustment rule changed, the import and its undo, the products page, the assistant,
 * the demo data), and every linked list that follows the changed one is brought in line after it.
 * What changes and what needs a confirmation is planned in memory (@freshprice/shared price-writes);
 * here the rows are read, locked and written. Authorization and the transaction are the caller's.
 */

/** One change of `applyPriceChanges`: a price in cents, or null to take the product out of the list. */
export interface PriceChangeCents {
  productId: string;
  price: Cents | null;
  /** Minimum order quantity ("5.00"); absent keeps the stored one. */
  quantity?: string | null;
  /** In a linked list: false clears the override (the price follows the base again; `price` is ignored). */
  override?: boolean;
}

export interface ApplyPriceChangesInput {
  listId: string;
  changes: PriceChangeCents[];
  /** As typed by a person, or the facts of a reason the system writes (stored with their English text). */
  reason: string | VersionReasonCode | null;
  /** The version the changes were made on: another one refuses the save (version_conflict). */
  expectedVersion?: number;
  /** Without it, prices below the margin floor (here or in the linked lists that follow) refuse the save. */
  confirmBelowFloor: boolean;
  /**
   * The author saw and confirmed the moves `moveFlag` flags (a price to 0, or moved by more than the
   * pricing setting `largeMoveBp`).
   */
  confirmLargeMoves?: boolean;
  /**
   * The products page's own save (it bumps the products' versions itself). Any other change of a
   * template's prices bumps the version of the products it reprices, so that page's next save of a
   * product it loaded before is refused (409) instead of overwriting these prices.
   */
  fromProductSave?: boolean;
  /**
   * Demo data written by the seeders: nobody's doing, so no activity rows, and no product versions
   * bumped (no products page has them open).
   */
  seeding?: boolean;
}

/** Who a version is by: a signed-in person, or nobody (the demo data's versions). */
export interface Author {
  id: string | null;
  email: string | null;
}

export interface Confirmations {
  confirmBelowFloor?: boolean;
  confirmLargeMoves?: boolean;
}

export const notFound = () => new AppError('not_found', 'Price list not found');

export const cents = (money: string | null) => (money === null ? null : toCents(money));
/** numeric(12,2) as text is already "12.30"; this also takes what a client sent ("12.3"). */
export const money = (value: string) => fromCents(toCents(value));

export function adjustmentOf(l: repo.ListRow): Adjustment | null {
  if (!l.adjustKind || !l.adjustDirection || l.adjustValue === null || !l.rounding) return null;
  return { kind: l.adjustKind, direction: l.adjustDirection, value: l.adjustValue, rounding: l.rounding };
}

export async function conflictError(db: Tx, list: repo.ListRow, loaded: number) {
  const who = await repo.versionAuthor(db, list.id, list.version);
  const at = who?.createdAt ?? list.updatedAt;
  const email = who?.authorEmail ?? '';
  return new AppError(
    'version_conflict',
    `Version ${list.version} was saved by ${email || 'someone'} at ${at} after you loaded version ${loaded}. Reload to see it, then apply your changes again.`,
    { version: String(list.version), savedBy: email, savedAt: at },
  );
}

/** A concurrent change got in the way (a deadlock or a serialization failure): nothing was written. */
export const retryConflict = () =>
  new AppError('conflict', 'These price lists were being changed by someone else at the same moment. Nothing was saved: try again.');

export function tooHighError(fields: Record<string, string>) {
  return new AppError('validation_failed', tooHighMessage(), fields);
}

/** Refuses plans with prices above MAX_CENTS (keys: the product, or `slug:product` in a linked list). */
function checkTooHigh(own: VersionPlan | null, followers: VersionPlan[] = []) {
  const refusal = tooHighRefusal(own, followers);
  if (refusal) throw new AppError('validation_failed', refusal.message, refusal.fields);
}

/** Refuses what needs a confirmation nobody gave: prices below the floor, then large moves. */
function checkConfirmed(own: PlanOutcome, linked: FollowerOutcome[], confirm: Confirmations, largeMoveBp: number) {
  const missing = unconfirmed(own, linked, { belowFloor: Boolean(confirm.confirmBelowFloor), largeMoves: Boolean(confirm.confirmLargeMoves) }, largeMoveBp);
  if (missing) throw new AppError(missing.code === 'belowFloor' ? 'below_floor' : LARGE_MOVE, missing.refusal.message, missing.refusal.fields);
}

const addProducts = (products: ProductFacts, rows: { productId: string; nameEn: string; nameEs: string; cost: string | null }[]) => {
  for (const r of rows) if (!products.has(r.productId)) products.set(r.productId, { nameEn: r.nameEn, nameEs: r.nameEs, cost: cents(r.cost) });
  return products;
};
const entriesOf = (rows: { productId: string; price: string }[]): PriceEntry[] => rows.map((r) => ({ productId: r.productId, price: toCents(r.price) }));

/**
 * Writes the plans that make a version, for one list or many (a level of linked lists): the version
 * rows, the items, the removals, the history, the lists' versions and the activity rows, each one
 * multi-row statement (chunked) whatever the number of lists. A list saved by hand gets its changes
 * in its activity row; a follower's row records its version and counts (the history has the rest).
 */
async function writeVersions(tx: Tx, actor: Author, plans: VersionPlan<repo.ListRow>[], activity: 'changes' | 'counts' | 'none') {
  const writing = plans.filter((p) => p.outcome.version !== null);
  if (!writing.length) return;
  await writes.insertVersions(
    tx,
    writing.map((p) => ({
      priceListId: p.list.id,
      number: p.outcome.version!,
      authorId: actor.id,
      authorEmail: actor.email,
      ...reasonColumns(p.reason),
      added: p.outcome.added,
      changed: p.outcome.changed,
      removed: p.outcome.removed,
      belowFloor: p.outcome.belowFloor.length,
    })),
  );
  await writes.upsertItems(tx, writing.length === 1 ? writing[0]!.upserts : writing.flatMap((p) => p.upserts));
  await writes.deleteItems(tx, writing.flatMap((p) => p.removals.map((productId) => ({ listId: p.list.id, productId }))));
  await writes.insertHistory(tx, writing.length === 1 ? writing[0]!.history : writing.flatMap((p) => p.history));
  await writes.setListVersions(tx, writing.map((p) => ({ listId: p.list.id, version: p.outcome.version! })));
  if (activity === 'none') return;
  await recordActivity(
    tx,
    actor,
    writing.map((p) => {
      const base = { list: p.list.slug, name: p.list.name, version: p.outcome.version, reason: reasonColumns(p.reason).reason, count: p.history.length };
      return {
        resourceType: 'price_items',
        resourceId: p.list.id,
        action: 'updated',
        details:
          activity === 'changes'
            ? { ...base, changes: p.changes }
            : { ...base, added: p.outcome.added, changed: p.outcome.changed, removed: p.outcome.removed },
      };
    }),
  );
}

/**
 * The linked lists that follow `roots` (and their own followers, breadth first), each brought in line
 * with its base as its own version. Each level is a handful of statements whatever the number of lists:
 * lock the followers, read their items and exclusions (and the roots' items), write every version.
 * A list is visited once, so even a cycle in the data ends.
 */
async function followBase(
  tx: Tx,
  actor: Author,
  roots: repo.ListRow[],
  settings: { minMarginBp: number; largeMoveBp: number },
  activity: 'counts' | 'none' = 'counts',
): Promise<FollowerOutcome[]> {
  const results: FollowerOutcome[] = [];
  const visited = new Set(roots.map((r) => r.id));
  /** The items of lists this save recomputed, by list: the next level's bases. */
  const itemsOf = new Map<string, PriceEntry[]>();
  const products: ProductFacts = new Map();
  let level = roots;
  while (level.length) {
    const followers = (await repo.lockFollowers(tx, level.map((l) => l.id))).filter((f) => !visited.has(f.id) && adjustmentOf(f));
    if (!followers.length) break;
    for (const f of followers) visited.add(f.id);
    const unread = [...new Set(followers.map((f) => f.parentId!))].filter((id) => !itemsOf.has(id));
    const baseRows = await repo.itemsOfLists(tx, unread);
    addProducts(products, baseRows);
    for (const id of unread) itemsOf.set(id, []);
    for (const r of baseRows) itemsOf.get(r.listId)!.push({ productId: r.productId, price: toCents(r.price) });
    const ids = followers.map((f) => f.id);
    const plain = await repo.plainItemsOfLists(tx, ids);
    const currentRows = groupBy(plain);
    // Costs (the floor) of products a follower has beyond its bases' (its own overrides): usually none.
    const unknown = [...new Set(plain.filter((r) => !products.has(r.productId)).map((r) => r.productId))];
    for (const p of await repo.productsInfo(tx, unknown)) products.set(p.id, { nameEn: p.nameEn, nameEs: p.nameEs, cost: cents(p.cost) });
    const exclusions = new Map<string, Set<string>>();
    for (const e of await repo.exclusionsOf(tx, ids)) (exclusions.get(e.listId) ?? exclusions.set(e.listId, new Set()).get(e.listId)!).add(e.productId);

    const bases = new Map(level.map((l) => [l.id, l]));
    const planned = followers.map((f) => {
      const base = bases.get(f.parentId!)!;
      return planLinked(f, adjustmentOf(f)!, itemsOf.get(base.id)!, currentRows.get(f.id) ?? [], exclusions.get(f.id) ?? new Set(), {
        reason: { kind: 'base', list: { slug: base.slug, name: base.name }, version: base.version },
        ...settings,
        products,
      });
    });
    checkTooHigh(null, planned.map((p) => p.plan));
    await writeVersions(tx, actor, planned.map((p) => p.plan), activity);
    const next: repo.ListRow[] = [];
    for (const { plan, items } of planned) {
      if (plan.outcome.version === null) continue;
      results.push({ ...plan.outcome, list: plan.list });
      next.push({ ...plan.list, version: plan.outcome.version });
      itemsOf.set(plan.list.id, items);
    }
    level = next;
  }
  return results;
}

function groupBy<T extends { listId: string }>(rows: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const r of rows) (map.get(r.listId) ?? map.set(r.listId, []).get(r.listId)!).push(r);
  return map;
}

/**
 * The list locked for a save. When the save reads its base (`withBase`: prices that follow the base
 * again), the base is locked first, shared, as a save of the base locks it before its followers: the
 * base's prices stay as read until this commits.
 */
export async function lockForSave(tx: Tx, listId: string, withBase: boolean): Promise<repo.ListRow> {
  let lockedBase: string | null = null;
  if (withBase) {
    const peek = await repo.findList(tx, listId, true);
    if (!peek) throw notFound();
    if (peek.linked && peek.parentId && (await repo.shareLockList(tx, peek.parentId))) lockedBase = peek.parentId;
  }
  const list = await repo.lockList(tx, listId);
  if (!list) throw notFound();
  // Its base changed between the two reads: start again.
  if (withBase && list.linked && list.parentId !== lockedBase) throw retryConflict();
  return list;
}

/** What a call that changed nothing answers. */
export async function nothingChanged(tx: Tx): Promise<SavePricesResult> {
  const { largeMoveBp } = await repo.pricingSettingsOf(tx);
  return saveResultOf(emptyOutcome(), [], largeMoveBp);
}

/**
 * Changes a list's prices: locks the list, checks the version the changes were made on, checks the
 * products, writes one version in bulk, then brings every linked list that follows it (through chains
 * too) in line, each as its own version. Prices below cost plus the minimum margin refuse the whole
 * save unless confirmed; prices above MAX_CENTS refuse it always.
 */
export async function applyPriceChanges(tx: Tx, actor: Author, input: ApplyPriceChangesInput): Promise<SavePricesResult> {
  const list = await lockForSave(tx, input.listId, input.changes.some((c) => c.override === false));
  if (input.expectedVersion !== undefined && input.expectedVersion !== list.version) throw await conflictError(tx, list, input.expectedVersion);

  const fields: Record<string, string> = {};
  const seen = new Set<string>();
  for (const c of input.changes) {
    if (seen.has(c.productId)) fields[c.productId] = 'repeatedInSave';
    seen.add(c.productId);
    if (!isUuid(c.productId)) fields[c.productId] = 'unknownProduct';
  }
  const ids = [...seen];
  const infos = new Map((await repo.productsInfo(tx, ids.filter(isUuid))).map((p) => [p.id, p]));
  for (const id of ids) if (!fields[id] && (!infos.get(id) || infos.get(id)!.archived)) fields[id] = 'unknownProduct';
  if (Object.keys(fields).length) {
    const repeated = Object.values(fields).includes('repeatedInSave');
    throw new AppError(
      'validation_failed',
      repeated ? 'Each product can appear only once in a save.' : 'Some products of this save do not exist or were deleted.',
      fields,
    );
  }

  const settings = await repo.pricingSettingsOf(tx);
  const { minMarginBp, largeMoveBp } = settings;
  const current = currentMap(await repo.itemsOf(tx, list.id, ids));
  const adj = list.linked ? adjustmentOf(list) : null;
  const following = adj && list.parentId ? input.changes.filter((c) => c.override === false).map((c) => c.productId) : [];
  const basePrices = new Map((await repo.itemsOf(tx, list.parentId ?? list.id, following)).map((r) => [r.productId, toCents(r.price)]));

  const targets: PriceTarget[] = input.changes.map((c) => {
    const quantity = c.quantity === undefined ? (current.get(c.productId)?.quantity ?? null) : c.quantity === null ? null : money(c.quantity);
    if (adj && c.override === false) {
      const base = basePrices.get(c.productId);
      return { productId: c.productId, price: base === undefined ? null : applyAdjustment(base, adj), quantity, overridden: false };
    }
    return { productId: c.productId, price: c.price, quantity, overridden: Boolean(adj) && c.price !== null };
  });
  const products: ProductFacts = new Map([...infos.values()].map((p) => [p.id, { nameEn: p.nameEn, nameEs: p.nameEs, cost: cents(p.cost) }]));
  const own = planVersion(list, current, targets, { reason: input.reason, minMarginBp, largeMoveBp, products, detailed: true });
  checkTooHigh(own);
  await writeVersions(tx, actor, [own], input.seeding ? 'none' : 'changes');
  if (adj) {
    // A product taken out by hand stays out when the base changes; pricing it again, or following the
    // base for it again, brings it back.
    const back = input.changes.filter((c) => c.price !== null || c.override === false).map((c) => c.productId);
    const out = input.changes.filter((c) => c.price === null && c.override !== false && current.has(c.productId)).map((c) => c.productId);
    if (back.length) await writes.clearExclusions(tx, list.id, back);
    if (out.length) await writes.addExclusions(tx, list.id, out);
  }
  // The products page edits the standard lists' prices too: its next save of these products must see this one.
  if (list.tier !== null && !input.fromProductSave && !input.seeding && own.history.length) await writes.bumpProductVersions(tx, own.history.map((h) => h.productId));
  const linked =
    own.outcome.version === null ? [] : await followBase(tx, actor, [{ ...list, version: own.outcome.version }], settings, input.seeding ? 'none' : 'counts');
  checkConfirmed(own.outcome, linked, input, largeMoveBp);
  return saveResultOf(own.outcome, linked, largeMoveBp);
}

/** An item of a new list's version 1. */
export interface FirstItem {
  productId: string;
  price: Cents;
  quantity: string | null;
  nameEn: string;
  nameEs: string;
  cost: Cents | null;
  /** The price it was made from (a base's before the adjustment): what a large-move flag measures. */
  from?: Cents;
}

/**
 * A list just inserted (version 0) gets its version 1 with these items, even when there are none.
 * Its own `created` activity row says it all: the version writes none.
 */
export async function writeFirstVersion(
  tx: Tx,
  actor: Author,
  list: repo.ListRow,
  items: FirstItem[],
  confirm: Confirmations,
  reason: VersionReasonCode | null = null,
): Promise<PlanOutcome> {
  const { minMarginBp, largeMoveBp } = await repo.pricingSettingsOf(tx);
  const plan = planVersion(
    list,
    new Map(),
    items.map((i) => ({ productId: i.productId, price: i.price, quantity: i.quantity, overridden: false, ...(i.from !== undefined ? { from: i.from } : {}) })),
    { reason, minMarginBp, largeMoveBp, products: new Map(items.map((i) => [i.productId, i])), always: true },
  );
  checkTooHigh(plan);
  checkConfirmed(plan.outcome, [], confirm, largeMoveBp);
  await writeVersions(tx, actor, [plan], 'none');
  return plan.outcome;
}

/**
 * A linked list whose rule changed (its base, or its adjustment) brought in line with its base as a
 * new version, and its own followers after it.
 */
export async function relinkList(tx: Tx, actor: Actor, list: repo.ListRow, base: { slug: string; name: string } | null, confirm: Confirmations) {
  const settings = await repo.pricingSettingsOf(tx);
  const adj = adjustmentOf(list)!;
  const reason: VersionReasonCode = { kind: 'adjustment', adjustment: adj, base };
  const baseRows = await repo.itemsOf(tx, list.parentId!);
  const currentRows = await repo.itemsOf(tx, list.id);
  const excluded = new Set((await repo.exclusionsOf(tx, [list.id])).map((e) => e.productId));
  const products = addProducts(addProducts(new Map(), baseRows), currentRows);
  const { plan } = planLinked(list, adj, entriesOf(baseRows), currentRows, excluded, {
    reason,
    minMarginBp: settings.minMarginBp,
    largeMoveBp: settings.largeMoveBp,
    products,
    detailed: true,
  });
  checkTooHigh(plan);
  await writeVersions(tx, actor, [plan], 'changes');
  const own = plan.outcome;
  const linked = own.version === null ? [] : await followBase(tx, actor, [{ ...list, version: own.version }], settings);
  checkConfirmed(own, linked, confirm, settings.largeMoveBp);
}

/** Products taken out of a linked list by hand follow its base again: all of them when its base changes. */
export const clearExclusions = writes.clearExclusions;
