import { describe, expect, it } from 'vitest';
import { everything, extendTo, single } from '../../../lib/grid/selection';
import { changesHistoryReducer, sameChanges, startChanges, type HistoryAction } from './changes-history';
import { cellText, copyCells, fillDown, pasteBlock, readBoolCell, readCell, type GridRow, type Vocabulary } from './grid-model';
import { DEFAULT_SHOWN, normalizeShown, readShownColumns, writeShownColumns, COLUMNS_STORAGE_KEY } from './product-columns';
import { filterProducts, indexProducts, sortProducts } from './product-rows';
import { pineapple } from './test-product';
import { changesReducer, emptyChanges, currentValues, type ChangesState, type Field, type ManagedProduct } from './unsaved-changes';

const base: ManagedProduct = { ...pineapple, quickbooksId: 'QB-1', cost: '8.00' };
const product = (n: number, over: Partial<ManagedProduct> = {}): ManagedProduct => ({
  ...base,
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  slug: `p-${n}`,
  nameEn: `Product ${n}`,
  nameEs: `Producto ${n}`,
  ...over,
});
const words: Vocabulary = {
  category: (k, l) => ({ fruits: ['Fruits', 'Frutas'], herbs: ['Herbs', 'Hierbas'], uncategorized: ['Uncategorized', 'Sin categoría'] })[k]?.[l === 'es' ? 1 : 0] ?? k,
  unit: (k, l) => ({ case: ['case', 'caja'], box: ['box', 'caja de cartón'] })[k]?.[l === 'es' ? 1 : 0] ?? k,
};
const stored = (p: ManagedProduct, state: ChangesState = emptyChanges): GridRow => ({ kind: 'stored', key: p.id, product: p, entry: state.edits[p.id] });
const apply = (state: ChangesState, actions: readonly Parameters<typeof changesReducer>[1][]) => actions.reduce(changesReducer, state);

describe('reading a pasted cell for a product field', () => {
  it('reads yes and no in English, Spanish and as a spreadsheet writes them; nothing else', () => {
    for (const yes of ['yes', 'Yes', 'TRUE', 'sí', 'Si', '1', 'x']) expect(readBoolCell(yes)).toBe(true);
    for (const no of ['no', 'NO', 'false', 'FALSO', '0']) expect(readBoolCell(no)).toBe(false);
    for (const other of ['', 'maybe', '2', 'yes please']) expect(readBoolCell(other)).toBe(null);
  });

  it('reads money through the pasted-price reader: currency signs, decimal commas; blank is empty; bad text kept to show its error', () => {
    expect(readCell('money', '$1,234.5', 'en', words)).toBe('1234.50');
    expect(readCell('money', '12,50', 'es', words)).toBe('12.50');
    expect(readCell('amount', '40', 'en', words)).toBe('40.00');
    expect(readCell('money', ' ', 'en', words)).toBe('');
    expect(readCell('money', 'abc', 'en', words)).toBe('abc');
  });

  it('reads a category or unit by its key or its name in either language; blank is uncategorized; unknown is skipped', () => {
    expect(readCell('category', 'Hierbas', 'en', words)).toBe('herbs');
    expect(readCell('category', 'fruits', 'es', words)).toBe('fruits');
    expect(readCell('category', '', 'en', words)).toBe('');
    expect(readCell('category', 'Sin categoria', 'es', words)).toBe('');
    expect(readCell('category', 'Spices', 'en', words)).toBe(null);
    expect(readCell('unit', 'Caja de cartón', 'en', words)).toBe('box');
    expect(readCell('unit', 'pallet', 'en', words)).toBe(null);
    expect(readCell('text', ' Lime ', 'en', words)).toBe(' Lime ');
  });

  it('copies yes/no, and names, in the reader’s language', () => {
    expect(cellText('bool', true, 'es', words)).toBe('sí');
    expect(cellText('bool', false, 'en', words)).toBe('no');
    expect(cellText('category', 'fruits', 'es', words)).toBe('Frutas');
    expect(cellText('money', '12.50', 'es', words)).toBe('12.50');
  });
});

describe('a block pasted onto the product grid', () => {
  const fields: Field[] = ['nameEn', 'priceSmall', 'inStock', 'category'];
  const a = product(1);
  const b = product(2);
  const c = product(3);

  it('lands from the selection’s top left across rows and columns, each cell read for its field', () => {
    const rows = [stored(a), stored(b), stored(c)];
    const edit = pasteBlock(rows, fields, single({ row: 1, col: 1 }), [['$9.75', 'no'], ['8,5', 'sí']], 'en', words);
    expect(edit.skipped).toBe(0);
    const state = apply(emptyChanges, edit.actions);
    expect(state.edits[b.id]?.values).toEqual({ priceSmall: '9.75', inStock: false });
    expect(state.edits[c.id]?.values).toEqual({ priceSmall: '8.50' });
    expect(state.edits[a.id]).toBeUndefined();
  });

  it('skips cells it cannot read and rows to be deleted, and counts the block’s rows past the end', () => {
    const deleted = changesReducer(emptyChanges, { type: 'delete', product: b });
    const rows = [stored(a), stored(b, deleted), stored(c)];
    const edit = pasteBlock(rows, fields, single({ row: 0, col: 2 }), [['maybe', 'Herbs'], ['yes', 'Fruits'], ['no', 'Herbs'], ['no', 'x']], 'en', words);
    expect(edit.unusedRows).toBe(1);
    expect(edit.skipped).toBe(3); // "maybe", and both cells of the deleted row
    const state = apply(deleted, edit.actions);
    expect(state.edits[a.id]?.values).toEqual({ category: 'herbs' });
    expect(state.edits[c.id]?.values).toEqual({ inStock: false, category: 'herbs' });
  });

  it('fills a selection with one value, and nothing past the fields', () => {
    const rows = [stored(a), stored(b)];
    const edit = pasteBlock(rows, fields, extendTo(single({ row: 0, col: 1 }), { row: 1, col: 1 }), [['7']], 'en', words);
    expect(edit.actions).toHaveLength(2);
    expect(pasteBlock(rows, fields, single({ row: 0, col: 3 }), [['fruits', 'extra', 'more']], 'en', words).actions).toHaveLength(1);
  });

  it('fills down the top row of the selection, and copies cells as a spreadsheet reads them', () => {
    const rows = [stored(a), stored(b), stored(c)];
    const state = apply(emptyChanges, fillDown(rows, fields, extendTo(single({ row: 0, col: 1 }), { row: 2, col: 2 })));
    expect(state.edits[c.id]).toBeUndefined(); // the same values: no change at all
    const changed = apply(emptyChanges, [{ type: 'edit', product: a, field: 'priceSmall', value: '3.00' }]);
    const after = apply(changed, fillDown([stored(a, changed), stored(b), stored(c)], fields, extendTo(single({ row: 0, col: 1 }), { row: 2, col: 1 })));
    expect(currentValues(c, after.edits[c.id]).priceSmall).toBe('3.00');
    expect(copyCells([stored(a, changed), stored(b)], fields, everything(2, 4), 'es', words)).toEqual([
      ['Product 1', '3.00', 'sí', 'Frutas'],
      ['Product 2', '12.50', 'sí', 'Frutas'],
    ]);
  });
});

describe('the history around the unsaved changes', () => {
  const p = product(1);
  const run = (...actions: HistoryAction[]) => actions.reduce(changesHistoryReducer, startChanges());
  const edit = (value: string, typing?: string): HistoryAction => ({ type: 'change', action: { type: 'edit', product: p, field: 'priceSmall', value }, typing });

  it('makes each change a step, and the keys typed into one cell one step', () => {
    let h = run(edit('1', 'c'), edit('13', 'c'), edit('13.5', 'c'), { type: 'endTyping' }, edit('14', 'c'));
    expect(h.history.past).toHaveLength(2);
    h = changesHistoryReducer(h, { type: 'undo' });
    expect(h.history.present.edits[p.id]?.values.priceSmall).toBe('13.5');
    h = changesHistoryReducer(h, { type: 'undo' });
    expect(h.history.present).toEqual(emptyChanges);
    h = changesHistoryReducer(changesHistoryReducer(h, { type: 'redo' }), { type: 'redo' });
    expect(h.history.present.edits[p.id]?.values.priceSmall).toBe('14');
  });

  it('records no step for a change that changes nothing, and one for a whole paste', () => {
    const h = run(edit('12.50'), {
      type: 'batch',
      actions: [
        { type: 'edit', product: p, field: 'cost', value: '1' },
        { type: 'edit', product: p, field: 'nameEs', value: 'X' },
      ],
    });
    expect(h.history.past).toHaveLength(1);
    expect(changesHistoryReducer(h, { type: 'undo' }).history.present).toEqual(emptyChanges);
  });

  it('Escape while typing puts the cell back as it was, with nothing to redo', () => {
    const h = run(edit('9'), { type: 'endTyping' }, edit('1', 'c'), edit('12', 'c'), { type: 'cancelTyping' });
    expect(h.history.present.edits[p.id]?.values.priceSmall).toBe('9');
    expect(h.history.future).toHaveLength(0);
    expect(h.history.past).toHaveLength(1);
  });

  it('starts over after a save or a discard; an image saved moves every step’s base version on', () => {
    expect(run(edit('9'), { type: 'change', action: { type: 'discard' } }).history.past).toHaveLength(0);
    const h = run(edit('9'), edit('8'), { type: 'change', action: { type: 'imageSaved', id: p.id, fromVersion: 3, version: 4, imageUrl: '/x.webp' } });
    expect(h.history.present.edits[p.id]?.base.version).toBe(4);
    expect(changesHistoryReducer(h, { type: 'undo' }).history.present.edits[p.id]?.base.version).toBe(4);
  });

  it('tells equal states apart from changed ones', () => {
    const one = changesReducer(emptyChanges, { type: 'edit', product: p, field: 'cost', value: '1' });
    expect(sameChanges(one, changesReducer(one, { type: 'edit', product: p, field: 'cost', value: '1' }))).toBe(true);
    expect(sameChanges(one, changesReducer(one, { type: 'edit', product: p, field: 'cost', value: '2' }))).toBe(false);
  });
});

describe('sorting and filtering products', () => {
  const rows = [
    product(1, { prices: { small: '5.00', medium: '4', large: '3' }, category: 'herbs', draft: true }),
    product(2, { prices: { small: '12.00', medium: '4', large: '3' }, inStock: false }),
    product(3, { prices: { small: '5.00', medium: '4', large: '3' }, category: null, nameEs: 'Limón' }),
    product(4, { prices: { small: '0.90', medium: '4', large: '3' }, cost: null }),
  ];
  const ids = (list: readonly ManagedProduct[]) => list.map((p) => p.nameEn.slice(-1)).join('');
  const name = (k: string) => k;

  it('sorts by a price as numbers, stable, and by cost with blanks last', () => {
    expect(ids(sortProducts(rows, { column: 'priceSmall', dir: 'asc' }, name))).toBe('4132');
    expect(ids(sortProducts(rows, { column: 'priceSmall', dir: 'desc' }, name))).toBe('2134');
    expect(ids(sortProducts(rows, { column: 'cost', dir: 'desc' }, name))).toBe('1234');
    expect(ids(sortProducts(rows, { column: 'category', dir: 'asc' }, name))).toBe('2413');
    expect(ids(sortProducts(rows, { column: 'inStock', dir: 'asc' }, name))).toBe('2134');
    expect(ids(sortProducts(rows, null, name))).toBe('1234');
  });

  it('filters to the drafts to review, a category, availability, changes and search words', () => {
    const index = indexProducts(rows);
    const all = { query: '', category: '', availability: null, onlyChanged: false, needsReview: false } as const;
    expect(ids(filterProducts(index, { ...all, needsReview: true }, {}))).toBe('1');
    expect(ids(filterProducts(index, { ...all, category: 'uncategorized' }, {}))).toBe('3');
    expect(ids(filterProducts(index, { ...all, availability: 'out_of_stock' }, {}))).toBe('2');
    expect(ids(filterProducts(index, { ...all, query: 'limon' }, {}))).toBe('3');
    const edits = changesReducer(emptyChanges, { type: 'edit', product: rows[3]!, field: 'cost', value: '1' }).edits;
    expect(ids(filterProducts(index, { ...all, onlyChanged: true }, edits))).toBe('4');
  });
});

describe('the columns a browser shows', () => {
  const memory = () => {
    const data = new Map<string, string>();
    return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
  };

  it('remembers the choice, always with the name, in the grid’s order; falls back to the defaults', () => {
    const storage = memory();
    expect(readShownColumns(storage)).toEqual(DEFAULT_SHOWN);
    writeShownColumns(storage, ['slug', 'priceSmall']);
    expect(readShownColumns(storage)).toEqual(['nameEn', 'priceSmall', 'slug']);
    storage.setItem(COLUMNS_STORAGE_KEY, '{broken');
    expect(readShownColumns(storage)).toEqual(DEFAULT_SHOWN);
    expect(normalizeShown(['nope', 'cost'])).toEqual(['nameEn', 'cost']);
  });
});
