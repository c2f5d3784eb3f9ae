import {
  applyAdjustment,
  isStaff,
  compareCounts,
  computeLinkedItems,
  reasonText,
  type VersionReasonCode,
  floorPrice,
  formatBasisPoints,
  fromCents,
  isBelowFloor,
  isUuid,
  LARGE_MOVE,
  MAX_CENTS,
  moveFlag,
  percentChange,
  RECENT_CHANGE_DAYS,
  slugCandidates,
  summarizeMoves,
  toCents,
  type Adjustment,
  type Cents,
  type CompareRow,
  type CreatePriceListInput,
  type Customer,
  type LargeMove,
  type MoveFlag,
  type PriceEntry,
  type PriceDiffRowOut,
  type PriceHistoryEntry,
  type PriceListCompare,
  type PriceListDetail,
  type PriceListPreview,
  type PriceListSummary,
  type PriceListVersion,
  type PricingSettings,
  type PricingSettingsInput,
  type SavePricesInput,
  type SavePricesResult,
  type UpdatePriceListInput,
} from '@freshprice/shared';
import { authorize, type Actor, type ServiceCall } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import type { Tx } from '../../db/tx.js';
import { driverError } from '../../lib/database-errors.js';
import { AppError } from '../../lib/errors.js';
import { recordActivity } from '../activity/activity.repo.js';
import { changedFields } from '../activity/changed-fields.js';
import * as usersRepo from '../users/users.repo.js';
import * as repo from './price-lists.repo.js';

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
}

const NOT_FOUND = 'Price list not found';
const notFound = () => new AppError('not_found', NOT_FOUND);

/** Thrown inside a dry run's transaction to roll it back with the result it computed. */
class DryRun extends Error {
  constructor(readonly result: SavePricesResult) {
    super('dry run');
  }
}

const cents = (money: string | null) => (money === null ? null : toCents(money));
/** numeric(12,2) as text is already "12.30"; this also takes what a client sent ("12.3"). */
const money = (value: string) => fromCents(toCents(value));
const signedMoney = (c: number) => (c < 0 ? `-${fromCents(-c)}` : fromCents(c));
const diffRow = (r: { productId: string; nameEn: string; nameEs: string }, oldPrice: Cents | null, newPrice: Cents | null): PriceDiffRowOut => ({
  productId: r.productId,
  nameEn: r.nameEn,
  nameEs: r.nameEs,
  old: oldPrice === null ? null : fromCents(oldPrice),
  new: newPrice === null ? null : fromCents(newPrice),
  change: oldPrice !== null && newPrice !== null ? signedMoney(newPrice - oldPrice) : null,
  percent: percentChange(oldPrice, newPrice),
});

function adjustmentOf(l: repo.ListRow): Adjustment | null {
  if (!l.adjustKind || !l.adjustDirection || l.adjustValue === null || !l.rounding) return null;
  return { kind: l.adjustKind, direction: l.adjustDirection, value: l.adjustValue, rounding: l.rounding };
}

function adjustmentColumns(a: Adjustment | null): Pick<repo.NewList, 'adjustKind' | 'adjustDirection' | 'adjustValue' | 'rounding'> {
  return a
    ? { adjustKind: a.kind, adjustDirection: a.direction, adjustValue: a.value, rounding: a.rounding }
    : { adjustKind: null, adjustDirection: null, adjustValue: null, rounding: null };
}

/**
 * A list as its reader may see it. A customer's answer has no staff-only key at all (not even empty):
 * which list theirs comes from and by how much, who else has it, who saved it, the staff's note (ADR 017).
 */
function summaryOf(r: repo.SummaryRow, staff: boolean): PriceListSummary {
  const shown: PriceListSummary = {
    id: r.id,
    slug: r.slug,
    name: r.name,
    description: r.description,
    kind: r.isTemplate ? 'template' : 'customer',
    tier: r.tier,
    version: r.version,
    itemCount: r.itemCount,
    updatedAt: r.updatedAt,
  };
  if (!staff) return shown;
  return {
    ...shown,
    staffNote: r.staffNote,
    base: r.baseId ? { id: r.baseId, slug: r.baseSlug!, name: r.baseName! } : null,
    linked: r.linked,
    adjustment: adjustmentOf(r),
    sharedWith: r.sharedWith,
    updatedBy: r.updatedBy,
  };
}

/** The first free slug the name gives (see `slugCandidates`). */
async function freeSlug(db: Tx, name: string): Promise<string> {
  const candidates = slugCandidates(name);
  const first = candidates.next().value!;
  // One read covers x and every x-N; a candidate outside that set is checked on its own.
  const taken = await repo.slugsLike(db, first.replace(/-\d+$/, ''));
  if (!taken.has(first)) return first;
  for (const candidate of candidates) {
    if (!taken.has(candidate) && !(await repo.slugTaken(db, candidate))) return candidate;
  }
  throw new Error('unreachable: slugCandidates never ends');
}

const slugTakenError = (slug: string) => new AppError('key_taken', `Another price list already uses the slug "${slug}".`, { slug: 'slugTaken' });

async function resolve(db: Database | Tx, ref: string) {
  return repo.findList(db, ref, isUuid(ref));
}

async function conflictError(db: Tx, list: repo.ListRow, loaded: number) {
  const who = await repo.versionAuthor(db, list.id, list.version);
  const at = who?.createdAt ?? list.updatedAt;
  const email = who?.authorEmail ?? '';
  return new AppError(
    'version_conflict',
    `Version ${list.version} was saved by ${email || 'someone'} at ${at} after you loaded version ${loaded}. Reload to see it, then apply your changes again.`,
    { version: String(list.version), savedBy: email, savedAt: at },
  );
}

interface Target {
  productId: string;
  price: Cents | null;
  quantity: string | null;
  overridden: boolean;
  /** A product new in the list made from another price (a base's, before an adjustment): its move is flagged from that one. */
  from?: Cents;
}

interface CurrentItem {
  price: Cents;
  quantity: string | null;
  overridden: boolean;
}

interface Outcome {
  version: number | null;
  added: number;
  changed: number;
  removed: number;
  belowFloor: { productId: string; price: string; floor: string }[];
  /** Products whose price would be above MAX_CENTS (an adjustment can get there): refused. */
  tooHigh: string[];
  /** The moves `moveFlag` flags (to 0, or by more than the large-move setting): refused unless confirmed. */
  largeMoves: FlaggedMove[];
}

interface FlaggedMove {
  productId: string;
  nameEn: string;
  nameEs: string;
  old: Cents | null;
  new: Cents;
  flag: MoveFlag;
  percent: number | null;
}

type ProductMap = Map<string, { nameEn: string; nameEs: string; cost: Cents | null }>;

interface PlanOptions {
  reason: string | VersionReasonCode | null;
  minMarginBp: number;
  /** The pricing setting: a move by more than this share of the old price (basis points) is flagged. */
  largeMoveBp: number;
  /** Product names and costs for the rows the targets name. */
  products: ProductMap;
  /** Create the version even when nothing changes (a new list's version 1). */
  always?: boolean;
  /** Keep every change for the activity row (a list saved by hand; not its followers). */
  detailed?: boolean;
}

/** What one list's new version writes: computed in memory, written (with other lists' plans) by writeVersions. */
interface Plan {
  list: repo.ListRow;
  reason: string | VersionReasonCode | null;
  outcome: Outcome;
  upserts: repo.ItemWrite[];
  removals: string[];
  history: repo.HistoryWrite[];
  /** The changes by name, when `detailed`. */
  changes: { productId: string; name: string; old: string | null; new: string | null }[];
}

/**
 * A list's targets as one version: new and changed items, removals, one history row per price
 * change, the counts and the prices below the floor. No-op targets are skipped; nothing to write
 * means no version (unless `always`).
 */
function planVersion(list: repo.ListRow, current: Map<string, CurrentItem>, targets: Target[], o: PlanOptions): Plan {
  const plan: Plan = {
    list,
    reason: o.reason,
    outcome: { version: null, added: 0, changed: 0, removed: 0, belowFloor: [], tooHigh: [], largeMoves: [] },
    upserts: [],
    removals: [],
    history: [],
    changes: [],
  };
  const out = plan.outcome;
  // The version this plan makes, if it writes anything (history rows carry it).
  const version = list.version + 1;
  for (const t of targets) {
    const old = current.get(t.productId);
    let newPrice: string | null = null;
    if (t.price === null) {
      if (!old) continue;
      out.removed++;
      plan.removals.push(t.productId);
    } else {
      const priceMoved = !old || old.price !== t.price;
      if (!priceMoved && old.overridden === t.overridden && old.quantity === t.quantity) continue;
      if (t.price > MAX_CENTS) {
        out.tooHigh.push(t.productId);
        continue;
      }
      newPrice = fromCents(t.price);
      plan.upserts.push({ listId: list.id, productId: t.productId, price: newPrice, quantity: t.quantity, overridden: t.overridden });
      if (!priceMoved) continue;
      if (old) out.changed++;
      else out.added++;
      const product = o.products.get(t.productId);
      const cost = product?.cost ?? null;
      if (isBelowFloor(t.price, cost, o.minMarginBp)) {
        out.belowFloor.push({ productId: t.productId, price: newPrice, floor: fromCents(floorPrice(cost!, o.minMarginBp)) });
      }
      const before = old ? old.price : (t.from ?? null);
      const flag = moveFlag(before, t.price, o.largeMoveBp);
      if (flag) {
        out.largeMoves.push({
          productId: t.productId,
          nameEn: product?.nameEn ?? t.productId,
          nameEs: product?.nameEs ?? product?.nameEn ?? t.productId,
          old: before,
          new: t.price,
          flag,
          percent: percentChange(before, t.price),
        });
      }
    }
    const oldPrice = old ? fromCents(old.price) : null;
    plan.history.push({ listId: list.id, version, productId: t.productId, oldPrice, newPrice });
    if (o.detailed) plan.changes.push({ productId: t.productId, name: o.products.get(t.productId)?.nameEn ?? t.productId, old: oldPrice, new: newPrice });
  }
  if (plan.upserts.length || plan.removals.length || o.always) out.version = version;
  return plan;
}

/**
 * Writes the plans that make a version, for one list or many (a level of linked lists): the version
 * rows, the items, the removals, the history, the lists' versions and the activity rows, each one
 * multi-row statement (chunked) whatever the number of lists. A list saved by hand gets its changes
 * in its activity row; a follower's row records its version and counts (the history has the rest).
 */
async function writeVersions(tx: Tx, actor: Actor, plans: Plan[], activity: 'changes' | 'counts' | 'none') {
  const writing = plans.filter((p) => p.outcome.version !== null);
  if (!writing.length) return;
  await repo.insertVersions(
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
  await repo.upsertItems(tx, writing.length === 1 ? writing[0]!.upserts : writing.flatMap((p) => p.upserts));
  await repo.deleteItems(tx, writing.flatMap((p) => p.removals.map((productId) => ({ listId: p.list.id, productId }))));
  await repo.insertHistory(tx, writing.length === 1 ? writing[0]!.history : writing.flatMap((p) => p.history));
  await repo.setListVersions(tx, writing.map((p) => ({ listId: p.list.id, version: p.outcome.version! })));
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

/** A version's reason columns: a person's text as typed, or the system's facts with their English text. */
function reasonColumns(reason: string | VersionReasonCode | null): { reason: string | null; reasonCode: VersionReasonCode | null } {
  if (reason === null || typeof reason === 'string') return { reason, reasonCode: null };
  return { reason: reasonText(reason), reasonCode: reason };
}

function tooHighError(fields: Record<string, string>) {
  return new AppError('validation_failed', `Some prices would be above ${fromCents(MAX_CENTS)}: lower them or the adjustment.`, fields);
}

/** Refuses plans with prices above MAX_CENTS (keys: the product, or `slug:product` in a linked list). */
function checkTooHigh(own: Plan | null, followers: Plan[] = []) {
  const fields: Record<string, string> = {};
  for (const id of own?.outcome.tooHigh ?? []) fields[id] = 'priceTooHigh';
  for (const p of followers) for (const id of p.outcome.tooHigh) fields[`${p.list.slug}:${id}`] = 'priceTooHigh';
  if (Object.keys(fields).length) throw tooHighError(fields);
}

/** A list's items by product, in cents (each one usable as a LinkedItem too). */
const currentMap = (rows: { productId: string; price: string; quantity: string | null; overridden: boolean }[]) =>
  new Map(rows.map((r) => [r.productId, { productId: r.productId, price: toCents(r.price), quantity: r.quantity, overridden: r.overridden }]));
const addProducts = (products: ProductMap, rows: { productId: string; nameEn: string; nameEs: string; cost: string | null }[]) => {
  for (const r of rows) if (!products.has(r.productId)) products.set(r.productId, { nameEn: r.nameEn, nameEs: r.nameEs, cost: cents(r.cost) });
  return products;
};
const entriesOf = (rows: { productId: string; price: string }[]): PriceEntry[] => rows.map((r) => ({ productId: r.productId, price: toCents(r.price) }));

/**
 * A linked list brought in line with its base's items (overrides kept, exclusions left out): the plan
 * of its version (none if nothing moves) and its items afterwards, for the lists that follow it.
 */
function planLinked(
  list: repo.ListRow,
  base: PriceEntry[],
  currentRows: { productId: string; price: string; quantity: string | null; overridden: boolean }[],
  excluded: ReadonlySet<string>,
  o: PlanOptions,
): { plan: Plan; items: PriceEntry[] } {
  const adj = adjustmentOf(list)!;
  const current = currentMap(currentRows);
  const computed = computeLinkedItems(base, current.values(), adj, excluded);
  const keep = new Set<string>();
  const targets: Target[] = computed.map((c) => {
    keep.add(c.productId);
    return { productId: c.productId, price: c.price, overridden: c.overridden, quantity: current.get(c.productId)?.quantity ?? null };
  });
  for (const [productId, c] of current) if (!keep.has(productId)) targets.push({ productId, price: null, quantity: c.quantity, overridden: c.overridden });
  return { plan: planVersion(list, current, targets, o), items: computed };
}

type FollowerOutcome = Outcome & { list: repo.ListRow };

/**
 * The linked lists that follow `roots` (and their own followers, breadth first), each brought in line
 * with its base as its own version. Each level is a handful of statements whatever the number of lists:
 * lock the followers, read their items and exclusions (and the roots' items), write every version.
 * A list is visited once, so even a cycle in the data ends.
 */
async function followBase(tx: Tx, actor: Actor, roots: repo.ListRow[], settings: { minMarginBp: number; largeMoveBp: number }): Promise<FollowerOutcome[]> {
  const results: FollowerOutcome[] = [];
  const visited = new Set(roots.map((r) => r.id));
  /** The items of lists this save recomputed, by list: the next level's bases. */
  const itemsOf = new Map<string, PriceEntry[]>();
  const products: ProductMap = new Map();
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
      return planLinked(f, itemsOf.get(base.id)!, currentRows.get(f.id) ?? [], exclusions.get(f.id) ?? new Set(), {
        reason: { kind: 'base', list: { slug: base.slug, name: base.name }, version: base.version },
        ...settings,
        products,
      });
    });
    checkTooHigh(null, planned.map((p) => p.plan));
    await writeVersions(tx, actor, planned.map((p) => p.plan), 'counts');
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

function belowFloorError(own: Outcome['belowFloor'], linked: FollowerOutcome[]) {
  const fields: Record<string, string> = {};
  for (const b of own) fields[b.productId] = 'belowFloor';
  for (const l of linked) for (const b of l.belowFloor) fields[`${l.list.slug}:${b.productId}`] = 'belowFloor';
  const count = Object.keys(fields).length;
  return new AppError(
    'below_floor',
    `${count} ${count === 1 ? 'price is' : 'prices are'} below cost plus the minimum margin. Confirm to save ${count === 1 ? 'it' : 'them'} anyway.`,
    fields,
  );
}

/** $1,234.50 */
function usd(c: Cents): string {
  const [whole, rest] = fromCents(c).split('.');
  return `$${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${rest}`;
}

/** +3,418% / -100%: whole percent, for a message. */
function percentLabel(percent: number): string {
  const whole = String(Math.round(Math.abs(percent))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${percent < 0 ? '-' : '+'}${whole}%`;
}

/** The flagged moves of a save: its own list's (list null) then the linked lists' (their slug). */
function flaggedOf(own: FlaggedMove[], linked: FollowerOutcome[]): (FlaggedMove & { list: string | null })[] {
  return [...own.map((m) => ({ ...m, list: null })), ...linked.flatMap((l) => l.largeMoves.map((m) => ({ ...m, list: l.list.slug })))];
}

/**
 * The refusal of moves nobody confirmed: how many, the largest, fields keyed like below_floor's (the
 * product, or `slug:product` in a linked list) with `zeroPrice` or `largeMove`.
 */
function largeMoveError(own: FlaggedMove[], linked: FollowerOutcome[], largeMoveBp: number) {
  const moves = flaggedOf(own, linked);
  const fields: Record<string, string> = {};
  for (const m of moves) fields[m.list === null ? m.productId : `${m.list}:${m.productId}`] = m.flag === 'zero' ? 'zeroPrice' : 'largeMove';
  const count = moves.length;
  const largest = summarizeMoves(moves, largeMoveBp).largest!;
  const where = largest.list === null ? '' : ` in ${largest.list}`;
  const move = `${largest.old === null ? 'new at' : `${usd(largest.old)} ->`} ${usd(largest.new!)}${largest.percent === null ? '' : `, ${percentLabel(largest.percent)}`}`;
  return new AppError(
    LARGE_MOVE,
    `${count} ${count === 1 ? 'price moves' : 'prices move'} by more than ${formatBasisPoints(largeMoveBp)}% or to $0.00 (the largest: ${largest.nameEn}${where} ${move}). Confirm to save ${count === 1 ? 'it' : 'them'} anyway.`,
    fields,
  );
}

function resultOf(own: Outcome, linked: FollowerOutcome[], largeMoveBp: number): SavePricesResult {
  return {
    version: own.version,
    added: own.added,
    changed: own.changed,
    removed: own.removed,
    belowFloor: own.belowFloor,
    linked: linked.map((l) => ({
      id: l.list.id,
      slug: l.list.slug,
      name: l.list.name,
      version: l.version,
      added: l.added,
      changed: l.changed,
      removed: l.removed,
      belowFloor: l.belowFloor.length,
    })),
    largeMoves: flaggedOf(own.largeMoves, linked).map(
      (m): LargeMove => ({
        list: m.list,
        productId: m.productId,
        nameEn: m.nameEn,
        nameEs: m.nameEs,
        old: m.old === null ? null : fromCents(m.old),
        new: fromCents(m.new),
        flag: m.flag,
        percent: m.percent,
      }),
    ),
    largeMoveBp,
  };
}

/** A concurrent change got in the way (a deadlock or a serialization failure): nothing was written. */
const retryConflict = () =>
  new AppError('conflict', 'These price lists were being changed by someone else at the same moment. Nothing was saved: try again.');

/**
 * The list locked for a save. When the save reads its base (`withBase`: prices that follow the base
 * again), the base is locked first, shared, as a save of the base locks it before its followers: the
 * base's prices stay as read until this commits.
 */
async function lockForSave(tx: Tx, listId: string, withBase: boolean): Promise<repo.ListRow> {
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

/**
 * THE way prices change: every price write of the product comes through here, inside the caller's
 * transaction (authorization is the caller's). Locks the list, checks the version the changes were
 * made on, checks the products, writes one version in bulk, then brings every linked list that
 * follows it (through chains too) in line, each as its own version. Prices below cost plus the
 * minimum margin refuse the whole save unless confirmed; prices above MAX_CENTS refuse it always.
 */
export async function applyPriceChanges(tx: Tx, actor: Actor, input: ApplyPriceChangesInput): Promise<SavePricesResult> {
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

  const targets: Target[] = input.changes.map((c) => {
    const quantity = c.quantity === undefined ? (current.get(c.productId)?.quantity ?? null) : c.quantity === null ? null : money(c.quantity);
    if (adj && c.override === false) {
      const base = basePrices.get(c.productId);
      return { productId: c.productId, price: base === undefined ? null : applyAdjustment(base, adj), quantity, overridden: false };
    }
    return { productId: c.productId, price: c.price, quantity, overridden: Boolean(adj) && c.price !== null };
  });
  const products: ProductMap = new Map([...infos.values()].map((p) => [p.id, { nameEn: p.nameEn, nameEs: p.nameEs, cost: cents(p.cost) }]));
  const own = planVersion(list, current, targets, { reason: input.reason, minMarginBp, largeMoveBp, products, detailed: true });
  checkTooHigh(own);
  await writeVersions(tx, actor, [own], 'changes');
  if (adj) {
    // A product taken out by hand stays out when the base changes; pricing it again, or following the
    // base for it again, brings it back.
    const back = input.changes.filter((c) => c.price !== null || c.override === false).map((c) => c.productId);
    const out = input.changes.filter((c) => c.price === null && c.override !== false && current.has(c.productId)).map((c) => c.productId);
    if (back.length) await repo.clearExclusions(tx, list.id, back);
    if (out.length) await repo.addExclusions(tx, list.id, out);
  }
  // The products page edits the standard lists' prices too: its next save of these products must see this one.
  if (list.tier !== null && !input.fromProductSave && own.history.length) await repo.bumpProductVersions(tx, own.history.map((h) => h.productId));
  const linked = own.outcome.version === null ? [] : await followBase(tx, actor, [{ ...list, version: own.outcome.version }], settings);
  if (!input.confirmBelowFloor && (own.outcome.belowFloor.length || linked.some((l) => l.belowFloor.length))) {
    throw belowFloorError(own.outcome.belowFloor, linked);
  }
  if (!input.confirmLargeMoves && (own.outcome.largeMoves.length || linked.some((l) => l.largeMoves.length))) {
    throw largeMoveError(own.outcome.largeMoves, linked, largeMoveBp);
  }
  return resultOf(own.outcome, linked, largeMoveBp);
}

const pricesMap = (rows: { productId: string; price: string }[]) => new Map(rows.map((r) => [r.productId, toCents(r.price)]));

export function createPriceListsService(deps: { db: Database }) {
  const { db } = deps;

  /** A list the caller may read: staff any, others only one shared with them; 404 either way otherwise. */
  async function readable(actor: Actor, ref: string) {
    const list = await resolve(db, ref);
    if (!list) throw notFound();
    const staff = isStaff(actor.role);
    if (!staff && !(await repo.isSharedWith(db, list.id, actor.id))) throw notFound();
    return { list, staff };
  }

  async function summary(tx: Database | Tx, id: string): Promise<PriceListSummary> {
    const [row] = await repo.summaries(tx, { id });
    return summaryOf(row!, true);
  }

  const unknownBase = () => new AppError('validation_failed', 'The base price list does not exist.', { base: 'unknownList' });

  async function baseFor(tx: Tx, from: string) {
    const base = await resolve(tx, from);
    if (!base) throw unknownBase();
    return base;
  }

  /**
   * A base about to be read (its items) or followed, locked against its saves until this transaction
   * ends (see shareLockList): a save of it that started first is waited for, one that starts later
   * waits, and sees the lists this transaction makes follow it.
   */
  async function lockedBase(tx: Tx, from: string) {
    const base = await repo.shareLockList(tx, (await baseFor(tx, from)).id);
    if (!base) throw unknownBase();
    return base;
  }

  async function checkShares(tx: Tx, userIds: string[]): Promise<Customer[]> {
    const unique = [...new Set(userIds)];
    const found = await usersRepo.customers(tx, unique);
    if (found.length !== unique.length) {
      throw new AppError('validation_failed', 'Price lists can be shared only with customers.', { userIds: 'notCustomer' });
    }
    return found;
  }

  /** Creates a list with its version 1 (and its items' history), shares and activity. */
  async function createList(
    tx: Tx,
    actor: Actor,
    values: repo.NewList,
    items: { productId: string; price: Cents; quantity: string | null; nameEn: string; nameEs: string; cost: Cents | null; from?: Cents }[],
    options: { confirmBelowFloor: boolean; confirmLargeMoves: boolean; sharedWith: string[] },
  ) {
    const shared = await checkShares(tx, options.sharedWith);
    const id = await repo.insertList(tx, values);
    const list: repo.ListRow = { ...values, id, isTemplate: false, tier: null, version: 0, updatedAt: '' };
    const { minMarginBp, largeMoveBp } = await repo.pricingSettingsOf(tx);
    const plan = planVersion(
      list,
      new Map(),
      items.map((i) => ({ productId: i.productId, price: i.price, quantity: i.quantity, overridden: false, ...(i.from !== undefined ? { from: i.from } : {}) })),
      { reason: null, minMarginBp, largeMoveBp, products: new Map(items.map((i) => [i.productId, i])), always: true },
    );
    checkTooHigh(plan);
    const outcome = plan.outcome;
    if (outcome.belowFloor.length && !options.confirmBelowFloor) throw belowFloorError(outcome.belowFloor, []);
    if (outcome.largeMoves.length && !options.confirmLargeMoves) throw largeMoveError(outcome.largeMoves, [], largeMoveBp);
    // Its `created` activity row says it all.
    await writeVersions(tx, actor, [plan], 'none');
    if (shared.length) await repo.replaceShares(tx, id, shared.map((c) => c.id));
    await recordActivity(tx, actor, [
      {
        resourceType: 'price_lists',
        resourceId: id,
        action: 'created',
        details: {
          name: values.name,
          slug: values.slug,
          base: values.parentId,
          linked: values.linked,
          items: items.length,
          belowFloor: outcome.belowFloor.length,
          largeMoves: outcome.largeMoves.length,
          sharedWith: shared.map((c) => c.email),
        },
      },
    ]);
    return summary(tx, id);
  }

  /**
   * Runs a write in a transaction. A unique-slug violation from a race becomes a 409 naming the slug;
   * a deadlock or serialization failure between concurrent writes (PostgreSQL picks one to abort)
   * becomes a 409 conflict asking to try again: nothing of it was written.
   */
  async function inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(work);
    } catch (err) {
      const pg = driverError(err);
      if (pg?.code === '23505' && pg.constraint?.includes('slug')) {
        throw new AppError('key_taken', 'Another price list took this slug a moment ago. Choose another one.', { slug: 'slugTaken' });
      }
      if (pg?.code === '40P01' || pg?.code === '40001') throw retryConflict();
      throw err;
    }
  }

  async function save(actor: Actor, ref: string, input: Omit<ApplyPriceChangesInput, 'listId'> & { dryRun?: boolean }): Promise<SavePricesResult> {
    try {
      return await inTransaction(async (tx) => {
        const list = await resolve(tx, ref);
        if (!list) throw notFound();
        // A dry run is the preview: it reports what needs a confirmation instead of refusing it.
        const result = await applyPriceChanges(tx, actor, {
          ...input,
          listId: list.id,
          confirmBelowFloor: input.confirmBelowFloor || Boolean(input.dryRun),
          confirmLargeMoves: Boolean(input.confirmLargeMoves) || Boolean(input.dryRun),
        });
        if (input.dryRun) throw new DryRun({ ...result, version: null, linked: result.linked.map((l) => ({ ...l, version: null })) });
        return result;
      });
    } catch (err) {
      if (err instanceof DryRun) return err.result;
      throw err;
    }
  }

  return {
    /** Every list (staff) or the lists shared with the caller. */
    async index({ actor }: ServiceCall<undefined>): Promise<{ items: PriceListSummary[] }> {
      const caller = authorize(actor, 'prices.view');
      const staff = isStaff(caller.role);
      const rows = await repo.summaries(db, staff ? {} : { sharedWith: caller.id });
      return { items: rows.map((r) => summaryOf(r, staff)) };
    },

    /** One list with its items: two statements (the header, the items). */
    async detail({ actor, input }: ServiceCall<{ ref: string }>): Promise<PriceListDetail> {
      const caller = authorize(actor, 'prices.view');
      const staff = isStaff(caller.role);
      const [row] = await repo.summaries(db, { ref: { value: input.ref, isId: isUuid(input.ref) }, ...(staff ? {} : { sharedWith: caller.id }) });
      if (!row) throw notFound();
      const items = await repo.detailItems(db, row.id, { staff, baseId: row.linked ? row.parentId : null, recentDays: RECENT_CHANGE_DAYS });
      // The margin floor is an internal figure: a customer's answer has no such key.
      return staff ? { ...summaryOf(row, true), items, minMarginBp: row.minMarginBp } : { ...summaryOf(row, false), items };
    },

    async create({ actor, input }: ServiceCall<CreatePriceListInput>): Promise<PriceListSummary> {
      const caller = authorize(actor, 'prices.manage');
      const source = input.source;
      if (source.kind === 'copy' && source.linked && !source.adjustment) {
        throw new AppError('validation_failed', 'A linked list needs an adjustment (0% is fine).', { 'source.adjustment': 'adjustmentRequired' });
      }
      return inTransaction(async (tx) => {
        let slug: string;
        if (input.slug) {
          if (await repo.slugTaken(tx, input.slug)) throw slugTakenError(input.slug);
          slug = input.slug;
        } else slug = await freeSlug(tx, input.name);
        let parentId: string | null = null;
        let items: Parameters<typeof createList>[3] = [];
        const adjustment = source.kind === 'copy' ? source.adjustment : null;
        if (source.kind === 'copy') {
          const base = await lockedBase(tx, source.from);
          parentId = base.id;
          items = (await repo.itemsOf(tx, base.id)).map((r) => ({
            productId: r.productId,
            price: adjustment ? applyAdjustment(toCents(r.price), adjustment) : toCents(r.price),
            quantity: r.quantity,
            nameEn: r.nameEn,
            nameEs: r.nameEs,
            cost: cents(r.cost),
            // The adjustment's move from the base price is what a large-move flag measures.
            from: toCents(r.price),
          }));
        }
        return createList(
          tx,
          caller,
          {
            slug,
            name: input.name,
            description: input.description || null,
            staffNote: input.staffNote || null,
            parentId,
            linked: source.kind === 'copy' && source.linked,
            ...adjustmentColumns(adjustment),
            createdBy: caller.id,
          },
          items,
          { confirmBelowFloor: Boolean(input.confirmBelowFloor), confirmLargeMoves: Boolean(input.confirmLargeMoves), sharedWith: input.sharedWith ?? [] },
        );
      });
    },

    /** The prices a list made from `from` with `adjustment` would get, with the floor marks. */
    async preview({ actor, input }: ServiceCall<{ from: string; adjustment: Adjustment | null }>): Promise<PriceListPreview> {
      authorize(actor, 'prices.manage');
      const base = await resolve(db, input.from);
      if (!base) throw notFound();
      const { minMarginBp, largeMoveBp } = await repo.pricingSettingsOf(db);
      const rows = (await repo.itemsOf(db, base.id)).sort((a, b) => (a.nameEn < b.nameEn ? -1 : a.nameEn > b.nameEn ? 1 : 0));
      let below = 0;
      let zero = 0;
      let large = 0;
      const tooHigh: Record<string, string> = {};
      const items = rows.map((r) => {
        const basePrice = toCents(r.price);
        const price = input.adjustment ? applyAdjustment(basePrice, input.adjustment) : basePrice;
        if (price > MAX_CENTS) tooHigh[r.productId] = 'priceTooHigh';
        const cost = cents(r.cost);
        const belowFloor = isBelowFloor(price, cost, minMarginBp);
        if (belowFloor) below++;
        // The same rule as creating it: a price made $0.00, or moved from the base's by more than the setting.
        const flag = moveFlag(basePrice, price, largeMoveBp);
        if (flag === 'zero') zero++;
        else if (flag) large++;
        return {
          productId: r.productId,
          nameEn: r.nameEn,
          nameEs: r.nameEs,
          basePrice: fromCents(basePrice),
          price: fromCents(price),
          cost: cost === null ? null : fromCents(cost),
          belowFloor,
          flag,
        };
      });
      if (Object.keys(tooHigh).length) throw tooHighError(tooHigh);
      return { items, belowFloor: below, zero, large, largeMoveBp };
    },

    /**
     * Name, slug, description and the base rule. Making a list linked, or changing what a linked list
     * follows, brings its prices in line as a new version (and its own followers after it).
     */
    async update({ actor, input }: ServiceCall<UpdatePriceListInput & { ref: string }>): Promise<PriceListSummary> {
      const caller = authorize(actor, 'prices.manage');
      return inTransaction(async (tx) => {
        if (!(await resolve(tx, input.ref))) throw notFound();
        // A base to follow is locked (shared) before the list, in the order a save of it locks them.
        const newBase = input.base ? (input.base.linked ? await lockedBase(tx, input.base.from) : await baseFor(tx, input.base.from)) : null;
        const list = await repo.lockListByRef(tx, input.ref, isUuid(input.ref));
        if (!list) throw notFound();
        if (input.version !== list.version) throw await conflictError(tx, list, input.version);
        const patch: repo.ListPatch = {};
        if (input.name !== undefined && input.name !== list.name) patch.name = input.name;
        if (input.description !== undefined && (input.description || null) !== list.description) patch.description = input.description || null;
        if (input.staffNote !== undefined && (input.staffNote || null) !== list.staffNote) patch.staffNote = input.staffNote || null;
        if (input.slug !== undefined && input.slug !== list.slug) {
          if (list.isTemplate) {
            throw new AppError('validation_failed', 'A template keeps its slug: the import and the standard tiers use it.', { slug: 'templateSlug' });
          }
          if (await repo.slugTaken(tx, input.slug, list.id)) throw slugTakenError(input.slug);
          patch.slug = input.slug;
        }
        let baseName: { slug: string; name: string } | null = null;
        if (input.base === null) {
          Object.assign(patch, { parentId: null, linked: false, ...adjustmentColumns(null) });
        } else if (input.base) {
          if (input.base.linked && list.isTemplate) {
            throw new AppError('validation_failed', 'A template cannot follow another list.', { base: 'templateLinked' });
          }
          if (input.base.linked && !input.base.adjustment) {
            throw new AppError('validation_failed', 'A linked list needs an adjustment (0% is fine).', { 'base.adjustment': 'adjustmentRequired' });
          }
          const base = newBase!;
          if ((await repo.chainAbove(tx, base.id)).includes(list.id)) {
            throw new AppError('validation_failed', `"${base.name}" already follows "${list.name}" (directly or through other lists): that would be a cycle.`, {
              base: 'cycle',
            });
          }
          baseName = { slug: base.slug, name: base.name };
          Object.assign(patch, { parentId: base.id, linked: input.base.linked, ...adjustmentColumns(input.base.adjustment) });
        }
        // Only the keys that differ from the stored list.
        const stored = list as unknown as Record<string, unknown>;
        for (const key of Object.keys(patch) as (keyof repo.ListPatch)[]) if (patch[key] === stored[key]) delete patch[key];
        const before = { ...list };
        await repo.updateList(tx, list.id, patch);
        const after: repo.ListRow = { ...list, ...patch } as repo.ListRow;

        // Products taken out by hand were taken out of following that base: another base, or none, starts afresh.
        if (before.linked && ('parentId' in patch || !after.linked)) await repo.clearExclusions(tx, list.id);

        const ruleMoved = 'parentId' in patch || 'linked' in patch || 'adjustKind' in patch || 'adjustDirection' in patch || 'adjustValue' in patch || 'rounding' in patch;
        if (after.linked && ruleMoved) {
          const settings = await repo.pricingSettingsOf(tx);
          const adj = adjustmentOf(after)!;
          const reason: VersionReasonCode = { kind: 'adjustment', adjustment: adj, base: baseName };
          const baseRows = await repo.itemsOf(tx, after.parentId!);
          const currentRows = await repo.itemsOf(tx, after.id);
          const excluded = new Set((await repo.exclusionsOf(tx, [after.id])).map((e) => e.productId));
          const products = addProducts(addProducts(new Map(), baseRows), currentRows);
          const { plan } = planLinked(after, entriesOf(baseRows), currentRows, excluded, {
            reason,
            minMarginBp: settings.minMarginBp,
            largeMoveBp: settings.largeMoveBp,
            products,
            detailed: true,
          });
          checkTooHigh(plan);
          await writeVersions(tx, caller, [plan], 'changes');
          const own = plan.outcome;
          const linked = own.version === null ? [] : await followBase(tx, caller, [{ ...after, version: own.version }], settings);
          if (!input.confirmBelowFloor && (own.belowFloor.length || linked.some((l) => l.belowFloor.length))) throw belowFloorError(own.belowFloor, linked);
          if (!input.confirmLargeMoves && (own.largeMoves.length || linked.some((l) => l.largeMoves.length))) {
            throw largeMoveError(own.largeMoves, linked, settings.largeMoveBp);
          }
        }
        const diff = changedFields(activityView(before), activityView(after));
        if (diff) await recordActivity(tx, caller, [{ resourceType: 'price_lists', resourceId: list.id, action: 'updated', details: { name: after.name, ...diff } }]);
        return summary(tx, list.id);
      });
    },

    /** Templates and lists that linked lists follow stay; one-time copies of a deleted list just lose their base. */
    async remove({ actor, input }: ServiceCall<{ ref: string }>): Promise<void> {
      const caller = authorize(actor, 'prices.manage');
      await inTransaction(async (tx) => {
        const list = await repo.lockListByRef(tx, input.ref, isUuid(input.ref));
        if (!list) throw notFound();
        if (list.isTemplate) throw new AppError('list_protected', 'Templates cannot be deleted.', { list: 'template' });
        const followers = await repo.followersOf(tx, list.id);
        if (followers.length) {
          throw new AppError(
            'list_protected',
            `Linked price lists follow "${list.name}": ${followers.map((d) => `"${d.name}"`).join(', ')}. Unlink or delete them first.`,
            { list: 'hasDependents' },
          );
        }
        await repo.deleteList(tx, list.id);
        await recordActivity(tx, caller, [
          { resourceType: 'price_lists', resourceId: list.id, action: 'deleted', details: { name: list.name, old: { slug: list.slug, version: list.version } } },
        ]);
      });
    },

    /** A one-time copy with the same prices, not shared, based on the source. */
    async duplicate({ actor, input }: ServiceCall<{ ref: string; name?: string; slug?: string }>): Promise<PriceListSummary> {
      const caller = authorize(actor, 'prices.manage');
      return inTransaction(async (tx) => {
        const found = await resolve(tx, input.ref);
        // Its items are read as they stand after any save of it in progress (and it cannot go meanwhile).
        const source = found && (await repo.shareLockList(tx, found.id));
        if (!source) throw notFound();
        const name = input.name ?? `${source.name} (copy)`.slice(0, 120);
        let slug: string;
        if (input.slug) {
          if (await repo.slugTaken(tx, input.slug)) throw slugTakenError(input.slug);
          slug = input.slug;
        } else slug = await freeSlug(tx, name);
        const items = (await repo.itemsOf(tx, source.id)).map((r) => ({
          productId: r.productId,
          price: toCents(r.price),
          quantity: r.quantity,
          nameEn: r.nameEn,
          nameEs: r.nameEs,
          cost: null,
        }));
        return createList(
          tx,
          caller,
          { slug, name, description: source.description, staffNote: source.staffNote, parentId: source.id, linked: false, ...adjustmentColumns(null), createdBy: caller.id },
          items,
          // The source's prices as they are: the floor and the moves were checked (or confirmed) when they were saved.
          { confirmBelowFloor: true, confirmLargeMoves: true, sharedWith: [] },
        );
      });
    },

    async share({ actor, input }: ServiceCall<{ ref: string; userIds: string[] }>): Promise<{ sharedWith: Customer[] }> {
      const caller = authorize(actor, 'prices.manage');
      return inTransaction(async (tx) => {
        const list = await repo.lockListByRef(tx, input.ref, isUuid(input.ref));
        if (!list) throw notFound();
        const before = await repo.sharesOf(tx, list.id);
        const wanted = await checkShares(tx, input.userIds);
        await repo.replaceShares(tx, list.id, wanted.map((c) => c.id));
        const after = await repo.sharesOf(tx, list.id);
        const emails = (cs: Customer[]) => cs.map((c) => c.email);
        if (JSON.stringify(emails(before)) !== JSON.stringify(emails(after))) {
          await recordActivity(tx, caller, [
            {
              resourceType: 'price_lists',
              resourceId: list.id,
              action: 'updated',
              details: { name: list.name, old: { sharedWith: emails(before) }, new: { sharedWith: emails(after) } },
            },
          ]);
        }
        return { sharedWith: after };
      });
    },

    /** `POST /save`: one version (or, with dryRun, what it would be, written nowhere). */
    async save({ actor, input }: ServiceCall<SavePricesInput & { ref: string; reasonCode?: VersionReasonCode }>): Promise<SavePricesResult> {
      const caller = authorize(actor, 'prices.manage');
      return save(caller, input.ref, {
        changes: input.changes.map((c) => ({
          productId: c.productId,
          price: c.price === null ? null : toCents(c.price),
          ...(c.quantity !== undefined ? { quantity: c.quantity } : {}),
          ...(c.override !== undefined ? { override: c.override } : {}),
        })),
        // The system's own reason (the assistant's request), or the one the person typed.
        reason: input.reasonCode ?? (input.reason || null),
        expectedVersion: input.version,
        confirmBelowFloor: Boolean(input.confirmBelowFloor),
        confirmLargeMoves: Boolean(input.confirmLargeMoves),
        dryRun: input.dryRun,
      });
    },

    async versions({ actor, input }: ServiceCall<{ ref: string }>): Promise<{ items: PriceListVersion[] }> {
      authorize(actor, 'prices.manage');
      const list = await resolve(db, input.ref);
      if (!list) throw notFound();
      return { items: await repo.versionsOf(db, list.id) };
    },

    async version({ actor, input }: ServiceCall<{ ref: string; number: number }>) {
      authorize(actor, 'prices.manage');
      const list = await resolve(db, input.ref);
      if (!list) throw notFound();
      const version = await repo.versionOf(db, list.id, input.number);
      if (!version) throw new AppError('not_found', 'Version not found');
      const changes = (await repo.versionChanges(db, list.id, input.number)).map((r) => diffRow(r, cents(r.oldPrice), cents(r.newPrice)));
      return { version, changes };
    },

    /**
     * Prices as of version `from` against prices as of version `to`: the products whose price differs.
     * Read in one read-only repeatable-read transaction: a save landing meanwhile cannot mix two states.
     */
    async compareVersions({ actor, input }: ServiceCall<{ ref: string; from: number; to: number }>) {
      authorize(actor, 'prices.manage');
      return db.transaction(
        async (tx) => {
          const list = await resolve(tx, input.ref);
          if (!list) throw notFound();
          for (const [key, n] of [['from', input.from], ['to', input.to]] as const) {
            if (n < 1 || n > list.version) throw new AppError('not_found', `Version ${n} not found`, { [key]: 'unknownVersion' });
          }
          const from = pricesMap(await repo.pricesAsOf(tx, list.id, input.from));
          const to = pricesMap(await repo.pricesAsOf(tx, list.id, input.to));
          const ids = [...new Set([...from.keys(), ...to.keys()])].filter((id) => (from.get(id) ?? null) !== (to.get(id) ?? null));
          const names = await repo.productNames(tx, ids);
          const rows = names
            .sort(byCategoryAndName)
            .map((p) => diffRow({ productId: p.id, nameEn: p.nameEn, nameEs: p.nameEs }, from.get(p.id) ?? null, to.get(p.id) ?? null));
          return { from: input.from, to: input.to, rows };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },

    /**
     * A new version whose items equal version `to`'s (linked lists follow as after any save). In a
     * linked list each item gets back its state then: following the base or set by hand. The history
     * keeps prices, not that flag: an item whose price then equals its base's adjusted price (today's)
     * follows the base again, any other is an override; a product absent then is taken out again. The
     * history keeps no quantities either: those stay as they are.
     */
    async rollback({
      actor,
      input,
    }: ServiceCall<{ ref: string; version: number; to: number; confirmBelowFloor?: boolean; confirmLargeMoves?: boolean }>): Promise<SavePricesResult> {
      const caller = authorize(actor, 'prices.manage');
      return inTransaction(async (tx) => {
        const found = await resolve(tx, input.ref);
        if (!found) throw notFound();
        const list = await lockForSave(tx, found.id, true);
        if (input.version !== list.version) throw await conflictError(tx, list, input.version);
        if (input.to > list.version) throw new AppError('not_found', `Version ${input.to} not found`, { to: 'unknownVersion' });
        const target = pricesMap(await repo.pricesAsOf(tx, list.id, input.to));
        const current = currentMap(await repo.itemsOf(tx, list.id));
        const adj = list.linked ? adjustmentOf(list) : null;
        const base = adj ? pricesMap(await repo.itemsOf(tx, list.parentId!)) : new Map<string, Cents>();
        const excluded = adj ? new Set((await repo.exclusionsOf(tx, [list.id])).map((e) => e.productId)) : new Set<string>();
        const wanted: PriceChangeCents[] = [];
        for (const productId of new Set([...target.keys(), ...current.keys()])) {
          const price = target.get(productId) ?? null;
          const now = current.get(productId);
          if (price === null) {
            if (now) wanted.push({ productId, price: null });
            continue;
          }
          if (!adj) {
            if (now?.price !== price) wanted.push({ productId, price });
            continue;
          }
          const basePrice = base.get(productId);
          const follows = basePrice !== undefined && applyAdjustment(basePrice, adj) === price;
          if (follows) {
            if (!now || now.price !== price || now.overridden || excluded.has(productId)) wanted.push({ productId, price, override: false });
          } else if (!now || now.price !== price || !now.overridden) wanted.push({ productId, price });
        }
        // Products deleted since (archived) stay as they are: no list may price them again.
        const live = new Set((await repo.productsInfo(tx, wanted.map((c) => c.productId))).filter((p) => !p.archived).map((p) => p.id));
        const changes = wanted.filter((c) => live.has(c.productId));
        if (!changes.length) {
          const { largeMoveBp } = await repo.pricingSettingsOf(tx);
          return resultOf({ version: null, added: 0, changed: 0, removed: 0, belowFloor: [], tooHigh: [], largeMoves: [] }, [], largeMoveBp);
        }
        return applyPriceChanges(tx, caller, {
          listId: list.id,
          changes,
          reason: { kind: 'rollback', version: input.to },
          expectedVersion: input.version,
          confirmBelowFloor: Boolean(input.confirmBelowFloor),
          // A rollback restores prices the list had, but a version far back can be far from today's:
          // its dialog names the version, not the moves, so they need their own confirmation like any save.
          confirmLargeMoves: Boolean(input.confirmLargeMoves),
        });
      });
    },

    /** The versions that changed one item's price, oldest first (customers: on their lists only, without who). */
    async itemHistory({ actor, input }: ServiceCall<{ ref: string; productId: string }>): Promise<{ items: PriceHistoryEntry[] }> {
      const caller = authorize(actor, 'prices.view');
      const { list, staff } = await readable(caller, input.ref);
      // A draft the import made is not in a customer's list until it is published: it has no history there either.
      if (!staff && (await repo.isDraft(db, input.productId))) return { items: [] };
      const rows = await repo.itemHistory(db, list.id, input.productId);
      return {
        items: rows.map((r) => {
          const oldPrice = cents(r.oldPrice);
          const newPrice = cents(r.newPrice);
          return {
            version: r.version,
            at: r.at,
            // Who moved it and why ("Base list … version 3", a staff member's note) is internal: staff only.
            ...(staff ? { by: r.by, reason: r.reason, reasonCode: r.reasonCode } : {}),
            old: r.oldPrice === null ? null : money(r.oldPrice),
            new: r.newPrice === null ? null : money(r.newPrice),
            change: oldPrice !== null && newPrice !== null ? signedMoney(newPrice - oldPrice) : null,
            percent: percentChange(oldPrice, newPrice),
          };
        }),
      };
    },

    /** Two lists side by side: one statement for both lists' items, the rows built in integer cents. */
    async compare({ actor, input }: ServiceCall<{ a: string; b: string }>): Promise<PriceListCompare> {
      authorize(actor, 'prices.manage');
      const [a, b] = await Promise.all([resolve(db, input.a), resolve(db, input.b)]);
      if (!a || !b) throw notFound();
      const raw = (await repo.compareItems(db, a.id, b.id)).sort(byCategoryAndName);
      const rows = new Array<PriceListCompare['rows'][number]>(raw.length);
      const counted = new Array<CompareRow>(raw.length);
      for (let i = 0; i < raw.length; i++) {
        const r = raw[i]!;
        const pa = r.a === null ? null : toCents(r.a);
        const pb = r.b === null ? null : toCents(r.b);
        const difference = pa !== null && pb !== null ? pb - pa : null;
        const percent = percentChange(pa, pb);
        counted[i] = { productId: r.id, a: pa, b: pb, difference, percent };
        rows[i] = {
          productId: r.id,
          nameEn: r.nameEn,
          nameEs: r.nameEs,
          category: r.category,
          a: r.a,
          b: r.b,
          difference: difference === null ? null : signedMoney(difference),
          percent,
        };
      }
      return {
        a: { id: a.id, slug: a.slug, name: a.name },
        b: { id: b.id, slug: b.slug, name: b.name },
        rows,
        counts: compareCounts(counted),
      };
    },

    /** The minimum margin prices are checked against, and the dashboard's days before a list is stale. */
    async settings({ actor }: ServiceCall<undefined>): Promise<PricingSettings> {
      authorize(actor, 'prices.manage');
      return repo.pricingSettingsOf(db);
    },

    async updateSettings({ actor, input }: ServiceCall<PricingSettingsInput>): Promise<PricingSettings> {
      const caller = authorize(actor, 'settings.manage');
      return inTransaction(async (tx) => {
        const old = await repo.pricingSettingsOf(tx);
        const next = {
          minMarginBp: input.minMarginBp ?? old.minMarginBp,
          staleListDays: input.staleListDays ?? old.staleListDays,
          largeMoveBp: input.largeMoveBp ?? old.largeMoveBp,
        };
        const diff = changedFields(old, next);
        if (diff) {
          await repo.setPricingSettings(tx, next, caller.id);
          // The margin shows in every list's detail, whose ETag follows the catalogue counter.
          if (next.minMarginBp !== old.minMarginBp) await repo.bumpCatalogueRevision(tx);
          await recordActivity(tx, caller, [{ resourceType: 'price_lists', resourceId: 'settings', action: 'updated', details: diff }]);
        }
        return next;
      });
    },
  };
}

export type PriceListsService = ReturnType<typeof createPriceListsService>;

/** What an update's activity row compares. */
function activityView(l: repo.ListRow) {
  return { name: l.name, slug: l.slug, description: l.description, staffNote: l.staffNote, base: l.parentId, linked: l.linked, adjustment: adjustmentOf(l) };
}

/** Category (none last), English name, id: code-unit order, the same on every database and machine. */
const CATEGORY_ORDER = (c: string | null) => (c === null ? '\uffff' : c);
function byCategoryAndName(a: { category: string | null; nameEn: string; id: string }, b: { category: string | null; nameEn: string; id: string }) {
  const ca = CATEGORY_ORDER(a.category);
  const cb = CATEGORY_ORDER(b.category);
  if (ca !== cb) return ca < cb ? -1 : 1;
  if (a.nameEn !== b.nameEn) return a.nameEn < b.nameEn ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
