import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Hono } from 'hono';
import type { Role } from '@freshprice/shared';
import type { Actor, AppEnv } from '../auth/actor.js';
import { companyFacts } from '../db/schema/index.js';
import { openTestDatabase } from '../test/harness.js';
import { conditionalGet } from './conditional-get.js';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let app: Hono<AppEnv>;
let handlerRuns = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  app = new Hono<AppEnv>();
  // Stands in for the session lookup: `x-user: id:role`, none for an anonymous caller.
  app.use('*', async (c, next) => {
    const [id, role] = (c.req.header('x-user') ?? '').split(':');
    const actor: Actor | null = id ? { id, role: role as Role, email: `${id}@example.com`, name: id } : null;
    c.set('actor', async () => actor);
    await next();
  });
  app.get('/mine', conditionalGet(database.db, { scope: 'company', perCaller: true }), (c) => {
    handlerRuns++;
    return c.json({ ok: true });
  });
  app.get('/shared', conditionalGet(database.db, { scope: 'company' }), (c) => c.json({ ok: true }));
  app.get('/today', conditionalGet(database.db, { scope: 'company', perDay: true }), (c) => c.json({ ok: true }));
  app.get('/missing', conditionalGet(database.db, { scope: 'company' }), (c) => c.json({ error: 'none' }, 404));
});
afterAll(() => database.drop());

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
const tagOf = async (path: string, headers: Record<string, string> = {}) => (await get(path, headers)).headers.get('etag')!;

describe('conditionalGet', () => {
  it('answers 304 to a current tag without running the handler', async () => {
    const etag = await tagOf('/mine');
    const before = handlerRuns;
    const res = await get('/mine', { 'if-none-match': etag });
    expect(res.status).toBe(304);
    expect(res.headers.get('etag')).toBe(etag);
    expect(handlerRuns).toBe(before);
    // The strong form of the same tag matches too (weak comparison).
    expect((await get('/mine', { 'if-none-match': etag.replace(/^W\//, '') })).status).toBe(304);
  });

  it('tags each caller apart when the answer is per caller', async () => {
    const anon = await tagOf('/mine');
    const alice = await tagOf('/mine', { 'x-user': 'alice:customer' });
    const bob = await tagOf('/mine', { 'x-user': 'bob:customer' });
    const aliceAsAdmin = await tagOf('/mine', { 'x-user': 'alice:admin' });
    expect(new Set([anon, alice, bob, aliceAsAdmin]).size).toBe(4);
    expect((await get('/mine', { 'x-user': 'bob:customer', 'if-none-match': alice })).status).toBe(200);
    expect((await get('/mine', { 'x-user': 'alice:customer', 'if-none-match': alice })).status).toBe(304);
    // The tag does not carry the caller's id in the clear.
    expect(alice).not.toContain('alice');
  });

  it('gives every caller the same tag when the answer is not per caller', async () => {
    expect(await tagOf('/shared', { 'x-user': 'alice:customer' })).toBe(await tagOf('/shared'));
  });

  it('tags each query string apart', async () => {
    expect(await tagOf('/shared?a=1')).not.toBe(await tagOf('/shared?a=2'));
    expect(await tagOf('/shared?a=1')).not.toBe(await tagOf('/mine?a=1'));
  });

  it('changes the tag when the scope changes', async () => {
    const before = await tagOf('/shared');
    // Any statement on the scope's tables bumps its revision, even one that changes no row.
    await database.db.update(companyFacts).set({ updatedAt: new Date() });
    const res = await get('/shared', { 'if-none-match': before });
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).not.toBe(before);
  });

  describe('by day', () => {
    afterEach(() => vi.useRealTimers());
    const at = (iso: string) => vi.useFakeTimers({ now: new Date(iso), toFake: ['Date'] });

    it('keeps the tag within a UTC day and changes it the next day, when the answer depends on the date', async () => {
      at('2026-03-10T00:00:01Z');
      const morning = await tagOf('/today');
      at('2026-03-10T23:59:59Z');
      expect(await tagOf('/today')).toBe(morning);
      expect((await get('/today', { 'if-none-match': morning })).status).toBe(304);
      at('2026-03-11T00:00:00Z');
      const res = await get('/today', { 'if-none-match': morning });
      expect(res.status).toBe(200);
      expect(res.headers.get('etag')).not.toBe(morning);
    });

    it('keeps the tag across days when the answer does not depend on the date', async () => {
      at('2026-03-10T12:00:00Z');
      const before = await tagOf('/shared');
      at('2026-03-11T12:00:00Z');
      expect(await tagOf('/shared')).toBe(before);
    });
  });

  it('tags only successful answers', async () => {
    const res = await get('/missing');
    expect(res.status).toBe(404);
    expect(res.headers.get('etag')).toBeNull();
  });
});
