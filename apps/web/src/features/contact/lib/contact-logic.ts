import { CONTACT_REASONS } from '@freshprice/shared';
import { ApiError } from '../../../lib/api-client';

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

/** The weekdays as one phrase: a run (mon..sat) as its ends, anything else listed. */
export function weekdaySpan(days: readonly string[]): { from: string; to: string } | { list: string[] } {
  const order = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
  const sorted = [...days].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  const start = order.indexOf(sorted[0] ?? '');
  const contiguous = sorted.length > 2 && sorted.every((day, i) => order.indexOf(day) === start + i);
  return contiguous ? { from: sorted[0]!, to: sorted[sorted.length - 1]! } : { list: sorted };
}

/** "mon" as "Monday" / "lunes" (2024-01-01 was a Monday). */
export function weekdayName(day: string, language: string): string {
  const index = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].indexOf(day);
  return new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1 + index)),
  );
}

export function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
