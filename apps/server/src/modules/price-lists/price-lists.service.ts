import {
  applyAdjustment,
  isStaff,
  fromCents,
  isBelowFloor,
  isUuid,
  MAX_CENTS,
  moveFlag,
  RECENT_CHANGE_DAYS,
  slugCandidates,
  toCents,
  type Adjustment,
  type CreatePriceListInput,
  type Customer,
  type PriceListDetail,
  type PriceListPreview,
  type PriceListSummary,
  type PricingSettings,
  type PricingSettingsInput,
  type SavePricesInput,
  type SavePricesResult,
  type UpdatePriceListInput,
  type VersionReasonCode,
} from '@freshprice/shared';
import { authorize, type Actor, type ServiceCall } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import type { Tx } from '../../db/tx.js';
import { driverError } from '../../lib/database-errors.js';
import { AppError } from '../../lib/errors.js';
import { changedFields, recordActivity } from '../activity/activity.service.js';
import { customers } from '../users/users.service.js';
import { createVersionVerbs } from './price-list-versions.js';
import * as repo from './price-lists.repo.js';
import {
  adjustmentOf,
  applyPriceChanges,
  cents,
  clearExclusions,
  conflictError,
  notFound,
  relinkList,
  retryConflict,
  tooHighError,
  writeFirstVersion,
  type ApplyPriceChangesInput,
  type FirstItem,
} from './price-writes.js';

/** Other modules (and the demo seeders) change prices through the price writer, reached through this service. */
export { applyPriceChanges, writeFirstVersion, type ApplyPriceChangesInput, type Author, type PriceChangeCents } from './price-writes.js';

/**
 * For other modules, inside their transaction if they have one: a list by slug or id, its items, one
 * version's changes, and the pricing settings.
 */
export { findListByRef, isSharedWith, itemsOf, orderItems, pricesAsOf, pricingSettingsOf, versionChanges, type OrderItemRow } from './price-lists.repo.js';

/** Thrown inside a dry run's transaction to roll it back with the result it computed. */
class DryRun extends Error {
  constructor(readonly result: SavePricesResult) {
    super('dry run');
  }
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

/** Price lists: reading them, making, changing, sharing and deleting them. Prices change through price-writes.ts. */
export function createPriceListsService(deps: { db: Database }) {
  const { db } = deps;

  /** A list the caller may read: staff any, others only one shared with them; 404 either way otherwise. */
  async function readable(actor: Actor, ref: string) {
    const list = await repo.findListByRef(db, ref);
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
    const base = await repo.findListByRef(tx, from);
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
    const found = await customers(tx, unique);
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
    items: FirstItem[],
    options: { confirmBelowFloor: boolean; confirmLargeMoves: boolean; sharedWith: string[] },
  ) {
    const shared = await checkShares(tx, options.sharedWith);
    const id = await repo.insertList(tx, values);
    const list: repo.ListRow = { ...values, id, isTemplate: false, tier: null, version: 0, updatedAt: '' };
    const outcome = await writeFirstVersion(tx, actor, list, items, options);
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

  const versionVerbs = createVersionVerbs({ db, inTransaction, readable });

  async function save(actor: Actor, ref: string, input: Omit<ApplyPriceChangesInput, 'listId'> & { dryRun?: boolean }): Promise<SavePricesResult> {
    try {
      return await inTransaction(async (tx) => {
        const list = await repo.findListByRef(tx, ref);
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
      const base = await repo.findListByRef(db, input.from);
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
        if (!(await repo.findListByRef(tx, input.ref))) throw notFound();
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
        if (before.linked && ('parentId' in patch || !after.linked)) await clearExclusions(tx, list.id);

        const ruleMoved = 'parentId' in patch || 'linked' in patch || 'adjustKind' in patch || 'adjustDirection' in patch || 'adjustValue' in patch || 'rounding' in patch;
        if (after.linked && ruleMoved) await relinkList(tx, caller, after, baseName, input);
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
        const found = await repo.findListByRef(tx, input.ref);
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

    ...versionVerbs,

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
          alertMoveBp: input.alertMoveBp ?? old.alertMoveBp,
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
