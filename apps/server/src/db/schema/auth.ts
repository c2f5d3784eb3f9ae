import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Tables that better-auth manages through its drizzle adapter (property names are its field names). */

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  /** The number WhatsApp exports go to (digits, with or without +country code). */
  phone: text('phone'),
  /** The language the user reads their exports and e-mails in; null: the site's default. */
  language: text('language'),
  /** Set by an admin: the user's sessions end and every sign-in is refused until it is cleared. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  /** The last time a session was created for the user (any sign-in method). */
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  /** better-auth's two-factor plugin: sign-in asks for a TOTP (or backup) code. */
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  /** A customer's business (ordering): company and delivery address are theirs to give, the rest staff set. */
  companyName: text('company_name'),
  deliveryAddress: text('delivery_address'),
  businessSize: text('business_size').$type<'small' | 'medium' | 'large'>().notNull().default('small'),
  /** Weekdays (`mon`…`sun`) the customer takes delivery; null: every day the trucks run. */
  deliveryDays: text('delivery_days').array(),
  substitutionsAllowed: boolean('substitutions_allowed').notNull().default(true),
  /** Percent a substitute's price may differ by; null: any. */
  substitutionLimit: integer('substitution_limit'),
  /** Staff waived the minimum order for this customer. */
  minimumWaived: boolean('minimum_waived').notNull().default(false),
  /** Staff allowed one order past the cutoff; the order that uses it clears it. */
  lateOrderAllowed: boolean('late_order_allowed').notNull().default(false),
  /** The customer's name in QuickBooks (invoices are exported under it); null: the company name. */
  quickbooksName: text('quickbooks_name'),
  ...timestamps,
}, (t) => [
  check('user_language_check', sql`${t.language} is null or ${t.language} in ('en', 'es')`),
  check('user_business_size_check', sql`${t.businessSize} in ('small', 'medium', 'large')`),
  check('user_substitution_limit_check', sql`${t.substitutionLimit} is null or ${t.substitutionLimit} between 0 and 100`),
]);

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

/** better-auth's two-factor plugin: a user's TOTP secret and backup codes (both encrypted by it). */
export const twoFactor = pgTable(
  'two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('two_factor_user_id_idx').on(t.userId), index('two_factor_secret_idx').on(t.secret)],
);

/** better-auth's jwt plugin: the key pairs API tokens are signed with (GET /api/auth/jwks publishes the public ones). */
export const jwks = pgTable('jwks', {
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  alg: text('alg'),
  crv: text('crv'),
});

/** TOTP codes accepted lately, per user: the same code is never accepted twice. */
export const totpUsedCodes = pgTable(
  'totp_used_codes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.code] })],
);

/** Shared by every instance, so limits hold behind a load balancer. */
export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/** The role of each user (SPEC: table user_roles). A user without a row is a customer. */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('user_roles_role_check', sql`${t.role} in ('admin', 'seller', 'customer')`)],
);

/** One row: how accounts are protected. Changed by an admin (settings.manage). */
export const securitySettings = pgTable(
  'security_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** Sellers and admins must have two-step verification: without it, only enrolment and sign-out work. */
    requireStaffTwoFactor: boolean('require_staff_two_factor').notNull().default(false),
    updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('security_settings_single_row', sql`${t.id} = 1`)],
);
