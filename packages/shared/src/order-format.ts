import { COMPANY_TIME_ZONE, formatClockTime, formatUsd, intlLocale } from './company-format.js';
import type { Language } from './language.js';
import { estimatedWeightHundredths } from './line-amount.js';
import { dateIn } from './order-rules.js';
import { ORDER_TEXT } from './text/order-text.js';

/**
 * Orders as the product writes them in mails and PDFs: delivery dates written out, cutoffs on the
 * company's clock, quantities with their unit, in English or Spanish.
 */

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A calendar date ("2026-11-27") written out: "Friday, November 27, 2026" / "viernes, 27 de noviembre de 2026". */
export function formatOrderDate(date: string, language: Language): string {
  const locale = intlLocale(language);
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    dayFormats.set(locale, format);
  }
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  // Noon UTC: the date is a calendar day, not an instant.
  return format.format(new Date(Date.UTC(y, m - 1, d, 12)));
}

const clockFormat = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: COMPANY_TIME_ZONE, timeZoneName: 'short' });

/**
 * An instant on the company's clock (America/New_York), whatever the server's zone: its day written
 * out, the time as the site writes it ("8:00 AM", "8:00 a. m."), the zone's short name ("EST", "EDT")
 * and the hour, for Spanish's "la 1:00" / "las 8:00".
 */
export function companyClock(instant: string | Date, language: Language): { date: string; time: string; zone: string; hour: number } {
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  const parts = Object.fromEntries(clockFormat.formatToParts(at).map((p) => [p.type, p.value]));
  const hour = Number(parts.hour) % 24;
  return {
    date: formatOrderDate(dateIn(at, COMPANY_TIME_ZONE), language),
    time: formatClockTime(`${String(hour).padStart(2, '0')}:${parts.minute}`, language),
    zone: parts.timeZoneName ?? '',
    hour,
  };
}

const quantityFormats = new Map<string, Intl.NumberFormat>();

/** A quantity in the reader's language: "1,250", "12.5" (at most two decimals, as orders hold them). */
export function formatQuantity(quantity: number, language: Language): string {
  const locale = intlLocale(language);
  let format = quantityFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    quantityFormats.set(locale, format);
  }
  return format.format(quantity);
}

/** A unit's name for a quantity ("cases", "caja"); a unit the words do not know is written as it is. */
export function unitName(unit: string, quantity: number, language: Language): string {
  const words = (ORDER_TEXT[language].units as Record<string, readonly [string, string]>)[unit];
  if (!words) return unit;
  return quantity === 1 ? words[0] : words[1];
}

/** "2 cases", "1.5 lb", "1 caja", "3 docenas". */
export function formatOrderQuantity(quantity: number, unit: string, language: Language): string {
  return `${formatQuantity(quantity, language)} ${unitName(unit, quantity, language)}`;
}

/** How a line is written: a catch-weight line as "3 cases (about 120 lb)", "$2.50/lb", "about $300.00". */
export function formatLineQuantity(line: { quantity: number; unit: string; soldByWeight?: boolean; caseWeight?: string | null }, language: Language): string {
  const plain = formatOrderQuantity(line.quantity, line.soldByWeight ? 'case' : line.unit, language);
  if (!line.soldByWeight || !line.caseWeight) return plain;
  return ORDER_TEXT[language].aboutWeight(plain, formatQuantity(estimatedWeightHundredths(line.quantity, line.caseWeight) / 100, language));
}

/** A line's quantity, price and total as written: per lb and "about" for a line sold by weight. */
export function formatLineAmounts(
  line: { quantity: number; unit: string; price: string; total: string; soldByWeight?: boolean; caseWeight?: string | null },
  language: Language,
): { quantity: string; price: string; total: string } {
  const t = ORDER_TEXT[language];
  return {
    quantity: formatLineQuantity(line, language),
    price: line.soldByWeight ? t.perLb(formatUsd(line.price, language)) : formatUsd(line.price, language),
    total: line.soldByWeight ? t.about(formatUsd(line.total, language)) : formatUsd(line.total, language),
  };
}

/** An order's total as written: "about $320.00" when some line is sold by weight. */
export function formatOrderTotal(order: { total: string; estimated?: boolean }, language: Language): string {
  const total = formatUsd(order.total, language);
  return order.estimated ? ORDER_TEXT[language].about(total) : total;
}

/**
 * A product's pack as the catalogue and the price lists show it: for a product sold by weight, with
 * its case weight ("40 lb box · case about 40 lb"), so that a price per lb is never read as a case price.
 */
export function formatPackWithWeight(pack: string, product: { soldByWeight?: boolean; caseWeight?: string | null }, language: Language): string {
  if (!product.soldByWeight || !product.caseWeight) return pack;
  const weight = ORDER_TEXT[language].caseAbout(formatQuantity(Number(product.caseWeight), language));
  return pack ? `${pack} · ${weight}` : weight;
}

