import type { ModelReader } from '../modules/assistant/model.js';
import fs from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Role } from '@freshprice/shared';
import { createApp, type AppDeps } from '../app.js';
import { readLimitersFor } from '../lib/read-limit.js';
import { createAuth } from '../auth/auth.js';
import { upsertUser } from '../auth/users.js';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client.js';
import { createMailer, type Mailer, type MailMessage } from '../lib/mail.js';
import { createLogger } from '../lib/logger.js';

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
export const BASE_URL = 'http://localhost:3999';

/**
 * One database per test file: embedded PGlite in memory by default, or a fresh database on the
 * PostgreSQL server of TEST_DATABASE_URL when the `server-postgres` project runs.
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { drop(): Promise<void> }> {
  if (process.env.TEST_DB !== 'postgres') {
    // A copy of the run's migrated template (test/pglite-template.ts), or a new one migrated here.
    const template = inject('pgliteTemplate');
    if (template) {
      const h = await openPglite(undefined, new Blob([await fs.readFile(template)]));
      return { ...h, drop: () => h.close() };
    }
    const h = await openPglite();
    await h.migrate(migrationsFolder);
    return { ...h, drop: () => h.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the postgres test project');
  const name = `fp_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const h = await openPostgres(url.toString());
  await h.migrate(migrationsFolder);
  return {
    ...h,
    async drop() {
      await h.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface TestServer {
  app: ReturnType<typeof createApp>['app'];
  routes: ReturnType<typeof createApp>['routes'];
  /** The app's services: scheduled work (`tick`) runs through them in tests. */
  services: ReturnType<typeof createApp>['services'];
  database: DatabaseHandle;
  auth: ReturnType<typeof createAuth>;
  mails: MailMessage[];
  /** A request as a browser on BASE_URL would send it (Origin set, cookie optional). */
  request(pathname: string, init?: RequestInit & { cookie?: string; ip?: string; json?: unknown }): Promise<Response>;
  /** Creates a user with the role and returns the session cookie of a fresh sign-in. */
  signedInAs(role: Role, email?: string): Promise<{ cookie: string; email: string; password: string }>;
  close(): Promise<void>;
}

/**
 * API tests read as fast as the process runs, far past what a person can: the per-session and
 * per-user read limits (lib/read-limit.ts) would refuse them. They are tested on their own
 * (overload.test.ts, with limiters of their own); every other test reads without them.
 */
const UNLIMITED_READS = readLimitersFor(0);

let ipCounter = 0;
/** A distinct client address per call, so rate limits of one test do not spill into another. */
export const freshIp = () => `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`;

export async function createTestServer(
  options: {
    model?: ModelReader | null;
    outboxDir?: string;
    /** Runs before each message is kept: throwing refuses it, as a mail server refusing a recipient. */
    beforeMail?: (m: MailMessage) => void | Promise<void>;
    /** The web build the server serves (its pages rendered); none by default. */
    webDistDir?: string;
  } & Pick<AppDeps, 'admission' | 'readLimiters' | 'clock'> = {},
): Promise<TestServer> {
  const database = await openTestDatabase();
  const logger = createLogger('silent');
  const mails: MailMessage[] = [];
  // With `outboxDir`, every message is also written there as the server writes it without SMTP (.eml files).
  const outbox = options.outboxDir ? createMailer({ from: 'Shop <no-reply@shop.example>', outboxDir: options.outboxDir, logger }) : null;
  const mailer: Mailer = {
    send: async (m) => {
      await options.beforeMail?.(m);
      mails.push(m);
      await outbox?.send(m);
    },
    describe: () => 'memory',
  };
  const auth = createAuth({ db: database.db, baseUrl: BASE_URL, secret: 'test-secret-test-secret-test-secret!', mailer, logger });
  const { app, routes, services } = createApp({ database, auth, mailer, logger, baseUrl: BASE_URL, trustProxy: true, webDistDir: options.webDistDir ?? '/nonexistent', model: options.model ?? null, admission: options.admission, readLimiters: options.readLimiters ?? UNLIMITED_READS, clock: options.clock });

  const request: TestServer['request'] = async (pathname, init = {}) => {
    const { cookie, ip, json, ...rest } = init;
    const headers = new Headers(rest.headers);
    headers.set('origin', BASE_URL);
    headers.set('x-forwarded-for', ip ?? freshIp());
    if (cookie) headers.set('cookie', cookie);
    if (json !== undefined) headers.set('content-type', 'application/json');
    return await app.request(`${BASE_URL}${pathname}`, { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body });
  };

  let n = 0;
  const signedInAs: TestServer['signedInAs'] = async (role, email = `${role}-${n++}-${randomBytes(3).toString('hex')}@example.com`) => {
    const password = `pw-${randomBytes(8).toString('hex')}`;
    await upsertUser(auth, database.db, { email, password, role });
    const res = await request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
    return { cookie: sessionCookie(res), email, password };
  };

  return { app, routes, services, database, auth, mails, request, signedInAs, close: () => database.drop() };
}

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header. */
export function sessionCookie(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A JSON response body, loosely typed for assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const json = async (res: Response | Promise<Response>): Promise<any> => (await res).json();

/** The uuid of a price list, by its slug (the templates: small-business, medium-business, large-business). */
export async function listIdOf(db: DatabaseHandle['db'], slug: string): Promise<string> {
  const { rows } = (await db.execute(sql`select id::text as id from price_lists where slug = ${slug}`)) as unknown as { rows: { id: string }[] };
  if (!rows[0]) throw new Error(`no price list ${slug}`);
  return rows[0].id;
}
