import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { isAPIError } from 'better-auth/api';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isClientGone } from './client-gone.js';
import { isDatabaseUnavailable } from './database-errors.js';
import { loggablePath, type Logger } from './logger.js';

/**
 * The codes a client can act on, and the one place that decides their HTTP status. Services and
 * guards throw `AppError` with a code; only `toErrorResponse` turns it into a status.
 */
export const ERROR_STATUS = {
  validation_failed: 400,
  file_required: 400,
  unauthenticated: 401,
  forbidden: 403,
  forbidden_origin: 403,
  not_found: 404,
  conflict: 409,
  key_taken: 409,
  /** A price-list save based on an older version than the stored one. */
  version_conflict: 409,
  /** Deleting a template list, or a list other lists follow. */
  list_protected: 409,
  /** A delivery route's cutoff later than the company's (it would have no effect). */
  cutoff_too_late: 422,
  /** Putting on a route someone who is not a customer. */
  not_a_customer: 422,
  /** Prices below cost plus the minimum margin, saved without confirming. */
  below_floor: 422,
  /** Prices set to $0.00 or moved by more than the large-move setting, saved without confirming. */
  large_move: 422,
  /** A product sold by weight without a case weight, or a case weight that is not one (0, 1,000 lb or more). */
  invalid_case_weight: 422,
  payload_too_large: 413,
  image_too_large: 413,
  not_an_image: 415,
  /** An uploaded price spreadsheet (packages/shared/src/workbooks.ts, WORKBOOK_ERRORS): too big, not one, unreadable, without its columns, too long. */
  spreadsheet_too_large: 413,
  not_a_spreadsheet: 415,
  unreadable_spreadsheet: 422,
  spreadsheet_columns_missing: 422,
  too_many_rows: 422,
  rate_limited: 429,
  /** More requests than the server takes on at once: try again after `Retry-After` (lib/admission.ts). */
  server_busy: 503,
  /** Demoting, disabling or deleting the last enabled admin. */
  last_admin: 409,
  /** Staff without two-step verification while the admin setting requires it: enrol on the profile first. */
  two_factor_setup_required: 403,
  /** Requiring two-step verification for staff, asked by an admin who has not turned it on for themself. */
  own_two_factor_missing: 409,
  /** Ordering refusals (the orders contract): what is missing to the minimum, a closed or past date, a line's product or quantity. */
  below_minimum: 422,
  past_cutoff: 422,
  not_a_delivery_day: 422,
  not_in_list: 422,
  out_of_stock: 409,
  invalid_quantity: 422,
  /** Changing or cancelling an order after its cutoff, or a cancelled one. */
  order_locked: 409,
  /** A status an order cannot be moved to from where it is (fulfilment-rules.ts). */
  status_not_allowed: 409,
  /** The order desk: shorts, substitutes and weights only while picking or packed. */
  order_not_adjustable: 409,
  /** Replacing the lines of an order that has shorts, substitutes or weights (they are changed line by line). */
  order_adjusted: 409,
  /** A substitute not on the customer's list, without a price set for it. */
  substitute_not_in_list: 422,
  /** An answer to a substitute at or after its deadline: the default rule applied. */
  answer_too_late: 409,
  /** A substitute already answered, withdrawn or never asked. */
  substitution_closed: 409,
  /** Weights for a line not sold by weight. */
  not_sold_by_weight: 422,
  /** Out for delivery with a catch-weight line's cases not all weighed. */
  weights_missing: 409,
  /** An `Idempotency-Key` used before with another request. */
  idempotency_key_reused: 422,
  /** Exporting a range of invoices some of which were exported before, without `again`. */
  already_exported: 409,
  /** Exporting a range that holds no invoices. */
  nothing_to_export: 422,
  /** Answering or editing a standing order's draft already placed, skipped or failed, or past its deadline. */
  draft_closed: 409,
  /** A customer's standing orders past MAX_STANDING_ORDERS. */
  too_many_standing_orders: 409,
  /** Sending a list shared with no active customer. */
  no_recipients: 422,
} as const satisfies Record<string, ContentfulStatusCode>;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** A failure a client can act on. `code` is stable; the web translates it. */
export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    message: string,
    /** Per-field (or per-item) translation keys, for validation failures and conflicts. */
    public readonly fields?: Record<string, string>,
    /** For `rate_limited` and `server_busy`: when the client may try again (the standard Retry-After header). */
    public readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  get status(): ContentfulStatusCode {
    return ERROR_STATUS[this.code];
  }
}

export const unauthenticated = () => new AppError('unauthenticated', 'You must be logged in');
export const forbidden = () => new AppError('forbidden', 'You do not have permission to do this');
export const twoFactorSetupRequired = () =>
  new AppError('two_factor_setup_required', 'Staff accounts must use two-step verification. Turn it on in your profile to continue.');
/** A refusal for too many requests, with the standard Retry-After (at least 1 s). */
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new AppError('rate_limited', message, undefined, Math.max(1, Math.ceil(retryAfterSeconds)));
export const notFound = (what = 'Resource') => new AppError('not_found', `${what} not found`);
/** A `?cursor=` that no page of a keyset list gave out (forged, cut or from another list). */
export const invalidCursor = () => new AppError('validation_failed', 'This page link is not valid.', { cursor: 'invalidCursor' });

export function errorBody(code: string, message: string) {
  return { error: { code, message } };
}

/** Long enough for a pool to reconnect or a database to fail over; short enough not to give up. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/** One mapping from thrown errors to `{ error: { code, message } }`; no stack reaches a client. */
export function toErrorResponse(err: Error, c: Context, logger: Logger) {
  // A body refused for its size is left unread: the rest of it would arrive as the connection's next
  // request. The client is told the connection ends with this answer, so it opens a new one.
  if ((err instanceof AppError || err instanceof HTTPException) && err.status === 413) c.header('Connection', 'close');
  if (err instanceof AppError) {
    if (err.retryAfterSeconds !== undefined) c.header('Retry-After', String(err.retryAfterSeconds));
    const body = errorBody(err.code, err.message);
    return c.json(err.fields ? { error: { ...body.error, fields: err.fields } } : body, err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const code = status === 413 ? 'payload_too_large' : status === 401 ? 'unauthenticated' : 'http_error';
    return c.json(errorBody(code, err.message || 'Request failed'), status);
  }
  // better-auth's refusals when one of its calls runs inside our routes (a name it rejects, a token it refuses).
  if (isAPIError(err) && err.statusCode >= 400 && err.statusCode < 500) {
    const body = err.body as { code?: unknown; message?: unknown } | undefined;
    const code = typeof body?.code === 'string' ? body.code.toLowerCase() : 'auth_error';
    return c.json(errorBody(code, typeof body?.message === 'string' ? body.message : err.message || 'Request refused'), err.statusCode as ContentfulStatusCode);
  }
  // The client hung up while its request waited or ran (lib/admission.ts): nobody reads this answer.
  if (isClientGone(err)) {
    logger.debug({ path: loggablePath(c.req.path) }, 'request abandoned by its client');
    return c.json(errorBody('client_closed', 'The client closed the connection.'), 503);
  }
  if (isDatabaseUnavailable(err)) {
    logger.warn({ err, path: loggablePath(c.req.path) }, 'database unavailable');
    c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    return c.json(errorBody('database_unavailable', 'The database is not reachable at the moment. Please try again in a few seconds.'), 503);
  }
  logger.error({ err, path: loggablePath(c.req.path) }, 'unhandled error');
  return c.json(errorBody('internal_error', 'An unexpected error occurred. Please try again.'), 500);
}
