import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  classifyRecord,
  decodeQuickBooks,
  nameKey,
  normaliseName,
  parseQbMoney,
  QbReadError,
  readQuickBooks,
  type QbRowClass,
} from './index.js';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test-fixtures/quickbooks');

function readFixture(name: string) {
  const { text, encoding } = decodeQuickBooks(new Uint8Array(fs.readFileSync(path.join(FIXTURES, name))));
  const file = readQuickBooks(text);
  return { encoding, ...file, items: file.records.map(classifyRecord) };
}

function countsOf(items: { rowClass: QbRowClass }[]) {
  const counts: Partial<Record<QbRowClass, number>> = {};
  for (const item of items) counts[item.rowClass] = (counts[item.rowClass] ?? 0) + 1;
  return counts;
}

const text = (value: string) => readQuickBooks(value);
const bytes = (value: string) => new TextEncoder().encode(value);

describe('real QuickBooks exports', () => {
  it('Online "Products and Services": every row an item, services and fee codes skipped', () => {
    const file = readFixture('qbo-products-and-services-export.csv');
    expect(file.layout).toBe('qbo-products');
    expect(file.records).toHaveLength(444);
    // Three items priced "-3.75" and the like are rejected rather than imported without their price.
    expect(countsOf(file.items)).toEqual({ product: 420, skipped_invalid_price: 3, skipped_service_item: 19, skipped_known_non_product_code: 2 });
    // A code for a name: the sales description names the product.
    expect(file.items[0]).toMatchObject({ line: 2, qbId: '0406LTC', nameEn: "4' X 6' Lean To Classic Series Shed", price: 109500, rowClass: 'product' });
    expect(file.items.find((i) => i.qbId === 'DELIVERY')?.rowClass).toBe('skipped_known_non_product_code');
  });

  it('Desktop Item List CSV: paths, Not-active, literal \\n, services and a sales tax', () => {
    const file = readFixture('qbd-item-list-export.csv');
    expect(file.layout).toBe('qbd-item-list');
    expect(countsOf(file.items)).toEqual({ product: 7, skipped_service_item: 2, processed_inactive: 1 });
    const first = file.items[0]!;
    expect(first).toMatchObject({
      line: 2,
      qbId: 'PACE Equipment:NANO-1000S-parts:Mechanical Components:N1S-M-001',
      nameEn: 'NANO 1000S Base Aluminum Casting',
      price: 90000,
      cost: 33213,
    });
    expect(file.items.find((i) => i.rowClass === 'processed_inactive')?.qbId).toBe('PACE Equipment:Retired:N1S-M-099');
    expect(file.records.map((r) => r.type)).toContain('Sales Tax Item');
  });

  it('Desktop IIF items: group members are not items twice, taxes and discounts are skipped', () => {
    const file = readFixture('qbd-items-export.iif');
    expect(file.layout).toBe('qbd-iif');
    expect(countsOf(file.items)).toEqual({ skipped_service_item: 24, product: 24 });
    const line = file.items.find((i) => i.qbId === '39')!;
    // A sub-item's own name ("1/2' Line") says little: its parent goes with it.
    expect(line).toMatchObject({ sourceName: "Irrigation Hose:1/2' Line", nameEn: "Irrigation Hose 1/2' Line", price: 15, cost: 12 });
    const discount = file.items.find((i) => i.sourceName === '10% Discount')!;
    expect(discount).toMatchObject({ rowClass: 'skipped_service_item', price: null, priceProblem: 'percent' });
    expect(file.items.find((i) => i.sourceName === 'County, San Thomas')?.rowClass).toBe('skipped_service_item');
  });

  it('Desktop IIF with every list: rows of the other lists are not products', () => {
    const file = readFixture('qbd-all-lists-export.iif');
    expect(countsOf(file.items)).toEqual({ skipped_not_a_product: 316, skipped_service_item: 25, product: 25 });
    expect(new Set(file.records.filter((r) => r.kind === 'other').map((r) => r.type))).toEqual(
      new Set(['ACCNT', 'BUD', 'CLASS', 'CTYPE', 'CUST', 'EMP', 'INVMEMO', 'JOBTYPE', 'OTHERNAME', 'PAYMETH', 'QB ONLINE', 'SALESREP', 'SALESTAXCODE', 'SHIPMETH', 'TERMS', 'TODO', 'VEND', 'VTYPE']),
    );
  });

  it('Desktop "Sales by Item Detail" report in Windows-1252: one record per item, priced from its latest sale', () => {
    const file = readFixture('qbd-sales-by-item-detail-report.csv');
    expect(file.encoding).toBe('windows-1252');
    expect(file.layout).toBe('qbd-sales-report');
    expect(countsOf(file.items)).toEqual({ product: 92, skipped_service_item: 3 });
    expect(file.items[0]).toMatchObject({ line: 3, qbId: 'A00100', nameEn: 'CHULERIA EN POTE Original 12/5.5 oz', price: 1200 });
    expect(file.items.find((i) => i.qbId === 'A00403')).toMatchObject({ nameEn: 'BELCA Vinagre Imitación Blanco 4/1 gal', price: 1131 });
  });
});

describe('reading', () => {
  it('UTF-8 with or without a byte-order mark, and Windows-1252, give the same accents', () => {
    const csv = 'Product/Service Name,Type,Sales Price / Rate\r\nPIÑA GOLDEN 6CT,Inventory,20\r\nLIMÓN 40#,Inventory,30\r\nÑAME 40LB,Inventory,44\r\n';
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...bytes(csv)]);
    const cp1252 = new Uint8Array([...csv].map((c) => c.charCodeAt(0)));
    for (const input of [bytes(csv), withBom, cp1252]) {
      const decoded = decodeQuickBooks(input);
      expect(decoded.text).toBe(csv);
      expect(readQuickBooks(decoded.text).records.map((r) => r.name)).toEqual(['PIÑA GOLDEN 6CT', 'LIMÓN 40#', 'ÑAME 40LB']);
    }
    expect(decodeQuickBooks(cp1252).encoding).toBe('windows-1252');
  });

  it('reads Windows-1252 dashes, curly quotes and the euro sign as QuickBooks wrote them', () => {
    // "JALAPEÑO – 10# “FANCY” €" in Windows-1252: en dash 0x96, curly quotes 0x93/0x94, euro 0x80.
    const bytes = new Uint8Array([...'JALAPE', 0xd1, ...'O ', 0x96, ...' 10# ', 0x93, ...'FANCY', 0x94, ...' ', 0x80].map((c) => (typeof c === 'string' ? c.charCodeAt(0) : c)));
    expect(decodeQuickBooks(bytes)).toEqual({ text: 'JALAPEÑO – 10# “FANCY” €', encoding: 'windows-1252' });
  });

  it('refuses a file that is not text, an empty file and an unknown layout', () => {
    expect(() => decodeQuickBooks(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]))).toThrow(QbReadError);
    expect(() => text('  \n')).toThrow(expect.objectContaining({ code: 'empty' }));
    expect(() => text('a,b,c\n1,2,3\n')).toThrow(expect.objectContaining({ code: 'unknown_layout' }));
  });

  it('finds the header under a report title, company and dates; money such as "$1,450.00  "', () => {
    const csv = [
      'Products and Services',
      'Fresh Produce Wholesale',
      '"January 1 - November 25, 2026"',
      '',
      'product/service name,sales description,sku,item type,sales price / rate,purchase cost,category',
      'AVOCADO HASS 48CT,,AV48,Inventory,"$1,450.00  ",1 ,Fruit',
      'TOMATO ROMA 25LB,,TR25,Non-inventory,32.5,"1,783",',
    ].join('\n');
    const file = text(csv);
    expect(file.layout).toBe('qbo-products');
    const items = file.records.map(classifyRecord);
    expect(items.map((i) => [i.line, i.nameEn, i.nameEs, i.price, i.cost])).toEqual([
      [6, 'Hass Avocado 48 ct', 'Aguacate Hass 48 u.', 145000, 100],
      [7, 'Roma Tomatoes 25 lb', 'Tomate roma 25 lb', 3250, 178300],
    ]);
  });

  it('a line break and quotes inside a field keep the lines of the rows after it', () => {
    const csv = 'Product/Service Name,Sales Description,Type,Sales Price / Rate\r\nMANGO KENT 9CT,"Kent mangoes,\r\n""ready to eat""",Inventory,12\r\nLIME PERSIAN 40#,,Inventory,30\r\n';
    const file = text(csv);
    expect(file.records.map((r) => [r.line, r.name, r.description])).toEqual([
      [2, 'MANGO KENT 9CT', 'Kent mangoes, "ready to eat"'],
      [4, 'LIME PERSIAN 40#', ''],
    ]);
  });

  it('an unterminated quote is an error naming its line, not the rest of the file swallowed', () => {
    const csv = 'Product/Service Name,Type,Sales Price / Rate\nBANANA,Inventory,10\n"PAPAYA 8CT,Inventory,12\nGUAVA,Inventory,9\n';
    expect(() => text(csv)).toThrow(expect.objectContaining({ code: 'unterminated_quote', line: 3 }));
  });

  it('IIF: the latest header of a type names its columns; HIDDEN=Y is inactive', () => {
    const iif = [
      '!INVITEM\tNAME\tREFNUM\tINVITEMTYPE\tDESC\tPRICE\tCOST\tHIDDEN',
      'INVITEM\tAVOCADO HASS 48CT\t7\tINVENTORY\t\t"1,450.00"\t30\tN',
      'INVITEM\tGUAVA 10LB\t8\tPART\t\t12\t\tY',
      '!INVITEM\tNAME\tHIDDEN\tREFNUM\tINVITEMTYPE',
      'INVITEM\tCILANTRO 30 BU\tN\t9\tPART',
      '!ACCNT\tNAME\tACCNTTYPE',
      'ACCNT\tSales\tINC',
    ].join('\r\n');
    const items = text(iif).records.map(classifyRecord);
    expect(items.map((i) => [i.line, i.qbId, i.rowClass, i.nameEn, i.price])).toEqual([
      [2, '7', 'product', 'Hass Avocado 48 ct', 145000],
      [3, '8', 'processed_inactive', 'Guava 10 lb', 1200],
      [5, '9', 'product', 'Cilantro 30 bunches', null],
      [7, '', 'skipped_not_a_product', 'Sales', null],
    ]);
  });

  it('classifies by type, then fee codes, then the name, then whether the item is active', () => {
    const base = { line: 2, kind: 'item' as const, qbId: 'x', description: '', active: true, price: '1', cost: null };
    const cls = (name: string, type: string, active = true) => classifyRecord({ ...base, name, type, active }).rowClass;
    expect(cls('BANANA', 'Inventory Part')).toBe('product');
    expect(cls('BANANA', 'Non-inventory Part', false)).toBe('processed_inactive');
    expect(cls('Labor', 'Service')).toBe('skipped_service_item');
    expect(cls('Fuel', 'Other Charge')).toBe('skipped_service_item');
    expect(cls('Fuel Surcharge', 'Non-inventory')).toBe('skipped_known_non_product_code');
    expect(cls('Crate deposit', 'Inventory', false)).toBe('skipped_known_non_product_code');
    expect(cls('---', 'Inventory')).toBe('skipped_invalid_description');
    expect(cls('12345', 'Inventory')).toBe('skipped_invalid_description');
    expect(cls('Opening balance', '')).toBe('skipped_not_a_product');
  });

  it('rejects an active product whose price is not an amount, with the reason; a blank price is no price', () => {
    const base = { line: 4, kind: 'item' as const, qbId: '', name: 'MANGO TOMMY 9CT', description: '', type: 'Inventory', active: true, cost: null };
    for (const [price, problem] of [['abc', 'not_a_number'], ['-3.75', 'negative'], ['10%', 'percent'], ['99999999999999', 'too_large']] as const) {
      expect(classifyRecord({ ...base, price }), price).toMatchObject({ line: 4, rowClass: 'skipped_invalid_price', priceProblem: problem, price: null });
    }
    expect(classifyRecord({ ...base, price: '' }).rowClass).toBe('product');
    expect(classifyRecord({ ...base, price: '0.00' })).toMatchObject({ rowClass: 'product', price: 0 });
    // An inactive item gets no price anyway: it is processed as inactive.
    expect(classifyRecord({ ...base, price: 'abc', active: false }).rowClass).toBe('processed_inactive');
  });
});

describe('money', () => {
  it.each([
    ['"$1,450.00  "'.slice(1, -1), 145000],
    ['1,783', 178300],
    ['1095', 109500],
    ['0.125', 13],
    ['12.3449', 1234],
    ['.5', 50],
    ['', null],
    [null, null],
  ])('%s -> %s cents', (raw, cents) => {
    expect(parseQbMoney(raw)).toEqual({ cents });
  });

  it.each([
    ['10.0%', 'percent'],
    ['-10.0', 'negative'],
    ['(5.00)', 'negative'],
    ['12,34', 'not_a_number'],
    ['abc', 'not_a_number'],
    ['1,0000', 'not_a_number'],
    ['99999999999999', 'too_large'],
  ])('%s is not a price (%s)', (raw, problem) => {
    expect(parseQbMoney(raw)).toEqual({ cents: null, problem });
  });
});

describe('the name normaliser', () => {
  it.each([
    ['AVOCADO HASS 48CT', 'Hass Avocado 48 ct', 'Aguacate Hass 48 u.', 'fruits'],
    ['TOMATO ROMA 25LB', 'Roma Tomatoes 25 lb', 'Tomate roma 25 lb', 'vegetables'],
    ['ONION YELLOW JUMBO 50LB', 'Yellow Onions Jumbo 50 lb', 'Cebolla amarilla jumbo 50 lb', 'vegetables'],
    ['PEPPER BELL GREEN XL', 'Green Bell Peppers XL', 'Pimiento verde XL', 'vegetables'],
    ['LIME PERSIAN 40#', 'Persian Limes 40 lb', 'Limón persa 40 lb', 'fruits'],
    ['PINEAPPLE GOLDEN 6 CT', 'Golden Pineapples 6 ct', 'Piña dorada 6 u.', 'fruits'],
    ['CILANTRO 30 BU', 'Cilantro 30 bunches', 'Cilantro 30 manojos', 'herbs'],
    ['beans black 50lb', 'Black Beans 50 lb', 'Frijol negro 50 lb', 'dry_produce'],
    ['ORANGE JUICE 4/1 GAL', 'Juice Oranges 4/1 gal', 'Naranja de jugo 4/1 gal', 'fruits'],
  ])('%s -> "%s" / "%s"', (source, en, es, category) => {
    expect(normaliseName(source)).toEqual({ en, es, category, recognised: true });
  });

  it('keeps a written description as it is, and reads the category from the item path', () => {
    expect(normaliseName('GASCÓ Sazón con Culantro y Achiote 6/32 oz.')).toEqual({
      en: 'GASCÓ Sazón con Culantro y Achiote 6/32 oz',
      es: 'GASCÓ Sazón con Culantro y Achiote 6/32 oz',
      category: null,
      recognised: false,
    });
    expect(normaliseName('SOURSOP PULP 14OZ', 'Fruits:Frozen:SOURSOP PULP 14OZ')).toMatchObject({ en: 'Soursop Pulp 14 oz', category: 'fruits' });
    expect(normaliseName('DELUXE MIX BOX', 'Vegetales:DELUXE MIX BOX')).toMatchObject({ en: 'Deluxe Mix Box', recognised: false, category: 'vegetables' });
  });

  it('reads words that are names of JavaScript object members as plain words', () => {
    expect(normaliseName('TOMATO CONSTRUCTOR 25LB')).toEqual({ en: 'Tomatoes Constructor 25 lb', es: 'Tomate Constructor 25 lb', category: 'vegetables', recognised: true });
    expect(normaliseName('TOSTRING', 'Constructor:TOSTRING')).toEqual({ en: 'Tostring', es: 'Tostring', category: null, recognised: false });
  });

  it('matches names without case, accents, punctuation or plurals', () => {
    expect(nameKey('Hass Avocados 48 ct')).toBe(nameKey('Hass Avocado 48 ct'));
    expect(nameKey('Roma Tomatoes 25 lb')).toBe(nameKey('ROMA TOMATO 25 LB'));
    expect(nameKey('Limón persa')).toBe(nameKey('limon persa'));
    expect(nameKey('Persian Limes')).toBe(nameKey('Persian Lime'));
    expect(nameKey('Peaches')).toBe(nameKey('Peach'));
    expect(nameKey('Red Onions')).not.toBe(nameKey('Red Onion Rings'));
  });
});
