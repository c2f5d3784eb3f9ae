import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { previewPriceUpload, WORKBOOK_TEXT, type CompareRowOut, type UploadItem } from '@freshprice/shared';
import { AppError } from '../../lib/errors.js';
import { compareWorkbook, listWorkbook, readSpreadsheet, UPLOAD_MAX_COLUMNS, type ListWorkbookRow } from './workbooks.js';
import { guardXlsx, rangeArea, XLSX_MAX_ENTRIES } from './xlsx-guard.js';

const rows: ListWorkbookRow[] = [
  { productId: 'a1b2c3d4-0000-4000-8000-000000000001', quickbooksId: '0012', nameEn: 'Golden Pineapple 6 ct', nameEs: 'Piña dorada 6 u.', packEn: 'case', packEs: 'caja', category: 'fruits', price: '19.99', cost: '15.00' },
  { productId: 'a1b2c3d4-0000-4000-8000-000000000002', quickbooksId: null, nameEn: '=HYPERLINK("x")', nameEs: 'Ñame', packEn: '40 lb box', packEs: 'caja de 40 lb', category: null, price: '2.10', cost: null },
  { productId: 'a1b2c3d4-0000-4000-8000-000000000003', quickbooksId: 'QB-7', nameEn: 'Persian Limes', nameEs: 'Limón persa', packEn: 'case', packEs: 'caja', category: 'fruits', price: '1450.00', cost: '1000.00' },
];
const items: UploadItem[] = rows.map((r) => ({ productId: r.productId, quickbooksId: r.quickbooksId, nameEn: r.nameEn, nameEs: r.nameEs, price: Math.round(Number(r.price) * 100) }));

async function openBook(bytes: Buffer | Uint8Array) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  return book;
}

async function preview(bytes: Uint8Array, language: 'en' | 'es' = 'en') {
  const [table] = await readSpreadsheet(bytes);
  const result = previewPriceUpload(table!, items, language);
  if ('missing' in result) throw new Error(`columns missing: ${result.missing.join(', ')}`);
  return result;
}

async function refusal(bytes: Uint8Array): Promise<string> {
  try {
    await readSpreadsheet(bytes);
  } catch (err) {
    if (err instanceof AppError) return err.code;
    throw err;
  }
  return 'read';
}

describe('a list as a workbook', () => {
  it('writes numbers as money, the margin as a live percent, a hidden key column and a frozen header in the reader’s language', async () => {
    const book = await openBook(await listWorkbook(rows, 'es'));
    const sheet = book.getWorksheet(WORKBOOK_TEXT.es.listSheet)!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(Object.values(WORKBOOK_TEXT.es.columns));
    expect(sheet.getColumn(1).hidden).toBe(true);
    expect(sheet.getColumn(2).hidden).toBe(false);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const price = sheet.getCell('I2');
    expect(price.value).toBe(19.99);
    expect(price.numFmt).toBe('"$"#,##0.00');
    expect(sheet.getCell('H4').value).toBe(1000);
    // A QuickBooks id stays text (leading zeros kept); the category is in the reader's language.
    expect(sheet.getCell('B2').value).toBe('0012');
    expect(sheet.getCell('G2').value).toBe('Frutas');
    // A name that looks like a formula is a name.
    expect(sheet.getCell('C3').value).toBe('=HYPERLINK("x")');
    const margin = sheet.getCell('J2');
    expect(margin.numFmt).toBe('0.0%');
    expect(margin.formula).toContain('(I2-H2)/I2');
    expect(margin.result).toBeCloseTo((19.99 - 15) / 19.99, 10);
    // No cost: no margin (the formula answers "" once Excel calculates it).
    expect(sheet.getCell('J3').formula).toContain('ISNUMBER(H3)');
    expect(sheet.getCell('J3').result ?? '').toBe('');
  });

  it('reads back what it wrote: every product found, nothing changed', async () => {
    const bytes = await listWorkbook(rows, 'en');
    // Text is stored once in the shared-strings part, as Excel itself writes it.
    expect(bytes.includes(Buffer.from('xl/sharedStrings.xml'))).toBe(true);
    expect(await preview(bytes)).toEqual({ rows: 3, changes: [], unchanged: 3, notInFile: 0, unknown: [], badCells: [], ignoredColumns: ['Pack (English)', 'Pack (Spanish)', 'Category', 'Cost', 'Margin'] });
  });

  it('reads an edited copy: numbers, text prices, a decimal comma, a formula’s cached result, blanks, unknown rows', async () => {
    const book = await openBook(await listWorkbook(rows, 'en'));
    const sheet = book.worksheets[0]!;
    sheet.getCell('I2').value = { formula: 'H2*1.4', result: 21 };
    sheet.getCell('I3').value = '$2,50';
    sheet.getCell('I4').value = '1,500.00';
    sheet.addRow(['', 'QB-404', 'Dragon fruit', '', '', '', '', '', 9]);
    sheet.addRow([]);
    sheet.addRow(['', '', 'Persian Limes', '', '', '', '', '', null]);
    const result = await preview(new Uint8Array(await book.xlsx.writeBuffer()));
    expect(result.changes.map((c) => [c.row, c.old, c.new])).toEqual([
      [2, '19.99', '21.00'],
      [3, '2.10', '2.50'],
      [4, '1450.00', '1500.00'],
    ]);
    expect(result.unknown).toEqual([{ row: 5, productId: null, quickbooksId: 'QB-404', name: 'Dragon fruit' }]);
    // The same product again with a blank price: its earlier row stands, the later one is listed.
    expect(result.badCells).toEqual([expect.objectContaining({ row: 7, column: 'I', value: '', reason: 'duplicate', otherRow: 4 })]);
  });

  it('reads a workbook someone made: extra columns, no key column, rich text, a price as text with too many decimals', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Hoja1');
    sheet.addRow(['Notas', 'Producto (español)', 'Precio']);
    sheet.addRow(['ok', { richText: [{ text: 'Piña ' }, { text: 'dorada 6 u.', font: { bold: true } }] }, '20,50']);
    sheet.addRow(['', 'Limón persa', '14,505']);
    const result = await preview(new Uint8Array(await book.xlsx.writeBuffer()), 'es');
    expect(result.ignoredColumns).toEqual(['Notas']);
    expect(result.changes).toEqual([expect.objectContaining({ productId: rows[0]!.productId, new: '20.50' })]);
    expect(result.badCells).toEqual([expect.objectContaining({ row: 3, column: 'C', value: '14,505', reason: 'tooManyDecimals' })]);
    expect(result.notInFile).toBe(1);
  });

  it('says which column is missing', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('x').addRow(['Product (English)', 'Amount']);
    const [table] = await readSpreadsheet(new Uint8Array(await book.xlsx.writeBuffer()));
    expect(previewPriceUpload(table!, items, 'en')).toEqual({ missing: ['price'] });
  });
});

describe('a CSV', () => {
  it('is read as text (ids keep their zeros)', async () => {
    const bytes = new TextEncoder().encode('QuickBooks id,Price\n0012,19.99\n12,2.10\n');
    const result = await preview(bytes);
    expect(result.unchanged).toBe(1);
    expect(result.unknown).toEqual([{ row: 3, productId: null, quickbooksId: '12', name: null }]);
  });

  it('with semicolons, decimal commas, blank rows and Windows-1252 accents', async () => {
    // Two columns, a quoted decimal comma and a blank last line: the guess must still be the semicolon.
    const text = 'Producto (español);Precio\r\nPiña dorada 6 u.;"19,99"\r\n\r\nÑame;2,75\r\nMango;3\r\n\r\n';
    // Windows-1252, as Excel on a Spanish Windows saves it: ñ is one byte.
    const bytes = Uint8Array.from([...text].map((ch) => ({ ñ: 0xf1, Ñ: 0xd1 })[ch as 'ñ'] ?? ch.charCodeAt(0)));
    const result = await preview(bytes, 'es');
    expect(result.unchanged).toBe(1);
    expect(result.changes).toEqual([expect.objectContaining({ row: 4, old: '2.10', new: '2.75' })]);
    expect(result.unknown).toEqual([{ row: 5, productId: null, quickbooksId: null, name: 'Mango' }]);
  });

  it('with commas and a byte-order mark, as Excel writes "CSV UTF-8"', async () => {
    const bytes = new TextEncoder().encode('\uFEFFProduct (English),Price\r\nPersian Limes,"$1,234.50"\r\n');
    expect((await preview(bytes)).changes).toEqual([expect.objectContaining({ old: '1450.00', new: '1234.50' })]);
  });
});

describe('files that are not spreadsheets', () => {
  it('refuses a PDF or an old .xls by its bytes, and a zip that is no workbook as unreadable', async () => {
    expect(await refusal(new TextEncoder().encode('%PDF-1.7\n\0\0binary'))).toBe('not_a_spreadsheet');
    expect(await refusal(Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0]))).toBe('not_a_spreadsheet');
    expect(await refusal(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]))).toBe('unreadable_spreadsheet');
  });
});

describe('the comparison as a workbook', () => {
  it('has the rows in the order given, money and percents as numbers, lists named in the header', async () => {
    const compared: CompareRowOut[] = [
      { productId: '1', nameEn: 'Limes', nameEs: 'Limones', category: 'fruits', a: '10.00', b: '12.50', difference: '2.50', percent: 25 },
      { productId: '2', nameEn: 'Yam', nameEs: 'Ñame', category: null, a: '4.00', b: null, difference: null, percent: null },
    ];
    const book = await openBook(await compareWorkbook(compared, { a: 'Pequeña empresa', b: 'Hotel' }, 'es'));
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Producto', 'Categoría', 'Lista A: Pequeña empresa', 'Lista B: Hotel', 'Diferencia (B − A)', 'Cambio (B frente a A)']);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual(['Limones', 'Frutas', 10, 12.5, 2.5, 0.25]);
    expect(sheet.getCell('F2').numFmt).toContain('%');
    expect((sheet.getRow(3).values as unknown[]).slice(1, 4)).toEqual(['Ñame', 'Sin categoría', 4]);
    expect(sheet.getCell('D3').value).toBeNull();
  });
});

/** A zip of deflated entries; `claim` overrides the uncompressed size the directory states (a bomb lies). */
function zip(entries: { name: string; text: string | Buffer; claim?: number }[]): Uint8Array {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const { name, text, claim } of entries) {
    const raw = typeof text === 'string' ? Buffer.from(text) : text;
    const data = deflateRawSync(raw);
    const fileName = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(claim ?? raw.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(claim ?? raw.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    directory.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const dir = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, dir, end]));
}

const sheet = (inside: string, after = '') =>
  `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>` +
  `<row r="1"><c r="A1" t="inlineStr"><is><t>Product</t></is></c><c r="B1" t="inlineStr"><is><t>Price</t></is></c></row>${inside}</sheetData>${after}</worksheet>`;

describe('an .xlsx that would cost too much to open', () => {
  it('a zip bomb (a few hundred KB inflating to 300 MB) is refused while it inflates, whatever size the zip claims', async () => {
    const bomb = Buffer.alloc(300 * 1024 * 1024, 0x20);
    for (const claim of [undefined, 100]) {
      const bytes = zip([{ name: 'xl/worksheets/sheet1.xml', text: bomb, claim }]);
      expect(bytes.byteLength).toBeLessThan(2 * 1024 * 1024);
      const started = Date.now();
      expect(await refusal(bytes)).toBe('unreadable_spreadsheet');
      expect(Date.now() - started).toBeLessThan(5000);
    }
  });

  it('a zip of too many entries is refused', async () => {
    const many = Array.from({ length: XLSX_MAX_ENTRIES + 1 }, (_, i) => ({ name: `xl/media/${i}.txt`, text: 'x' }));
    expect(await refusal(zip(many))).toBe('unreadable_spreadsheet');
  });

  it('a merged area or a data validation of a million cells (exceljs expands each cell) is refused, fast', async () => {
    const merged = sheet('', '<mergeCells count="1"><mergeCell ref="C1:XFD1048576"/></mergeCells>');
    const validated = sheet('', '<dataValidations count="1"><dataValidation type="whole" sqref="A2 C1:C1048576"><formula1>1</formula1></dataValidation></dataValidations>');
    for (const text of [merged, validated]) {
      const started = Date.now();
      expect(await refusal(zip([{ name: 'xl/worksheets/sheet1.xml', text }]))).toBe('unreadable_spreadsheet');
      expect(Date.now() - started).toBeLessThan(2000);
    }
  });

  it('more than a million cells is too many rows', async () => {
    const cells = '<c r="A2"><v>1</v></c>'.repeat(1_000_001);
    expect(await refusal(zip([{ name: 'xl/worksheets/sheet1.xml', text: sheet(`<row r="2">${cells}</row>`) }]))).toBe('too_many_rows');
  });

  it('a cell in the last column on every row is read only up to column IV', async () => {
    const book = new ExcelJS.Workbook();
    const ws = book.addWorksheet('Prices');
    ws.addRow(['Product', 'Price']);
    for (let r = 2; r <= 1000; r++) {
      ws.getCell(`A${r}`).value = `Item ${r}`;
      ws.getCell(`XFD${r}`).value = 1;
    }
    const [table] = await readSpreadsheet(new Uint8Array(await book.xlsx.writeBuffer()));
    expect(table!.rows).toHaveLength(1000);
    expect(Math.max(...table!.rows.map((r) => r.cells.length))).toBe(UPLOAD_MAX_COLUMNS);
    expect(table!.rows[1]!.cells[0]).toBe('Item 2');
  });

  it('lets through the workbook of a list of 20,000 items, the most an upload reads', async () => {
    const many = Array.from({ length: 20_000 }, (_, i) => ({
      productId: crypto.randomUUID(),
      quickbooksId: `QB-${i}`,
      nameEn: `Golden pineapple extra large ${i}`,
      nameEs: `Piña dorada extra grande ${i}`,
      packEn: '40 lb box',
      packEs: 'caja de 40 lb',
      category: 'fruits' as const,
      price: '19.99',
      cost: '15.50',
    }));
    const bytes = await listWorkbook(many, 'es');
    expect(() => guardXlsx(bytes)).not.toThrow();
  }, 60_000);

  it('measures a range', () => {
    expect(rangeArea('B2')).toBe(1);
    expect(rangeArea('$A$1:$C$10')).toBe(30);
    expect(rangeArea('C:C')).toBeGreaterThan(1_000_000);
  });
});
