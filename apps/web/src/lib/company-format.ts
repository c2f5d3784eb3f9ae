import type { CompanyFacts } from '@freshprice/shared';

/** Days and lists are formatted in packages/shared, so the server's mails read the same as the site. */
export { capitalize, dayName, formatDays, formatList, openingHours } from '@freshprice/shared';

/** "2150 NW 12th Avenue, Miami, FL 33127" */
export function formatAddress(address: CompanyFacts['address']): string {
  return `${address.street}, ${address.city}, ${address.state} ${address.zip}`;
}

/** The phone number as a tel: link target (digits and a leading +). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
