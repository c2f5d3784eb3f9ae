/**
 * The printed price sheet in columns: which rows of which category go in which column of which
 * page, and where a category's heading stands (again, marked continued, at the top of a column the
 * category runs on into). Pure and unit-free: the caller measures the rows and the page in its own
 * units (the PDF in points) and draws what this returns.
 */

/** A category to lay out: the height of each of its rows, in order. */
export interface LayoutSection {
  rows: readonly number[];
}

export interface SheetBox {
  /** Columns on a page, side by side. */
  columns: number;
  /** The height a column has on the first page (under the full header), and on every later page. */
  firstHeight: number;
  height: number;
  /** A category heading's height (its continued heading is the same). */
  heading: number;
  /** The space above a heading that follows another category in the same column. */
  gap: number;
  /** Rows a heading keeps with it at the bottom of a column (fewer when the category has fewer). */
  keepWithHeading?: number;
}

/** A run of one category's rows in one column: its heading at `top`, then rows `from` to `to` (exclusive). */
export interface ColumnBlock {
  section: number;
  from: number;
  to: number;
  /** The heading repeats a category begun in an earlier column. */
  continued: boolean;
  /** Where the heading stands, from the top of the column; the first row follows it. */
  top: number;
}

/** A page: its columns, left to right, each the blocks from top to bottom. */
export type LayoutPage = ColumnBlock[][];

const sum = (values: readonly number[], from: number, to: number) => {
  let total = 0;
  for (let i = from; i < to; i++) total += values[i]!;
  return total;
};

/**
 * Fills columns top to bottom, left to right, page after page, in the sections' order. A heading
 * never stands alone at the foot of a column: it moves on with its first rows (`keepWithHeading`,
 * default 2). A category that runs on into another column has its heading again at that column's
 * top, marked continued. No column holds more than its height, except a single row taller than an
 * empty column, which stands alone in one. Sections without rows are left out.
 */
export function layoutSheet(sections: readonly LayoutSection[], box: SheetBox): LayoutPage[] {
  const keep = Math.max(1, box.keepWithHeading ?? 2);
  const pages: LayoutPage[] = [];
  let page: LayoutPage = [];
  let column: ColumnBlock[] = [];
  let used = 0;
  const capacity = () => (pages.length === 0 ? box.firstHeight : box.height);
  const nextColumn = () => {
    page.push(column);
    column = [];
    used = 0;
    if (page.length === box.columns) {
      pages.push(page);
      page = [];
    }
  };

  for (const [index, section] of sections.entries()) {
    const rows = section.rows;
    let at = 0;
    while (at < rows.length) {
      const continued = at > 0;
      const gap = column.length ? box.gap : 0;
      // What must fit under the heading for it to stand here: its first rows, or all of them.
      const kept = sum(rows, at, Math.min(rows.length, at + keep));
      if (column.length && used + gap + box.heading + kept > capacity()) {
        nextColumn();
        continue;
      }
      const top = used + (column.length ? box.gap : 0);
      let to = at;
      let bottom = top + box.heading;
      // An empty column takes at least one row, however tall.
      while (to < rows.length && (bottom + rows[to]! <= capacity() || to === at)) bottom += rows[to++]!;
      column.push({ section: index, from: at, to, continued, top });
      used = bottom;
      at = to;
      if (at < rows.length) nextColumn();
    }
  }
  if (column.length) page.push(column);
  if (page.length) pages.push(page);
  return pages;
}

/** The layout's pages in reading order, as the rows they hold: `[section, row]` pairs. */
export function placedRows(pages: readonly LayoutPage[]): [number, number][] {
  return pages.flatMap((page) => page.flatMap((column) => column.flatMap((block) => Array.from({ length: block.to - block.from }, (_, i): [number, number] => [block.section, block.from + i]))));
}
