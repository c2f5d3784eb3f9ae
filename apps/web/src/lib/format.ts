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

/** "04:00" as "4:00 AM" (en) or "4:00 a. m." (es). */
export function formatTime(hhmm: string, language: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  return new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, 0, 1, h, m)),
  );
}

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language === 'es' ? 'es-US' : 'en-US').format(value);
}
