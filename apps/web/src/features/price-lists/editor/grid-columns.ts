export type ColumnId = 'select' | 'product' | 'category' | 'pack' | 'cost' | 'base' | 'price' | 'change' | 'margin' | 'flag' | 'follow' | 'remove';

/** The columns a header click sorts by (their names are the URL's `?sort=`). */
export const SORT_COLUMNS = ['product', 'category', 'cost', 'base', 'price', 'change', 'margin'] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
export const isSortColumn = (c: ColumnId): c is SortColumn => (SORT_COLUMNS as readonly string[]).includes(c);

/** The columns a copied block holds (what they show); the checkbox, notes and buttons are no data. */
export const COPY_COLUMNS = new Set<ColumnId>(['product', 'category', 'pack', 'cost', 'base', 'price', 'change', 'margin']);

/** Widths in rem (the product column takes what is left, at least its width). */
export const WIDTH: Record<ColumnId, number> = {
  select: 3,
  product: 10,
  category: 7.5,
  pack: 7,
  cost: 5.5,
  base: 6,
  price: 7.5,
  change: 6.5,
  margin: 6.5,
  flag: 11,
  follow: 7.5,
  remove: 7.5,
};
export const NUMERIC = new Set<ColumnId>(['cost', 'base', 'price', 'change', 'margin']);
/** The checkbox and the product name stay in view when the grid scrolls sideways (narrow screens). */
export const STICKY: Partial<Record<ColumnId, string>> = { select: 'sticky left-0 z-[1]', product: 'sticky left-12 z-[1] shadow-[1px_0_0_var(--color-gray-200)] dark:shadow-[1px_0_0_var(--color-gray-800)]' };

export const ROW_HEIGHT = 48;
export const HEADER_HEIGHT = 40;

/**
 * The columns in order. On a phone (`narrow`) the price comes right after the product, so that it is
 * in view beside the name without scrolling the grid sideways; its margin and notes follow it.
 */
export function gridColumns(linked: boolean, narrow = false): ColumnId[] {
  if (narrow) {
    return linked
      ? ['select', 'product', 'price', 'change', 'margin', 'flag', 'cost', 'base', 'category', 'pack', 'follow', 'remove']
      : ['select', 'product', 'price', 'change', 'margin', 'flag', 'cost', 'category', 'pack', 'remove'];
  }
  return linked
    ? ['select', 'product', 'category', 'pack', 'cost', 'base', 'price', 'change', 'margin', 'flag', 'follow', 'remove']
    : ['select', 'product', 'category', 'pack', 'cost', 'price', 'change', 'margin', 'flag', 'remove'];
}

/** The price box of the active cell while it is open. */
export interface Editing {
  draft: string;
  /** The text the box started with: committing it unchanged is no edit. */
  initial: string;
  /** Select the whole text when the box opens (Enter, F2, click), or put the caret after a typed character. */
  selectAll: boolean;
}
