import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  IIF_SPL_COLUMNS,
  IIF_TRNS_COLUMNS,
  QBO_INVOICE_COLUMNS,
  QbInvoiceExportError,
  decodeQuickBooks,
  encodeWindows1252,
  invoicesToIif,
  invoicesToQuickBooksOnlineCsv,
  readIifRows,
  readQuickBooks,
  type QbInvoice,
} from './index.js';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test-fixtures/quickbooks');

/** "-12.34" -> -1234, exactly (no float arithmetic). */
function cents(money: string): number {
  const m = /^(-?)(\d+)\.(\d{2})$/.exec(money);
  if (!m) throw new Error(`not money: ${money}`);
  const value = Number(m[2]) * 100 + Number(m[3]);
  return m[1] ? -value : value;
}

const example: QbInvoice = {
  number: '1001',
  date: '2026-11-27',
  dueDate: '2026-12-11',
  terms: 'Net 14',
  customer: 'La Cocina, LLC',
  memo: 'Order 57',
  lines: [
    { item: 'Produce:Avocado Hass 48ct', description: 'Avocado Hass 48ct', quantity: '3', rateCents: 4250, amountCents: 12750 },
    // Catch weight: 41.35 lb at $1.29 = $53.3415, billed $53.34.
    { item: 'Produce:Tomato Roma', description: 'Tomato Roma 25 lb, 12" tray', quantity: '41.35', rateCents: 129, amountCents: 5334 },
    { item: 'Short credit', description: 'Cilantro short\tby 1 case\r\nsorry', quantity: '1', rateCents: -1800, amountCents: -1800, incomeAccount: 'Sales Credits' },
  ],
  totalCents: 16284,
};

const second: QbInvoice = {
  number: '1002',
  date: '2026-01-05',
  customer: 'Taquería Piña',
  lines: [{ item: 'Lime 200ct', description: 'Limón persa', quantity: '2', rateCents: 3599, amountCents: 7198, taxable: true }],
  totalCents: 7198,
};

describe('invoicesToIif', () => {
  it('writes TRNS/SPL/ENDTRNS INVOICE blocks as Desktop does', () => {
    const expected = [
      '!TRNS\tTRNSID\tTRNSTYPE\tDATE\tACCNT\tNAME\tAMOUNT\tDOCNUM\tMEMO\tTOPRINT\tDUEDATE\tTERMS',
      '!SPL\tSPLID\tTRNSTYPE\tDATE\tACCNT\tNAME\tAMOUNT\tDOCNUM\tMEMO\tQNTY\tPRICE\tINVITEM\tTAXABLE',
      '!ENDTRNS',
      'TRNS\t\tINVOICE\t11/27/2026\tAccounts Receivable\t"La Cocina, LLC"\t162.84\t1001\tOrder 57\tN\t12/11/2026\tNet 14',
      'SPL\t\tINVOICE\t11/27/2026\tSales\t\t-127.50\t1001\tAvocado Hass 48ct\t-3\t42.50\tProduce:Avocado Hass 48ct\tN',
      "SPL\t\tINVOICE\t11/27/2026\tSales\t\t-53.34\t1001\t\"Tomato Roma 25 lb, 12'' tray\"\t-41.35\t1.29\tProduce:Tomato Roma\tN",
      'SPL\t\tINVOICE\t11/27/2026\tSales Credits\t\t18.00\t1001\tCilantro short by 1 case sorry\t-1\t-18.00\tShort credit\tN',
      'ENDTRNS',
      'TRNS\t\tINVOICE\t01/05/2026\tAccounts Receivable\tTaquería Piña\t71.98\t1002\t\tN\t01/05/2026\t',
      'SPL\t\tINVOICE\t01/05/2026\tSales\t\t-71.98\t1002\tLimón persa\t-2\t35.99\tLime 200ct\tY',
      'ENDTRNS',
      '',
    ].join('\r\n');
    expect(invoicesToIif([example, second])).toBe(expected);
  });

  it('takes the A/R and income accounts of the company file', () => {
    const iif = invoicesToIif([second], { arAccount: 'A/R Produce', incomeAccount: 'Produce Sales' });
    const rows = readIifRows(iif);
    expect(rows.find((r) => r.type === 'TRNS')?.fields.ACCNT).toBe('A/R Produce');
    expect(rows.find((r) => r.type === 'SPL')?.fields.ACCNT).toBe('Produce Sales');
  });

  it('is read back by the project reader: every field, the totals and the quoted comma', () => {
    const rows = readIifRows(invoicesToIif([example, second]));
    expect(rows.map((r) => r.type)).toEqual(['TRNS', 'SPL', 'SPL', 'SPL', 'ENDTRNS', 'TRNS', 'SPL', 'ENDTRNS']);
    expect(rows[0]).toEqual({
      line: 4,
      type: 'TRNS',
      fields: {
        TRNSID: '',
        TRNSTYPE: 'INVOICE',
        DATE: '11/27/2026',
        ACCNT: 'Accounts Receivable',
        NAME: 'La Cocina, LLC',
        AMOUNT: '162.84',
        DOCNUM: '1001',
        MEMO: 'Order 57',
        TOPRINT: 'N',
        DUEDATE: '12/11/2026',
        TERMS: 'Net 14',
      },
    });
    expect(rows[2]!.fields).toMatchObject({ INVITEM: 'Produce:Tomato Roma', QNTY: '-41.35', PRICE: '1.29', AMOUNT: '-53.34' });
    expect(rows[5]!.fields.NAME).toBe('Taquería Piña');
  });

  it("is an invoice file, not an item list: the importer's readQuickBooks refuses it as it refuses any list without items", () => {
    expect(() => readQuickBooks(invoicesToIif([example]))).toThrowError(expect.objectContaining({ code: 'unknown_layout' }));
  });

  it('reads the real Desktop exports with the same conventions (tabs, `!` headers, a quoted comma)', () => {
    const { text } = decodeQuickBooks(new Uint8Array(fs.readFileSync(path.join(FIXTURES, 'qbd-all-lists-export.iif'))));
    const rows = readIifRows(text);
    const checking = rows.find((r) => r.type === 'ACCNT' && r.fields.NAME === 'Checking')!;
    // Written `"99,250.02"` by QuickBooks: the same quoting the writer uses for a name with a comma.
    expect(checking.fields.OBAMOUNT).toBe('99,250.02');
    const items = readQuickBooks(text).records.filter((r) => r.kind === 'item');
    expect(rows.filter((r) => r.type === 'INVITEM').length).toBeGreaterThanOrEqual(items.length);
  });

  it('encodes Windows-1252 for Desktop, which the reader decodes back', () => {
    const iif = invoicesToIif([{ ...second, memo: 'Jalapeño, piña y limón' }]);
    const bytes = encodeWindows1252(iif);
    expect(bytes.length).toBe(iif.length);
    expect(decodeQuickBooks(bytes)).toEqual({ text: iif, encoding: 'windows-1252' });
    expect([...encodeWindows1252('ñ“”€—™')]).toEqual([0xf1, 0x93, 0x94, 0x80, 0x97, 0x99]);
    // Nothing Windows-1252 lacks is dropped silently: it shows as "?".
    expect([...encodeWindows1252('a漢😀b')]).toEqual([0x61, 0x3f, 0x3f, 0x62]);
  });

  it.each([
    ['total_mismatch', { totalCents: 16285 }],
    ['bad_date', { date: '2026-02-30' }],
    ['bad_due_date', { dueDate: '12/11/2026' }],
    ['no_customer', { customer: ' \t' }],
    ['no_lines', { lines: [], totalCents: 0 }],
    ['no_number', { number: '' }],
  ] as const)('refuses an invoice with %s', (code, change) => {
    const bad = { ...example, ...change } as QbInvoice;
    expect(() => invoicesToIif([bad])).toThrowError(QbInvoiceExportError);
    expect(() => invoicesToQuickBooksOnlineCsv([bad])).toThrowError(expect.objectContaining({ code, invoice: bad.number }));
  });

  it.each([
    ['no_item', { item: '' }],
    ['bad_quantity', { quantity: '1,5' }],
    ['bad_cents', { rateCents: 12.5 }],
  ] as const)('refuses a line with %s, naming the line', (code, change) => {
    const bad: QbInvoice = { ...second, lines: [{ ...second.lines[0]!, ...change }] };
    expect(() => invoicesToIif([bad])).toThrowError(expect.objectContaining({ code, line: 1 }));
  });
});

describe('invoicesToQuickBooksOnlineCsv', () => {
  it('writes one row per line in the Online import layout', () => {
    const expected = [
      'InvoiceNo,Customer,InvoiceDate,DueDate,Terms,Location,Memo,Item(Product/Service),ItemDescription,ItemQuantity,ItemRate,ItemAmount,Taxable',
      '1001,"La Cocina, LLC",11/27/2026,12/11/2026,Net 14,,Order 57,Produce:Avocado Hass 48ct,Avocado Hass 48ct,3,42.50,127.50,N',
      '1001,"La Cocina, LLC",11/27/2026,12/11/2026,Net 14,,Order 57,Produce:Tomato Roma,"Tomato Roma 25 lb, 12"" tray",41.35,1.29,53.34,N',
      '1001,"La Cocina, LLC",11/27/2026,12/11/2026,Net 14,,Order 57,Short credit,Cilantro short by 1 case sorry,1,-18.00,-18.00,N',
      '1002,Taquería Piña,01/05/2026,01/05/2026,,,,Lime 200ct,Limón persa,2,35.99,71.98,Y',
      '',
    ].join('\r\n');
    expect(invoicesToQuickBooksOnlineCsv([example, second])).toBe(expected);
  });
});

/* ------------------------------------------------------------------------------------------------ */

// Text with every character that could break a row or a field: tabs, line breaks, quotes, commas.
const awkward = fc
  .array(fc.constantFrom('a', 'Z', '7', ' ', '\t', '\n', '\r', '\r\n', '"', "'", ',', ':', 'ñ', 'é', '€', '=', '-', '\u2028', '!'), { maxLength: 14 })
  .map((parts) => parts.join(''));
const named = awkward.filter((s) => s.trim() !== '');
const isoDate = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
const quantity = fc.tuple(fc.boolean(), fc.nat({ max: 99_999 }), fc.option(fc.stringMatching(/^\d{1,3}$/), { nil: undefined })).map(
  ([negative, whole, decimals]) => `${negative && whole > 0 ? '-' : ''}${whole}${decimals ? `.${decimals}` : ''}`,
);
const line = fc.record(
  {
    item: named,
    description: awkward,
    quantity,
    rateCents: fc.integer({ min: -1_000_000, max: 100_000_000 }),
    amountCents: fc.integer({ min: -10_000_000, max: 1_000_000_000 }),
    taxable: fc.boolean(),
    incomeAccount: named,
  },
  { requiredKeys: ['item', 'description', 'quantity', 'rateCents', 'amountCents'] },
);
const invoice: fc.Arbitrary<QbInvoice> = fc
  .record(
    {
      number: named,
      date: isoDate,
      dueDate: isoDate,
      terms: awkward,
      customer: named,
      memo: awkward,
      lines: fc.array(line, { minLength: 1, maxLength: 6 }),
    },
    { requiredKeys: ['number', 'date', 'customer', 'lines'] },
  )
  .map((i) => ({ ...i, totalCents: i.lines.reduce((sum, l) => sum + l.amountCents, 0) }));
const invoices = fc.array(invoice, { maxLength: 5 });

/** What a field becomes in IIF: no tab, line break or double quote; read back without the quotes a comma adds. */
const iifText = (s: string) => s.replace(/[\t\r\n\u2028\u2029]+/g, ' ').replace(/"/g, "''").trim();
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

describe('writers, for any invoices', () => {
  it('IIF: every row has its header fields, nothing leaks out of a field, and it reads back', () => {
    fc.assert(
      fc.property(invoices, (list) => {
        const iif = invoicesToIif(list);
        const physical = iif.split('\r\n');
        expect(physical.pop()).toBe('');
        expect(iif.replace(/\r\n/g, '')).not.toMatch(/[\r\n\u2028\u2029]/);
        expect(physical).toHaveLength(3 + list.reduce((n, i) => n + i.lines.length + 2, 0));
        for (const row of physical) {
          const width = row.startsWith('TRNS') ? IIF_TRNS_COLUMNS.length + 1 : row.startsWith('SPL') ? IIF_SPL_COLUMNS.length + 1 : null;
          if (width !== null) expect(row.split('\t')).toHaveLength(width);
        }
        const rows = readIifRows(iif);
        const trns = rows.filter((r) => r.type === 'TRNS');
        expect(trns).toHaveLength(list.length);
        let at = 0;
        list.forEach((inv, k) => {
          expect(rows[at]!.type).toBe('TRNS');
          const head = rows[at]!.fields;
          expect(head).toMatchObject({ TRNSTYPE: 'INVOICE', DATE: usDate(inv.date), NAME: iifText(inv.customer), DOCNUM: iifText(inv.number), MEMO: iifText(inv.memo ?? '') });
          expect(cents(head.AMOUNT!)).toBe(inv.totalCents);
          const splits = rows.slice(at + 1, at + 1 + inv.lines.length);
          // Balances to the cent: the A/R debit is minus the sum of the income splits.
          expect(cents(head.AMOUNT!)).toBe(-splits.reduce((sum, s) => sum + cents(s.fields.AMOUNT!), 0));
          splits.forEach((s, j) => {
            const l = inv.lines[j]!;
            expect(s.type).toBe('SPL');
            expect(s.fields).toMatchObject({ INVITEM: iifText(l.item), MEMO: iifText(l.description), DOCNUM: iifText(inv.number), TAXABLE: l.taxable ? 'Y' : 'N' });
            expect(cents(s.fields.PRICE!)).toBe(l.rateCents);
            expect(Number(s.fields.QNTY) + Number(l.quantity)).toBe(0);
          });
          expect(rows[at + 1 + inv.lines.length]!.type, `invoice ${k}`).toBe('ENDTRNS');
          at += inv.lines.length + 2;
        });
        expect(at).toBe(rows.length);
      }),
      { numRuns: 300 },
    );
  });

  it('CSV: papaparse reads back the same cells, one row per line', () => {
    const csvText = (s: string) => s.replace(/[\t\r\n\u2028\u2029]+/g, ' ').trim();
    fc.assert(
      fc.property(invoices, (list) => {
        const csv = invoicesToQuickBooksOnlineCsv(list);
        const parsed = Papa.parse<string[]>(csv, { delimiter: ',', skipEmptyLines: true });
        expect(parsed.errors).toEqual([]);
        const expected = list.flatMap((inv) =>
          inv.lines.map((l) => [
            csvText(inv.number),
            csvText(inv.customer),
            usDate(inv.date),
            usDate(inv.dueDate ?? inv.date),
            csvText(inv.terms ?? ''),
            '',
            csvText(inv.memo ?? ''),
            csvText(l.item),
            csvText(l.description),
            l.quantity,
            (l.rateCents < 0 ? '-' : '') + (Math.abs(l.rateCents) / 100).toFixed(2),
            (l.amountCents < 0 ? '-' : '') + (Math.abs(l.amountCents) / 100).toFixed(2),
            l.taxable ? 'Y' : 'N',
          ]),
        );
        expect(parsed.data).toEqual([[...QBO_INVOICE_COLUMNS], ...expected]);
        const amounts = parsed.data.slice(1).map((r) => cents(r[11]!));
        expect(amounts.reduce((a, b) => a + b, 0)).toBe(list.reduce((a, i) => a + i.totalCents, 0));
      }),
      { numRuns: 300 },
    );
  });
});

describe('a month of invoices', () => {
  it('writes 6,000 invoices of 30 lines in both formats in under 5 s (figure printed)', () => {
    const month: QbInvoice[] = Array.from({ length: 6000 }, (_, i) => {
      const lines = Array.from({ length: 30 }, (_, j) => ({ item: `Produce:Item ${j}`, description: `Item ${j}, 25 lb case`, quantity: '41.35', rateCents: 129 + j, amountCents: 5334 + j }));
      return { number: String(10000 + i), date: '2026-11-27', customer: `Customer ${i % 300}, LLC`, lines, totalCents: lines.reduce((s, l) => s + l.amountCents, 0) };
    });
    const start = performance.now();
    const iif = invoicesToIif(month);
    const iifMs = performance.now() - start;
    const csv = invoicesToQuickBooksOnlineCsv(month);
    const totalMs = performance.now() - start;
    console.log(`QuickBooks export: 6,000 invoices x 30 lines, IIF ${Math.round(iifMs)} ms, IIF + CSV ${Math.round(totalMs)} ms`);
    expect(iif.split('\r\n')).toHaveLength(3 + 6000 * 32 + 1);
    expect(csv.split('\r\n')).toHaveLength(1 + 6000 * 30 + 1);
    expect(totalMs).toBeLessThan(5000);
  });
});
