import {
  applyAdjustment,
  fromCents,
  isBelowFloor,
  parsePriceInput,
  toCents,
  type Adjustment,
  type Category,
  type Cents,
  type PriceChange,
  type PriceListDetail,
  type PriceListItem,
  type Language,
} from '@freshprice/shared';
import { readPastedPrice } from '../../../lib/grid/clipboard';

/**
 * The unsaved changes of a price list, keyed by product id, as plain data and pure functions: the
 * grid shows them over the loaded list, the save sends them, and after a version conflict they are
 * laid again over the fresh list.
 */

/** What the grid needs to know about a product (from the list's item, or the catalogue when adding). */
export interface ProductInfo {
  productId: string;
  nameEn: string;
  nameEs: string;
  category: Category | null;
  packEn: string;
  packEs: string;
  inStock: boolean;
  /** What the product costs (staff), when known. */
  cost: Cents | null;
}

/** One row of the grid: a product of the list as loaded, or one being added. */
export interface EditorRow extends ProductInfo {
  /** The price in the list as loaded; null for a product being added. */
  price: Cents | null;
  /** The base list's price (linked lists). */
  basePrice: Cents | null;
  /** Set by hand in a linked list (does not follow the base). */
  overridden: boolean;
  isNew: boolean;
}

export interface PriceDraft {
  /** What was typed or pasted. */
  text: string;
  /** The price it reads as, or null when it is not a price ('Invalid price format.'). */
  cents: Cents | null;
}

export interface Edit {
  product: ProductInfo;
  /** The price the user saw in the list when the first edit of the product began; null: not in the list (an addition). */
  seen: Cents | null;
  price?: PriceDraft;
  /** Remove the product from the list (a list item only). */
  removed?: boolean;
  /** Clear the override: the price follows the base again (a linked list's overridden item). */
  follow?: boolean;
}

export type Edits = Readonly<Record<string, Edit>>;

export const noEdits: Edits = Object.freeze({});

export function rowOfItem(item: PriceListItem): EditorRow {
  return {
    productId: item.productId,
    nameEn: item.nameEn,
    nameEs: item.nameEs,
    category: item.category,
    packEn: item.packEn,
    packEs: item.packEs,
    inStock: item.inStock,
    cost: item.cost == null ? null : toCents(item.cost),
    price: toCents(item.price),
    basePrice: item.basePrice == null ? null : toCents(item.basePrice),
    overridden: item.overridden ?? false,
    isNew: false,
  };
}

function productOf(row: ProductInfo): ProductInfo {
  const { productId, nameEn, nameEs, category, packEn, packEs, inStock, cost } = row;
  return { productId, nameEn, nameEs, category, packEn, packEs, inStock, cost };
}

/** Rows of the products being added, newest first. */
export function addedRows(edits: Edits): EditorRow[] {
  const added: EditorRow[] = [];
  for (const edit of Object.values(edits)) {
    if (edit.seen === null) added.push({ ...edit.product, price: null, basePrice: null, overridden: false, isNew: true });
  }
  return added.reverse();
}

/** The grid's rows: products being added first, then the list's items in the list's order. */
export function buildRows(items: readonly PriceListItem[], edits: Edits): EditorRow[] {
  return [...addedRows(edits), ...items.map(rowOfItem)];
}

function without(edits: Edits, productId: string): Edits {
  const { [productId]: _dropped, ...rest } = edits;
  return rest;
}

/** An edit that changes nothing is no edit: drop it. */
function put(edits: Edits, productId: string, edit: Edit): Edits {
  const empty = edit.seen !== null && !edit.price && !edit.removed && !edit.follow;
  return empty ? without(edits, productId) : { ...edits, [productId]: edit };
}

function startEdit(edits: Edits, row: EditorRow): Edit {
  return edits[row.productId] ?? { product: productOf(row), seen: row.price };
}

/**
 * The user typed or pasted `text` as the row's price. Typing the loaded price back is no change
 * (except for a product being added, which always needs its price).
 */
export function setPrice(edits: Edits, row: EditorRow, text: string, language: Language): Edits {
  const edit = startEdit(edits, row);
  const cents = parsePriceInput(text, language);
  // A typed price replaces a pending "follow base"; typing the old price back (over a follow too) is no change.
  const next: Edit = { ...edit, price: { text, cents } };
  delete next.follow;
  if (edit.seen !== null && cents === edit.seen) delete next.price;
  return put(edits, row.productId, next);
}

/** Remove a product from the list: pending (undoable) for a list item, at once for a product being added. */
export function removeRow(edits: Edits, row: EditorRow): Edits {
  const edit = startEdit(edits, row);
  if (edit.seen === null) return without(edits, row.productId);
  return put(edits, row.productId, { ...edit, removed: true });
}

export function undoRemove(edits: Edits, productId: string): Edits {
  const edit = edits[productId];
  if (!edit) return edits;
  const { removed: _removed, ...rest } = edit;
  return put(edits, productId, rest);
}

/** A linked list's overridden item follows its base again (any typed price is dropped). */
export function followBase(edits: Edits, row: EditorRow): Edits {
  const edit = startEdit(edits, row);
  const { price: _price, ...rest } = edit;
  return put(edits, row.productId, { ...rest, follow: true });
}

export function undoFollow(edits: Edits, productId: string): Edits {
  const edit = edits[productId];
  if (!edit) return edits;
  const { follow: _follow, ...rest } = edit;
  return put(edits, productId, rest);
}

/** Undo every change of one product. */
export function revert(edits: Edits, productId: string): Edits {
  return without(edits, productId);
}

/** Add a catalogue product to the list with a price. */
export function addProduct(edits: Edits, product: ProductInfo, text: string, language: Language): Edits {
  return { ...edits, [product.productId]: { product: productOf(product), seen: null, price: { text, cents: parsePriceInput(text, language) } } };
}

/** The linked list's rule, to show what "follow base" will give. */
export interface LinkRule {
  adjustment: Adjustment | null;
}

/**
 * The price the grid shows for the row: the typed one, the base's adjusted price for "follow base"
 * (when the rule is known), else the loaded one. Null when the typed text is not a price.
 */
export function effectivePrice(row: EditorRow, edit: Edit | undefined, rule?: LinkRule): Cents | null {
  if (edit?.price) return edit.price.cents;
  if (edit?.follow && row.basePrice !== null && rule?.adjustment) return applyAdjustment(row.basePrice, rule.adjustment);
  return row.price;
}

export function isInvalid(edit: Edit | undefined): boolean {
  return Boolean(edit?.price && edit.price.cents === null && !edit.removed);
}

/** Below cost plus the minimum margin (a removed row is not checked). */
export function rowBelowFloor(row: EditorRow, edit: Edit | undefined, minMarginBp: number, rule?: LinkRule): boolean {
  if (edit?.removed) return false;
  const price = effectivePrice(row, edit, rule);
  return price !== null && isBelowFloor(price, row.cost, minMarginBp);
}

/** "3 unsaved changes": products with a valid change; typed prices that are not prices are counted apart. */
export function summarize(edits: Edits): { changes: number; invalid: number } {
  let changes = 0;
  let invalid = 0;
  for (const edit of Object.values(edits)) {
    if (isInvalid(edit)) invalid++;
    else changes++;
  }
  return { changes, invalid };
}

/** The save's `changes`: one per product. Throws when a typed price is invalid (Save is blocked then). */
export function buildChanges(edits: Edits): PriceChange[] {
  const changes: PriceChange[] = [];
  for (const [productId, edit] of Object.entries(edits)) {
    if (edit.removed && edit.seen !== null) {
      changes.push({ productId, price: null });
    } else if (edit.price) {
      if (edit.price.cents === null) throw new RangeError(`invalid price for ${productId}`);
      changes.push({ productId, price: fromCents(edit.price.cents) });
    } else if (edit.follow && edit.seen !== null) {
      // `price` is ignored with override false; it is sent as the current one to satisfy the contract.
      changes.push({ productId, price: fromCents(edit.seen), override: false });
    }
  }
  return changes;
}

/** A product whose price in the fresh list is not the one the user saw when editing it. */
export interface Difference {
  productId: string;
  name: { en: string; es: string };
  /** What the user saw (null: it was not in the list). */
  seen: Cents | null;
  /** What the list holds now (null: no longer in the list). */
  now: Cents | null;
}

/**
 * After a version conflict: the pending edits laid over the fresh list. Each edit keeps the user's
 * intent (their price, their removal); `seen` becomes the fresh price; edits that now change nothing
 * are dropped; and every product whose price moved under the user is reported.
 */
export function reapplyEdits(edits: Edits, fresh: readonly PriceListItem[]): { edits: Edits; differences: Difference[] } {
  const byId = new Map(fresh.map((item) => [item.productId, item]));
  let next: Edits = noEdits;
  const differences: Difference[] = [];
  for (const [productId, edit] of Object.entries(edits)) {
    const item = byId.get(productId);
    const now = item ? toCents(item.price) : null;
    const product = item ? productOf(rowOfItem(item)) : edit.product;
    if (now !== edit.seen) differences.push({ productId, name: { en: product.nameEn, es: product.nameEs }, seen: edit.seen, now });
    if (now === null) {
      // Not in the list now: a typed price adds it again; a removal or "follow base" has nothing left to do.
      if (edit.price && !edit.removed) next = { ...next, [productId]: { product, seen: null, price: edit.price } };
      continue;
    }
    const moved: Edit = { ...edit, product, seen: now };
    if (moved.follow && !item!.overridden) delete moved.follow;
    if (moved.price && moved.price.cents === now && !moved.removed) delete moved.price;
    next = put(next, productId, moved);
  }
  return { edits: next, differences };
}

/** Whether the list follows a base (its items can be overridden and follow again). */
export function isLinked(detail: Pick<PriceListDetail, 'linked' | 'base'>): boolean {
  return Boolean(detail.linked) && detail.base != null;
}

/**
 * Pasted cells onto their rows, each read as a spreadsheet's cell (readPastedPrice: currency signs,
 * a decimal comma in Spanish). A blank cell leaves the row's price as it was (a price is never blank);
 * a cell that is no price stays as pasted (flagged), and both are counted.
 */
export function applyPaste(
  edits: Edits,
  cells: readonly { row: EditorRow; text: string }[],
  language: Language,
): { edits: Edits; filled: number; invalid: number; blank: number } {
  let next = edits;
  let invalid = 0;
  let blank = 0;
  for (const { row, text } of cells) {
    const read = readPastedPrice(text, language);
    if (read.kind === 'blank') {
      blank++;
      continue;
    }
    if (read.kind === 'invalid') invalid++;
    next = read.kind === 'price' ? setPrice(next, row, fromCents(read.cents), 'en') : setPrice(next, row, read.text, language);
  }
  return { edits: next, filled: cells.length - blank, invalid, blank };
}

/**
 * Fill down: the rows below take the price the top row shows (or its text, when that is not a price),
 * as a spreadsheet's Ctrl+D. Rows pending removal are left alone.
 */
export function applyFillDown(edits: Edits, top: EditorRow, rows: readonly EditorRow[], language: Language, rule?: LinkRule): { edits: Edits; filled: number } {
  const source = edits[top.productId];
  const price = effectivePrice(top, source, rule);
  const text = price === null ? (source?.price?.text ?? '') : fromCents(price);
  let next = edits;
  let filled = 0;
  for (const row of rows) {
    if (next[row.productId]?.removed) continue;
    next = setPrice(next, row, text, price === null ? language : 'en');
    filled++;
  }
  return { edits: next, filled };
}

/**
 * The selected rows adjusted (percent or amount, up or down, rounded) from the price each shows now.
 * Rows pending removal or holding an invalid price are left alone (and counted as skipped).
 */
export function applyBulkAdjustment(
  edits: Edits,
  rows: readonly EditorRow[],
  adjustment: Adjustment,
  rule?: LinkRule,
): { edits: Edits; adjusted: number; skipped: number } {
  let next = edits;
  let adjusted = 0;
  let skipped = 0;
  for (const row of rows) {
    const edit = next[row.productId];
    const current = effectivePrice(row, edit, rule);
    if (edit?.removed || current === null) {
      skipped++;
      continue;
    }
    next = setPrice(next, row, fromCents(applyAdjustment(current, adjustment)), 'en');
    adjusted++;
  }
  return { edits: next, adjusted, skipped };
}
