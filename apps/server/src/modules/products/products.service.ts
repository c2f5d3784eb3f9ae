import {
  CASE_WEIGHT_LIMIT_LB,
  caseWeightProblem,
  isStaff,
  isUuid,
  slugify,
  type Category,
  IMAGE_MAX_BYTES,
  LARGE_MOVE,
  TIERS,
  toCents,
  type CursorPage,
  type cursorQuerySchema,
  type ManagedProduct,
  type ProductChangeRecord,
  type ProductSaveDetails,
  type productChangeSchema,
  type productInputSchema,
  type ProductImageResult,
  type PublishProductsInput,
  type PublishProductsResult,
  type SaveChangesResult,
  type Tier,
  type UserPrice,
  type UserProduct,
} from '@freshprice/shared';
import type { z } from 'zod';
import { authorize, type Actor, type ServiceCall } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import type { Tx } from '../../db/tx.js';
import { driverError } from '../../lib/database-errors.js';
import { AppError, invalidCursor } from '../../lib/errors.js';
import { detectImageType, renderProductImage, type RenderedImage } from '../../lib/images.js';
import type { Logger } from '../../lib/logger.js';
import { changedFields, recordActivity, type ActivityRecordInput as ActivityEntry } from '../activity/activity.service.js';
import { putFiles } from '../files/files.service.js';
import { applyPriceChanges, type PriceChangeCents } from '../price-lists/price-lists.service.js';
import * as repo from './products.repo.js';

type ProductInput = z.output<typeof productInputSchema>;
type Change = z.output<typeof productChangeSchema>;
type Edit = Extract<Change, { data: unknown }>;
type CursorQuery = z.output<typeof cursorQuerySchema>;
type TierPrices = Record<Tier, string | null>;


const noPrices = (): TierPrices => ({ small: null, medium: null, large: null });

/** A product another module makes from its own data (the import's QuickBooks rows): a draft until staff publish it. */
export interface NewDraftProduct {
  nameEn: string;
  nameEs: string;
  category: Category | null;
  quickbooksId: string | null;
  cost: string | null;
}

/**
 * Creates draft products inside the caller's transaction, each with the first free slug its English
 * name gives (`freeSlugs`). Their ids, in the order given.
 */
export async function createDraftProducts(tx: Tx, drafts: NewDraftProduct[]): Promise<string[]> {
  const slugs = await freeSlugs(tx, drafts.map((d) => d.nameEn));
  const inserted = await repo.insertProducts(
    tx,
    drafts.map((d, i) => ({
      nameEn: d.nameEn,
      nameEs: d.nameEs,
      slug: slugs[i]!,
      category: d.category,
      unit: 'each',
      packEn: '',
      packEs: '',
      inStock: true,
      quickbooksId: d.quickbooksId,
      quantity: '0',
      cost: d.cost,
      soldByWeight: false,
      caseWeight: null,
      quickbooksItem: null,
      // Made with no Spanish review, pack or image: staff publish it (issue item 4).
      draft: true,
    })),
  );
  const idBySlug = new Map(inserted.map((r) => [r.slug, r.id]));
  return slugs.map((slug) => idBySlug.get(slug)!);
}

/** Products no list holds any more, out of the catalogue (an import's undo), inside the caller's transaction. */
export const archiveProducts = (tx: Tx, ids: string[]) => repo.archiveProducts(tx, ids);

/** Product id -> QuickBooks id, for the products that have one (a list's spreadsheet). */
export const quickbooksIds = (db: Database | Tx, ids: string[]) => repo.quickbooksIds(db, ids);

/** The first free slug for each name (slugify, numbered when taken), none used twice among them. */
async function freeSlugs(tx: Tx, names: string[]): Promise<string[]> {
  const bases = names.map((n) => slugify(n).slice(0, 60).replace(/-+$/, '') || 'product');
  const taken = await repo.takenSlugs(tx, [...new Set(bases)]);
  const used = new Set<string>();
  const out: string[] = [];
  for (const base of bases) {
    let slug = base;
    for (let n = 2; taken.has(slug) || used.has(slug); n++) slug = `${base.slice(0, 55)}-${n}`;
    if (slug !== base) {
      // Rare: check the numbered slug against the catalogue too.
      while ((await repo.takenSlugs(tx, [slug])).size || used.has(slug)) slug = `${base.slice(0, 50)}-${Math.random().toString(36).slice(2, 7)}`;
    }
    used.add(slug);
    out.push(slug);
  }
  return out;
}

export function createProductsService(deps: { db: Database; logger: Logger }) {
  const { db, logger } = deps;

  return {
    /** One page of the catalogue as a signed-in user sees it, with the prices that user may see. */
    async listForUser({ actor, input }: ServiceCall<CursorQuery>): Promise<CursorPage<UserProduct>> {
      const caller = authorize(actor, 'products.view');
      const after = cursorOf(input.cursor);
      const page = await pageOf(db, await repo.livePublicPage(db, { after, limit: input.limit }), input.limit, after);
      const staff = isStaff(caller.role);
      const prices = await repo.visiblePrices(
        db,
        page.items.map((r) => r.id),
        staff ? { staff: true } : { staff: false, userId: caller.id },
      );
      const byProduct = new Map<string, UserPrice[]>();
      for (const p of prices) {
        const list = byProduct.get(p.productId) ?? [];
        list.push({ listId: p.listId, listName: p.listName, tier: p.tier, price: money(p.price) });
        byProduct.set(p.productId, list);
      }
      return { items: page.items.map((r) => ({ ...r, prices: byProduct.get(r.id) ?? [] })), next: page.next };
    },

    /** One page of the manage table: everything it edits, the standard tier prices and the version to save against. */
    async listForManagement({ actor, input }: ServiceCall<CursorQuery>): Promise<CursorPage<ManagedProduct>> {
      authorize(actor, 'products.manage');
      const after = cursorOf(input.cursor);
      const page = await pageOf(db, await repo.liveManagedPage(db, { after, limit: input.limit }), input.limit, after);
      const prices = await tierPricesByProduct(db, page.items.map((r) => r.id));
      return {
        items: page.items.map((r) => ({
          ...r,
          updatedAt: r.updatedAt.toISOString(),
          prices: prices.get(r.id) ?? noPrices(),
        })),
        next: page.next,
      };
    },

    /**
     * Saves a batch of edits in one transaction, in a number of statements that does not grow with
     * the batch (up to 2,000 rows a statement). An update or delete based on an older version than
     * the stored one is refused (409) with the products concerned, so nobody silently overwrites
     * anyone.
     */
    async saveChanges({ actor, input }: ServiceCall<{ changes: Change[]; confirmLargeMoves?: boolean }>): Promise<SaveChangesResult> {
      const caller = authorize(actor, 'products.manage');
      const changes = withoutRepeatedDeletes(input.changes);
      try {
        return await db.transaction((tx) => applyChanges(tx, caller, changes, Boolean(input.confirmLargeMoves)));
      } catch (err) {
        // Two saves that checked at the same moment: the database's unique index decides who was first.
        throw keyCollision(err, changes) ?? err;
      }
    },

    /**
     * Publishes drafts the import made, many in one action: from now on the public and the customers
     * whose lists hold them see them. Ids that are not drafts (published already, archived, unknown)
     * are left as they are; one activity row per product published.
     */
    async publish({ actor, input }: ServiceCall<PublishProductsInput>): Promise<PublishProductsResult> {
      const caller = authorize(actor, 'products.manage');
      return db.transaction(async (tx) => {
        const published = await repo.publishDrafts(tx, [...new Set(input.ids)]);
        await recordActivity(
          tx,
          caller,
          published.map((p) => ({ resourceType: 'products', resourceId: p.id, action: 'updated', details: { name: p.nameEn, old: { draft: true }, new: { draft: false } } })),
        );
        return { published: published.length };
      });
    },

    async setImageUrl({ actor, input }: ServiceCall<{ id: string; url: string }>): Promise<ProductImageResult> {
      const caller = authorize(actor, 'products.manage');
      return db.transaction((tx) => pointImageAt(tx, caller, input.id, input.url));
    },

    /**
     * Checks the upload (size, then its first bytes: the name and declared type are not trusted),
     * re-encodes it, and stores the files and the product's new URL in one transaction: no upload
     * leaves files that no product points to.
     */
    async uploadImage({ actor, input }: ServiceCall<{ id: string; bytes: Uint8Array; size: number }>): Promise<ProductImageResult> {
      const caller = authorize(actor, 'products.manage');
      if (input.size > IMAGE_MAX_BYTES || input.bytes.byteLength > IMAGE_MAX_BYTES) {
        throw new AppError('image_too_large', 'The image is larger than 5 MB.');
      }
      if (!detectImageType(input.bytes)) throw new AppError('not_an_image', 'Only image files are allowed.');
      let image: RenderedImage;
      try {
        image = await renderProductImage(input.bytes, input.id);
      } catch (err) {
        logger.warn({ err }, 'image could not be processed');
        throw new AppError('not_an_image', 'Only image files are allowed.');
      }
      return db.transaction((tx) => pointImageAt(tx, caller, input.id, image.url, () => putFiles(tx, image.files)));
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;

/** `?cursor=` is the id of the last product of the previous page. */
function cursorOf(cursor: string | undefined): string | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  if (!isUuid(cursor)) throw invalidCursor();
  return cursor;
}

/**
 * Cuts the extra row the repo read into `next`. An empty page after a cursor whose product was
 * deleted meanwhile would end the list early without saying so: that is refused instead.
 */
async function pageOf<T extends { id: string }>(db: Database, rows: T[], limit: number, after: string | undefined): Promise<CursorPage<T>> {
  if (after && !rows.length && !(await repo.productExists(db, after))) {
    throw new AppError('conflict', 'The product list changed while it was being read. Load it again.', { cursor: 'listChanged' });
  }
  const items = rows.slice(0, limit);
  return { items, next: rows.length > limit ? items[items.length - 1]!.id : null };
}

async function applyChanges(tx: Tx, actor: Actor, changes: Change[], confirmLargeMoves: boolean): Promise<SaveChangesResult> {
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
  refuseBadCaseWeights(changes, locked);

  const creates = changes.filter((c) => c.op === 'create');
  const updates = changes.filter((c) => c.op === 'update');
  const deletes = changes.filter((c) => c.op === 'delete');
  // Keys that move are given up first, so two products can swap keys in one save and a new product
  // can take a key another one gives up, whatever the order of the changes.
  await repo.parkKeys(
    tx,
    updates.flatMap((c) => {
      const row = locked.get(c.id)!;
      return row.slug !== c.data.slug || row.quickbooksId !== (c.data.quickbooksId || null) ? [c.id] : [];
    }),
  );
  const lists = await repo.templateListIds(tx);
  const pricesBefore = await tierPricesByProduct(tx, updates.map((c) => c.id));

  await repo.updateProducts(tx, updates.map((c) => ({ id: c.id, ...productValues(c.data, locked.get(c.id)!) })));
  const inserted = await repo.insertProducts(tx, creates.map((c) => productValues(c.data)));
  const idBySlug = new Map(inserted.map((r) => [r.slug, r.id]));
  const used = await repo.usedInPriceLists(tx, deletes.map((c) => c.id));
  const archived = deletes.filter((c) => used.has(c.id)).map((c) => c.id);
  const deleted = deletes.filter((c) => !used.has(c.id)).map((c) => c.id);
  await repo.archiveProducts(tx, archived);
  await repo.deleteProducts(tx, deleted);

  const result: SaveChangesResult = { created: creates.length, updated: updates.length, deleted: deleted.length, archived: archived.length, ids: {} };
  const ids: [string, string][] = [];
  const records: ProductChangeRecord[] = [];
  const prices = new PriceWrites(lists);
  for (const c of changes) {
    if (c.op === 'create') {
      const id = idBySlug.get(c.data.slug)!;
      ids.push([c.clientId, id]);
      const record: ProductChangeRecord = { id, name: c.data.nameEn, action: 'created', new: snapshotOf(c.data) };
      records.push(withPrices(record, prices.add(id, noPrices(), c.data.prices)));
    } else if (c.op === 'update') {
      const before = locked.get(c.id)!;
      const old = storedSnapshot(before);
      const record: ProductChangeRecord = { id: c.id, name: c.data.nameEn, action: 'updated', ...(changedFields(old, snapshotOf(c.data, before.imageUrl, { ...before, cost: old.cost as string | null })) ?? {}) };
      const quantity = money(c.data.quantity);
      if (old.quantity !== quantity) record.quantity = { old: String(old.quantity), new: quantity };
      withPrices(record, prices.add(c.id, pricesBefore.get(c.id) ?? noPrices(), c.data.prices));
      if (record.new || record.prices) records.push(record);
    } else {
      const before = locked.get(c.id)!;
      records.push({ id: c.id, name: before.nameEn, action: 'deleted', archived: used.has(c.id), old: storedSnapshot(before) });
    }
  }
  // Prices change only through the price-list service: one version per standard list this save touches.
  // This page has no way to confirm prices below the margin floor: such prices are refused here, with
  // the cells named, and can be set (and confirmed) in the list's own editor.
  const keyOf = new Map(creates.map((c) => [idBySlug.get(c.data.slug)!, c.clientId]));
  const tierOf = new Map(TIERS.map((tier) => [lists[tier], tier]));
  // Prices to $0.00 or moved by more than the large-move setting (here or in a list that follows the
  // tier) are refused unless the page showed them and the user confirmed: `large_move`, the cells named.
  const belowFloor: Record<string, string> = {};
  const largeMoves: Record<string, string> = {};
  let moved = 0;
  for (const [listId, listChanges] of prices.byList) {
    try {
      await applyPriceChanges(tx, actor, { listId, changes: listChanges, reason: null, confirmBelowFloor: false, confirmLargeMoves, fromProductSave: true });
    } catch (err) {
      if (!(err instanceof AppError) || (err.code !== 'below_floor' && err.code !== LARGE_MOVE)) throw err;
      // Fields name the product, or `list-slug:product` for a linked list that follows this one.
      for (const [key, value] of Object.entries(err.fields ?? {})) {
        const productId = key.slice(key.lastIndexOf(':') + 1);
        const cell = `${keyOf.get(productId) ?? productId}.prices.${tierOf.get(listId)}`;
        if (err.code === 'below_floor') belowFloor[cell] = 'belowFloor';
        else {
          moved++;
          // The tier's own move names the cell; a move only in a following list marks it too.
          if (!key.includes(':') || !largeMoves[cell]) largeMoves[cell] = value;
        }
      }
    }
  }
  if (Object.keys(belowFloor).length) {
    throw new AppError(
      'validation_failed',
      'Some prices are below cost plus the minimum margin (here or in a list that follows this tier). Set them in Manage prices, where they can be confirmed.',
      belowFloor,
    );
  }
  if (moved) {
    throw new AppError(
      LARGE_MOVE,
      `${moved} ${moved === 1 ? 'price moves' : 'prices move'} by more than the large-move share or to $0.00 (here or in a list that follows this tier). Confirm to save ${moved === 1 ? 'it' : 'them'} anyway.`,
      largeMoves,
    );
  }
  await recordActivity(tx, actor, saveActivity(records));
  // Own properties whatever the client's ids are (`__proto__` is a key here, not the prototype).
  result.ids = Object.fromEntries(ids);
  return result;
}

/** Collects a save's price changes by standard list, for the price-list service. */
class PriceWrites {
  readonly byList = new Map<string, PriceChangeCents[]>();

  constructor(private readonly lists: Record<Tier, string>) {}

  /** Records the tiers whose price changes; returns them for the activity row. */
  add(productId: string, before: TierPrices, after: TierPrices): NonNullable<ProductChangeRecord['prices']> {
    const changed: NonNullable<ProductChangeRecord['prices']> = [];
    for (const tier of TIERS) {
      const oldPrice = before[tier];
      const newPrice = after[tier] === null ? null : money(after[tier]);
      if (oldPrice === newPrice) continue;
      const priceListId = this.lists[tier];
      const list = this.byList.get(priceListId) ?? [];
      list.push({ productId, price: newPrice === null ? null : toCents(newPrice) });
      this.byList.set(priceListId, list);
      changed.push({ priceListId, tier, action: oldPrice === null ? 'created' : newPrice === null ? 'deleted' : 'updated', old: oldPrice, new: newPrice });
    }
    return changed;
  }
}

function withPrices(record: ProductChangeRecord, prices: NonNullable<ProductChangeRecord['prices']>) {
  if (prices.length) record.prices = prices;
  return record;
}

/**
 * One activity row per save: its action is the one every change shares ('updated' when they differ),
 * its resource the product when there is one, and `details.changes` says what happened to each.
 */
function saveActivity(records: ProductChangeRecord[]): ActivityEntry[] {
  if (!records.length) return [];
  const actions = new Set(records.map((r) => r.action));
  return [
    {
      resourceType: 'products',
      resourceId: records.length === 1 ? records[0]!.id : 'batch',
      action: actions.size === 1 ? records[0]!.action : 'updated',
      details: { count: records.length, changes: records } satisfies ProductSaveDetails,
    },
  ];
}

async function pointImageAt(tx: Tx, actor: Actor, id: string, imageUrl: string, store?: () => Promise<unknown>): Promise<ProductImageResult> {
  const [before] = await repo.lockProducts(tx, [id]);
  if (!before || before.archivedAt) throw new AppError('not_found', 'Product not found');
  await store?.();
  const row = await repo.setImageUrl(tx, id, imageUrl);
  await recordActivity(
    tx,
    actor,
    saveActivity([{ id, name: row!.nameEn, action: 'updated', old: { imageUrl: before.imageUrl }, new: { imageUrl } }]),
  );
  return { id, imageUrl, version: row!.version };
}

async function checkUniqueKeys(tx: Tx, changes: Change[]) {
  const edits = changes.filter((c): c is Edit => c.op !== 'delete');
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
    const list = byKey.get(key);
    if (list) list.push(c);
    else byKey.set(key, [c]);
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
 * A unique-index violation (23505) as a 409 naming the key and the product that wanted it. Returns
 * undefined for any other error.
 */
function keyCollision(err: unknown, changes: Change[]): AppError | undefined {
  const pgError = driverError(err);
  if (pgError?.code !== '23505') return undefined;
  const kind = pgError.constraint?.includes('quickbooks') ? 'quickbooksId' : pgError.constraint?.includes('slug') ? 'slug' : null;
  if (!kind) return undefined;
  const value = /\)=\((.*)\) already exists/.exec(pgError.detail ?? '')?.[1];
  const wanting = changes.filter((c): c is Edit => c.op !== 'delete' && (kind === 'slug' ? c.data.slug : c.data.quickbooksId || null) === value);
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

async function tierPricesByProduct(db: Database | Tx, ids: string[]) {
  const out = new Map<string, TierPrices>();
  for (const p of await repo.tierPrices(db, ids)) {
    const tiers = out.get(p.productId) ?? noPrices();
    tiers[p.tier] = money(p.price);
    out.set(p.productId, tiers);
  }
  return out;
}

/** What a save keeps of the stored product when its input leaves a field out. */
type Kept = Pick<repo.ProductRow, 'cost' | 'soldByWeight' | 'caseWeight' | 'quickbooksItem'>;
const NOTHING_KEPT: Kept = { cost: null, soldByWeight: false, caseWeight: null, quickbooksItem: null };

/** The stored values of an input; an absent cost, catch weight or QuickBooks item keeps the stored one. */
function productValues(d: ProductInput, stored: Kept = NOTHING_KEPT): repo.ProductValues {
  const caseWeight = d.caseWeight === undefined ? stored.caseWeight : d.caseWeight;
  const quickbooksItem = d.quickbooksItem === undefined ? stored.quickbooksItem : d.quickbooksItem;
  const storedCost = stored.cost;
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
    cost: d.cost === undefined ? storedCost : d.cost === null ? null : money(d.cost),
    soldByWeight: d.soldByWeight ?? stored.soldByWeight,
    caseWeight: caseWeight === null || caseWeight.trim() === '' ? null : money(caseWeight.trim()),
    quickbooksItem: quickbooksItem?.trim() || null,
  };
}

/**
 * A product sold by weight needs a case weight (above 0, below 1,000 lb); any case weight given must
 * be one. Refused 422 `invalid_case_weight`, naming each field (`<row>.caseWeight`).
 */
function refuseBadCaseWeights(changes: Change[], stored: Map<string, repo.ProductRow>) {
  const fields: Record<string, string> = {};
  for (const c of changes) {
    if (c.op === 'delete') continue;
    const kept = c.op === 'update' ? (stored.get(c.id) ?? NOTHING_KEPT) : NOTHING_KEPT;
    const soldByWeight = c.data.soldByWeight ?? kept.soldByWeight;
    const caseWeight = c.data.caseWeight === undefined ? kept.caseWeight : c.data.caseWeight;
    const problem = caseWeightProblem(soldByWeight, caseWeight);
    if (problem) fields[`${c.op === 'create' ? c.clientId : c.id}.caseWeight`] = problem;
  }
  if (Object.keys(fields).length) {
    throw new AppError(
      'invalid_case_weight',
      `A product sold by weight needs the weight of a case: more than 0 and less than ${CASE_WEIGHT_LIMIT_LB} lb, with at most two decimals.`,
      fields,
    );
  }
}

/** The fields a change records, as they are stored (quantity with two decimals). */
function snapshotOf(d: ProductInput, imageUrl: string | null = null, stored: Kept = NOTHING_KEPT): Record<string, unknown> {
  const v = productValues(d, stored);
  const { nameEn, nameEs, slug, category, unit, packEn, packEs, inStock, quickbooksId, quantity, cost, soldByWeight, caseWeight, quickbooksItem } = v;
  return { slug, nameEn, nameEs, category, unit, packEn, packEs, inStock, imageUrl, quickbooksId, quantity: money(quantity), cost, soldByWeight, caseWeight, quickbooksItem };
}

function storedSnapshot(r: repo.ProductRow): Record<string, unknown> {
  const { id: _id, version: _v, createdAt: _c, updatedAt: _u, archivedAt: _a, ...rest } = r;
  return { ...rest, quantity: money(r.quantity), cost: r.cost === null ? null : money(r.cost), caseWeight: r.caseWeight === null ? null : money(r.caseWeight) };
}

/** numeric arrives as text: keep it exact, always two decimals. */
export function money(value: string): string {
  const [whole, frac = ''] = value.split('.');
  return `${String(Number(whole))}.${frac.padEnd(2, '0').slice(0, 2)}`;
}
