/**
 * The contact form's rules as plain functions, without zod: the browser's live checks (the contact
 * island, the app's form) and the server's schema (contact.ts) give the same answer from the same
 * limits and patterns, and a page that only checks a form does not load a schema library.
 */

export const CONTACT_REASONS = [
  'request_price_list',
  'purchase_inquiry',
  'check_availability',
  'delivery_question',
  'account_setup',
  'payment_options',
  'product_question',
  'other',
] as const;

export const PURCHASE_SIZES = ['under_100', '100_250', '250_500', '500_1000', '1000_2500', '2500_5000', 'over_5000'] as const;

export const CONTACT_MESSAGE_MAX = 5000;
export const CONTACT_NAME_MAX = 120;
export const CONTACT_COMPANY_MAX = 120;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_PHONE_MAX = 30;
/** Empty, or a number that starts with +, ( or a digit and has at least seven more characters. */
export const CONTACT_PHONE_PATTERN = /^$|^[+()\d][\d\s().-]{6,}$/;
/** The address check (zod's own default pattern, written out so the browser needs no zod). */
export const CONTACT_EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export type ContactField = 'fullName' | 'email' | 'phone' | 'company' | 'message' | 'reason' | 'purchaseSize';
/** Form order: focus goes to the first invalid field in this order. */
export const CONTACT_FIELDS: readonly ContactField[] = ['fullName', 'email', 'phone', 'company', 'reason', 'purchaseSize', 'message'];

const oneOf = (list: readonly string[], value: string) => list.includes(value);

/**
 * The first problem with one field's value, as a translation key (namespace `validation`), or null.
 * Values are checked trimmed, as the server stores them.
 */
export function checkContactField(field: ContactField, raw: string): string | null {
  const value = raw.trim();
  switch (field) {
    case 'fullName':
      return !value ? 'fullNameRequired' : value.length > CONTACT_NAME_MAX ? 'fullNameMax' : null;
    case 'email':
      if (!value) return 'emailRequired';
      return value.length > CONTACT_EMAIL_MAX || !CONTACT_EMAIL_PATTERN.test(value) ? 'emailInvalid' : null;
    case 'phone':
      return value.length > CONTACT_PHONE_MAX || !CONTACT_PHONE_PATTERN.test(value) ? 'phoneInvalid' : null;
    case 'company':
      return value.length > CONTACT_COMPANY_MAX ? 'companyMax' : null;
    case 'message':
      return !value ? 'messageRequired' : value.length > CONTACT_MESSAGE_MAX ? 'messageMax' : null;
    case 'reason':
      return oneOf(CONTACT_REASONS, raw) ? null : 'reasonRequired';
    case 'purchaseSize':
      return oneOf(PURCHASE_SIZES, raw) ? null : 'purchaseSizeRequired';
  }
}

/** Every field's problem (field -> translation key), in form order; empty when the form can be sent. */
export function checkContact(values: Partial<Record<ContactField, string>>): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  for (const field of CONTACT_FIELDS) {
    const code = checkContactField(field, values[field] ?? '');
    if (code) errors[field] = code;
  }
  return errors;
}
