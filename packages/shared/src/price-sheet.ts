import { CATEGORIES, RECENT_PRICE_DAYS, type Category, type Tier } from './catalogue.js';
import type { CompanyFacts } from './company.js';
import { capitalize, COMPANY_TIME_ZONE, dayName, formatClockTime, formatUsd, intlLocale, openingHours } from './company-format.js';
import type { Language } from './language.js';
import { slugify } from './products.js';
import { SHEET_TEXT } from './text/sheet.js';

/**
 * A price list as customers receive it: the WhatsApp message and the printed sheet are built here,
 * from the same sections, in English or Spanish (DECISIONS: generated content in either language).
 * Pure: the page builds the message, the server the PDF, and golden tests pin both languages.
 */
/** The web's export view still names it so; it is `Language`. */

export interface SheetItem {
  category: Category | null;
  nameEn: string;
  nameEs: string;
  packEn: string;
  packEs: string;
  /** Money as exact strings ("12.50"). */
  price: string;
  /**
   * The net change over the last RECENT_PRICE_DAYS days, as the server measures it from the price
   * history (a change and its rollback is none): what "changed" and the arrows go by.
   */
  recentChange: 'up' | 'down' | 'new' | null;
  inStock: boolean;
  /** A product the import made that staff have not published: never printed nor sent to a customer. */
  draft?: boolean;
}

/** A day and a time the prices hold until, as the user picked them ("2026-11-27", "18:00"). */
export interface ValidUntil {
  date: string;
  time: string;
}

export interface SheetOptions {
  language: Language;
  /** Categories to include ('uncategorized' for products without one); null: all. */
  categories: readonly (Category | 'uncategorized')[] | null;
  inStockOnly: boolean;
  /** Only items whose price changed in the last RECENT_PRICE_DAYS days. */
  changedOnly: boolean;
  /** Up and down arrows on recently changed prices. */
  arrows: boolean;
  validUntil: ValidUntil | null;
  /** "Now", for the date line. */
  now: Date;
}

export interface SheetContext {
  company: CompanyFacts;
  listName: string;
  customerName: string | null;
  /** The customer's tier, for the minimum order line (none: no such line). */
  tier: Tier | null;
  /** The list's note to customers (its description), under the header; never the staff's note. */
  note?: string | null;
}

export interface SheetRow {
  name: string;
  pack: string;
  price: string;
  /** Formatted in the sheet's language ("$32.50"). */
  priceText: string;
  trend: 'up' | 'down' | null;
}

export interface SheetSection {
  category: Category | null;
  heading: string;
  rows: SheetRow[];
}

export function categoryName(category: Category | null, language: Language): string {
  return category === null ? SHEET_TEXT[language].uncategorized : SHEET_TEXT[language].categories[category];
}

const DAY_MS = 24 * 60 * 60 * 1000;


/** Lower case, without accents, punctuation or extra spaces: "40 u." and "40 U" compare equal. */
const foldPack = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The amount a pack holds: "40 u." of "caja de 40 u.", "12 x 1 L" of "12 x 1 L case", "30 bunches"; null without a number. */
const packAmount = (pack: string) => /\d+(?:[.,/]\d+)?(?:\s*x\s*\d+(?:[.,]\d+)?)?\s*\p{L}+\.?/u.exec(pack)?.[0] ?? null;

/**
 * The pack as a sheet or a message shows it beside a name: nothing when the name already says it
 * ("Aguacates Hass 40 u." and "caja de 40 u.", "Hass Avocados 40 ct" and "40 ct case"), compared
 * without case, accents or punctuation; otherwise the pack as it is.
 */
export function packShown(name: string, pack: string): string {
  const amount = packAmount(pack);
  if (!amount) return pack;
  return ` ${foldPack(name)} `.includes(` ${foldPack(amount)} `) ? '' : pack;
}

/** The items the options keep, by category in catalogue order (uncategorized last), names in the sheet's language. */
export function sheetSections(items: readonly SheetItem[], options: SheetOptions): SheetSection[] {
  const { language } = options;
  const wanted = options.categories === null ? null : new Set(options.categories);
  const collator = new Intl.Collator(intlLocale(language), { sensitivity: 'base', numeric: true });
  const order: (Category | null)[] = [...CATEGORIES, null];
  return order
    .map((category) => {
      if (wanted && !wanted.has(category ?? 'uncategorized')) return null;
      const rows = items
        .filter((item) => item.category === category && !item.draft && (!options.inStockOnly || item.inStock) && (!options.changedOnly || item.recentChange !== null))
        .map((item): SheetRow => {
          const trend = item.recentChange === 'up' || item.recentChange === 'down' ? item.recentChange : null;
          const name = language === 'es' ? item.nameEs : item.nameEn;
          return {
            name,
            // The message's "(pack)" and the sheet's pack column, unless the name already says it.
            pack: packShown(name, language === 'es' ? item.packEs : item.packEn),
            price: item.price,
            priceText: formatUsd(item.price, language),
            trend,
          };
        })
        .sort((a, b) => collator.compare(a.name, b.name));
      return rows.length ? { category, heading: categoryName(category, language), rows } : null;
    })
    .filter((s): s is SheetSection => s !== null);
}

/** "November 25, 2026" / "25 de noviembre de 2026". */
export function sheetDate(now: Date, language: Language): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeZone: COMPANY_TIME_ZONE }).format(now);
}

/**
 * "Prices valid until Friday 6:00 PM" / "Precios válidos hasta el viernes 6:00 p. m.". The weekday
 * alone names a day of the coming week; a day further off (or past) also gets its date, so a sheet
 * valid "until Friday" is never read as this Friday when a later one is meant:
 * "Prices valid until Friday, December 11, 6:00 PM" / "… hasta el viernes 11 de diciembre, 6:00 p. m.".
 */
export function validityLine(validUntil: ValidUntil, language: Language, now?: Date): string {
  const [y, m, d] = validUntil.date.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  const weekday = (['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const)[date.getUTCDay()]!;
  let day = dayName(weekday, language);
  if (now && !withinComingWeek(date, now)) {
    const monthDay = new Intl.DateTimeFormat(intlLocale(language), { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(date);
    day = language === 'es' ? `${day} ${monthDay},` : `${day}, ${monthDay},`;
  }
  return SHEET_TEXT[language].validUntil(language === 'es' ? day : capitalize(day), formatClockTime(validUntil.time, language));
}

/** Whether a calendar day is today or one of the next six days, today being the company's (New York) day. */
function withinComingWeek(day: Date, now: Date): boolean {
  const [ty, tm, td] = new Intl.DateTimeFormat('en-CA', { timeZone: COMPANY_TIME_ZONE }).format(now).split('-').map(Number) as [number, number, number];
  const days = (day.getTime() - Date.UTC(ty, tm - 1, td)) / DAY_MS;
  return days >= 0 && days <= 6;
}

/**
 * The header lines: company, list (and customer), date, the validity line when there is one, the
 * list's note, and (on the printed sheet) where to order and by when: "Orders: (305) 555-0100 ·
 * Order by 8:00 AM for same-day delivery".
 */
export function sheetHeader(
  context: SheetContext,
  options: SheetOptions,
): { title: string; list: string; date: string; validity: string | null; note: string | null; orders: string } {
  const t = SHEET_TEXT[options.language];
  return {
    title: context.company.name,
    list: `${t.list}: ${context.listName}${context.customerName ? ` · ${context.customerName}` : ''}`,
    date: capitalize(sheetDate(options.now, options.language)),
    validity: options.validUntil ? validityLine(options.validUntil, options.language, options.now) : null,
    note: context.note?.trim() || null,
    orders: `${t.orders}: ${context.company.phone} · ${t.orderBy(formatClockTime(context.company.sameDayCutoff, options.language))}`,
  };
}

/**
 * The sheet's file name: the list's name and the company's date, in plain ASCII, with the language:
 * "Restaurant Prices" on 27 November 2026 in Spanish is `restaurant-prices-2026-11-27-es.pdf` (`.xlsx` for the
 * list's spreadsheet).
 */
export function sheetFileName(listName: string, now: Date, language: Language, extension: 'pdf' | 'xlsx' = 'pdf'): string {
  const slug = slugify(listName).slice(0, 60).replace(/-+$/, '');
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: COMPANY_TIME_ZONE }).format(now);
  return `${slug || 'price-list'}-${day}-${language}.${extension}`;
}

/** The footer lines from the company facts: phone and hours, same-day cutoff, the tier's minimum order. */
export function sheetFooter(context: SheetContext, language: Language): string[] {
  const t = SHEET_TEXT[language];
  const { days, opens, closes } = openingHours(context.company.hours, language);
  const lines = [`${t.orders}: ${context.company.phone} · ${t.hours(capitalize(days), opens, closes)}`, t.sameDay(formatClockTime(context.company.sameDayCutoff, language))];
  if (context.tier) {
    const minimum = context.company.minimumOrder[context.tier];
    lines.push(minimum === null || minimum === 0 ? t.noMinimum : t.minimum(formatUsd(String(minimum), language).replace(/\.00$/, '')));
  }
  return lines;
}

/** The printed sheet's column names, page numbers, empty-list line and a continued heading's mark. */
export function sheetLabels(language: Language) {
  const t = SHEET_TEXT[language];
  return { ...t.columns, page: t.page, empty: t.empty, continued: t.continued };
}

/** Columns a phone shows in WhatsApp's monospace text before it wraps. */
export const WHATSAPP_LINE_WIDTH = 32;

/** Line breaks, control and invisible format characters (bidi overrides among them). */
const NOT_ON_ONE_LINE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu;

/**
 * Text from the data (names, packs, the company's facts) as one plain line of the message: what
 * could end a line, reorder it or format it is neutralised. A backtick becomes a prime, so three of
 * them can never close a monospace block; `*`, `_` and `~` outside one cannot make bold, italic or
 * struck text of a name's choosing either.
 */
export function whatsAppPlain(text: string, inMonospace = false): string {
  const line = text.replace(NOT_ON_ONE_LINE, ' ').replace(/`/g, '′');
  return inMonospace ? line : line.replace(/[*_~]/g, (c) => (c === '*' ? '∗' : c === '_' ? '＿' : '∼'));
}

/** One category's rows for WhatsApp: a monospace block, names left and prices right, so prices line up. */
function whatsAppRows(rows: readonly SheetRow[], arrows: boolean): string[] {
  const labelOf = (row: SheetRow) => whatsAppPlain(row.pack ? `${row.name} (${row.pack})` : row.name, true);
  const priceOf = (row: SheetRow) => `${row.priceText}${arrows ? (row.trend === 'up' ? ' ↑' : row.trend === 'down' ? ' ↓' : '  ') : ''}`;
  const priceWidth = Math.max(...rows.map((r) => [...priceOf(r)].length));
  const nameWidth = WHATSAPP_LINE_WIDTH - priceWidth - 1;
  const lines: string[] = [];
  for (const row of rows) {
    const label = labelOf(row);
    const price = priceOf(row).padStart(priceWidth);
    // A name too long for its column gets its own line; its price follows, right-aligned.
    if ([...label].length > nameWidth) lines.push(label, `${' '.repeat(nameWidth)} ${price}`.trimEnd());
    else lines.push(`${label.padEnd(nameWidth)} ${price}`.trimEnd());
  }
  return lines;
}

/** The WhatsApp message: `*bold*` headings, each category's prices aligned in a monospace block. */
export function buildWhatsAppMessage(items: readonly SheetItem[], context: SheetContext, options: SheetOptions): string {
  const sections = sheetSections(items, options);
  const body = sections.length ? sections.map((section) => whatsAppSection(section, options.arrows)) : [SHEET_TEXT[options.language].empty];
  return [...whatsAppHead(context, options), ...body, whatsAppFoot(context, options.language)].join('\n\n');
}

/** The message's first blocks: company, list, date and validity; the list's note in italics. */
function whatsAppHead(context: SheetContext, options: SheetOptions): string[] {
  const header = sheetHeader(context, options);
  const plain = (line: string) => whatsAppPlain(line);
  const blocks = [[`*${plain(header.title)}*`, plain(header.list), header.date, ...(header.validity ? [header.validity] : [])].join('\n')];
  if (header.note) blocks.push(`_${plain(header.note)}_`);
  return blocks;
}

const whatsAppSection = (section: Pick<SheetSection, 'heading' | 'rows'>, arrows: boolean) => `*${section.heading}*\n\`\`\`\n${whatsAppRows(section.rows, arrows).join('\n')}\n\`\`\``;

const whatsAppFoot = (context: SheetContext, language: Language) => sheetFooter(context, language).map((line) => whatsAppPlain(line)).join('\n');

/**
 * What one part may hold: WhatsApp takes 65,536 characters, but a wa.me link carrying more than a few
 * thousand encoded characters is cut by browsers and the app. A part's text, URL-encoded, stays below this.
 */
export const WHATSAPP_PART_ENCODED_LIMIT = 6_000;

const encodedLength = (text: string) => encodeURIComponent(text).length;

/** `line` in pieces whose URL-encoded length is at most `max`, cut between code points (an emoji stays whole). */
function cutLine(line: string, max: number): string[] {
  if (encodedLength(line) <= max) return [line];
  const pieces: string[] = [];
  let piece = '';
  let size = 0;
  for (const char of line) {
    const n = encodedLength(char);
    if (size + n > max && piece) {
      pieces.push(piece);
      piece = '';
      size = 0;
    }
    piece += char;
    size += n;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

const FENCE = '```';
const isFence = (line: string) => line.trim() === FENCE;

/** Drops monospace blocks with nothing in them (a fence right after a fence). */
function withoutEmptyBlocks(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (isFence(lines[i]!) && i + 1 < lines.length && isFence(lines[i + 1]!) && out.filter(isFence).length % 2 === 0) {
      i++;
      continue;
    }
    out.push(lines[i]!);
  }
  return out;
}

/**
 * Splits a message that does not fit one link into parts, each headed "Part n of N". It cuts at blank
 * lines outside monospace blocks (between sections) where it can, else between lines, else inside a
 * line too long for a part; no text is lost. A monospace block cut in two is closed at the end of one
 * part and opened again, under its heading marked "(continued)", in the next.
 */
export function splitWhatsAppMessage(text: string, language: Language, limit = WHATSAPP_PART_ENCODED_LIMIT): string[] {
  if (encodedLength(text) <= limit) return [text];
  const t = SHEET_TEXT[language];
  const room = limit - encodedLength(`${t.part(999, 999)}\n\n`);

  // Sections: runs of lines between blank lines that are not inside a monospace block.
  const sections: string[][] = [];
  let lines: string[] = [];
  let fenced = false;
  for (const line of text.split('\n')) {
    if (!fenced && line.trim() === '') {
      if (lines.length) sections.push(lines);
      lines = [];
      continue;
    }
    lines.push(line);
    if (isFence(line)) fenced = !fenced;
  }
  if (lines.length) sections.push(lines);

  // Pieces no longer than a part: a section whole when it fits, else cut.
  const pieces: string[] = [];
  for (const section of sections) {
    const whole = section.join('\n');
    if (encodedLength(whole) <= room) {
      pieces.push(whole);
      continue;
    }
    const heading = section[0]!.startsWith('*') ? `${section[0]} ${t.continued}` : null;
    const lineRoom = room - encodedLength([heading ?? '', FENCE, FENCE].join('\n')) - 3;
    let inCode = false;
    let piece: string[] = [];
    let filled = false;
    const flush = () => {
      const out = withoutEmptyBlocks([...piece, ...(inCode ? [FENCE] : [])]);
      if (filled && out.some((l) => l !== heading && !isFence(l))) pieces.push(out.join('\n'));
      piece = [...(heading ? [heading] : []), ...(inCode ? [FENCE] : [])];
      filled = false;
    };
    for (const raw of section) {
      const fence = isFence(raw);
      for (const line of fence ? [raw] : cutLine(raw, lineRoom)) {
        const codeAfter = fence ? !inCode : inCode;
        if (filled && encodedLength([...piece, line, ...(codeAfter ? [FENCE] : [])].join('\n')) > room) flush();
        piece.push(line);
        if (fence) inCode = !inCode;
        else filled = true;
      }
    }
    flush();
  }

  const parts: string[][] = [[]];
  for (const piece of pieces) {
    const last = parts[parts.length - 1]!;
    if (last.length && encodedLength([...last, piece].join('\n\n')) > room) parts.push([piece]);
    else last.push(piece);
  }
  return parts.map((part, i) => `${t.part(i + 1, parts.length)}\n\n${part.join('\n\n')}`);
}

/**
 * A link that opens WhatsApp with the text: to a number, or to pick a chat when there is none.
 * WhatsApp wants the country code; a 10-digit number without one is taken as a US number.
 */
export function whatsAppUrl(text: string, phone: string | null): string {
  let digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length === 10 && !(phone ?? '').trim().startsWith('+')) digits = `1${digits}`;
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/** Above this many parts, a message goes out in its short form with a link to the full list. */
export const WHATSAPP_MAX_PARTS = 3;

/** The message one customer gets, whole: which form it is, and how many parts the full list would take. */
export interface WhatsAppForm {
  form: 'full' | 'short';
  text: string;
  fullParts: number;
}

/**
 * The message for one customer: the full list when it fits in WHATSAPP_MAX_PARTS parts; otherwise
 * the short form, which links to the full list at `fullListUrl` (see shortWhatsAppMessage).
 */
export function whatsAppForm(items: readonly SheetItem[], context: SheetContext, options: SheetOptions, fullListUrl: string): WhatsAppForm {
  const full = buildWhatsAppMessage(items, context, options);
  const fullParts = splitWhatsAppMessage(full, options.language).length;
  if (fullParts <= WHATSAPP_MAX_PARTS) return { form: 'full', text: full, fullParts };
  return { form: 'short', text: shortWhatsAppMessage(items, context, options, fullListUrl), fullParts };
}

/** The message parts one customer gets on WhatsApp: whatsAppForm's text, split as a link carries it. */
export function whatsAppParts(items: readonly SheetItem[], context: SheetContext, options: SheetOptions, fullListUrl: string): string[] {
  return splitWhatsAppMessage(whatsAppForm(items, context, options, fullListUrl).text, options.language);
}

/**
 * The short form: the header, the items the options keep whose price changed over the last
 * RECENT_PRICE_DAYS days (up, down or new; arrows on), by category, as many as one part holds
 * ("…and 12 more in the full list" for the others), "Full list: <url>", and the footer. One part,
 * unless a header of the longest names and note leaves no room at all.
 */
export function shortWhatsAppMessage(items: readonly SheetItem[], context: SheetContext, options: SheetOptions, fullListUrl: string, limit = WHATSAPP_PART_ENCODED_LIMIT): string {
  const t = SHEET_TEXT[options.language];
  const changed = sheetSections(items, { ...options, changedOnly: true });
  const total = changed.reduce((n, s) => n + s.rows.length, 0);
  const build = (count: number) => {
    const blocks = [...whatsAppHead(context, options), `*${t.changes(RECENT_PRICE_DAYS)}*`];
    if (!total) blocks.push(t.noChanges(RECENT_PRICE_DAYS));
    let left = count;
    for (const section of changed) {
      if (left <= 0) break;
      blocks.push(whatsAppSection({ heading: section.heading, rows: section.rows.slice(0, left) }, true));
      left -= section.rows.length;
    }
    if (count < total) blocks.push(t.moreChanges(total - count));
    // The address as it is (a link's `_` or `*` stay), on one line.
    blocks.push(t.fullList(fullListUrl.replace(NOT_ON_ONE_LINE, '')), whatsAppFoot(context, options.language));
    return blocks.join('\n\n');
  };
  // The most rows that keep the message in one part (its length grows with the rows).
  let low = 0;
  let high = total;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (encodedLength(build(mid)) <= limit) low = mid;
    else high = mid - 1;
  }
  return build(low);
}
