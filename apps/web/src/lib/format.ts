import {
  adjustmentSchema,
  COMPANY_TIME_ZONE,
  formatBasisPoints,
  formatUsd,
  fromCents,
  intlLocale,
  parsePriceInput,
  WEEKDAYS,
  type Adjustment,
  type Language,
  type Weekday,
} from '@freshprice/shared';

/** The reader's language: anything else (a missing or unknown code) reads as English. */
export function readerLanguage(language: string | null | undefined): Language {
  return language === 'es' ? 'es' : 'en';
}

/** The other language of the two: the second name shown beside a product's or a category's name. */
export function otherLanguage(language: string | null | undefined): Language {
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

/**
 * Percentages. The contract's unit is basis points (800 = 8%: adjustments, margins, thresholds), so
 * `formatPercent` takes those; `formatPercentValue` takes a percent already worked out (8.33 = 8.33%,
 * the API's `percent` fields and the import's moves).
 */
export interface PercentOptions {
  /** "+8%" / "-8%" ("0%" unsigned). */
  signed?: boolean;
  /** At most this many decimals of the percent (2 unless told). */
  fractionDigits?: number;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** One Intl number formatter per language and options (making one costs far more than using it: a grid formats thousands of cells). */
function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const locale = intlLocale(language);
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

function percentFormat(fraction: number, language: string, { signed = false, fractionDigits = 2 }: PercentOptions): string {
  return numberFormat(language, { style: 'percent', maximumFractionDigits: fractionDigits, signDisplay: signed ? 'exceptZero' : 'auto' }).format(fraction);
}

/** Basis points as a percentage in the reader's language: 825 -> "8.25%", signed "+8.25%". */
export function formatPercent(bp: number, language: string, options: PercentOptions = {}): string {
  return percentFormat(bp / 10_000, language, options);
}

/** A percent (8.33 = 8.33%) in the reader's language: "8.33%", signed "+8.33%". */
export function formatPercentValue(percent: number, language: string, options: PercentOptions = {}): string {
  return percentFormat(percent / 100, language, options);
}

/** A change of price in cents, signed: -125 -> "-$1.25", 50 -> "+$0.50", 0 -> "$0.00". */
export function formatMoneyChange(cents: number, language: string): string {
  return numberFormat(language, { style: 'currency', currency: 'USD', signDisplay: 'exceptZero' }).format(cents / 100);
}

/** A change in percent (8.33 = 8.33%), signed, to the hundredth: "+8.33%", "-60%". */
export function formatPercentChange(percent: number, language: string): string {
  return formatPercentValue(percent, language, { signed: true });
}

/** An adjustment's change alone: "+8%", "-$0.50". */
export function formatAdjustmentChange(adjustment: Adjustment, language: string): string {
  const sign = adjustment.direction === 'up' ? '+' : '-';
  const amount = adjustment.kind === 'percent' ? formatPercent(adjustment.value, language) : formatMoney(centsText(adjustment.value), language);
  return `${sign}${amount}`;
}

// Not fromCents: a logged rule from an older server is shown as it is rather than thrown on.
const centsText = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** A `t` that reads the price lists' rule words by their short keys (`rule.*`; callers point it at `priceLists:manage.`). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "+8%, rounded to .x9" / "+8%, redondeado a .x9": a rule in the price lists' words. */
export function formatAdjustment(adjustment: Adjustment, t: Translate, language: string): string {
  return t('rule.adjustment', { change: formatAdjustmentChange(adjustment, language), rounding: t(`rule.rounding.${adjustment.rounding}`) });
}

const PERCENT_INPUT = /^(\d{1,6})(?:[.,](\d{1,2}))?$/;

/**
 * The one reader of a percent typed in a box: "8", "8.5", "8,25" (either decimal mark, at most two
 * decimals, an optional "%") as basis points (825); null otherwise. How large it may be is the shared
 * adjustment schema's to say (`readAdjustment`).
 */
export function parsePercentInput(text: string): number | null {
  const match = PERCENT_INPUT.exec(text.replace(/\s+/g, '').replace(/%$/, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Basis points as a percent box shows them: 825 -> "8.25" (en), "8,25" (es). */
export function percentInputText(bp: number, language: string | null | undefined): string {
  const text = formatBasisPoints(bp);
  return readerLanguage(language) === 'es' ? text.replace('.', ',') : text;
}

/** An adjustment as a form holds it: the value as typed. */
export interface AdjustmentDraft {
  kind: Adjustment['kind'];
  direction: Adjustment['direction'];
  value: string;
  rounding: Adjustment['rounding'];
}

export type AdjustmentProblem = 'invalidPercent' | 'invalidAmount' | 'decreaseTooLarge' | 'tooLarge';

/**
 * The one reader of an adjustment form: the typed value read (a percent or an amount; empty is 0), then
 * held to the shared adjustment schema, the rule the API applies. The problem as a key otherwise.
 */
export function readAdjustment(
  draft: AdjustmentDraft,
  language: string | null | undefined,
): { ok: true; adjustment: Adjustment } | { ok: false; error: AdjustmentProblem } {
  const text = draft.value.trim();
  const value = text === '' ? 0 : draft.kind === 'percent' ? parsePercentInput(text) : parsePriceInput(text, readerLanguage(language));
  if (value === null) return { ok: false, error: draft.kind === 'percent' ? 'invalidPercent' : 'invalidAmount' };
  const adjustment: Adjustment = { kind: draft.kind, direction: draft.direction, value, rounding: draft.rounding };
  if (adjustmentSchema.safeParse(adjustment).success) return { ok: true, adjustment };
  const decrease = draft.kind === 'percent' && draft.direction === 'down' && value >= 10_000 && value <= 100_000_000;
  return { ok: false, error: decrease ? 'decreaseTooLarge' : 'tooLarge' };
}

export function formatNumber(value: number, language: string): string {
  return numberFormat(language).format(value);
}

/** The one date formatter: "November 23, 2026" / "23 de noviembre de 2026", the day it is in the company's time zone. */
export function formatDate(value: number | string | Date, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeZone: COMPANY_TIME_ZONE }).format(new Date(value));
}

/**
 * A calendar day ("2026-11-27", a delivery date) as people read it, whatever the reader's zone:
 * "Friday, November 27" / "viernes, 27 de noviembre" (`long`), "Fri, Nov 27" / "vie, 27 nov" (`short`).
 */
export function formatDay(day: string, language: string, style: 'long' | 'short' = 'long'): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const options: Intl.DateTimeFormatOptions =
    style === 'long' ? { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' } : { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(intlLocale(language), options).format(new Date(Date.UTC(y, m - 1, d)));
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

/** The time of day of a moment in the company's time: "5:45 AM EST" / "5:45 a.m. EST". */
export function formatMomentTime(value: number | string | Date, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone: COMPANY_TIME_ZONE }).format(new Date(value));
}

/** Sorts names as a reader of the language expects (accents, case and numbers in order). */
export function nameCollator(language: string): Intl.Collator {
  return new Intl.Collator(intlLocale(language), { sensitivity: 'base', numeric: true });
}

/** A weekday code ("mon") as the reader names it: "Mon" / "lun" (`short`), "Monday" / "lunes" (`long`). */
export function formatWeekday(day: Weekday, language: string, style: 'short' | 'long' = 'short'): string {
  // 2024-01-01 was a Monday; noon UTC is the same day in every zone.
  const date = new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day), 12));
  return new Intl.DateTimeFormat(intlLocale(language), { weekday: style, timeZone: 'UTC' }).format(date);
}

/** The next Friday (today when it is Friday), as YYYY-MM-DD in the machine's time zone: the default "valid until" day. */
export function nextFriday(now = new Date()): string {
  const day = new Date(now);
  day.setDate(day.getDate() + ((5 - day.getDay() + 7) % 7));
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}
