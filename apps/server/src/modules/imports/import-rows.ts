import {
  fromCents,
  isBelowFloor,
  moveFlag,
  percentChange,
  toCents,
  type Cents,
  type ImportAiStatus,
  type ImportInfo,
  type ImportRow,
  type ImportRowStatus,
  type ImportSummary,
  type MoveFlag,
} from '@freshprice/shared';
import { matchIndex, nameKey, proposeMatch, type QbItem, type QbRecord } from '@freshprice/shared/quickbooks';
import type { Tx } from '../../db/tx.js';
import { AppError } from '../../lib/errors.js';
import * as repo from './imports.repo.js';

/** An import's rows: how a batch is planned against the catalogue and the list, and how rows and summaries read. */
export const cents = (money: string | null): Cents | null => (money === null ? null : toCents(money));
export const money = (value: Cents | null) => (value === null ? null : fromCents(value));
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
export const moveOf = (row: { rowClass: string; price: string | null }, before: Cents | null, largeMoveBp: number): MoveFlag | null =>
  row.rowClass === 'product' ? moveFlag(before, cents(row.price), largeMoveBp) : null;

/** The bytes of a batch's records as the file held them (its fields, a separator each): counted against SPEC's 10 MB. */
export const recordBytes = (records: QbRecord[]) =>
  records.reduce(
    (sum, r) => sum + 1 + [r.qbId, r.name, r.description, r.type, r.price ?? '', r.cost ?? ''].reduce((n, field) => n + Buffer.byteLength(field, 'utf8'), 0),
    0,
  );

export const largeMoveError = (flagged: { productId: string | null; line: number; flag: MoveFlag }[]) =>
  new AppError(
    'large_move',
    `${flagged.length} prices of this import move by more than the large-move setting or are $0.00: confirm them first.`,
    Object.fromEntries(flagged.map((f) => [f.productId ?? `line${f.line}`, f.flag === 'zero' ? 'zeroPrice' : 'largeMove'])),
  );

export function aiStatusOf(rowClass: string): ImportAiStatus {
  if (rowClass === 'skipped_not_a_product' || rowClass === 'skipped_known_non_product_code') return rowClass;
  if (rowClass === 'skipped_invalid_description') return 'error';
  return 'success';
}

export function infoOf(row: repo.ImportRecordRow): ImportInfo {
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
export function changesProduct(product: repo.MatchProduct, row: { active: boolean; cost: string | null; qbId: string }): boolean {
  return (
    (row.active && product.archived) ||
    (row.cost !== null && cents(row.cost) !== cents(product.cost)) ||
    (!row.active && product.inStock) ||
    (!product.quickbooksId && row.qbId !== '')
  );
}

/** The price an import writes for a row: a positive price from QuickBooks (0 means "no price there"). */
export const importedPrice = (price: string | null) => {
  const c = cents(price);
  return c !== null && c > 0 ? c : null;
};

/** What an import does to a row's price in the list, given the list's price for its product before. */
export function priceMessage(row: { priceProblem: string | null; price: string | null }, before: Cents | null): string {
  if (row.priceProblem) return `price_${row.priceProblem}`;
  const price = importedPrice(row.price);
  if (price === null) return 'noPrice';
  if (price === before) return 'priceUnchanged';
  return before === null ? 'priceAdded' : 'priceChanged';
}

/** Plans a batch's rows against the catalogue and the list: create, update, unchanged or skip. */
export async function planBatch(tx: Tx, importId: string, listId: string, items: QbItem[], batch: number): Promise<repo.ImportRowValues[]> {
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

/** `before`: the list's price the row's move is measured from (the one when checked, unless a later edit made the move a flagged one). */
export function rowView(row: repo.StagedRow, minMarginBp: number, largeMoveBp: number, before: Cents | null = cents(row.oldPrice), proposal?: repo.ProposalRow): ImportRow {
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

/** The summary SPEC asks for, from the settled rows. */
export function summarize(rows: repo.StagedRow[], priceChanges: number, belowFloor: number): ImportSummary {
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

