import {
  fromCents,
  IMPORT_IDLE_MINUTES,
  IMPORT_MAX_FILE_BYTES,
  IMPORT_MAX_IN_PROGRESS,
  isBelowFloor,
  isUuid,
  moveFlag,
  percentChange,
  slugify,
  summarizeMoves,
  toCents,
  type Cents,
  type ImportAiStatus,
  type DecideMatchesInput,
  type ImportBatchInput,
  type ImportBatchResult,
  type ImportInfo,
  type ImportPlan,
  type ImportRow,
  type ImportRowStatus,
  type ImportSummary,
  type MoveFlag,
  type StartImportInput,
} from '@freshprice/shared';
import { classifyRecord, matchIndex, nameKey, proposeMatch, type QbItem, type QbRecord } from '@freshprice/shared/quickbooks';
import { authorize, type ServiceCall } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import type { Tx } from '../../db/tx.js';
import { AppError } from '../../lib/errors.js';
import { recordActivity } from '../activity/activity.repo.js';
import * as listsRepo from '../price-lists/price-lists.repo.js';
import { applyPriceChanges, type PriceChangeCents } from '../price-lists/price-lists.service.js';
import * as productsRepo from '../products/products.repo.js';
import * as repo from './imports.repo.js';

const notFound = () => new AppError('not_found', 'Import not found');
const listNotFound = () => new AppError('not_found', 'Price list not found', { priceList: 'priceListNotFound' });
const cents = (money: string | null): Cents | null => (money === null ? null : toCents(money));
const money = (value: Cents | null) => (value === null ? null : fromCents(value));
/** At most `n` UTF-16 units, never half of an emoji. */
const clip = (text: string, n: number) => (text.length <= n ? text : text.slice(0, /[\uD800-\uDBFF]/.test(text[n - 1]!) ? n - 1 : n));

/** A row's product and price, as the dry run shows them and as the import writes them. */
const SKIP_CLASSES = new Set([
  'skipped_service_item',
  'skipped_known_non_product_code',
  'skipped_not_a_product',
  'skipped_invalid_description',
  'skipped_invalid_price',
]);

/**
 * A product row's move (`moveFlag`): its QuickBooks price against the list's price `before`. A $0.00 in
 * QuickBooks is flagged too, though the import never writes it (0 there means "no price").
 */
const moveOf = (row: { rowClass: string; price: string | null }, before: Cents | null, largeMoveBp: number): MoveFlag | null =>
  row.rowClass === 'product' ? moveFlag(before, cents(row.price), largeMoveBp) : null;

/** The bytes of a batch's records as the file held them (its fields, a separator each): counted against SPEC's 10 MB. */
const recordBytes = (records: QbRecord[]) =>
  records.reduce(
    (sum, r) => sum + 1 + [r.qbId, r.name, r.description, r.type, r.price ?? '', r.cost ?? ''].reduce((n, field) => n + Buffer.byteLength(field, 'utf8'), 0),
    0,
  );

const largeMoveError = (flagged: { productId: string | null; line: number; flag: MoveFlag }[]) =>
  new AppError(
    'large_move',
    `${flagged.length} prices of this import move by more than the large-move setting or are $0.00: confirm them first.`,
    Object.fromEntries(flagged.map((f) => [f.productId ?? `line${f.line}`, f.flag === 'zero' ? 'zeroPrice' : 'largeMove'])),
  );

function aiStatusOf(rowClass: string): ImportAiStatus {
  if (rowClass === 'skipped_not_a_product' || rowClass === 'skipped_known_non_product_code') return rowClass;
  if (rowClass === 'skipped_invalid_description') return 'error';
  return 'success';
}

function infoOf(row: repo.ImportRecordRow): ImportInfo {
  return {
    id: row.id,
    fileName: row.fileName,
    layout: row.layout as ImportInfo['layout'],
    priceList: { id: row.priceListId, slug: row.priceListSlug, name: row.priceListName },
    userEmail: row.userEmail,
    status: row.status,
    totalRows: row.totalRows,
    batchCount: row.batchCount,
    stagedBatches: row.stagedBatches,
    appliedBatches: row.appliedBatches,
    versionNumber: row.versionNumber,
    undoVersionNumber: row.undoVersionNumber,
    summary: row.summary,
    createdAt: row.createdAt,
    finishedAt: row.finishedAt,
  };
}

/**
 * Matching by QuickBooks id first (archived products too), then by name key of a live product in
 * either language (ADR 013). `byQb` holds the products with the batch's QuickBooks ids; `live` is the
 * live catalogue, read only when some row is left without a QuickBooks match.
 */
function matcher(byQbId: repo.MatchProduct[], live: repo.MatchProduct[]) {
  const byQb = new Map(byQbId.map((p) => [p.quickbooksId, p]));
  const byKey = new Map<string, repo.MatchProduct>();
  for (const p of live) {
    for (const key of [nameKey(p.nameEn), nameKey(p.nameEs)]) if (!byKey.has(key)) byKey.set(key, p);
  }
  return (qbId: string, key: string) => (qbId ? byQb.get(qbId) : undefined) ?? byKey.get(key);
}

/** Whether a row changes its product itself (not its price): cost, stock, a missing QuickBooks id, an archived product coming back. */
function changesProduct(product: repo.MatchProduct, row: { active: boolean; cost: string | null; qbId: string }): boolean {
  return (
    (row.active && product.archived) ||
    (row.cost !== null && cents(row.cost) !== cents(product.cost)) ||
    (!row.active && product.inStock) ||
    (!product.quickbooksId && row.qbId !== '')
  );
}

/** The price an import writes for a row: a positive price from QuickBooks (0 means "no price there"). */
const importedPrice = (price: string | null) => {
  const c = cents(price);
  return c !== null && c > 0 ? c : null;
};

/** What an import does to a row's price in the list, given the list's price for its product before. */
function priceMessage(row: { priceProblem: string | null; price: string | null }, before: Cents | null): string {
  if (row.priceProblem) return `price_${row.priceProblem}`;
  const price = importedPrice(row.price);
  if (price === null) return 'noPrice';
  if (price === before) return 'priceUnchanged';
  return before === null ? 'priceAdded' : 'priceChanged';
}

export function createImportsService(deps: { db: Database }) {
  const { db } = deps;

  async function load(id: string): Promise<repo.ImportRecordRow> {
    if (!isUuid(id)) throw notFound();
    const row = await repo.findImport(db, id);
    if (!row) throw notFound();
    return row;
  }

  async function locked(tx: Tx, id: string) {
    if (!isUuid(id)) throw notFound();
    const row = await repo.lockImport(tx, id);
    if (!row) throw notFound();
    return row;
  }

  /** Plans a batch's rows against the catalogue and the list: create, update, unchanged or skip. */
  async function plan(tx: Tx, importId: string, listId: string, items: QbItem[], batch: number): Promise<repo.ImportRowValues[]> {
    const keyed = items.map((item) => ({ item, key: nameKey(item.nameEn) }));
    const byQbId = await repo.productsFor(tx, [], [...new Set(items.map((i) => i.qbId).filter(Boolean))]);
    const qbMatched = new Set(byQbId.map((p) => p.quickbooksId));
    const needsNames = items.some((i) => (i.rowClass === 'product' || i.rowClass === 'processed_inactive') && !qbMatched.has(i.qbId));
    const match = matcher(byQbId, needsNames ? await repo.liveProducts(tx) : []);
    const matched = new Map(keyed.map(({ item, key }) => [item.line, match(item.qbId, key)]));
    // Only a product row the catalogue does not have may be one an earlier batch creates.
    const unmatched = keyed.filter(({ item }) => item.rowClass === 'product' && !matched.get(item.line));
    const planned = unmatched.length
      ? await repo.earlierCreates(tx, importId, { qbIds: unmatched.map(({ item }) => item.qbId).filter(Boolean), keys: unmatched.map(({ key }) => key) }, false)
      : [];
    const plannedQb = new Set(planned.map((p) => p.qbId).filter(Boolean));
    const plannedKey = new Set(planned.map((p) => p.nameKey));
    const ids = [...new Set([...matched.values()].filter((p) => p !== undefined).map((p) => p.id))];
    const prices = await repo.listPrices(tx, listId, ids);
    // Rows that would create a product get a likely match to accept or reject (issue item 5); the
    // catalogue is read and indexed only when some row of the batch would create one.
    let propose: ((item: QbItem) => string | null) | null = null;
    const proposals = async () => {
      if (propose) return propose;
      const index = matchIndex(await repo.proposalCandidates(tx));
      // A product this batch matches by QuickBooks id is that item, not another one's near-duplicate.
      const taken = new Set(byQbId.map((p) => p.id));
      propose = (item) => proposeMatch(index, [item.sourceName, item.nameEn], taken)?.id ?? null;
      return propose;
    };
    const proposed = new Map<number, string | null>();
    for (const { item, key } of keyed) {
      if (item.rowClass !== 'product' || matched.get(item.line)) continue;
      if ((item.qbId !== '' && plannedQb.has(item.qbId)) || plannedKey.has(key)) continue;
      proposed.set(item.line, (await proposals())(item));
    }
    return keyed.map(({ item, key }) => {
      const product = matched.get(item.line);
      let action: repo.ImportRowValues['action'] = 'skip';
      let oldPrice: string | null = null;
      if (item.rowClass === 'product' || item.rowClass === 'processed_inactive') {
        if (product) {
          oldPrice = prices.get(product.id) ?? null;
          const price = importedPrice(item.price === null ? null : fromCents(item.price));
          const priceChanges = price !== null && price !== cents(oldPrice);
          const active = item.rowClass === 'product';
          action = priceChanges || changesProduct(product, { active, cost: money(item.cost), qbId: item.qbId }) ? 'update' : 'unchanged';
        } else if (item.rowClass === 'product') {
          // A product an earlier row of this import creates is updated by this one, not created twice.
          const earlier = (item.qbId !== '' && plannedQb.has(item.qbId)) || plannedKey.has(key);
          action = earlier ? 'update' : 'create';
          if (item.qbId) plannedQb.add(item.qbId);
          plannedKey.add(key);
        }
      }
      return {
        line: item.line,
        batch,
        qbId: item.qbId,
        sourceName: clip(item.sourceName, 500),
        nameKey: key,
        rowClass: item.rowClass,
        nameEn: clip(item.nameEn, 200),
        nameEs: clip(item.nameEs, 200),
        category: item.category,
        price: money(item.price),
        cost: money(item.cost),
        priceProblem: item.priceProblem ?? null,
        action,
        productId: product?.id ?? null,
        oldPrice,
        oldCost: product?.cost ?? null,
        status: 'pending',
        message: null,
        proposedProductId: action === 'create' ? (proposed.get(item.line) ?? null) : null,
      };
    });
  }

  /** The first free slug for each new product's English name. */
  async function slugsFor(tx: Tx, names: string[]): Promise<string[]> {
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

  /** `before`: the list's price the row's move is measured from (the one when checked, unless a later edit made the move a flagged one). */
  function rowView(row: repo.StagedRow, minMarginBp: number, largeMoveBp: number, before: Cents | null = cents(row.oldPrice), proposal?: repo.ProposalRow): ImportRow {
    const newPrice = importedPrice(row.price);
    // Inactive items get no price: they are marked out of stock, and their list prices stay.
    const isProduct = row.rowClass === 'product';
    return {
      line: row.line,
      qbId: row.qbId,
      sourceName: row.sourceName,
      aiStatus: aiStatusOf(row.rowClass),
      nameEn: row.nameEn,
      nameEs: row.nameEs,
      category: row.category as ImportRow['category'],
      action: row.action,
      productId: row.productId,
      oldPrice: money(before),
      newPrice: isProduct && newPrice !== null ? fromCents(newPrice) : null,
      cost: row.cost,
      oldCost: row.oldCost,
      moveFlag: moveOf(row, before, largeMoveBp),
      movePercent: isProduct ? percentChange(before, cents(row.price)) : null,
      // Flagged only where the import sets the price: a price it leaves alone is not its doing.
      belowFloor: isProduct && newPrice !== null && fromCents(newPrice) !== row.oldPrice && isBelowFloor(newPrice, cents(row.cost), minMarginBp),
      status: (row.status === 'pending' && SKIP_CLASSES.has(row.rowClass) ? row.rowClass : row.status) as ImportRowStatus,
      message: row.message ?? (row.priceProblem ? `price_${row.priceProblem}` : null),
      proposal: proposal
        ? { productId: proposal.productId, nameEn: proposal.nameEn, nameEs: proposal.nameEs, packEn: proposal.packEn, packEs: proposal.packEs, decision: proposal.decision }
        : null,
    };
  }

  return {
    /** Starts an import of a file into a list, or resumes the unfinished one of the same file and list. */
    async start({ actor, input }: ServiceCall<StartImportInput>) {
      const caller = authorize(actor, 'import.run');
      const list = await listsRepo.findList(db, input.priceList, isUuid(input.priceList));
      if (!list) throw listNotFound();
      const unfinished = await repo.findUnfinished(db, input.fileHash, list.id);
      if (unfinished && unfinished.batchCount === input.batchCount && unfinished.totalRows === input.totalRows) {
        return { ...infoOf(unfinished), resumed: true };
      }
      // Resuming is always allowed; a new import waits while the user has too many going.
      if ((await repo.countInProgress(db, caller.id, IMPORT_IDLE_MINUTES)) >= IMPORT_MAX_IN_PROGRESS) {
        throw new AppError(
          'rate_limited',
          `You have ${IMPORT_MAX_IN_PROGRESS} imports in progress. Finish one, or wait ${IMPORT_IDLE_MINUTES} minutes, before starting another.`,
          { imports: 'tooManyInProgress' },
        );
      }
      const id = await repo.insertImport(db, {
        userId: caller.id,
        userEmail: caller.email,
        fileName: input.fileName,
        fileHash: input.fileHash,
        layout: input.layout,
        priceListId: list.id,
        priceListSlug: list.slug,
        totalRows: input.totalRows,
        batchCount: input.batchCount,
      });
      return { ...infoOf(await load(id)), resumed: false };
    },

    async index({ actor }: ServiceCall) {
      authorize(actor, 'import.run');
      return { items: (await repo.recentImports(db, 50)).map(infoOf) };
    },

    /** The import with every row: before Import, what it would do (the dry run); after, what it did. */
    async get({ actor, input }: ServiceCall<{ id: string }>): Promise<ImportPlan> {
      authorize(actor, 'import.run');
      const info = await load(input.id);
      const [rows, settings, proposals] = await Promise.all([repo.rowsOfImport(db, info.id), listsRepo.pricingSettingsOf(db), repo.proposalsOf(db, info.id)]);
      const proposalOf = new Map(proposals.map((p) => [p.line, p]));
      const { minMarginBp, largeMoveBp } = settings;
      // Before its prices are written, a row is measured against the list as it is now too: a price edited
      // since the check that makes the move a flagged one is shown (finishing checks the same).
      const pending = (info.status === 'ready' || info.status === 'applying') && info.priceListId !== null;
      const ids = pending ? [...new Set(rows.filter((r) => r.rowClass === 'product' && r.productId).map((r) => r.productId!))] : [];
      const now = new Map((ids.length ? await listsRepo.itemsOf(db, info.priceListId!, ids) : []).map((i) => [i.productId, cents(i.price)]));
      const before = (r: repo.StagedRow): Cents | null => {
        const staged = cents(r.oldPrice);
        if (!r.productId || !now.has(r.productId)) return staged;
        const current = now.get(r.productId)!;
        return !moveOf(r, staged, largeMoveBp) && moveOf(r, current, largeMoveBp) ? current : staged;
      };
      const views = rows.map((r) => rowView(r, minMarginBp, largeMoveBp, before(r), proposalOf.get(r.line)));
      const counts: Record<string, number> = {};
      let create = 0;
      let update = 0;
      let unchanged = 0;
      let priceChanges = 0;
      let belowFloor = 0;
      let costChanges = 0;
      for (const [i, v] of views.entries()) {
        const key = rows[i]!.status === 'pending' ? rows[i]!.rowClass : v.status;
        counts[key] = (counts[key] ?? 0) + 1;
        if (v.action === 'create') create++;
        else if (v.action === 'update') update++;
        else if (v.action === 'unchanged') unchanged++;
        if (v.newPrice !== null && v.newPrice !== v.oldPrice) priceChanges++;
        if (v.belowFloor) belowFloor++;
        if ((v.action === 'create' || v.action === 'update') && v.cost !== null && v.cost !== v.oldCost) costChanges++;
      }
      const summary = summarizeMoves(
        rows.filter((r) => r.rowClass === 'product').map((r) => ({ old: before(r), new: cents(r.price), line: r.line, sourceName: r.sourceName })),
        largeMoveBp,
      );
      const largest = summary.largest;
      const moves = {
        flagged: summary.flagged.length,
        zero: summary.zero,
        large: summary.large,
        largeMoveBp,
        largest:
          largest && largest.new !== null
            ? { line: largest.line, sourceName: largest.sourceName, oldPrice: money(largest.old), newPrice: fromCents(largest.new), percent: largest.percent }
            : null,
      };
      return { import: infoOf(info), counts, create, update, unchanged, priceChanges, belowFloor, costChanges, moves, rows: views };
    },

    /** Stages batch `number`: classifies and plans its records. Posting it again changes nothing. */
    async stage({ actor, input }: ServiceCall<ImportBatchInput & { id: string; number: number }>): Promise<ImportBatchResult> {
      authorize(actor, 'import.run');
      return db.transaction(async (tx) => {
        const imp = await locked(tx, input.id);
        if (input.number > imp.batchCount) throw new AppError('validation_failed', `This import has ${imp.batchCount} batches.`, { number: 'noSuchBatch' });
        if (await repo.findBatch(tx, input.id, input.number)) return { number: input.number, rows: input.records.length, success: 0, errors: 0, repeated: true };
        if (imp.status !== 'staging') throw new AppError('conflict', 'This import is past checking its file.', { status: imp.status });
        const info = (await repo.findImport(tx, input.id))!;
        if (!info.priceListId) throw listNotFound();
        // SPEC's 10 MB a file, counted on what the server stores, whatever the browser claims.
        const bytes = recordBytes(input.records);
        if (imp.stagedBytes + bytes > IMPORT_MAX_FILE_BYTES) {
          throw new AppError('payload_too_large', 'This import is larger than 10 MB: the file is over the limit.', { records: 'importTooLarge' });
        }
        const rows = await plan(tx, input.id, info.priceListId, input.records.map(classifyRecord), input.number);
        await repo.insertBatch(tx, input.id, input.number, rows.length);
        if ((await repo.insertRows(tx, input.id, rows)) !== rows.length) {
          throw new AppError('validation_failed', 'An earlier batch of this import holds one of these lines.', { records: 'lineAlreadyStaged' });
        }
        await repo.touchImport(tx, input.id, bytes);
        const { staged } = await repo.countBatches(tx, input.id);
        if (staged === imp.batchCount) await repo.setImport(tx, input.id, { status: 'ready' });
        const skipped = rows.filter((r) => r.action === 'skip').length;
        return { number: input.number, rows: rows.length, success: rows.length - skipped, errors: 0, repeated: false };
      });
    },

    /**
     * Discards a dry run the user leaves ("Choose another file"): nothing of it was written to the
     * catalogue, so its staged rows go, and it no longer counts among the user's imports in progress.
     */
    async discard({ actor, input }: ServiceCall<{ id: string }>): Promise<void> {
      authorize(actor, 'import.run');
      await db.transaction(async (tx) => {
        const imp = await locked(tx, input.id);
        if (imp.status !== 'staging' && imp.status !== 'ready') {
          throw new AppError('conflict', 'Only an import not yet applied can be discarded.', { status: imp.status });
        }
        await repo.deleteImport(tx, input.id);
      });
    },

    /**
     * Staff's decision on the dry run's proposed matches, before anything is applied: accepted rows
     * update the proposed product, rejected ones create a new draft. Only a proposal the server made for
     * that row can be accepted: the browser names lines, never products.
     */
    async decideMatches({ actor, input }: ServiceCall<DecideMatchesInput & { id: string }>): Promise<ImportPlan> {
      authorize(actor, 'import.run');
      await db.transaction(async (tx) => {
        const imp = await locked(tx, input.id);
        if (imp.status !== 'staging' && imp.status !== 'ready') throw new AppError('conflict', 'This import is past its dry run.', { status: imp.status });
        if (!imp.priceListId) throw listNotFound();
        const lines = input.lines ? [...new Set(input.lines)] : null;
        if (lines) {
          const missing = await repo.linesWithoutProposal(tx, input.id, lines);
          if (missing.length) throw new AppError('validation_failed', `Line ${missing[0]} has no proposed match.`, { lines: 'noProposal' });
        }
        await repo.decideMatches(tx, input.id, imp.priceListId, input.decision, lines);
      });
      return this.get({ actor, input: { id: input.id } });
    },

    /** Applies staged batch `number` in one transaction: products created and updated. Applying it again changes nothing. */
    async apply({ actor, input }: ServiceCall<{ id: string; number: number; confirmLargeMoves?: boolean }>): Promise<ImportBatchResult> {
      const caller = authorize(actor, 'import.run');
      return db.transaction(async (tx) => {
        const imp = await locked(tx, input.id);
        const batch = await repo.findBatch(tx, input.id, input.number);
        if (!batch) throw new AppError('conflict', 'This batch has not been checked yet.', { number: 'batchNotStaged' });
        if (batch.appliedAt) return { number: input.number, rows: 0, success: 0, errors: 0, repeated: true };
        if (imp.status !== 'ready' && imp.status !== 'applying') throw new AppError('conflict', 'This import cannot be applied now.', { status: imp.status });
        // The list was deleted since: no more products are created for it (finishing then fails the import).
        if (!imp.priceListId) throw listNotFound();
        if (imp.status === 'ready') {
          // Nothing is written before the flagged rows the dry run showed are confirmed (finishing checks them again).
          if (!input.confirmLargeMoves) {
            const { largeMoveBp } = await listsRepo.pricingSettingsOf(tx);
            const flagged = (await repo.rowsOfImport(tx, input.id))
              .map((r) => ({ productId: r.productId, line: r.line, flag: moveOf(r, cents(r.oldPrice), largeMoveBp) }))
              .filter((r): r is { productId: string | null; line: number; flag: MoveFlag } => r.flag !== null);
            if (flagged.length) throw largeMoveError(flagged);
          }
          await repo.setImport(tx, input.id, { status: 'applying' });
        }
        await repo.touchImport(tx, input.id);

        const rows = await repo.rowsOfImport(tx, input.id, input.number);
        // The products checking matched, the ones earlier batches created, and any that took one of
        // these QuickBooks ids since: looked up by this batch's names only.
        const qbIds = rows.map((r) => r.qbId).filter(Boolean);
        // Only a row checking found no product for may name one an earlier batch created.
        const open = rows.filter((r) => r.productId === null && (r.rowClass === 'product' || r.rowClass === 'processed_inactive'));
        const earlier = open.length
          ? await repo.earlierCreates(tx, input.id, { qbIds: open.map((r) => r.qbId).filter(Boolean), keys: open.map((r) => r.nameKey) }, true)
          : [];
        const known = await repo.productsFor(tx, [...new Set([...rows.map((r) => r.productId), ...earlier.map((e) => e.productId)].filter((id) => id !== null))], qbIds);
        const byId = new Map(known.map((p) => [p.id, p]));
        const byQb = new Map(known.filter((p) => p.quickbooksId).map((p) => [p.quickbooksId!, p]));
        const earlierByQb = new Map(earlier.filter((e) => e.qbId).map((e) => [e.qbId, e.productId]));
        const earlierByKey = new Map(earlier.map((e) => [e.nameKey, e.productId]));
        const match = (qbId: string, key: string, productId: string | null) =>
          (productId ? byId.get(productId) : undefined) ??
          (qbId ? byQb.get(qbId) : undefined) ??
          byId.get((qbId ? earlierByQb.get(qbId) : undefined) ?? earlierByKey.get(key) ?? '');
        const creates = new Map<string, repo.StagedRow[]>();
        const adopted = new Map<string, string>();
        const updates = new Map<string, { id: string; cost: string | null; active: boolean; quickbooksId: string | null }>();
        const settled: { line: number; productId: string | null; status: string; message: string | null }[] = [];
        // Rows that write their product's cost, with the cost it had just before: an undo puts it back.
        const costs: { line: number; oldCost: string | null }[] = [];
        for (const row of rows) {
          if (row.action === 'skip' && row.rowClass !== 'processed_inactive') {
            settled.push({ line: row.line, productId: null, status: row.rowClass, message: row.priceProblem ? `price_${row.priceProblem}` : null });
            continue;
          }
          const active = row.rowClass === 'product';
          const product = match(row.qbId, row.nameKey, row.productId);
          // The price message as it stands now (the list's price when checked); finishing corrects the few it must.
          const message = active ? priceMessage(row, row.productId === product?.id ? cents(row.oldPrice) : null) : null;
          if (product && row.action === 'unchanged') {
            settled.push({ line: row.line, productId: product.id, status: 'success', message });
          } else if (product) {
            if (changesProduct(product, { active, cost: row.cost, qbId: row.qbId })) {
              updates.set(product.id, { id: product.id, cost: row.cost, active, quickbooksId: row.qbId || null });
              if (row.cost !== null && cents(row.cost) !== cents(product.cost)) costs.push({ line: row.line, oldCost: product.cost });
            }
            // An accepted match: the product is this QuickBooks item from now on.
            if (row.matchDecision === 'accepted' && row.qbId && product.id === row.productId) adopted.set(product.id, row.qbId);
            settled.push({ line: row.line, productId: product.id, status: active ? 'success' : 'processed_inactive', message });
          } else if (active) {
            const key = row.qbId || `key:${row.nameKey}`;
            creates.set(key, [...(creates.get(key) ?? []), row]);
          } else {
            settled.push({ line: row.line, productId: null, status: 'processed_inactive', message: 'notInCatalogue' });
          }
        }
        const newOnes = [...creates.values()];
        const slugs = await slugsFor(
          tx,
          newOnes.map((group) => group[0]!.nameEn),
        );
        const inserted = await productsRepo.insertProducts(
          tx,
          newOnes.map((group, i) => {
            const first = group[0]!;
            return {
              nameEn: first.nameEn,
              nameEs: first.nameEs,
              slug: slugs[i]!,
              category: first.category as productsRepo.ProductValues['category'],
              unit: 'each',
              packEn: '',
              packEs: '',
              inStock: true,
              quickbooksId: first.qbId || null,
              quantity: '0',
              cost: first.cost,
              // Made from a QuickBooks row with no Spanish review, pack or image: staff publish it (issue item 4).
              draft: true,
            };
          }),
        );
        const idBySlug = new Map(inserted.map((r) => [r.slug, r.id]));
        newOnes.forEach((group, i) => {
          for (const row of group) settled.push({ line: row.line, productId: idBySlug.get(slugs[i]!)!, status: 'success', message: priceMessage(row, null) });
          // A product the import creates had no cost before it.
          if (group[0]!.cost !== null) costs.push({ line: group[0]!.line, oldCost: null });
        });
        await repo.updateImportedProducts(tx, [...updates.values()]);
        await repo.adoptQuickbooksIds(tx, [...adopted].map(([id, qbId]) => ({ id, qbId })));
        await repo.settleRows(tx, input.id, settled);
        await repo.markCostsWritten(tx, input.id, costs);
        await repo.markBatchApplied(tx, input.id, input.number);
        if (inserted.length || updates.size || adopted.size) {
          await recordActivity(tx, caller, [
            {
              resourceType: 'products',
              resourceId: input.id,
              action: inserted.length ? 'created' : 'updated',
              // `name` for readers of the raw record; the log page words it from `batch` in the reader's language.
              details: { name: `QuickBooks import, batch ${input.number}`, batch: input.number, created: inserted.length, updated: updates.size, matched: adopted.size },
            },
          ]);
        }
        const errors = settled.filter((s) => s.status.startsWith('error')).length;
        return { number: input.number, rows: rows.length, success: rows.length - errors, errors, repeated: false };
      });
    },

    /**
     * Ends the import: rows of batches never applied failed with them; every price change of the
     * import is written as ONE version of the list (linked lists follow once).
     */
    async finish({ actor, input }: ServiceCall<{ id: string; confirmBelowFloor?: boolean; confirmLargeMoves?: boolean }>): Promise<ImportInfo> {
      const caller = authorize(actor, 'import.run');
      await db.transaction(async (tx) => {
        const imp = await locked(tx, input.id);
        if (imp.status === 'staging') throw new AppError('conflict', 'This import has not been checked yet.', { status: imp.status });
        if (imp.status !== 'applying' && imp.status !== 'ready') throw new AppError('conflict', 'This import has already finished.', { status: imp.status });
        const info = (await repo.findImport(tx, input.id))!;
        await repo.failUnappliedRows(tx, input.id);
        const rows = await repo.rowsOfImport(tx, input.id);
        if (!info.priceListId) {
          // The list was deleted while the import ran: there is nothing to price. The import fails, and
          // the products it created stay until it is undone.
          await repo.setImport(tx, input.id, { status: 'failed', summary: summarize(rows, 0, 0), finishedAt: new Date() });
          return;
        }
        const current = new Map((await listsRepo.itemsOf(tx, info.priceListId)).map((i) => [i.productId, cents(i.price)]));
        const changes = new Map<string, PriceChangeCents>();
        const messages: { line: number; productId: string | null; status: string; message: string | null }[] = [];
        const { largeMoveBp } = await listsRepo.pricingSettingsOf(tx);
        const flagged: { productId: string | null; line: number; flag: MoveFlag }[] = [];
        for (const row of rows) {
          if (row.status !== 'success' || !row.productId) continue;
          // Against the list as it is now: a move made large by an edit since the dry run is caught too.
          const flag = moveOf(row, current.get(row.productId) ?? null, largeMoveBp) ?? moveOf(row, cents(row.oldPrice), largeMoveBp);
          if (flag) flagged.push({ productId: row.productId, line: row.line, flag });
          const price = importedPrice(row.price);
          let message = priceMessage(row, current.get(row.productId) ?? null);
          if (price !== null && (message === 'priceAdded' || message === 'priceChanged')) {
            // A second row of the same product and price changes nothing more.
            if (changes.get(row.productId)?.price === price) message = 'priceUnchanged';
            else changes.set(row.productId, { productId: row.productId, price });
          }
          // Applying wrote each row's message as it stood then: only those that changed since are written.
          if (message !== row.message) {
            messages.push({ line: row.line, productId: row.productId, status: row.status, message });
            row.message = message;
          }
        }
        if (flagged.length && !input.confirmLargeMoves) throw largeMoveError(flagged);
        const result = await applyPriceChanges(tx, caller, {
          listId: info.priceListId,
          changes: [...changes.values()],
          reason: { kind: 'import', file: info.fileName },
          confirmBelowFloor: input.confirmBelowFloor ?? false,
          ...(input.confirmLargeMoves ? { confirmLargeMoves: true } : {}),
        });
        await repo.settleRows(tx, input.id, messages);
        const summary = summarize(rows, changes.size, result.belowFloor.length);
        const status = summary.errors === 0 ? 'completed' : summary.created + summary.updated + summary.unchanged > 0 ? 'completed_with_issues' : 'failed';
        await repo.setImport(tx, input.id, { status, summary, versionNumber: result.version, finishedAt: new Date() });
      });
      return infoOf(await load(input.id));
    },

    /**
     * Puts the list's prices back as they were before the import (a new version); archives products it
     * created that no list holds. A failed import can be undone too: it may have created products.
     */
    async undo({ actor, input }: ServiceCall<{ id: string }>): Promise<ImportInfo> {
      const caller = authorize(actor, 'import.run');
      await db.transaction(async (tx) => {
        const imp = await locked(tx, input.id);
        if (imp.status !== 'completed' && imp.status !== 'completed_with_issues' && imp.status !== 'failed') {
          throw new AppError('conflict', 'Only a finished import can be undone.', { status: imp.status });
        }
        const info = (await repo.findImport(tx, input.id))!;
        let undoVersion: number | null = null;
        // A deleted list has no prices to put back; the products the import created are still archived.
        if (info.versionNumber !== null && info.priceListId) {
          const changes = await listsRepo.versionChanges(tx, info.priceListId, info.versionNumber);
          const result = await applyPriceChanges(tx, caller, {
            listId: info.priceListId,
            changes: changes.map((c) => ({ productId: c.productId, price: cents(c.oldPrice) })),
            reason: { kind: 'import_undo', file: info.fileName },
            confirmBelowFloor: true,
            // The Undo dialog is the confirmation: these are the prices the list had before the import.
            confirmLargeMoves: true,
          });
          undoVersion = result.version;
        }
        const restored = await repo.restoreCosts(tx, input.id);
        if (restored.length) {
          await recordActivity(tx, caller, [
            { resourceType: 'products', resourceId: input.id, action: 'updated', details: { name: `Undo QuickBooks import ${info.fileName}`.slice(0, 200), fileName: info.fileName, costsRestored: restored.length } },
          ]);
        }
        const unused = await repo.createdAndUnused(tx, input.id);
        if (unused.length) await productsRepo.archiveProducts(tx, unused);
        await repo.setImport(tx, input.id, { status: 'undone', undoVersionNumber: undoVersion, undoneAt: new Date() });
      });
      return infoOf(await load(input.id));
    },
  };
}

/** The summary SPEC asks for, from the settled rows. */
function summarize(rows: repo.StagedRow[], priceChanges: number, belowFloor: number): ImportSummary {
  const summary: ImportSummary = {
    totalProcessed: rows.length,
    created: 0,
    updated: 0,
    unchanged: 0,
    skipped: 0,
    invalid: 0,
    errors: 0,
    processedInactive: 0,
    priceChanges,
    belowFloor,
  };
  for (const row of rows) {
    if (row.status.startsWith('error') || row.status === 'unknown_error') summary.errors++;
    else if (row.status === 'processed_inactive') summary.processedInactive++;
    else if (row.status === 'skipped_invalid_description' || row.status === 'skipped_invalid_price') summary.invalid++;
    else if (row.status.startsWith('skipped')) summary.skipped++;
    else if (row.action === 'create') summary.created++;
    else if (row.action === 'update') summary.updated++;
    else summary.unchanged++;
  }
  return summary;
}

export type ImportsService = ReturnType<typeof createImportsService>;
