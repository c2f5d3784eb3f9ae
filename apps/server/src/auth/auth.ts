import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { emailOTP, jwt, magicLink, openAPI, twoFactor } from 'better-auth/plugins';
import { DEFAULT_COMPANY_FACTS, PASSWORD_MAX, PASSWORD_MIN, type AccountChange, type Language } from '@freshprice/shared';
import type { Database } from '../db/client.js';
import type { Mailer, MailMessage } from '../lib/mail.js';
import {
  accountChangeMail,
  changeEmailMail,
  existingAccountMail,
  magicLinkMail,
  resetPasswordMail,
  signInCodeMail,
  verifyEmailMail,
} from '../lib/mail-templates.js';
import { readFacts } from '../modules/company/company.repo.js';
import { mailLanguage } from './mail-language.js';
import { isDatabaseUnavailable } from '../lib/database-errors.js';
import type { Logger } from '../lib/logger.js';
import {
  accountMailAllowed,
  type AccountMailKind,
  afterCodeSignIn,
  afterPasswordCheck,
  afterSignIn,
  beforePasswordCheck,
  beforeSignIn,
  PASSWORD_CHECK_PATHS,
  checkedBusiness,
  checkedName,
  onPasswordReset,
  signInAfterReset,
} from './account-protection.js';
import { generateBackupCodes } from './backup-codes.js';
import { COMMON_PASSWORD, isCommonPassword } from './common-passwords.js';
import { hashPassword, verifyPassword } from './password.js';
import { authStore } from './auth.repo.js';
import { claimTotpCode, isDisabled, recordSignIn, setRole, storedEmail, twoFactorEnabled } from './roles.repo.js';

/** The header the server itself sets to the client address; any value a client sends is replaced. */
export const CLIENT_IP_HEADER = 'x-freshprice-client-ip';

export interface AuthDeps {
  db: Database;
  baseUrl: string;
  secret: string;
  mailer: Mailer;
  logger: Logger;
}

/** Where a confirmed new account, like any sign-in, lands in the web app. */
const SIGNED_IN_PATH = '/dashboard';

export function createAuth({ db, baseUrl, secret, mailer, logger }: AuthDeps) {
  // Over the limit, nothing is sent, and the answer is the usual generic one. Each message is in the
  // reader's language (mail-language.ts; the reader is the account of `readerEmail`), given to `message`.
  const sendLimited = async (
    kind: AccountMailKind,
    to: string,
    headers: Headers | null | undefined,
    message: (language: Language) => MailMessage,
    readerEmail = to,
  ) => {
    if (await accountMailAllowed(db, kind, to)) await mailer.send(message(await mailLanguage(db, readerEmail, headers)));
    else logger.warn({ kind }, 'account mail not sent: hourly limit for the address reached');
  };
  // A change to the account (password, two-step verification) is told to its address. Not limited:
  // each follows a change the account itself made; a failure to send is logged and changes nothing.
  const notifyChange = async (change: AccountChange, to: string, headers: Headers | null | undefined) => {
    try {
      const facts = await readFacts(db);
      const company = { name: facts.name, phone: facts.phone, email: facts.email };
      await mailer.send(accountChangeMail(to, change, new Date(), `${baseUrl}/forgot-password`, company, await mailLanguage(db, to, headers)));
    } catch (err) {
      logger.error({ err, change }, 'account notice not sent');
    }
  };

  return betterAuth({
    appName: DEFAULT_COMPANY_FACTS.name,
    baseURL: baseUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [baseUrl],
    database: authStore(db),
    logger: {
      log: (level, message, ...args) => logger[level]({ args }, message),
    },
    emailAndPassword: {
      enabled: true,
      // A new account confirms its address before it can sign in, so that sign-up answers the
      // same for a new and a taken address (better-auth then returns a synthetic user for the
      // latter and calls onExistingUserSignUp instead of failing).
      requireEmailVerification: true,
      onExistingUserSignUp: async ({ user }, request) => {
        await sendLimited('sign-up', user.email, request?.headers, (language) =>
          existingAccountMail(user.email, `${baseUrl}/login`, `${baseUrl}/forgot-password`, language),
        );
      },
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: async ({ user, url }, request) => {
        await sendLimited('reset-password', user.email, request?.headers, (language) => resetPasswordMail(user.email, url, language));
      },
      onPasswordReset: async ({ user }, request) => {
        await onPasswordReset(db, user, request);
        // An invitation's link chooses the first password: nothing was reset, nothing to tell.
        if (!(request && firstPasswords.has(request))) await notifyChange('password-reset', user.email, request?.headers);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // Signing in to an unconfirmed account (with the right password) mails a fresh link.
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }, request) => {
        const link = new URL(url);
        // A change of address (profile) sends the new address here with the account's id: that
        // link confirms the change and returns to the profile.
        const stored = await storedEmail(db, user.id);
        if (stored && stored !== user.email.toLowerCase()) {
          link.searchParams.set('callbackURL', '/profile');
          // The new address has no account yet: the account's language, as for its other mail.
          await sendLimited('change-email', user.email, request?.headers, (language) => changeEmailMail(user.email, link.toString(), language), stored);
          return;
        }
        // The link always ends signed in on the dashboard, whatever the caller asked for.
        link.searchParams.set('callbackURL', SIGNED_IN_PATH);
        await sendLimited('sign-up', user.email, request?.headers, (language) => verifyEmailMail(user.email, link.toString(), language));
      },
    },
    user: {
      // A new address needs the password (POST /api/profile/email) and is confirmed from the new mailbox.
      changeEmail: { enabled: true },
      // The business a customer gives at sign-up (ordering delivers there); staff set the rest.
      additionalFields: {
        companyName: { type: 'string', required: false, input: true },
        deliveryAddress: { type: 'string', required: false, input: true },
      },
    },
    session: {
      // No cookie cache: a revoked session must stop working on the very next request.
      cookieCache: { enabled: false },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        // Counted by account-protection.ts instead: failures only, per address and per account.
        '/sign-in/email': false,
        '/sign-up/email': { window: 60, max: 5 },
        '/sign-in/magic-link': { window: 60, max: 5 },
        '/magic-link/verify': { window: 60, max: 10 },
        '/request-password-reset': { window: 60, max: 5 },
        '/reset-password': { window: 60, max: 10 },
        '/email-otp/send-verification-otp': { window: 60, max: 5 },
        '/sign-in/email-otp': { window: 60, max: 10 },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Explicit, so tests (where better-auth would otherwise relax them) check the real behaviour.
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    // Failures that are not the client's (a lost database, a bug) go on to the app's one error
    // mapping (lib/errors.ts: 503 with Retry-After for a lost database) instead of a bare 500.
    onAPIError: { throw: true },
    databaseHooks: {
      user: {
        create: {
          before: async (data) => ({ data: { ...data, name: checkedName(data.name) } }),
          // Self-registration makes a customer; only an admin (or the CLI) changes roles.
          after: async (created) => {
            await setRole(db, created.id, 'customer', { onlyIfMissing: true });
          },
        },
        update: {
          before: async (data) => ('name' in data ? { data: { ...data, name: checkedName(data.name) } } : undefined),
          // The two-factor plugin writes the flag only when it turns on (a code confirms it) or off.
          after: async (updated, context) => {
            if (!context?.path || !TWO_FACTOR_SWITCH_PATHS.has(context.path)) return;
            const on = (updated as { twoFactorEnabled?: boolean }).twoFactorEnabled;
            if (typeof on === 'boolean') await notifyChange(on ? 'two-factor-on' : 'two-factor-off', updated.email, context.headers);
          },
        },
      },
      session: {
        create: {
          // Every way in (password, magic link, a reset) makes a session: a disabled user gets none.
          before: async (session, context) => {
            if (await isDisabled(db, session.userId)) {
              throw new APIError('FORBIDDEN', { code: 'ACCOUNT_DISABLED', message: 'This account is disabled. Ask an administrator to enable it.' });
            }
            // With two-factor on, a session comes only from the password and a code: the other ways
            // in (a link, a mailed code, a reset) would skip the second factor.
            if (context?.path && SKIPS_SECOND_FACTOR.has(context.path) && (await twoFactorEnabled(db, session.userId))) {
              throw new APIError('FORBIDDEN', {
                code: 'TWO_FACTOR_REQUIRED',
                message: 'This account uses two-factor authentication: sign in with your password and a code.',
              });
            }
          },
          after: async (session, context) => {
            // A right password with two-factor on makes a session that is deleted at once (the
            // sign-in waits for its code): the sign-in is recorded when the code makes the real one.
            if (context?.path === '/sign-in/email' && (await twoFactorEnabled(db, session.userId))) return;
            await recordSignIn(db, session.userId);
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        refuseCommonPassword(ctx.path, ctx.body);
        // The one-time code is a way to sign in, nothing else: its plugin's other flows (a reset, a
        // change of address, a confirmation) have their own links here and stay closed.
        if (ctx.path.startsWith('/email-otp/') && ctx.path !== '/email-otp/send-verification-otp') throw new APIError('NOT_FOUND');
        if (ctx.path === '/forget-password/email-otp') throw new APIError('NOT_FOUND');
        if (ctx.path === '/two-factor/verify-totp') await claimSecondFactorCode(db, ctx);
        if (ctx.path === '/reset-password' && ctx.request && (await choosesFirstPassword(ctx))) firstPasswords.add(ctx.request);
        // A new address needs the password: only POST /api/profile/email (a server call, no request) reaches this.
        if (ctx.path === '/change-email' && ctx.request) throw new APIError('NOT_FOUND');
        // A mailed code is guessed against the account's sign-in backoff, like a password.
        if (ctx.path === '/sign-in/email-otp') return beforeSignIn(db, ctx, CLIENT_IP_HEADER);
        if (PASSWORD_CHECK_PATHS.has(ctx.path)) {
          const current = await getSessionFromCtx(ctx).catch(() => null);
          // Without a session the route refuses the request before it reads the password.
          if (current) return beforePasswordCheck(db, ctx, CLIENT_IP_HEADER, current.user.email);
          return;
        }
        if (ctx.path === '/email-otp/send-verification-otp' && (ctx.body as { type?: unknown } | undefined)?.type !== 'sign-in') {
          throw new APIError('BAD_REQUEST', { code: 'SIGN_IN_CODES_ONLY', message: 'Only sign-in codes are sent.' });
        }
        switch (ctx.path) {
          case '/sign-out': {
            // Sign-out is global: every session of the user is revoked on the server, not only this one.
            const current = await getSessionFromCtx(ctx).catch(() => null);
            if (current) await ctx.context.internalAdapter.deleteUserSessions(current.user.id);
            return;
          }
          case '/sign-in/email':
            return beforeSignIn(db, ctx, CLIENT_IP_HEADER);
          case '/sign-up/email':
          case '/update-user': {
            // Checked before better-auth looks the address up, so that a bad name gets the same
            // answer for a new and a taken address; the database hooks check again for every path.
            const body = (ctx.body ?? {}) as Record<string, unknown>;
            const business = checkedBusiness(body);
            if (ctx.path === '/update-user' && !('name' in body)) return { context: { body: { ...body, ...business } } };
            return { context: { body: { ...body, ...business, name: checkedName(body.name) } } };
          }
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        // better-auth wraps some database failures in its own 500 ("Failed to get session"):
        // unwrapped, they get the same 503 as every other route.
        const returned: unknown = ctx.context.returned;
        if (isAPIError(returned) && isDatabaseUnavailable(returned.cause)) throw returned.cause;
        if (ctx.path === '/sign-in/email') await afterSignIn(db, ctx, CLIENT_IP_HEADER);
        if (ctx.path === '/sign-in/email-otp') await afterCodeSignIn(db, ctx, CLIENT_IP_HEADER);
        if (ctx.path === '/reset-password') await signInAfterReset(ctx);
        if (PASSWORD_CHECK_PATHS.has(ctx.path)) await afterPasswordCheck(db, ctx);
        if (ctx.path === '/change-password' && !isAPIError(returned)) {
          const email = ctx.context.session?.user.email ?? (returned as { user?: { email?: string } } | null)?.user?.email;
          if (email) await notifyChange('password-changed', email, ctx.headers);
        }
      }),
    },
    plugins: [
      magicLink({
        expiresIn: 5 * 60,
        disableSignUp: true,
        storeToken: 'hashed',
        sendMagicLink: async ({ email, url }, ctx) => {
          await sendLimited('magic-link', email, ctx?.headers, (language) => magicLinkMail(email, url, language));
        },
      }),
      // Third way in: a 6-digit code by e-mail, valid 5 minutes, 3 tries, stored hashed; never creates an account.
      emailOTP({
        otpLength: 6,
        expiresIn: 5 * 60,
        allowedAttempts: 3,
        storeOTP: 'hashed',
        disableSignUp: true,
        sendVerificationOTP: async ({ email, otp, type }, ctx) => {
          if (type !== 'sign-in') return;
          await sendLimited('sign-in-code', email, ctx?.headers, (language) => signInCodeMail(email, otp, language));
        },
      }),
      // TOTP with backup codes; sign-in with the password then asks for a code before any session exists.
      twoFactor({
        issuer: DEFAULT_COMPANY_FACTS.name,
        // Codes without look-alike characters (backup-codes.ts), read off paper without doubt.
        backupCodeOptions: { customBackupCodesGenerate: () => generateBackupCodes() },
      }),
      // API tokens for integrations: 15-minute JWTs minted by POST /api/auth/token (app.ts) from a
      // signed-in session, verifiable with GET /api/auth/jwks; never set on session responses.
      jwt({
        // `sid`: a token works only while the session it was minted from does (sign-out ends both).
        jwt: { expirationTime: '15m', issuer: baseUrl, audience: baseUrl, definePayload: ({ session }) => ({ sid: session.id }) },
        disableSettingJwtHeader: true,
      }),
      openAPI({ disableDefaultReference: true }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Resets that choose an account's first password (an invitation's link), by request. */
const firstPasswords = new WeakSet<Request>();

/** Whether a reset link belongs to an account without a password yet (an invitation). */
async function choosesFirstPassword(ctx: Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]): Promise<boolean> {
  const token = (ctx.body as { token?: unknown } | undefined)?.token ?? ctx.query?.token;
  if (typeof token !== 'string' || !token) return false;
  const verification = await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!verification) return false;
  const account = await ctx.context.internalAdapter.findCredentialAccount(verification.value);
  return !account?.password;
}

/** Where the two-factor plugin turns it on (a code confirms it) and off. */
const TWO_FACTOR_SWITCH_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/enable', '/two-factor/disable']);

/** Paths that create a session without the password (so without the second factor). */
const SKIPS_SECOND_FACTOR = new Set(['/magic-link/verify', '/sign-in/email-otp', '/reset-password', '/verify-email']);

/**
 * A TOTP code is accepted once: the code is claimed for its user before better-auth checks it, and a
 * code claimed in the last 2 minutes is refused like a wrong one. The user is the session's (turning
 * two-factor on) or the pending sign-in's (its signed two-factor cookie).
 */
async function claimSecondFactorCode(db: Database, ctx: Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]) {
  const code = String((ctx.body as { code?: unknown } | undefined)?.code ?? '');
  let userId = (await getSessionFromCtx(ctx).catch(() => null))?.user.id;
  if (!userId) {
    const cookie = ctx.context.createAuthCookie('two_factor');
    const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
    if (identifier) userId = (await ctx.context.internalAdapter.findVerificationValue(identifier))?.value;
  }
  if (userId && code && !(await claimTotpCode(db, userId, code))) {
    throw new APIError('UNAUTHORIZED', { code: 'INVALID_CODE', message: 'Invalid code' });
  }
}

/** Where a new password is chosen, and the field that carries it. */
const NEW_PASSWORD_FIELDS: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
  '/set-password': 'newPassword',
};

/** A new password from the most common ones is refused before anything else is looked at. */
function refuseCommonPassword(path: string, body: unknown): void {
  const field = NEW_PASSWORD_FIELDS[path];
  const value = field ? (body as Record<string, unknown> | undefined)?.[field] : undefined;
  if (typeof value === 'string' && isCommonPassword(value)) {
    throw new APIError('BAD_REQUEST', { ...COMMON_PASSWORD, field });
  }
}
