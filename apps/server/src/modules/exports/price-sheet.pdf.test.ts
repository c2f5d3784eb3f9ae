import fs from 'node:fs';
import path from 'node:path';
import {
  buildWhatsAppMessage,
  DEFAULT_COMPANY_FACTS,
  formatUsd,
  sheetSections,
  splitWhatsAppMessage,
  whatsAppParts,
  type Language,
  type SheetContext,
  type SheetItem,
  type SheetOptions,
} from '@freshprice/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS } from '../../db/demo/catalogue-data.js';
import { pdfText } from '../../test/pdf-text.js';
import { priceSheetPdf } from './price-sheet.pdf.js';

/*
 * The dense sheet on the demo catalogue (345 products) and on 945 (the demo and 600 variants with
 * longer names), in both languages; with SHEET_FIGURES=1 it prints the figures of
 * docs/performance.md ("Dense price sheets"), and with SHEET_PDF_DIR=<dir> writes the PDFs there.
 */

/** The demo catalogue as a list's items; one in fifteen moved this week (up, down or new). */
function demoItems(): SheetItem[] {
  const moves = ['up', 'down', 'new'] as const;
  return DEMO_PRODUCTS.map((p, i) => ({
    category: p.category,
    nameEn: p.nameEn,
    nameEs: p.nameEs,
    packEn: p.pack,
    packEs: p.packEs,
    price: p.price,
    recentChange: i % 15 === 7 ? moves[i % 3]! : null,
    inStock: p.inStock,
  }));
}

/** The demo and `extra` variants of its products: "Roma Tomatoes 25 lb Organic", "… Colombia". */
function manyItems(extra: number): SheetItem[] {
  const demo = demoItems();
  const origins = ['Organic', 'Mexico', 'Premium', 'Extra Large', 'Colombia'];
  const variants = Array.from({ length: extra }, (_, i) => {
    const p = demo[i % demo.length]!;
    const origin = origins[i % origins.length]!;
    return { ...p, nameEn: `${p.nameEn} ${origin}`, nameEs: `${p.nameEs} ${origin}`, recentChange: null };
  });
  return [...demo, ...variants];
}

const CONTEXT: SheetContext = { company: DEFAULT_COMPANY_FACTS, listName: 'Restaurant Prices', customerName: 'La Cocina de Ana', tier: 'medium', note: 'Delivery Tuesdays and Fridays' };
const options = (language: Language): SheetOptions => ({
  language,
  categories: null,
  inStockOnly: false,
  changedOnly: false,
  arrows: false,
  validUntil: { date: '2026-11-27', time: '18:00' },
  now: new Date('2026-11-25T14:00:00Z'),
});
const squeeze = (text: string) => text.replace(/\s+/g, '');

describe('the dense price sheet', () => {
  for (const language of ['en', 'es'] as const) {
    it(`prints the 345 demo products on at most 3 Letter pages, every name and exact price once, in order (${language})`, async () => {
      const items = demoItems();
      const sheet = await priceSheetPdf(items, CONTEXT, options(language));
      if (process.env.SHEET_PDF_DIR) fs.writeFileSync(path.join(process.env.SHEET_PDF_DIR, `sheet-345-${language}.pdf`), sheet.pdf);
      const pages = await pdfText(sheet.pdf);
      expect(pages.length).toBe(sheet.pages);
      expect(pages.length).toBeLessThanOrEqual(3);
      expect(sheet.columns).toBeGreaterThanOrEqual(2);
      expect(sheet.fontSize).toBeGreaterThanOrEqual(7.5);
      // The reading order of the text: column after column; every row's name then its price.
      const text = squeeze(pages.join(' '));
      let at = 0;
      for (const [n, page] of pages.entries()) expect(page).toContain(language === 'en' ? `Page ${n + 1} of ${pages.length}` : `Página ${n + 1} de ${pages.length}`);
      const rows = sheetSections(items, options(language)).flatMap((s) => s.rows);
      expect(rows).toHaveLength(345);
      for (const row of rows) {
        const found = text.indexOf(squeeze(row.name), at);
        expect(found, row.name).toBeGreaterThanOrEqual(0);
        const price = text.indexOf(squeeze(formatUsd(row.price, language)), found);
        expect(price, row.name).toBeGreaterThan(found);
        at = found;
      }
      // A category running on into the next column is headed again there.
      expect(pages[0]).toContain(language === 'en' ? 'Vegetables (continued)' : 'Verduras (continuación)');
      expect(pages[0]).toContain(language === 'en' ? 'Order by 8:00 AM for same-day delivery' : 'Pida antes de las 8:00 a. m. para entrega el mismo día');
      expect(pages.at(-1)).toContain(language === 'en' ? 'Minimum order: $500.' : 'Pedido mínimo: $500.');
    });
  }

  it('says so on one page when nothing is left to print', async () => {
    const sheet = await priceSheetPdf([], CONTEXT, options('es'));
    const pages = await pdfText(sheet.pdf);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('Ningún artículo coincide con estas opciones.');
    expect(pages[0]).toContain('Página 1 de 1');
  });

  it('cuts a name too long for three lines with an ellipsis, and keeps its price', async () => {
    const long = 'Extraordinarily long product name '.repeat(6).trim();
    const sheet = await priceSheetPdf([{ ...demoItems()[0]!, nameEn: long, price: '1450.00' }], CONTEXT, options('en'));
    const text = (await pdfText(sheet.pdf)).join(' ');
    expect(text).toContain('…');
    expect(text).not.toContain(long);
    expect(text).toContain('$1,450.00');
  });

  it('figures: pages, render time against an empty sheet, WhatsApp parts before and after', async () => {
    const runs = 5;
    const median = async (items: SheetItem[], language: Language) => {
      const times: number[] = [];
      let pages = 0;
      for (let i = 0; i < runs; i++) {
        const start = performance.now();
        pages = (await priceSheetPdf(items, CONTEXT, options(language))).pages;
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      return { pages, ms: times[Math.floor(runs / 2)]! };
    };
    const lines: string[] = [];
    for (const language of ['en', 'es'] as const) {
      const empty = await median([], language);
      const demo = await median(demoItems(), language);
      const many = await median(manyItems(600), language);
      expect(demo.pages).toBeLessThanOrEqual(3);
      lines.push(`${language}: 345 items ${demo.pages} pages ${demo.ms.toFixed(0)} ms; 945 items ${many.pages} pages ${many.ms.toFixed(0)} ms; empty sheet ${empty.ms.toFixed(0)} ms`);
      const before = splitWhatsAppMessage(buildWhatsAppMessage(demoItems(), CONTEXT, { ...options(language), arrows: true }), language);
      const after = whatsAppParts(demoItems(), CONTEXT, { ...options(language), arrows: true }, 'https://prices.example.com/pricesprivate/restaurant-prices');
      expect(after.length).toBeLessThanOrEqual(2);
      lines.push(`${language}: WhatsApp, full demo list ${before.length} parts (${before.join('').length} characters); sent ${after.length} part(s) (${after.join('').length} characters)`);
    }
    if (process.env.SHEET_FIGURES) console.log(`[dense sheets, median of ${runs}]\n${lines.join('\n')}`);
  });
});
