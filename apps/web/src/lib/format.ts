import { COMPANY_TIME_ZONE, formatUsd, fromCents, intlLocale, parsePriceInput } from '@freshprice/shared';

/** The site's two languages; anything else (a missing or unknown code) reads as English. */
export type ReaderLanguage = 'en' | 'es';

export function readerLanguage(language: string | null | undefined): ReaderLanguage {
  return language === 'es' ? 'es' : 'en';
}

/** The other language of the two: the second name shown beside a product's or a category's name. */
export function otherLanguage(language: string | null | undefined): ReaderLanguage {
  return readerLanguage(language) === 'es' ? 'en' : 'es';
}

/** The Intl locale for the reader's language (es-US / en-US), chosen in packages/shared for the mails too. */
export { intlLocale };

/** The one money formatter (packages/shared `formatUsd`); '—' where there is no price. */
export function formatMoney(value: string | number | null | undefined, language: string): string {
  if (value === null || value === undefined || value === '') return '—';
  return formatUsd(value, language);
}

/**
 * The one reader of an amount typed in a box (a price, a cost, a quantity), in the reader's language:
 * es "1,5", "1.234,50" (and the unambiguous "1.50"); en "1.5", "1,234.50"; a leading "$" allowed. Answers
 * the amount as the API writes it ("1234.50"), or null when the text is no amount of at most two decimals.
 * The price grids read the same text in cents with `parsePriceInput`, which this wraps.
 */
export function parseDecimalInput(text: string, language: string | null | undefined): string | null {
  const cents = parsePriceInput(text, readerLanguage(language));
  return cents === null ? null : fromCents(cents);
}

const DAY_ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const DAY_TYPED = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/** A real calendar day as YYYY-MM-DD, or null (31/02 is none). */
function isoDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A day typed in the reader's order, as the date filters take it: es "5/11/2026" (dd/mm/aaaa), en
 * "11/5/2026" (mm/dd/yyyy); "/", "." or "-" between; the ISO "2026-11-05" in both. YYYY-MM-DD, or null.
 */
export function parseDayInput(text: string, language: string | null | undefined): string | null {
  const s = text.trim();
  const iso = DAY_ISO.exec(s);
  if (iso) return isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const typed = DAY_TYPED.exec(s);
  if (!typed) return null;
  const [first, second, year] = [Number(typed[1]), Number(typed[2]), Number(typed[3])];
  return readerLanguage(language) === 'es' ? isoDay(year, second, first) : isoDay(year, first, second);
}

/** YYYY-MM-DD as the reader writes a day: "05/11/2026" (es), "11/05/2026" (en); anything else as it is. */
export function formatDayInput(value: string, language: string | null | undefined): string {
  const iso = DAY_ISO.exec(value);
  if (!iso) return value;
  const [year, month, day] = [iso[1]!, iso[2]!.padStart(2, '0'), iso[3]!.padStart(2, '0')];
  return readerLanguage(language) === 'es' ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
}

/** "04:00" as "4:00 AM" (en) or "4:00 a. m." (es): the one clock format, shared with the server's mails. */
export { formatClockTime as formatTime } from '@freshprice/shared';

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language)).format(value);
}

/** The one date formatter: "November 23, 2026" / "23 de noviembre de 2026", the day it is in the company's time zone. */
export function formatDate(value: number | string | Date, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeZone: COMPANY_TIME_ZONE }).format(new Date(value));
}

/**
 * A moment in the company's time (Miami), as the logs and lists of the signed-in pages show it, with
 * the zone's abbreviation so nobody takes it for their own computer's time:
 * "Nov 25, 2026, 5:44 PM EST" / "25 nov 2026, 5:44 p.m. EST"; `time: false` for the day alone.
 */
export function formatDateTime(value: number | string | Date, language: string, options: { time?: boolean } = {}): string {
  const time = options.time ?? true;
  const day = { year: 'numeric', month: 'short', day: 'numeric' } as const;
  const clock = { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } as const;
  return new Intl.DateTimeFormat(intlLocale(language), { ...day, ...(time ? clock : {}), timeZone: COMPANY_TIME_ZONE }).format(new Date(value));
}

/** Sorts names as a reader of the language expects (accents, case and numbers in order). */
export function nameCollator(language: string): Intl.Collator {
  return new Intl.Collator(intlLocale(language), { sensitivity: 'base', numeric: true });
}
