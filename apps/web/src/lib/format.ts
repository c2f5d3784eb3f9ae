/** The one money formatter: USD in the reader's language. Money arrives as exact strings ("12.50"). */
const moneyFormats = new Map<string, Intl.NumberFormat>();

export function formatMoney(value: string | number | null | undefined, language: string): string {
  if (value === null || value === undefined || value === '') return '—';
  let format = moneyFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language === 'es' ? 'es-US' : 'en-US', { style: 'currency', currency: 'USD' });
    moneyFormats.set(language, format);
  }
  // Two-decimal strings are exact in a double for display purposes; arithmetic never happens here.
  return format.format(Number(value));
}

/** "04:00" as "4:00 AM" (en) or "4:00 a. m." (es): the one clock format, shared with the server's mails. */
export { formatClockTime as formatTime } from '@freshprice/shared';

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language === 'es' ? 'es-US' : 'en-US').format(value);
}
