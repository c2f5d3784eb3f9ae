import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger.js';
import { REQUEST_LIMIT_RETENTION_SECONDS } from '../../server.js';
import { createTestServer, json, type TestServer } from '../../test/harness.js';
import { PURGE_LOCK_KEY } from './maintenance.repo.js';
import { createMaintenanceService, longestAuthWindowSeconds } from './maintenance.service.js';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(async () => {
  await s?.close();
});

const rows = async (query: ReturnType<typeof sql>) => ((await s.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
const maintenance = () =>
  createMaintenanceService({
    db: s.database.db,
    logger: createLogger('silent'),
    requestLimitRetentionSeconds: REQUEST_LIMIT_RETENTION_SECONDS,
    authRateLimitRetentionSeconds: longestAuthWindowSeconds(s.auth.options),
  });

/** One expired and one live row of each kind the purge looks at; returns their ids. */
async function seedRows() {
  const { cookie } = await s.signedInAs('customer');
  const me = await json(s.request('/api/me', { cookie }));
  const tag = randomUUID().slice(0, 8);
  const id = (what: string) => `${what}-${tag}`;
  const authWindow = longestAuthWindowSeconds(s.auth.options);
  await s.database.db.execute(sql`
    insert into "session" (id, token, user_id, expires_at) values
      (${id('session-expired')}, ${id('token-expired')}, ${me.user.id}, now() - interval '1 minute'),
      (${id('session-live')}, ${id('token-live')}, ${me.user.id}, now() + interval '1 minute')`);
  await s.database.db.execute(sql`
    insert into verification (id, identifier, value, expires_at) values
      (${id('verification-expired')}, ${id('who')}, 'x', now() - interval '1 second'),
      (${id('verification-live')}, ${id('who')}, 'x', now() + interval '1 hour')`);
  // Live: untouched for a little less than the longest limit still remembers it.
  await s.database.db.execute(sql`
    insert into request_limits (key, window_start, count) values
      (${id('limit-expired')}, now() - make_interval(secs => ${REQUEST_LIMIT_RETENTION_SECONDS + 60}), 3),
      (${id('limit-live')}, now() - make_interval(secs => ${REQUEST_LIMIT_RETENTION_SECONDS - 60}), 3)`);
  const nowMs = Date.now();
  await s.database.db.execute(sql`
    insert into rate_limit (id, key, count, last_request) values
      (${id('rate-expired')}, ${id('rate-expired')}, 5, ${nowMs - (authWindow + 60) * 1000}),
      (${id('rate-live')}, ${id('rate-live')}, 5, ${nowMs - 1000})`);
  return { cookie, id };
}

async function remaining(id: (what: string) => string) {
  const [left] = await rows(sql`
    select
      (select array_agg(id order by id) from "session" where id in (${id('session-expired')}, ${id('session-live')})) as sessions,
      (select array_agg(id order by id) from verification where id in (${id('verification-expired')}, ${id('verification-live')})) as verifications,
      (select array_agg(key order by key) from request_limits where key in (${id('limit-expired')}, ${id('limit-live')})) as limits,
      (select array_agg(id order by id) from rate_limit where id in (${id('rate-expired')}, ${id('rate-live')})) as rates`);
  return left;
}

describe('purging expired rows', () => {
  it('removes expired sessions, verifications and counters past every window, and nothing else', async () => {
    const { cookie, id } = await seedRows();
    expect(await remaining(id)).toEqual({
      sessions: [id('session-expired'), id('session-live')],
      verifications: [id('verification-expired'), id('verification-live')],
      limits: [id('limit-expired'), id('limit-live')],
      rates: [id('rate-expired'), id('rate-live')],
    });

    const counts = await maintenance().purgeExpired();
    expect(counts).toEqual({ sessions: 1, verifications: 1, requestLimits: 1, authRateLimits: 1 });
    expect(await remaining(id)).toEqual({
      sessions: [id('session-live')],
      verifications: [id('verification-live')],
      limits: [id('limit-live')],
      rates: [id('rate-live')],
    });
    // The signed-in session was live, so it still works.
    expect((await s.request('/api/me', { cookie })).status).toBe(200);
    expect(await maintenance().purgeExpired()).toEqual({ sessions: 0, verifications: 0, requestLimits: 0, authRateLimits: 0 });
  });

  it('purges once at start of the schedule, and stop waits for it', async () => {
    const { id } = await seedRows();
    const schedule = maintenance().startPurging(60 * 60 * 1000);
    await schedule.stop();
    expect(await remaining(id)).toEqual({
      sessions: [id('session-live')],
      verifications: [id('verification-live')],
      limits: [id('limit-live')],
      rates: [id('rate-live')],
    });
  });

  it.runIf(process.env.TEST_DB === 'postgres')('leaves the purge to the instance that holds the lock', async () => {
    const { id } = await seedRows();
    // Another connection of the pool plays the other instance, mid-purge.
    await s.database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${PURGE_LOCK_KEY})`);
      expect(await maintenance().purgeExpired()).toBeNull();
    });
    expect((await remaining(id)).sessions).toEqual([id('session-expired'), id('session-live')]);
    expect((await maintenance().purgeExpired())?.sessions).toBe(1);
  });
});

describe('longestAuthWindowSeconds', () => {
  it('reads the default, custom and plugin rules, skipping disabled ones', () => {
    expect(
      longestAuthWindowSeconds({
        rateLimit: { window: 60, customRules: { '/a': { window: 90, max: 1 }, '/b': false } },
        plugins: [{ rateLimit: [{ window: 120 }] }, {}],
      }),
    ).toBe(120);
    expect(longestAuthWindowSeconds({ rateLimit: { customRules: { '/a': { window: 300, max: 1 } } } })).toBe(300);
    expect(longestAuthWindowSeconds({})).toBe(10);
  });
});
