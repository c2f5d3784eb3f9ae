import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { listWorkbook, readSpreadsheet, UPLOAD_MAX_COLUMNS } from './workbooks.js';
import { guardXlsx, rangeArea, XLSX_MAX_ENTRIES } from './xlsx-guard.js';

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

async function refusal(bytes: Uint8Array): Promise<string> {
  try {
    await readSpreadsheet(bytes);
  } catch (err) {
    if (err instanceof AppError) return err.code;
    throw err;
  }
  return 'read';
}

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
    const rows = Array.from({ length: 20_000 }, (_, i) => ({
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
    const bytes = await listWorkbook(rows, 'es');
    expect(() => guardXlsx(bytes)).not.toThrow();
  }, 60_000);

  it('measures a range', () => {
    expect(rangeArea('B2')).toBe(1);
    expect(rangeArea('$A$1:$C$10')).toBe(30);
    expect(rangeArea('C:C')).toBeGreaterThan(1_000_000);
  });
});
