import type { CompanyFacts } from '@freshprice/shared';

type Day = CompanyFacts['hours']['days'][number];

const WEEK: readonly Day[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

function locale(language: string): string {
  return language === 'es' ? 'es-US' : 'en-US';
}

/** A weekday's name in the reader's language ("Monday", "lunes"). */
export function dayName(day: Day, language: string): string {
  // 2024-01-01 was a Monday.
  const date = new Date(Date.UTC(2024, 0, 1 + WEEK.indexOf(day)));
  return new Intl.DateTimeFormat(locale(language), { weekday: 'long', timeZone: 'UTC' }).format(date);
}

/** "HACCP and USDA Organic" / "HACCP y USDA Organic". */
export function formatList(items: readonly string[], language: string): string {
  return new Intl.ListFormat(locale(language), { style: 'long', type: 'conjunction' }).format(items);
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
    return `${dayName(first, language)} ${language === 'es' ? 'a' : 'to'} ${dayName(last, language)}`;
  }
  return formatList(
    sorted.map((d) => dayName(d, language)),
    language,
  );
}

/** "2150 NW 12th Avenue, Miami, FL 33127" */
export function formatAddress(address: CompanyFacts['address']): string {
  return `${address.street}, ${address.city}, ${address.state} ${address.zip}`;
}

/** The phone number as a tel: link target (digits and a leading +). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
