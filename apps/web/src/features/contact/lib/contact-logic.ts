import { CONTACT_REASONS } from '@freshprice/shared';
import { ApiError } from '../../../lib/api-error';

export type ContactReason = (typeof CONTACT_REASONS)[number];
export type ContactField = 'fullName' | 'email' | 'phone' | 'company' | 'message' | 'reason' | 'purchaseSize';

/** Form order: focus goes to the first invalid field in this order. */
export const CONTACT_FIELDS: readonly ContactField[] = ['fullName', 'email', 'phone', 'company', 'reason', 'purchaseSize', 'message'];

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
