import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { magicLink, openAPI } from 'better-auth/plugins';
import { PASSWORD_MAX, PASSWORD_MIN } from '@freshprice/shared';
import type { Database } from '../db/client.js';
import * as schema from '../db/schema/index.js';
import type { Mailer } from '../lib/mail.js';
import { magicLinkMail, resetPasswordMail } from '../lib/mail-templates.js';
import type { Logger } from '../lib/logger.js';
import { hashPassword, verifyPassword } from './password.js';
import { setRole } from './roles.js';

/** The header the server itself sets to the client address; any value a client sends is replaced. */
export const CLIENT_IP_HEADER = 'x-freshprice-client-ip';

export interface AuthDeps {
  db: Database;
  baseUrl: string;
  secret: string;
  mailer: Mailer;
  logger: Logger;
}

export function createAuth({ db, baseUrl, secret, mailer, logger }: AuthDeps) {
  return betterAuth({
    appName: 'Fresh Produce',
    baseURL: baseUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [baseUrl],
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    logger: {
      log: (level, message, ...args) => logger[level]({ args }, message),
    },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(resetPasswordMail(user.email, url));
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
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-up/email': { window: 60, max: 5 },
        '/sign-in/magic-link': { window: 60, max: 5 },
        '/magic-link/verify': { window: 60, max: 10 },
        '/request-password-reset': { window: 60, max: 5 },
        '/reset-password': { window: 60, max: 10 },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Explicit, so tests (where better-auth would otherwise relax them) check the real behaviour.
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    databaseHooks: {
      user: {
        create: {
          // Self-registration makes a customer; only an admin (or the CLI) changes roles.
          after: async (created) => {
            await setRole(db, created.id, 'customer', { onlyIfMissing: true });
          },
        },
      },
    },
    hooks: {
      // Sign-out is global: every session of the user is revoked on the server, not only this one.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-out') return;
        const current = await getSessionFromCtx(ctx).catch(() => null);
        if (current) await ctx.context.internalAdapter.deleteUserSessions(current.user.id);
      }),
    },
    plugins: [
      magicLink({
        expiresIn: 5 * 60,
        disableSignUp: true,
        storeToken: 'hashed',
        sendMagicLink: async ({ email, url }) => {
          await mailer.send(magicLinkMail(email, url));
        },
      }),
      openAPI({ disableDefaultReference: true }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
