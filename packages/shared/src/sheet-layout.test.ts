import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { layoutSheet, placedRows, type LayoutPage, type LayoutSection, type SheetBox } from './sheet-layout.js';

const BOX: SheetBox = { columns: 3, firstHeight: 100, height: 120, heading: 12, gap: 4 };
const rows = (...heights: number[]): LayoutSection => ({ rows: heights });
const same = (count: number, height = 10): LayoutSection => ({ rows: Array.from({ length: count }, () => height) });

/** Each column as its blocks: "section:from-to" with a "+" for a continued heading. */
const shape = (pages: LayoutPage[]) => pages.map((page) => page.map((column) => column.map((b) => `${b.section}:${b.from}-${b.to}${b.continued ? '+' : ''}@${b.top}`)));

const blockBottom = (block: { top: number; from: number; to: number }, section: LayoutSection, heading: number) =>
  block.top + heading + section.rows.slice(block.from, block.to).reduce((a, b) => a + b, 0);

describe('the sheet in columns', () => {
  it('fills a column, then the next, and heads a continued category again at the top', () => {
    // First page: 100 high; a heading and 8 rows of 10 fill 92, so the 9th row goes on.
    expect(shape(layoutSheet([same(20)], BOX))).toEqual([[['0:0-8@0'], ['0:8-16+@0'], ['0:16-20+@0']]]);
  });

  it('puts the next category under the last, after a gap', () => {
    expect(shape(layoutSheet([same(3), same(2)], BOX))).toEqual([[['0:0-3@0', '1:0-2@46']]]);
  });

  it('never leaves a heading at the foot of a column: it moves on with its first two rows', () => {
    // 6 rows use 72; a heading (4 + 12) and one row would fit in 100, but not two.
    expect(shape(layoutSheet([same(6), same(5)], BOX))).toEqual([[['0:0-6@0'], ['1:0-5@0']]]);
    // A category of one row needs only that row.
    expect(shape(layoutSheet([same(6), same(1)], BOX))).toEqual([[['0:0-6@0', '1:0-1@76']]]);
  });

  it('starts a new page after the last column, where columns are taller', () => {
    const pages = layoutSheet([same(40)], BOX);
    expect(shape(pages)).toEqual([[['0:0-8@0'], ['0:8-16+@0'], ['0:16-24+@0']], [['0:24-34+@0'], ['0:34-40+@0']]]);
  });

  it('takes rows of any height, and a row taller than a column alone in one', () => {
    expect(shape(layoutSheet([rows(30, 50, 20, 500, 5)], BOX))).toEqual([[['0:0-2@0'], ['0:2-3+@0'], ['0:3-4+@0']], [['0:4-5+@0']]]);
  });

  it('lays out nothing for no rows, and leaves out a category without any', () => {
    expect(layoutSheet([], BOX)).toEqual([]);
    expect(shape(layoutSheet([same(0), same(1), same(0)], BOX))).toEqual([[['1:0-1@0']]]);
  });

  const boxes = fc.record({
    columns: fc.integer({ min: 1, max: 4 }),
    firstHeight: fc.integer({ min: 60, max: 300 }),
    height: fc.integer({ min: 60, max: 300 }),
    heading: fc.integer({ min: 5, max: 15 }),
    gap: fc.integer({ min: 0, max: 8 }),
    keepWithHeading: fc.integer({ min: 1, max: 3 }),
  });
  // Rows no taller than a sixth of the shortest column: a heading and its kept rows always fit an empty column.
  const sheets = fc.array(fc.array(fc.integer({ min: 1, max: 10 }), { maxLength: 60 }).map((heights) => ({ rows: heights })), { maxLength: 8 });

  it('places every row once, in order; no column overflows; a continued category is headed at the top of its column', () => {
    fc.assert(
      fc.property(boxes, sheets, (box, sections) => {
        const pages = layoutSheet(sections, box);
        const expected = sections.flatMap((s, i) => s.rows.map((_, r): [number, number] => [i, r]));
        expect(placedRows(pages)).toEqual(expected);
        for (const [p, page] of pages.entries()) {
          expect(page.length).toBeGreaterThan(0);
          expect(page.length).toBeLessThanOrEqual(box.columns);
          // Every page but the last is full.
          if (p < pages.length - 1) expect(page.length).toBe(box.columns);
          const height = p === 0 ? box.firstHeight : box.height;
          for (const column of page) {
            expect(column.length).toBeGreaterThan(0);
            for (const [b, block] of column.entries()) {
              const section = sections[block.section]!;
              expect(block.to).toBeGreaterThan(block.from);
              expect(blockBottom(block, section, box.heading)).toBeLessThanOrEqual(height);
              // A heading follows the block above it (after the gap), or stands at the top.
              expect(block.top).toBe(b === 0 ? 0 : blockBottom(column[b - 1]!, sections[column[b - 1]!.section]!, box.heading) + box.gap);
              // Continued exactly when the category began before, and then only at a column's top.
              expect(block.continued).toBe(block.from > 0);
              if (block.continued) expect(b).toBe(0);
              // A heading keeps its first rows with it.
              if (!block.continued) expect(block.to - block.from).toBeGreaterThanOrEqual(Math.min(box.keepWithHeading, section.rows.length));
            }
          }
        }
      }),
    );
  });

  it('starts a new column only when the next block could not stand in the one before', () => {
    fc.assert(
      fc.property(boxes, sheets, (box, sections) => {
        const pages = layoutSheet(sections, box);
        const columns = pages.flatMap((page, p) => page.map((column) => ({ column, height: p === 0 ? box.firstHeight : box.height })));
        for (let c = 1; c < columns.length; c++) {
          const before = columns[c - 1]!;
          const last = before.column.at(-1)!;
          const used = blockBottom(last, sections[last.section]!, box.heading);
          const first = columns[c]!.column[0]!;
          const rows = sections[first.section]!.rows;
          // The column before was left with less room than the next row, or than a heading and its kept rows.
          const needed = first.continued
            ? rows[first.from]!
            : box.gap + box.heading + rows.slice(0, Math.min(rows.length, box.keepWithHeading)).reduce((a, b) => a + b, 0);
          expect(used + needed).toBeGreaterThan(before.height);
        }
      }),
    );
  });
});
