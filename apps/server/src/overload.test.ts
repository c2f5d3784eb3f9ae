import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Admission } from './lib/admission.js';
import { ReadLimiter } from './lib/read-limit.js';
import { sql } from 'drizzle-orm';
import { createTestServer, json, sessionCookie, type TestServer } from './test/harness.js';

// Issue 22 item 1: under more load than the database can take, the server degrades gracefully
// (ADR 020). A door of one turn and one place in line makes every bound reachable in a test.
let s: TestServer;
const door = new Admission({ concurrency: 1, queue: 1, maxWaitMs: 3_000, retryAfterSeconds: 2 });
const rule = { burst: 3, perSecond: 0.01 };
const limiters = { session: new ReadLimiter(rule), user: new ReadLimiter(rule) };
let seller: string;
let admin: string;
let reader: string;
let heavy: string;
let other: string;

beforeAll(async () => {
  s = await createTestServer({ admission: door, readLimiters: limiters });
  // Signed in before any test holds the door: a sign-in waits for a turn like any request.
  seller = (await s.signedInAs('seller')).cookie;
  admin = (await s.signedInAs('admin')).cookie;
  reader = (await s.signedInAs('customer')).cookie;
  heavy = (await s.signedInAs('customer')).cookie;
  other = (await s.signedInAs('customer')).cookie;
});
afterAll(() => s.close());

/** Resolves once `condition` holds (checked every few ms), or fails after a second. */
async function until(condition: () => boolean) {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(condition()).toBe(true);
}

describe('a bounded queue in front of the database', () => {
  it('past the bound, answers 503 server_busy with Retry-After at once; the health check answers all along', async () => {
    const busy = await door.enter(); // the one turn, taken as a long request would
    const waiting = s.request('/api/price-lists', { cookie: reader });
    await until(() => door.stats().waiting === 1);
    const started = performance.now();
    const refused = await s.request('/api/price-lists', { cookie: reader });
    expect(performance.now() - started).toBeLessThan(500);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect((await json(refused)).error.code).toBe('server_busy');
    const health = await s.request('/api/health');
    expect(health.status).toBe(200);
    busy();
    expect((await waiting).status).toBe(200);
  });

  it('a read whose client hangs up while waiting never runs', async () => {
    const busy = await door.enter();
    const client = new AbortController();
    const statements: string[] = [];
    const gone = s.request('/api/price-lists/small-business', { cookie: seller, signal: client.signal }).catch(() => null);
    await until(() => door.stats().waiting === 1);
    const stop = s.database.onQuery((q) => statements.push(q));
    client.abort();
    await gone;
    busy();
    await new Promise((r) => setTimeout(r, 50));
    stop();
    expect(statements).toEqual([]);
    expect(door.stats()).toMatchObject({ active: 0, waiting: 0 });
  });

  // PostgreSQL runs statements in processes of its own, in parallel: only the embedded database,
  // which runs them one by one on the server's thread, skips those of a gone client.
  it.runIf(process.env.TEST_DB !== 'postgres')(
    'on the embedded database, a read whose client hangs up stops at its next statement',
    async () => {
      expect(s.database.kind).toBe('pglite');
      const client = new AbortController();
      const statements: string[] = [];
      const stop = s.database.onQuery((q) => {
        statements.push(q);
        client.abort(); // the client leaves as the first statement is about to run
      });
      const res = await s.request('/api/price-lists/small-business', { cookie: seller, signal: client.signal });
      stop();
      expect(res.status).toBe(503);
      expect(statements).toHaveLength(1);
      // Without the guard the read runs its session, revision, list and items statements.
      const all: string[] = [];
      const count = s.database.onQuery((q) => all.push(q));
      expect((await s.request('/api/price-lists/small-business', { cookie: seller })).status).toBe(200);
      count();
      expect(all.length).toBeGreaterThan(2);
    },
  );

  it('a write whose client hangs up while waiting still runs: nothing sent is lost', async () => {
    const busy = await door.enter();
    const client = new AbortController();
    const saved = s.request('/api/price-lists/settings', { method: 'PUT', cookie: admin, json: { minMarginBp: 1234 }, signal: client.signal });
    await until(() => door.stats().waiting === 1);
    client.abort();
    busy();
    await saved.catch(() => null);
    await until(() => door.stats().active === 0);
    const settings = await json(s.request('/api/price-lists/settings', { cookie: admin }));
    expect(settings.minMarginBp).toBe(1234);
  });
});

/** Reads the caller's lists until refused (at most 4 reads, the burst being 3): the statuses seen. */
async function readUntilRefused(cookie: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 4 && statuses.at(-1) !== 429; i++) statuses.push((await s.request('/api/price-lists', { cookie })).status);
  return statuses;
}

describe('signed-in reads are limited per session and per user', () => {
  it('answers 429 with Retry-After past the burst, to that user only; writes and anonymous reads are not counted', async () => {
    // A read costs a token, and more when its statements ran long (a loaded machine): at most three pass.
    const statuses = await readUntilRefused(heavy);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    const refused = await s.request('/api/price-lists', { cookie: heavy });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await json(refused)).error.code).toBe('rate_limited');
    expect((await s.request('/api/price-lists', { cookie: other })).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await s.request('/api/public/products')).status).toBe(200);
    expect((await s.request('/api/profile', { method: 'PATCH', cookie: heavy, json: { language: 'es' } })).status).toBe(200);
  });

  it('a second session of the same user shares the user’s bucket', async () => {
    const { email, password } = await s.signedInAs('customer');
    const signIn = async () => {
      const res = await s.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
      return sessionCookie(res);
    };
    const [first, second] = [await signIn(), await signIn()];
    expect((await readUntilRefused(first)).at(-1)).toBe(429);
    expect((await s.request('/api/price-lists', { cookie: second })).status).toBe(429);
  });
});

// The health check answers while statements queue in the embedded database: a statement answered
// within the last second is proof enough, so it does not wait behind them.
describe.runIf(process.env.TEST_DB !== 'postgres')('the health check under load', () => {
  it('answers before the queued statements are done', async () => {
    const finished: number[] = [];
    const heavyWork = Array.from({ length: 12 }, () =>
      s.database.db.execute(sql`select count(*) from generate_series(1, 200000)`).then(() => finished.push(performance.now())),
    );
    await until(() => finished.length > 0);
    const res = await s.request('/api/health');
    const answeredAt = performance.now();
    expect(res.status).toBe(200);
    await Promise.all(heavyWork);
    expect(answeredAt).toBeLessThan(Math.max(...finished));
  });
});
