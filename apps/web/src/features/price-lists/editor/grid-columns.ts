export type ColumnId = 'select' | 'product' | 'pack' | 'cost' | 'base' | 'price' | 'margin' | 'flag' | 'follow' | 'remove';

/** Widths in rem (the product column takes what is left, at least its width). */
export const WIDTH: Record<ColumnId, number> = {
  select: 3,
  product: 10,
  pack: 7,
  cost: 5.5,
  base: 6,
  price: 7.5,
  margin: 5,
  flag: 11,
  follow: 7.5,
  remove: 7.5,
};
export const NUMERIC = new Set<ColumnId>(['cost', 'base', 'price', 'margin']);
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
      ? ['select', 'product', 'price', 'margin', 'flag', 'cost', 'base', 'pack', 'follow', 'remove']
      : ['select', 'product', 'price', 'margin', 'flag', 'cost', 'pack', 'remove'];
  }
  return linked
    ? ['select', 'product', 'pack', 'cost', 'base', 'price', 'margin', 'flag', 'follow', 'remove']
    : ['select', 'product', 'pack', 'cost', 'price', 'margin', 'flag', 'remove'];
}

/** The price box of the active cell while it is open. */
export interface Editing {
  draft: string;
  /** The text the box started with: committing it unchanged is no edit. */
  initial: string;
  /** Select the whole text when the box opens (Enter, F2, click), or put the caret after a typed character. */
  selectAll: boolean;
}
