import { APIError, isAPIError } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { ADDRESS_MAX, COMPANY_NAME_MAX, personNameSchema } from '@freshprice/shared';
import type { Database } from '../db/client.js';
import {
  clearRequestLimit,
  consumeRequestLimit,
  refundRequestLimit,
  takeBackoff,
  takeRequestLimit,
  type BackoffRule,
} from '../lib/request-limit.js';

/**
 * Limits that protect accounts rather than servers (docs/decisions/006-account-protection.md).
 * Every counter is a row of `request_limits`, so all instances share it.
 */

/**
 * Failed password sign-ins per account (existing or not, so the answer reveals nothing): 5 at
 * once, then 30 s, 1, 2, 4, 8 min and at most 15 min between attempts; forgotten after a quiet
 * hour. That is at most 13 failures in the first hour and 4 an hour after, far under 100.
 */
export const SIGN_IN_ACCOUNT_BACKOFF: BackoffRule = {
  free: 5,
  firstDelaySeconds: 30,
  maxDelaySeconds: 15 * 60,
  forgetAfterSeconds: 60 * 60,
};

/** Failed password sign-ins per client address (any account): an office shares one address. */
export const SIGN_IN_ADDRESS_LIMIT = { max: 20, windowSeconds: 15 * 60 };

/** Account mails (sign-in links, reset links, confirmations) per address and kind. */
export const ACCOUNT_MAIL_LIMIT = { max: 3, windowSeconds: 60 * 60 };

export type AccountMailKind = 'magic-link' | 'reset-password' | 'sign-up' | 'change-email' | 'sign-in-code';

const normalEmail = (email: string) => email.trim().toLowerCase().slice(0, 320);
export const signInAccountKey = (email: string) => `sign-in:account:${normalEmail(email)}`;
export const signInAddressKey = (ip: string) => `sign-in:address:${ip}`;
const mailKey = (kind: AccountMailKind, email: string) => `mail:${kind}:${normalEmail(email)}`;

/** False once the address got its share of this kind of mail: the caller then sends nothing. */
export function accountMailAllowed(db: Database, kind: AccountMailKind, email: string): Promise<boolean> {
  return consumeRequestLimit(db, mailKey(kind, email), ACCOUNT_MAIL_LIMIT.max, ACCOUNT_MAIL_LIMIT.windowSeconds);
}

function tooMany(code: string, message: string, retryAfterSeconds: number): APIError {
  return new APIError(
    'TOO_MANY_REQUESTS',
    { code, message, retryAfter: retryAfterSeconds },
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

interface SignInAttempt {
  email: string | null;
  ip: string | null;
}

/** The parts of an endpoint context the sign-in limits read. */
interface AttemptContext {
  body?: unknown;
  headers?: Headers;
}

function attemptOf(ctx: AttemptContext, ipHeader: string): SignInAttempt {
  const body = ctx.body as { email?: unknown } | undefined;
  return {
    email: typeof body?.email === 'string' ? body.email : null,
    ip: ctx.headers?.get(ipHeader) ?? null,
  };
}

/**
 * Before a password sign-in: counts it as a failure in advance (so that parallel attempts cannot
 * slip past the check) or refuses it, even with the right password. `afterSignIn` gives the count
 * back when the attempt did not fail.
 */
export async function beforeSignIn(db: Database, ctx: AttemptContext, ipHeader: string): Promise<void> {
  await takeAttempt(db, attemptOf(ctx, ipHeader));
}

async function takeAttempt(db: Database, { email, ip }: SignInAttempt): Promise<void> {
  if (ip) {
    const byAddress = await takeRequestLimit(db, signInAddressKey(ip), SIGN_IN_ADDRESS_LIMIT.max, SIGN_IN_ADDRESS_LIMIT.windowSeconds);
    if (!byAddress.allowed) {
      throw tooMany('TOO_MANY_FAILED_SIGN_INS', 'Too many failed sign-ins from this network. Try again later.', byAddress.retryAfterSeconds);
    }
  }
  if (email) {
    const byAccount = await takeBackoff(db, signInAccountKey(email), SIGN_IN_ACCOUNT_BACKOFF);
    if (!byAccount.allowed) {
      // Refused unseen, so not a guess: it does not count against the network.
      if (ip) await refundRequestLimit(db, signInAddressKey(ip));
      throw tooMany(
        'SIGN_IN_TEMPORARILY_LOCKED',
        'Too many failed sign-ins for this account. Try again later, or sign in with a link by e-mail.',
        byAccount.retryAfterSeconds,
      );
    }
  }
}

/** Gives back what `takeAttempt` counted, and with a right password forgets the account's failures. */
async function settleAttempt(db: Database, { email, ip }: SignInAttempt, rightPassword: boolean): Promise<void> {
  if (email) {
    if (rightPassword) await clearRequestLimit(db, signInAccountKey(email));
    else await refundRequestLimit(db, signInAccountKey(email));
  }
  if (ip) await refundRequestLimit(db, signInAddressKey(ip));
}

export async function afterSignIn(db: Database, ctx: AttemptContext & { context: { returned?: unknown } }, ipHeader: string) {
  const returned = ctx.context.returned;
  if (isAPIError(returned) && returned.statusCode === 401) return; // a wrong password: it counts
  // The password was right (signed in, or the address still needs confirming): start afresh.
  const rightPassword = !isAPIError(returned) || returned.body?.code === 'EMAIL_NOT_VERIFIED';
  await settleAttempt(db, attemptOf(ctx, ipHeader), rightPassword);
}

/**
 * better-auth's routes that check the signed-in user's password before doing something else. Each
 * is a guess of that password as a sign-in is (a stolen session must not make them an oracle), so
 * each counts against the account's sign-in backoff and the client address's limit.
 */
export const PASSWORD_CHECK_PATHS: ReadonlySet<string> = new Set([
  '/verify-password',
  '/change-password',
  '/delete-user',
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/get-totp-uri',
  '/two-factor/generate-backup-codes',
]);

/** The attempt each password check counted, by request, for the after hook of the same request. */
const passwordChecks = new WeakMap<Request, SignInAttempt>();

/** Before a password check of the signed-in user (`email`): counted in advance, or refused. */
export async function beforePasswordCheck(db: Database, ctx: AttemptContext & { request?: Request }, ipHeader: string, email: string): Promise<void> {
  if (!ctx.request) return; // the server's own calls are not guesses
  const attempt = { email, ip: ctx.headers?.get(ipHeader) ?? null };
  await takeAttempt(db, attempt);
  passwordChecks.set(ctx.request, attempt);
}

export async function afterPasswordCheck(db: Database, ctx: { request?: Request; context: { returned?: unknown } }): Promise<void> {
  const attempt = ctx.request ? passwordChecks.get(ctx.request) : undefined;
  if (!attempt) return;
  passwordChecks.delete(ctx.request!);
  const returned = ctx.context.returned;
  if (isAPIError(returned) && (returned.body as { code?: unknown } | undefined)?.code === 'INVALID_PASSWORD') return; // a wrong password: it counts
  await settleAttempt(db, attempt, !isAPIError(returned));
}

/**
 * After a sign-in with a mailed code: a wrong, spent or expired code counts against the account as a
 * wrong password does (so codes cannot be guessed by asking for new ones); a success starts afresh.
 */
export async function afterCodeSignIn(db: Database, ctx: AttemptContext & { context: { returned?: unknown } }, ipHeader: string) {
  const { email, ip } = attemptOf(ctx, ipHeader);
  const returned = ctx.context.returned;
  const code = isAPIError(returned) ? (returned.body as { code?: unknown } | undefined)?.code : undefined;
  if (code === 'INVALID_OTP' || code === 'OTP_EXPIRED' || code === 'TOO_MANY_ATTEMPTS') return;
  if (email) {
    if (!isAPIError(returned)) await clearRequestLimit(db, signInAccountKey(email));
    else await refundRequestLimit(db, signInAccountKey(email));
  }
  if (ip) await refundRequestLimit(db, signInAddressKey(ip));
}

/** A name as the account keeps it (trimmed), or a 400 that says what is wrong with it. */
export function checkedName(name: unknown): string {
  const parsed = personNameSchema.safeParse(typeof name === 'string' ? name : '');
  if (parsed.success) return parsed.data;
  const problem = parsed.error.issues[0]?.message;
  throw new APIError('BAD_REQUEST', {
    code: 'INVALID_NAME',
    field: 'name',
    reason: problem,
    message:
      problem === 'nameRequired'
        ? 'Name is required'
        : problem === 'personNameMax'
          ? 'Name must be at most 100 characters'
          : 'Name may contain only letters, numbers, spaces and punctuation',
  });
}

/**
 * better-auth does not sign in after a password reset; the app does (SPEC: a reset ends on the
 * dashboard). `onPasswordReset` runs inside the reset, after the other sessions were revoked, and
 * tells the after hook of the same request whom to sign in.
 */
type EndpointContext = Parameters<typeof setSessionCookie>[0];

const resetUsers = new WeakMap<Request, { id: string; email: string }>();

export async function onPasswordReset(db: Database, user: { id: string; email: string }, request: Request | undefined) {
  // A reset proves the address, and ends any lock a guesser caused.
  await clearRequestLimit(db, signInAccountKey(user.email));
  if (request) resetUsers.set(request, { id: user.id, email: user.email });
}

export async function signInAfterReset(ctx: EndpointContext & { context: { returned?: unknown } }): Promise<void> {
  const reset = ctx.request ? resetUsers.get(ctx.request) : undefined;
  if (!reset || isAPIError(ctx.context.returned)) return;
  // The link reached the mailbox, so the address is proven as well.
  const user = await ctx.context.internalAdapter.updateUser(reset.id, { emailVerified: true });
  // With two-factor on, the new password signs in on the sign-in page, where the code is asked.
  if ((user as { twoFactorEnabled?: boolean } | null)?.twoFactorEnabled) return;
  const session = await ctx.context.internalAdapter.createSession(reset.id);
  await setSessionCookie(ctx, { session, user });
}

/**
 * The company name and delivery address a customer gives at sign-up (or changes later), trimmed, or
 * a 400 naming the field; fields not sent are left out.
 */
export function checkedBusiness(body: Record<string, unknown>): { companyName?: string | null; deliveryAddress?: string | null } {
  const out: { companyName?: string | null; deliveryAddress?: string | null } = {};
  for (const [field, max] of [['companyName', COMPANY_NAME_MAX], ['deliveryAddress', ADDRESS_MAX]] as const) {
    if (!(field in body) || body[field] === undefined) continue;
    const value = body[field];
    if (value !== null && typeof value !== 'string') throw new APIError('BAD_REQUEST', { code: 'INVALID_BUSINESS', field, message: `${field} must be text` });
    const trimmed = value?.trim() ?? '';
    if (trimmed.length > max) throw new APIError('BAD_REQUEST', { code: 'INVALID_BUSINESS', field, message: `${field} must be at most ${max} characters` });
    out[field] = trimmed || null;
  }
  return out;
}
