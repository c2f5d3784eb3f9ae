import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_COMPANY_FACTS } from './company-defaults.js';
import {
  buildWhatsAppMessage,
  packShown,
  sheetFileName,
  sheetHeader,
  sheetSections,
  shortWhatsAppMessage,
  splitWhatsAppMessage,
  validityLine,
  whatsAppForm,
  whatsAppParts,
  whatsAppUrl,
  WHATSAPP_MAX_PARTS,
  WHATSAPP_PART_ENCODED_LIMIT,
  type SheetContext,
  type SheetItem,
  type SheetOptions,
} from './price-sheet.js';

const NOW = new Date('2026-11-25T14:00:00Z');

const item = (over: Partial<SheetItem> & Pick<SheetItem, 'nameEn' | 'nameEs' | 'price'>): SheetItem => ({
  category: 'vegetables',
  packEn: '',
  packEs: '',
  recentChange: null,
  inStock: true,
  ...over,
});

const ITEMS: SheetItem[] = [
  item({ nameEn: 'Roma Tomatoes 25 lb', nameEs: 'Tomate roma 25 lb', price: '32.50', recentChange: 'up' }),
  item({ nameEn: 'Green Cabbage', nameEs: 'Repollo verde', packEn: '50 lb sack', packEs: 'saco de 50 lb', price: '24.00' }),
  item({ nameEn: 'Yellow Onions Jumbo 50 lb', nameEs: 'Cebolla amarilla jumbo 50 lb', price: '28.75', recentChange: 'down' }),
  item({ nameEn: 'Name', nameEs: 'Ñame', price: '2.10', inStock: false }),
  item({ category: 'fruits', nameEn: 'Hass Avocado 48 ct', nameEs: 'Aguacate Hass 48 u.', price: '45.00' }),
  item({ category: 'fruits', nameEn: 'Golden Pineapple 6 ct', nameEs: 'Piña dorada 6 u.', price: '19.99' }),
  item({ category: 'fruits', nameEn: 'Persian Limes 110 ct', nameEs: 'Limón persa 110 u.', price: '1450.00', recentChange: 'down' }),
  item({ category: 'herbs', nameEn: 'Cilantro 30 bunches', nameEs: 'Cilantro 30 manojos', price: '18.00' }),
  item({ category: null, nameEn: 'Gift Box', nameEs: 'Caja de regalo', price: '20.00' }),
];

const CONTEXT: SheetContext = { company: DEFAULT_COMPANY_FACTS, listName: 'Restaurant list', customerName: 'La Cocina de Ana', tier: 'medium' };
const base = (language: 'en' | 'es', over: Partial<SheetOptions> = {}): SheetOptions => ({
  language,
  categories: null,
  inStockOnly: false,
  changedOnly: false,
  arrows: false,
  validUntil: null,
  now: NOW,
  ...over,
});

const golden = (name: string) => `../test-fixtures/price-sheet/${name}.txt`;

describe('WhatsApp message, golden files', () => {
  for (const language of ['en', 'es'] as const) {
    it(`the whole list, no validity line (${language})`, async () => {
      await expect(buildWhatsAppMessage(ITEMS, CONTEXT, base(language))).toMatchFileSnapshot(golden(`all-${language}`));
    });
    it(`in stock only, with arrows and a validity line (${language})`, async () => {
      const options = base(language, { inStockOnly: true, arrows: true, validUntil: { date: '2026-11-27', time: '18:00' } });
      await expect(buildWhatsAppMessage(ITEMS, CONTEXT, options)).toMatchFileSnapshot(golden(`arrows-validity-${language}`));
    });
    it(`changed in the last 7 days only, two categories (${language})`, async () => {
      const options = base(language, { changedOnly: true, arrows: true, categories: ['vegetables', 'fruits'] });
      await expect(buildWhatsAppMessage(ITEMS, CONTEXT, options)).toMatchFileSnapshot(golden(`changed-${language}`));
    });
  }
});

describe('sections', () => {
  it('orders categories as the catalogue does, uncategorized last, names in the reader’s alphabet', () => {
    const es = sheetSections(ITEMS, base('es'));
    expect(es.map((s) => s.heading)).toEqual(['Verduras', 'Frutas', 'Hierbas', 'Sin categoría']);
    expect(es[0]!.rows.map((r) => r.name)).toEqual(['Cebolla amarilla jumbo 50 lb', 'Ñame', 'Repollo verde', 'Tomate roma 25 lb']);
    expect(es[1]!.rows.map((r) => [r.name, r.priceText])).toEqual([
      ['Aguacate Hass 48 u.', '$45.00'],
      ['Limón persa 110 u.', '$1,450.00'],
      ['Piña dorada 6 u.', '$19.99'],
    ]);
  });

  it('marks only changes of the last 7 days, up or down', () => {
    const rows = sheetSections(ITEMS, base('en')).flatMap((s) => s.rows);
    const trend = (name: string) => rows.find((r) => r.name === name)!.trend;
    expect(trend('Roma Tomatoes 25 lb')).toBe('up');
    expect(trend('Yellow Onions Jumbo 50 lb')).toBe('down');
    expect(trend('Hass Avocado 48 ct')).toBeNull();
    expect(trend('Green Cabbage')).toBeNull();
  });

  it("carries the list's note to customers under the header, and nothing when there is none", () => {
    const text = buildWhatsAppMessage(ITEMS, { ...CONTEXT, note: 'Orders before 6 AM ship the same day' }, base('en'));
    expect(text.split('\n\n')[1]).toBe('_Orders before 6 AM ship the same day_');
    expect(buildWhatsAppMessage(ITEMS, { ...CONTEXT, note: '  ' }, base('en'))).toBe(buildWhatsAppMessage(ITEMS, CONTEXT, base('en')));
  });

  it('goes by the net change: a price back where it was has no arrow and is not "changed"; a new item is changed without an arrow', () => {
    const items = [
      item({ nameEn: 'Rolled back', nameEs: 'Revertido', price: '35.09', recentChange: null }),
      item({ nameEn: 'Added this week', nameEs: 'Nuevo', price: '4.00', recentChange: 'new' }),
    ];
    const rows = sheetSections(items, base('en', { changedOnly: true, arrows: true })).flatMap((s) => s.rows);
    expect(rows.map((r) => [r.name, r.trend])).toEqual([['Added this week', null]]);
  });

  it('filters by category, stock and recent change', () => {
    expect(sheetSections(ITEMS, base('en', { categories: ['uncategorized'] })).map((s) => s.heading)).toEqual(['Uncategorized']);
    expect(sheetSections(ITEMS, base('en', { inStockOnly: true })).flatMap((s) => s.rows).some((r) => r.name === 'Name')).toBe(false);
    expect(sheetSections(ITEMS, base('en', { changedOnly: true })).flatMap((s) => s.rows.map((r) => r.name))).toEqual([
      'Roma Tomatoes 25 lb',
      'Yellow Onions Jumbo 50 lb',
      'Persian Limes 110 ct',
    ]);
  });

  it('says so when nothing is left', () => {
    expect(buildWhatsAppMessage(ITEMS, CONTEXT, base('es', { categories: ['dry_produce'] }))).toContain('Ningún artículo coincide con estas opciones.');
  });
});

describe('drafts', () => {
  it('leaves out products the import made that staff have not published, in the sheet and the message', () => {
    const options = base('en');
    const withDraft = [...ITEMS, item({ category: 'fruits', nameEn: 'Pump', nameEs: 'Bomba', price: '19.00', draft: true })];
    const names = sheetSections(withDraft, options).flatMap((s) => s.rows.map((r) => r.name));
    expect(names).toContain('Golden Pineapple 6 ct');
    expect(names).not.toContain('Pump');
    expect(buildWhatsAppMessage(withDraft, CONTEXT, options)).toBe(buildWhatsAppMessage(ITEMS, CONTEXT, options));
  });
});

describe('validity line', () => {
  it('names the weekday and the time in the reader’s language', () => {
    expect(validityLine({ date: '2026-11-27', time: '18:00' }, 'en')).toBe('Prices valid until Friday 6:00 PM');
    expect(validityLine({ date: '2026-11-27', time: '18:00' }, 'es')).toBe('Precios válidos hasta el viernes 6:00 p. m.');
  });

  it('names the date too when the day is not in the coming week', () => {
    // Wednesday 25 November 2026, 11 PM in Miami (already the 26th in UTC).
    const now = new Date('2026-11-26T04:00:00Z');
    expect(validityLine({ date: '2026-11-27', time: '18:00' }, 'en', now)).toBe('Prices valid until Friday 6:00 PM');
    expect(validityLine({ date: '2026-11-25', time: '18:00' }, 'en', now)).toBe('Prices valid until Wednesday 6:00 PM');
    expect(validityLine({ date: '2026-12-01', time: '18:00' }, 'es', now)).toBe('Precios válidos hasta el martes 6:00 p. m.');
    expect(validityLine({ date: '2026-12-02', time: '18:00' }, 'en', now)).toBe('Prices valid until Wednesday, December 2, 6:00 PM');
    expect(validityLine({ date: '2026-12-04', time: '08:30' }, 'es', now)).toBe('Precios válidos hasta el viernes 4 de diciembre, 8:30 a. m.');
    expect(validityLine({ date: '2026-11-24', time: '18:00' }, 'en', now)).toBe('Prices valid until Tuesday, November 24, 6:00 PM');
  });
});

describe('splitting', () => {
  const many: SheetItem[] = Array.from({ length: 400 }, (_, i) =>
    item({ category: (['vegetables', 'fruits', 'herbs'] as const)[i % 3], nameEn: `Item number ${i + 1} of the big list`, nameEs: `Artículo número ${i + 1} de la lista grande`, price: `${10 + (i % 50)}.25` }),
  );

  it('keeps a message that fits one link whole', () => {
    const text = buildWhatsAppMessage(ITEMS, CONTEXT, base('en'));
    expect(splitWhatsAppMessage(text, 'en')).toEqual([text]);
  });

  for (const language of ['en', 'es'] as const) {
    it(`cuts a long one into numbered parts that each fit a link, losing no line (${language})`, () => {
      const text = buildWhatsAppMessage(many, CONTEXT, base(language));
      const parts = splitWhatsAppMessage(text, language);
      expect(parts.length).toBeGreaterThan(2);
      for (const [i, part] of parts.entries()) {
        expect(encodeURIComponent(part).length).toBeLessThanOrEqual(WHATSAPP_PART_ENCODED_LIMIT);
        expect(part.split('\n')[0]).toBe(language === 'en' ? `*Part ${i + 1} of ${parts.length}*` : `*Parte ${i + 1} de ${parts.length}*`);
        // Every monospace block opened is closed in the same part.
        expect(part.split('\n').filter((l) => l === '```').length % 2).toBe(0);
      }
      const priceLines = (s: string) => s.split('\n').filter((l) => /\$\d/.test(l) && !l.startsWith('*'));
      expect(parts.flatMap(priceLines)).toEqual(priceLines(text));
    });
  }

  /** The message's own lines, without part headings, continued headings and fences, long lines joined back. */
  const content = (parts: string[]) =>
    parts
      .flatMap((p) => p.split('\n'))
      .filter((l) => l.trim() !== '' && l !== '```' && !/^\*Part\w* \d+ (of|de) \d+\*$/.test(l) && !/\((continued|continuación)\)$/.test(l))
      .join('');

  it('at any limit: every part fits, every block is closed, no block is empty, no text is lost', () => {
    const text = buildWhatsAppMessage(many, CONTEXT, base('es', { arrows: true }));
    const original = text.split('\n').filter((l) => l.trim() !== '' && l !== '```').join('');
    for (let limit = 400; limit <= 9_000; limit += 397) {
      const parts = splitWhatsAppMessage(text, 'es', limit);
      for (const part of parts) {
        expect(encodeURIComponent(part).length, `limit ${limit}`).toBeLessThanOrEqual(limit);
        expect(part.split('\n').filter((l) => l === '```').length % 2, `limit ${limit}`).toBe(0);
        expect(part, `limit ${limit}`).not.toMatch(/```\n```/);
      }
      expect(content(parts), `limit ${limit}`).toBe(original);
    }
  });

  it('an edited message: a line too long for a part, emoji included, is cut between characters and kept whole', () => {
    const line = '🍍 piña '.repeat(600);
    const parts = splitWhatsAppMessage(`*Hola*\n\n${line}\n\nfin`, 'es');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(encodeURIComponent(part).length).toBeLessThanOrEqual(WHATSAPP_PART_ENCODED_LIMIT);
    expect(content(parts)).toBe(`*Hola*${line}fin`);
  });

  it('an edited message: a blank line typed inside a price block does not leave a block open', () => {
    const text = buildWhatsAppMessage(many, CONTEXT, base('en')).replace('```\n', '```\n\n');
    for (const part of splitWhatsAppMessage(text, 'en')) expect(part.split('\n').filter((l) => l === '```').length % 2).toBe(0);
  });

  it('cuts at the limit: one character more than fits makes two parts', () => {
    const text = buildWhatsAppMessage(ITEMS, CONTEXT, base('en'));
    const limit = encodeURIComponent(text).length;
    expect(splitWhatsAppMessage(text, 'en', limit)).toHaveLength(1);
    expect(splitWhatsAppMessage(text, 'en', limit - 1).length).toBeGreaterThan(1);
  });
});

describe('link', () => {
  it('carries the text to the number, or to a chat the user picks', () => {
    expect(whatsAppUrl('Hola *mundo*\n¿ok?', '+1 (305) 555-0142')).toBe('https://wa.me/13055550142?text=Hola%20*mundo*%0A%C2%BFok%3F');
    expect(whatsAppUrl('Hi', null)).toBe('https://wa.me/?text=Hi');
    // A US number written without its country code.
    expect(whatsAppUrl('Hi', '(305) 555-0142')).toBe('https://wa.me/13055550142?text=Hi');
    expect(whatsAppUrl('Hi', '+52 55 1234 5678')).toBe('https://wa.me/525512345678?text=Hi');
  });
});

describe('a name cannot break out of the message', () => {
  const options = base('en', { arrows: true });
  const fences = (message: string) => message.split('\n').filter((line) => line === '```').length;

  it('keeps a newline and three backticks in a name inside its row', () => {
    const evil = 'Kiwi\n```\n*FREE DELIVERY: call 555-0000*\n```';
    const message = buildWhatsAppMessage([item({ nameEn: evil, nameEs: evil, packEn: '``` x', price: '3.00' })], CONTEXT, options);
    expect(fences(message)).toBe(2);
    expect(message).not.toMatch(/^\*FREE/m);
    expect(message).toContain('Kiwi ′′′ *FREE DELIVERY: call 555-0000* ′′′ (′′′ x)');
  });

  it('puts no line break, bidi override or formatting of the data outside the blocks', () => {
    const message = buildWhatsAppMessage([item({ nameEn: 'Lime', nameEs: 'Lima', price: '1.00' })], { ...CONTEXT, listName: 'List\u202e*bold*\n_x_', customerName: 'Ana`s ~bar~' }, options);
    const listLine = message.split('\n')[1]!;
    expect(listLine).toBe('Price list: List ∗bold∗ ＿x＿ · Ana′s ∼bar∼');
  });

  it('holds for any names: one block per section, one row (or a wrapped pair) per item', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' })), { minLength: 1, maxLength: 5 }), (names) => {
        const items = names.map(([nameEn, packEn]) => item({ nameEn: `x${nameEn}`, nameEs: 'y', packEn, price: '1.00' }));
        const message = buildWhatsAppMessage(items, CONTEXT, options);
        expect(fences(message)).toBe(2);
        const block = message.slice(message.indexOf('```\n') + 4, message.lastIndexOf('\n```'));
        const lines = block.split('\n');
        expect(lines.length).toBeGreaterThanOrEqual(items.length);
        expect(lines.length).toBeLessThanOrEqual(items.length * 2);
        expect(block).not.toMatch(/[`\u202a-\u202e\u2066-\u2069\r\u2028\u2029]/);
      }),
    );
  });
});

describe('a pack the name already says is not repeated', () => {
  // Real products of the demo catalogue, in both languages.
  const DEMO = [
    item({ category: 'fruits', nameEn: 'Hass Avocados 40 ct', nameEs: 'Aguacates Hass 40 u.', packEn: '40 ct case', packEs: 'caja de 40 u.', price: '66.00' }),
    item({ category: 'herbs', nameEn: 'Cilantro 30 bunches', nameEs: 'Cilantro 30 manojos', packEn: '30 bunches', packEs: '30 manojos', price: '18.00' }),
    item({ category: 'others', nameEn: 'Coconut Water 12 x 1 L', nameEs: 'Agua de coco 12 x 1 L', packEn: '12 x 1 L case', packEs: 'caja de 12 x 1 L', price: '30.00' }),
    item({ category: 'others', nameEn: 'Corn Oil 1 gal', nameEs: 'Aceite de maíz 1 galón', packEn: '1 gal', packEs: '1 galón', price: '9.00' }),
    item({ nameEn: 'Round Tomatoes 5x6', nameEs: 'Tomate redondo 5x6', packEn: '25 lb case', packEs: 'caja de 25 lb', price: '34.00' }),
    item({ nameEn: 'Beefsteak Tomatoes', nameEs: 'Tomate beefsteak', packEn: '20 lb case', packEs: 'caja de 20 lb', price: '36.00' }),
  ];

  it('leaves the pack out of the message when the name ends with its amount, in Spanish and in English', () => {
    const es = buildWhatsAppMessage(DEMO, CONTEXT, base('es'));
    expect(es).toContain('Aguacates Hass 40 u. ');
    expect(es).not.toContain('(caja de 40 u.)');
    expect(es).not.toContain('(30 manojos)');
    expect(es).not.toContain('(caja de 12 x 1 L)');
    expect(es).not.toContain('(1 galón)');
    // A pack the name does not say stays.
    expect(es).toContain('Tomate redondo 5x6 (caja de 25 lb)');
    expect(es).toContain('Tomate beefsteak (caja de 20 lb)');
    const en = buildWhatsAppMessage(DEMO, CONTEXT, base('en'));
    expect(en).not.toContain('(40 ct case)');
    expect(en).not.toContain('(30 bunches)');
    expect(en).not.toContain('(12 x 1 L case)');
    expect(en).toContain('Round Tomatoes 5x6 (25 lb case)');
  });

  it('gives the printed sheet no pack for those rows either', () => {
    const rows = sheetSections(DEMO, base('es')).flatMap((s) => s.rows);
    expect(Object.fromEntries(rows.map((r) => [r.name, r.pack]))).toEqual({
      'Aguacates Hass 40 u.': '',
      'Cilantro 30 manojos': '',
      'Agua de coco 12 x 1 L': '',
      'Aceite de maíz 1 galón': '',
      'Tomate redondo 5x6': 'caja de 25 lb',
      'Tomate beefsteak': 'caja de 20 lb',
    });
  });

  it('compares without case, accents or punctuation, and only whole amounts', () => {
    expect(packShown('AGUACATES HASS 40 U', 'caja de 40 u.')).toBe('');
    expect(packShown('Aceite de maiz 1 galon', '1 galón')).toBe('');
    expect(packShown('Limes 140 ct', '40 ct case')).toBe('40 ct case');
    expect(packShown('Limes', 'each')).toBe('each');
    expect(packShown('Limes', '')).toBe('');
  });
});

describe('a list name cannot break out of the message', () => {
  it('stays on the header line, whatever it holds, with the customer name beside it', () => {
    const fences = (message: string) => message.split('\n').filter((line) => line === '```').length;
    const items = [item({ nameEn: 'Lime', nameEs: 'Lima', price: '1.00' })];
    const reference = buildWhatsAppMessage(items, { ...CONTEXT, listName: 'x', customerName: 'y' }, base('en'));
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.option(fc.string({ unit: 'binary' })), fc.constantFrom('en' as const, 'es' as const), (listName, customerName, language) => {
        const message = buildWhatsAppMessage(items, { ...CONTEXT, listName, customerName }, base(language));
        const lines = message.split('\n');
        // The same number of lines as with a plain name: the name added none.
        expect(lines.length).toBe(reference.split('\n').length);
        expect(fences(message)).toBe(2);
        const header = lines[1]!;
        expect(header).not.toMatch(/[`*_~\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u);
        expect(lines.slice(2).join('\n')).toBe(buildWhatsAppMessage(items, { ...CONTEXT, listName: 'x', customerName }, base(language)).split('\n').slice(2).join('\n'));
      }),
    );
  });
});

describe('the short WhatsApp form', () => {
  const URL = 'https://prices.example.com/pricesprivate/restaurant-prices';
  /** A list of `count` items in three categories; the ones `changed` picks moved this week. */
  const list = (count: number, changed: (i: number) => SheetItem['recentChange']) =>
    Array.from({ length: count }, (_, i) =>
      item({
        category: (['vegetables', 'fruits', 'herbs'] as const)[i % 3],
        nameEn: `Item number ${i + 1} of the big list`,
        nameEs: `Artículo número ${i + 1} de la lista grande`,
        price: `${10 + (i % 50)}.25`,
        recentChange: changed(i),
      }),
    );
  const moves = (i: number) => (i % 97 === 5 ? (['up', 'down', 'new'] as const)[i % 3]! : null);

  it('sends the full list as today when it fits in three parts', () => {
    const options = base('en', { arrows: true });
    expect(whatsAppParts(ITEMS, CONTEXT, options, URL)).toEqual(splitWhatsAppMessage(buildWhatsAppMessage(ITEMS, CONTEXT, options), 'en'));
    expect(whatsAppForm(ITEMS, CONTEXT, options, URL)).toMatchObject({ form: 'full', fullParts: 1 });
    const threeParts = list(100, moves);
    const full = whatsAppForm(threeParts, CONTEXT, base('en'), URL);
    expect(full.fullParts).toBe(WHATSAPP_MAX_PARTS);
    expect(full.form).toBe('full');
    expect(whatsAppParts(threeParts, CONTEXT, base('en'), URL)).toHaveLength(3);
  });

  for (const language of ['en', 'es'] as const) {
    it(`above three parts: the header, the changed items, the link to the full list, in one part (${language}, golden)`, async () => {
      const items = list(400, moves);
      const options = base(language, { validUntil: { date: '2026-11-27', time: '18:00' } });
      const form = whatsAppForm(items, { ...CONTEXT, note: 'Delivery Tuesdays and Fridays' }, options, URL);
      expect(form.form).toBe('short');
      expect(form.fullParts).toBeGreaterThan(WHATSAPP_MAX_PARTS);
      const parts = whatsAppParts(items, { ...CONTEXT, note: 'Delivery Tuesdays and Fridays' }, options, URL);
      expect(parts).toEqual([form.text]);
      await expect(form.text).toMatchFileSnapshot(golden(`short-${language}`));
    });
  }

  it('lists as many changes as one part holds and counts the others, whatever their number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), fc.constantFrom('en' as const, 'es' as const), (changedCount, language) => {
        const items = list(400, (i) => (i < changedCount ? (['up', 'down', 'new'] as const)[i % 3]! : null));
        const parts = whatsAppParts(items, CONTEXT, base(language), URL);
        expect(parts).toHaveLength(1);
        const text = parts[0]!;
        expect(encodeURIComponent(text).length).toBeLessThanOrEqual(WHATSAPP_PART_ENCODED_LIMIT);
        expect(text).toContain(language === 'en' ? `Full list: ${URL}` : `Lista completa: ${URL}`);
        // The rows: the lines with a price inside the monospace blocks.
        const shown = text.split('```').filter((_, i) => i % 2 === 1).flatMap((block) => block.split('\n').filter((l) => /\$\d/.test(l))).length;
        const more = /(\d+) (more|más)/.exec(text);
        expect(shown + (more ? Number(more[1]) : 0)).toBe(changedCount);
        if (changedCount === 0) expect(text).toContain(language === 'en' ? 'No price changes in the last 7 days.' : 'Sin cambios de precio en los últimos 7 días.');
      }),
      { numRuns: 25 },
    );
  });

  it('keeps the link as it is, on its own line', () => {
    const text = shortWhatsAppMessage(list(3, moves), CONTEXT, base('en'), 'https://x.example/a_b*c\nd');
    expect(text).toContain('\n\nFull list: https://x.example/a_b*cd\n\n');
  });
});

describe('the sheet header and file name', () => {
  it('gives the printed sheet where to order and by when, in both languages', () => {
    expect(sheetHeader(CONTEXT, base('en')).orders).toBe('Orders: +1 (305) 555-0142 · Order by 8:00 AM for same-day delivery');
    expect(sheetHeader(CONTEXT, base('es')).orders).toBe('Pedidos: +1 (305) 555-0142 · Pida antes de las 8:00 a. m. para entrega el mismo día');
  });

  it("names the file after the list and the company's day, in plain ASCII", () => {
    expect(sheetFileName('Restaurant Prices', new Date('2026-11-27T15:00:00Z'), 'es')).toBe('restaurant-prices-2026-11-27-es.pdf');
    // 11 PM in New York is already the next day in UTC.
    expect(sheetFileName('Pequeña empresa', new Date('2026-11-28T04:00:00Z'), 'en')).toBe('pequena-empresa-2026-11-27-en.pdf');
    expect(sheetFileName('  ¡Ñandú / "Tienda" 50%! ', NOW, 'es')).toBe('nandu-tienda-50-2026-11-25-es.pdf');
    expect(sheetFileName('日本', NOW, 'en')).toBe('price-list-2026-11-25-en.pdf');
    expect(sheetFileName('Restaurant Prices', NOW, 'es', 'xlsx')).toBe('restaurant-prices-2026-11-25-es.xlsx');
  });

  it('makes a safe name of any list name', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (name) => {
        expect(sheetFileName(name, NOW, 'en')).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*-2026-11-25-en\.pdf$/);
        expect(sheetFileName(name, NOW, 'en').length).toBeLessThanOrEqual(80);
      }),
    );
  });
});
