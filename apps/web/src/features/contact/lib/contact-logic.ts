import { CONTACT_FIELDS, CONTACT_REASONS, type ContactField, type ServerFormState } from '@freshprice/shared';
import { ApiError } from '../../../lib/api-error';

export { CONTACT_FIELDS, type ContactField };
export type ContactReason = (typeof CONTACT_REASONS)[number];

/** SPEC 8's kinds of failure, each with its own message (plus rate limiting and an oversized body). */
export type ContactFailure = 'network' | 'server' | 'form' | 'rateLimited' | 'tooLarge' | 'unknown';

export function classifyContactError(error: unknown): ContactFailure {
  if (!(error instanceof ApiError)) return 'unknown';
  if (error.status === 0) return 'network';
  if (error.status >= 500) return 'server';
  if (error.status === 429) return 'rateLimited';
  if (error.status === 413) return 'tooLarge';
  if (error.status === 400 && error.code === 'validation_failed') return 'form';
  return 'unknown';
}

/** The failure a form posted without JavaScript came back with (its outcome and API error code), or null. */
export function serverFormFailure(form: ServerFormState | null): ContactFailure | null {
  if (!form || form.outcome === 'sent') return null;
  if (form.outcome === 'invalid') return 'form';
  switch (form.errorCode) {
    case 'rate_limited':
      return 'rateLimited';
    case 'payload_too_large':
      return 'tooLarge';
    case 'validation_failed':
      return 'form';
    case undefined:
      return 'unknown';
    default:
      return 'server';
  }
}

/** Failures that come with the company's phone number to call instead. */
export const offersCall = (failure: ContactFailure | null) => failure !== null && failure !== 'form' && failure !== 'tooLarge';

/** The server's field errors that the form knows, in form order (validation message keys). */
export function serverFieldErrors(error: unknown): [ContactField, string][] {
  if (!(error instanceof ApiError)) return [];
  return CONTACT_FIELDS.filter((field) => typeof error.fields[field] === 'string').map((field) => [field, error.fields[field]!]);
}

export interface ContactPrefill {
  reason: ContactReason | null;
  product: string | null;
}

/** ?reason=check_availability&product=sandia from a product page; unknown reasons are ignored. */
export function readContactPrefill(params: URLSearchParams): ContactPrefill {
  const reason = params.get('reason');
  const product = params.get('product')?.trim().slice(0, 200) || null;
  return {
    reason: (CONTACT_REASONS as readonly string[]).includes(reason ?? '') ? (reason as ContactReason) : null,
    product,
  };
}

/** Every message the contact form's checks can give (namespace `validation`), the server's included. */
export const CONTACT_MESSAGE_KEYS = [
  'fullNameRequired',
  'fullNameMax',
  'emailRequired',
  'emailInvalid',
  'phoneInvalid',
  'companyMax',
  'messageRequired',
  'messageMax',
  'reasonRequired',
  'purchaseSizeRequired',
  'invalidCharacters',
] as const;
export const CONTACT_FAILURES: readonly ContactFailure[] = ['network', 'server', 'form', 'rateLimited', 'tooLarge', 'unknown'];

/** The page's words the contact island needs, written by the server into the form's `data-texts`. */
export interface ContactTexts {
  /** Validation key -> message. */
  fields: Record<string, string>;
  failures: Record<ContactFailure, string>;
  submit: string;
  sending: string;
  /** "{{used}} / {{max}} characters", the numbers left to fill in. */
  counter: string;
}

/** The message's character counter: the used count over the maximum, in the page's number format. */
export function counterText(template: string, used: string, max: string): string {
  return template.replace('{{used}}', used).replace('{{max}}', max);
}
