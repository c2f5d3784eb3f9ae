import {
  applyAdjustment,
  compareCounts,
  currentMap,
  fromCents,
  percentChange,
  toCents,
  type Cents,
  type CompareRow,
  type PriceDiffRowOut,
  type PriceHistoryEntry,
  type PriceListCompare,
  type PriceListVersion,
  type SavePricesResult,
} from '@freshprice/shared';
import { authorize, type Actor, type ServiceCall } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import type { Tx } from '../../db/tx.js';
import { AppError } from '../../lib/errors.js';
import * as repo from './price-lists.repo.js';
import {
  adjustmentOf,
  applyPriceChanges,
  cents,
  conflictError,
  lockForSave,
  money,
  nothingChanged,
  notFound,
  type PriceChangeCents,
} from './price-writes.js';

/** A list's versions: their history, their differences, a rollback to one of them; and two lists compared. */

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
const pricesMap = (rows: { productId: string; price: string }[]) => new Map(rows.map((r) => [r.productId, toCents(r.price)]));

export function createVersionVerbs(deps: {
  db: Database;
  inTransaction: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;
  readable: (actor: Actor, ref: string) => Promise<{ list: repo.ListRow; staff: boolean }>;
}) {
  const { db, inTransaction, readable } = deps;
  return {
    async versions({ actor, input }: ServiceCall<{ ref: string }>): Promise<{ items: PriceListVersion[] }> {
      authorize(actor, 'prices.manage');
      const list = await repo.findListByRef(db, input.ref);
      if (!list) throw notFound();
      return { items: await repo.versionsOf(db, list.id) };
    },

    async version({ actor, input }: ServiceCall<{ ref: string; number: number }>) {
      authorize(actor, 'prices.manage');
      const list = await repo.findListByRef(db, input.ref);
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
          const list = await repo.findListByRef(tx, input.ref);
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
        const found = await repo.findListByRef(tx, input.ref);
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
        if (!changes.length) return nothingChanged(tx);
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
      const [a, b] = await Promise.all([repo.findListByRef(db, input.a), repo.findListByRef(db, input.b)]);
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
  };
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
