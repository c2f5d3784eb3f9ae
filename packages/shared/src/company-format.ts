import type { CompanyFacts } from './company.js';
import { COMPANY_FACTS_TEXT } from './text/company-facts.js';

/**
 * Company facts as people read them, the same on the site and in mails: 12-hour clock times and
 * opening days, in English or Spanish.
 */
type Day = CompanyFacts['hours']['days'][number];

/**
 * The company's time zone (Miami): every date and time the site shows, the dashboard's "today" and
 * the price sheets' dates are the company's, whatever the reader's computer says.
 */
export const COMPANY_TIME_ZONE = 'America/New_York';

const WEEK: readonly Day[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/**
 * The Intl locale for a reader's language: the site's Spanish is the United States' ("es-US"), so
 * numbers and money keep the US separators in both languages. The one place this choice is made.
 */
export function intlLocale(language: string | null | undefined): 'es-US' | 'en-US' {
  return language === 'es' ? 'es-US' : 'en-US';
}

/** Intl formatters are costly to make (each reads the locale's data): one per locale and kind, kept. */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>();
function kept<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>(key: string, make: () => T): T {
  let format = formatters.get(key) as T | undefined;
  if (!format) {
    format = make();
    formatters.set(key, format);
  }
  return format;
}

/**
 * The one money formatter: USD in the reader's language ("$1,450.00"), one Intl formatter per language.
 * Money arrives as exact strings ("12.50"); two-decimal strings are exact enough in a double to display.
 */
export function formatUsd(money: string | number, language: string): string {
  const locale = intlLocale(language);
  return kept(`usd:${locale}`, () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' })).format(Number(money));
}

/**
 * "04:00" as "4:00 AM" (en) or "4:00 a. m." (es). Spanish uses one form everywhere, the spaced
 * "a. m." / "p. m." the RAE recommends, whatever form the runtime's Intl data produces ("a.m.", "a. m.").
 */
export function formatClockTime(hhmm: string, language: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  const locale = intlLocale(language);
  const text = kept(`clock:${locale}`, () => new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'UTC' })).format(
    new Date(Date.UTC(2000, 0, 1, h, m)),
  );
  if (language !== 'es') return text;
  return text.replace(/\s*([ap])\.?\s*m\.?$/i, (_, ap: string) => ` ${ap.toLowerCase()}. m.`);
}

/** A weekday's name in the reader's language ("Monday", "lunes"). */
export function dayName(day: Day, language: string): string {
  // 2024-01-01 was a Monday.
  const date = new Date(Date.UTC(2024, 0, 1 + WEEK.indexOf(day)));
  const locale = intlLocale(language);
  return kept(`day:${locale}`, () => new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' })).format(date);
}

/** "HACCP and USDA Organic" / "HACCP y USDA Organic". */
export function formatList(items: readonly string[], language: string): string {
  const locale = intlLocale(language);
  return kept(`list:${locale}`, () => new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' })).format(items);
}

/**
 * Opening days as a range when they follow each other ("Monday to Saturday", "lunes a sábado"),
 * otherwise as a list ("Monday, Wednesday and Friday").
 */
export function formatDays(days: readonly Day[], language: string): string {
  const sorted = [...new Set(days)].sort((a, b) => WEEK.indexOf(a) - WEEK.indexOf(b));
  if (sorted.length === 0) return '';
  const first = sorted[0] as Day;
  const last = sorted[sorted.length - 1] as Day;
  const consecutive = WEEK.indexOf(last) - WEEK.indexOf(first) === sorted.length - 1;
  if (consecutive && sorted.length >= 3) {
    return COMPANY_FACTS_TEXT[language === 'es' ? 'es' : 'en'].dayRange(dayName(first, language), dayName(last, language));
  }
  return formatList(
    sorted.map((d) => dayName(d, language)),
    language,
  );
}

/** Text that starts a sentence: "lunes a sábado" as "Lunes a sábado". */
export function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/**
 * The values every "open {{days}}, {{opens}} to {{closes}}" text is filled with (footer, contact
 * details, about page, landing page, the contact mail), so the opening hours read the same everywhere.
 */
export function openingHours(hours: CompanyFacts['hours'], language: string): { days: string; opens: string; closes: string } {
  return {
    days: formatDays(hours.days, language),
    opens: formatClockTime(hours.opens, language),
    closes: formatClockTime(hours.closes, language),
  };
}
