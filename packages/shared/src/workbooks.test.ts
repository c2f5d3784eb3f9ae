import { describe, expect, it } from 'vitest';
import { columnLetter, findHeader, headerColumn, previewPriceUpload, readSheetPrice, type SheetTable, type UploadItem } from './workbooks.js';
import { WORKBOOK_TEXT } from './text/workbook-text.js';

const items: UploadItem[] = [
  { productId: 'p-tomato', quickbooksId: 'QB-1', nameEn: 'Roma tomatoes', nameEs: 'Tomates roma', price: 2500 },
  { productId: 'p-avocado', quickbooksId: 'QB-2', nameEn: 'Avocados', nameEs: 'Aguacates', price: 4000 },
  { productId: 'p-lime', quickbooksId: null, nameEn: 'Limes', nameEs: 'Limones', price: 1850 },
  { productId: 'p-mint-1', quickbooksId: null, nameEn: 'Mint', nameEs: 'Menta', price: 900 },
  { productId: 'p-mint-2', quickbooksId: null, nameEn: 'Mint', nameEs: 'Hierbabuena', price: 950 },
];

const en = WORKBOOK_TEXT.en.columns;
const table = (rows: SheetTable['rows'][number]['cells'][]): SheetTable => ({ rows: rows.map((cells, i) => ({ line: i + 1, cells })) });

describe('readSheetPrice', () => {
  it.each([
    [12.5, 'en', 1250],
    [0, 'en', 0],
    [0.29, 'en', 29],
    ['$12.50', 'en', 1250],
    ['1,234.50', 'en', 123450],
    ['12,50', 'en', 1250],
    ['$ 12,50', 'en', 1250],
    ['12,50', 'es', 1250],
    ['1.234,50', 'es', 123450],
    ['1.234,50', 'en', 123450],
    ['1,234', 'en', 123400],
    ['12.345', 'es', 1234500],
  ] as const)('%j (%s) is %i cents', (cell, language, cents) => {
    expect(readSheetPrice(cell, language)).toEqual({ cents });
  });

  it.each([
    [null, 'blank'],
    ['   ', 'blank'],
    ['abc', 'notANumber'],
    [true, 'notANumber'],
    [Number.NaN, 'notANumber'],
    [-3, 'negative'],
    ['-3.00', 'negative'],
    ['$-3', 'negative'],
    ['(3.00)', 'negative'],
    [12.345, 'tooManyDecimals'],
    ['12.3456', 'tooManyDecimals'],
    // One separator before three digits: a typo in the reader's way of writing, never the other language's thousands.
    ['12.345', 'tooManyDecimals'],
    [1e12, 'tooLarge'],
    ['999999999999', 'tooLarge'],
  ] as const)('%j is refused as %s', (cell, reason) => {
    expect(readSheetPrice(cell, 'en')).toEqual({ reason });
  });

  it('reads "1,234" as a Spanish reader writes it: three decimals, not thousands', () => {
    expect(readSheetPrice('1,234', 'es')).toEqual({ reason: 'tooManyDecimals' });
  });
});

describe('headers', () => {
  it('reads either language, the keys, and ignores case, accents and spacing', () => {
    expect(headerColumn('Price')).toBe('price');
    expect(headerColumn('  PRECIO ')).toBe('price');
    expect(headerColumn('Categoria')).toBe('category');
    expect(headerColumn(WORKBOOK_TEXT.es.columns.productId)).toBe('productId');
    expect(headerColumn('quickbooksId')).toBe('quickbooksId');
    expect(headerColumn('Notes')).toBeNull();
    expect(headerColumn(12)).toBeNull();
  });

  it('finds the header under a title row and lists the columns it does not read', () => {
    const found = findHeader(table([['My prices for Monday'], [], ['Notes', en.nameEn, en.cost, en.price]]));
    expect(found).toEqual({ index: 2, columns: { nameEn: 1, cost: 2, price: 3 }, ignored: ['Notes', 'Cost'] });
  });

  it('says what is missing when there is no price or no product column', () => {
    expect(findHeader(table([[en.nameEn, 'Amount']]))).toEqual({ missing: ['price'] });
    expect(findHeader(table([['Thing', en.price]]))).toEqual({ missing: ['product'] });
    expect(findHeader(table([]))).toEqual({ missing: ['price', 'product'] });
  });

  it('letters columns like a spreadsheet', () => {
    expect([0, 8, 25, 26, 27, 701, 702].map(columnLetter)).toEqual(['A', 'I', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
  });
});

describe('previewPriceUpload', () => {
  const head = [en.productId, en.quickbooksId, en.nameEn, en.nameEs, en.price];

  it('matches by product id first (even when the name changed), then QuickBooks id, then either name', () => {
    const preview = previewPriceUpload(
      table([
        head,
        ['p-tomato', 'QB-9', 'Old tomato name', '', 26], // id wins over a stale QB id and name
        ['', 'QB-2', '', '', '$41.00'],
        ['', '', 'Limes', '', '18.50'],
        ['gone-id', '', '', 'Tomates roma', 25], // an unknown id falls through to the name
      ]),
      items,
      'en',
    );
    expect(preview).toMatchObject({
      rows: 4,
      changes: [
        { row: 2, productId: 'p-tomato', old: '25.00', new: '26.00' },
        { row: 3, productId: 'p-avocado', old: '40.00', new: '41.00' },
      ],
      unchanged: 1,
      notInFile: 2,
      unknown: [],
      badCells: [{ row: 5, reason: 'duplicate', otherRow: 2, productId: 'p-tomato', column: 'E', value: '25' }],
    });
  });

  it('lists unknown rows with what identified them, and bad cells with row, column, value and reason', () => {
    const preview = previewPriceUpload(
      table([
        head,
        ['', 'QB-404', 'Dragon fruit', '', 10],
        ['', '', 'Mint', '', 10], // two products are called Mint: it names neither
        ['', '', '', '', 99], // a total someone added
        ['', '', 'Limes', '', 'ask me'],
        ['', '', 'Avocados', '', null],
        ['', '', '', '', null], // blank: skipped
        ['', '', 'Roma tomatoes', '', -1],
      ]),
      items,
      'en',
    );
    if ('missing' in preview) throw new Error('header not found');
    expect(preview.rows).toBe(6);
    expect(preview.unknown).toEqual([
      { row: 2, productId: null, quickbooksId: 'QB-404', name: 'Dragon fruit' },
      { row: 3, productId: null, quickbooksId: null, name: 'Mint' },
      { row: 4, productId: null, quickbooksId: null, name: null },
    ]);
    expect(preview.badCells.map((b) => [b.row, b.column, b.value, b.reason, b.productId])).toEqual([
      [5, 'E', 'ask me', 'notANumber', 'p-lime'],
      [6, 'E', '', 'blank', 'p-avocado'],
      [8, 'E', '-1', 'negative', 'p-tomato'],
    ]);
    expect(preview.changes).toEqual([]);
  });

  it('reads a file with only a name and a price column, extra columns ignored', () => {
    const preview = previewPriceUpload(table([['Precio', 'Notas', 'Producto (español)'], ['12,00', 'barato', 'Menta']]), items, 'es');
    expect(preview).toMatchObject({ ignoredColumns: ['Notas'], changes: [{ productId: 'p-mint-1', old: '9.00', new: '12.00' }] });
  });

  it('reports the missing columns instead of guessing', () => {
    expect(previewPriceUpload(table([[en.nameEn, en.cost], ['Limes', 3]]), items, 'en')).toEqual({ missing: ['price'] });
  });
});
