import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import type { PriceUploadPreview } from '@freshprice/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, json, type TestServer } from '../../test/harness.js';
import { createList, detailOf, savePrices } from '../price-lists/test/fixtures.js';

let s: TestServer;
let seller: string;
let admin: string;
let customer: string;
let ids: string[];

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());

const download = (path: string, cookie?: string) => s.request(path, cookie ? { cookie } : {});

function upload(ref: string, bytes: Uint8Array, name: string, cookie?: string, query = '') {
  const form = new FormData();
  form.append('file', new File([bytes], name));
  return s.request(`/api/price-lists/${ref}/prices/preview${query}`, { method: 'POST', body: form, ...(cookie ? { cookie } : {}) });
}

async function bookOf(res: Response) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await res.arrayBuffer()) as ArrayBuffer);
  return book;
}

beforeAll(async () => {
  s = await createTestServer();
  seller = (await s.signedInAs('seller')).cookie;
  admin = (await s.signedInAs('admin')).cookie;
  customer = (await s.signedInAs('customer')).cookie;
  const products = (await s.database.db.execute(sql`insert into products (slug, name_en, name_es, category, unit, pack_en, pack_es, quickbooks_id, cost) values
    ('wb-pineapple', 'Golden Pineapple 6 ct', 'Piña dorada 6 u.', 'fruits', 'case', 'case', 'caja', '0012', 15),
    ('wb-lime', 'Persian Limes 110 ct', 'Limón persa 110 u.', 'fruits', 'case', 'case', 'caja', 'QB-LIME', null),
    ('wb-yam', 'Yam', 'Ñame', 'vegetables', 'lb', '40 lb box', 'caja de 40 lb', null, 1.5)
    returning id`)) as unknown as { rows: { id: string }[] };
  ids = products.rows.map((r) => r.id);
  await createList(s, seller, { name: 'Cocina de Ana', slug: 'wb-list', source: { kind: 'empty' } });
  await createList(s, seller, { name: 'Hotel Brisas', slug: 'wb-other', source: { kind: 'empty' } });
  await savePrices(s, seller, 'wb-list', [
    { productId: ids[0]!, price: '19.99' },
    { productId: ids[1]!, price: '14.50' },
    { productId: ids[2]!, price: '2.10' },
  ]);
  await savePrices(s, seller, 'wb-other', [
    { productId: ids[0]!, price: '21.99' },
    { productId: ids[1]!, price: '13.05' },
  ]);
});
afterAll(() => s.close());

describe('a list’s workbook', () => {
  it('is an .xlsx named like the printed sheet, header in the asked language, prices as money numbers', async () => {
    const res = await download('/api/price-lists/wb-list/prices.xlsx?language=es', seller);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(XLSX);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="cocina-de-ana-${today()}-es.xlsx"`);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const sheet = (await bookOf(res)).worksheets[0]!;
    expect(sheet.name).toBe('Precios');
    expect(sheet.getCell('I1').value).toBe('Precio');
    const byName = new Map<string, ExcelJS.Row>();
    sheet.eachRow((row, n) => n > 1 && byName.set(String(row.getCell(3).value), row));
    const pineapple = byName.get('Golden Pineapple 6 ct')!;
    expect(pineapple.getCell(1).value).toBe(ids[0]);
    expect(pineapple.getCell(2).value).toBe('0012');
    expect(pineapple.getCell(8).value).toBe(15);
    expect(pineapple.getCell(9).value).toBe(19.99);
    expect(pineapple.getCell(9).numFmt).toBe('"$"#,##0.00');
    expect(byName.size).toBe(3);
  });

  it('is for the staff who change prices: an admin too; a customer is refused, a visitor asked to sign in; no list is 404', async () => {
    expect((await download('/api/price-lists/wb-list/prices.xlsx', admin)).status).toBe(200);
    expect((await download('/api/price-lists/wb-list/prices.xlsx', customer)).status).toBe(403);
    expect((await download('/api/price-lists/wb-list/prices.xlsx')).status).toBe(401);
    expect((await download('/api/price-lists/no-such-list/prices.xlsx', seller)).status).toBe(404);
    expect((await download('/api/price-lists/wb-list/prices.xlsx?language=fr', seller)).status).toBe(400);
  });
});

describe('an uploaded copy', () => {
  it('is previewed against the list: changes, unknown rows and bad cells; nothing is written', async () => {
    const before = await detailOf(s, seller, 'wb-list');
    const book = await bookOf(await download('/api/price-lists/wb-list/prices.xlsx', seller));
    const sheet = book.worksheets[0]!;
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      const name = String(row.getCell(3).value);
      if (name.startsWith('Golden')) row.getCell(9).value = 45; // a large move
      if (name.startsWith('Persian')) row.getCell(9).value = '$15,25'; // text with a decimal comma
      if (name === 'Yam') row.getCell(9).value = 'n/a';
    });
    sheet.addRow(['', 'QB-404', 'Dragon fruit', '', '', '', '', '', 9]);
    const res = await upload('wb-list', new Uint8Array(await book.xlsx.writeBuffer()), 'prices monday.xlsx', seller);
    const body = (await json(res)) as PriceUploadPreview;
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ fileName: 'prices monday.xlsx', version: before.version, rows: 4, unchanged: 0, notInFile: 0 });
    expect(body.changes.map((c) => [c.productId, c.old, c.new])).toEqual([
      [ids[0], '19.99', '45.00'],
      [ids[1], '14.50', '15.25'],
    ]);
    expect(body.unknown).toEqual([{ row: 5, productId: null, quickbooksId: 'QB-404', name: 'Dragon fruit' }]);
    expect(body.badCells).toEqual([expect.objectContaining({ productId: ids[2], column: 'I', value: 'n/a', reason: 'notANumber' })]);
    const after = await detailOf(s, seller, 'wb-list');
    expect(after.version).toBe(before.version);
    expect(after.items).toEqual(before.items);
  });

  it('may be a CSV, read in the asked language first', async () => {
    const csv = new TextEncoder().encode('Id de QuickBooks;Producto (español);Precio\n0012;Piña dorada 6 u.;"1.234,50"\n');
    const res = await upload('wb-list', csv, 'precios.csv', admin, '?language=es');
    expect(res.status).toBe(200);
    expect(((await json(res)) as PriceUploadPreview).changes).toEqual([expect.objectContaining({ productId: ids[0], new: '1234.50' })]);
  });

  it('refuses what is no spreadsheet, too big, without its columns, or missing, each with its code', async () => {
    const pdf = await upload('wb-list', new TextEncoder().encode('%PDF-1.7\n\0\0'), 'list.pdf', seller);
    expect(pdf.status).toBe(415);
    expect((await json(pdf)).error.code).toBe('not_a_spreadsheet');
    const big = await upload('wb-list', new Uint8Array(2 * 1024 * 1024 + 100 * 1024), 'big.csv', seller);
    expect(big.status).toBe(413);
    expect((await json(big)).error.code).toBe('spreadsheet_too_large');
    const noPrice = await upload('wb-list', new TextEncoder().encode('Product (English),Amount\nYam,3\n'), 'x.csv', seller);
    expect(noPrice.status).toBe(422);
    expect((await json(noPrice)).error).toMatchObject({ code: 'spreadsheet_columns_missing', fields: { price: 'missing' } });
    const damaged = await upload('wb-list', Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 9, 9, 9, 9]), 'x.xlsx', seller);
    expect(damaged.status).toBe(422);
    expect((await json(damaged)).error.code).toBe('unreadable_spreadsheet');
    const none = await s.request('/api/price-lists/wb-list/prices/preview', { method: 'POST', body: new FormData(), cookie: seller });
    expect(none.status).toBe(400);
    expect((await json(none)).error.code).toBe('file_required');
  });

  it('is for the staff who change prices only', async () => {
    const csv = new TextEncoder().encode('Product (English),Price\nYam,3\n');
    expect((await upload('wb-list', csv, 'x.csv', customer)).status).toBe(403);
    expect((await upload('wb-list', csv, 'x.csv')).status).toBe(401);
    expect((await upload('no-such-list', csv, 'x.csv', seller)).status).toBe(404);
    // The list is looked up before the file is opened: a damaged file sent to no list is a 404.
    expect((await upload('no-such-list', Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 9, 9, 9, 9]), 'x.xlsx', seller)).status).toBe(404);
  });

  it('is refused from another site (the multipart form a foreign page could post)', async () => {
    const form = new FormData();
    form.append('file', new File([new TextEncoder().encode('Product (English),Price\nYam,3\n')], 'x.csv'));
    const res = await s.app.request('http://localhost:3000/api/price-lists/wb-list/prices/preview', { method: 'POST', body: form, headers: { origin: 'https://evil.example', cookie: seller } });
    expect(res.status).toBe(403);
    expect((await json(res)).error.code).toBe('forbidden_origin');
  });
});

describe('the comparison’s workbook', () => {
  it('holds the rows the page shows: filtered and sorted, in the asked language', async () => {
    const res = await download('/api/price-lists/compare.xlsx?a=wb-list&b=wb-other&filter=different&sort=percent&dir=desc&language=en', seller);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(XLSX);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="compare-wb-list-wb-other.xlsx"');
    const sheet = (await bookOf(res)).worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Product', 'Category', 'List A: Cocina de Ana', 'List B: Hotel Brisas', 'Difference (B − A)', 'Change (B vs A)']);
    const rows: unknown[][] = [];
    sheet.eachRow((row, n) => n > 1 && rows.push((row.values as unknown[]).slice(1)));
    // Pineapple +10.01%, limes -10%; the yam is only in A (filtered out).
    expect(rows).toEqual([
      ['Golden Pineapple 6 ct', 'Fruits', 19.99, 21.99, 2, 0.1001],
      ['Persian Limes 110 ct', 'Fruits', 14.5, 13.05, -1.45, -0.1],
    ]);
  });

  it('is for staff: a customer is refused, a visitor asked to sign in, an unknown list is 404', async () => {
    expect((await download('/api/price-lists/compare.xlsx?a=wb-list&b=wb-other', admin)).status).toBe(200);
    expect((await download('/api/price-lists/compare.xlsx?a=wb-list&b=wb-other', customer)).status).toBe(403);
    expect((await download('/api/price-lists/compare.xlsx?a=wb-list&b=wb-other')).status).toBe(401);
    expect((await download('/api/price-lists/compare.xlsx?a=wb-list&b=nope', seller)).status).toBe(404);
    expect((await download('/api/price-lists/compare.xlsx?a=wb-list&b=wb-other&sort=cost', seller)).status).toBe(400);
  });
});
