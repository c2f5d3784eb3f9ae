import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAllowed, ROLES, type Role } from '@freshprice/shared';
import { createApp } from './app.js';
import { createLogger } from './lib/logger.js';
import { createTestServer, json, type TestServer } from './test/harness.js';

let s: TestServer;
const cookies: Partial<Record<Role, string>> = {};
beforeAll(async () => {
  s = await createTestServer();
  for (const role of ROLES) cookies[role] = (await s.signedInAs(role)).cookie;
});
afterAll(() => s.close());

describe('every API route', () => {
  const isEndpoint = (r: { method: string; path: string }) => r.method !== 'ALL' && r.path.startsWith('/api');

  it('declares what it requires', () => {
    const declared = new Set(s.routes.map((r) => `${r.method} ${r.path}`));
    const registered = s.app.routes.filter(isEndpoint).map((r) => `${r.method} ${r.path}`);
    expect(registered.length).toBeGreaterThan(3);
    expect(registered.filter((r) => !declared.has(r))).toEqual([]);
  });

  it('answers each role as its declaration says', async () => {
    const checked = s.routes.filter((r) => !r.path.includes('*'));
    expect(checked.length).toBeGreaterThan(0);
    for (const route of checked) {
      const url = route.path.replace(/:(\w+)/g, 'test-$1');
      for (const role of [null, ...ROLES] as (Role | null)[]) {
        const res = await s.request(url, { method: route.method, cookie: role ? cookies[role] : undefined });
        const where = `${route.method} ${route.path} as ${role ?? 'anonymous'}`;
        if (isAllowed(route.access, role)) {
          expect([401, 403], where).not.toContain(res.status);
        } else {
          expect(res.status, where).toBe(role ? 403 : 401);
          expect((await json(res)).error.code, where).toBe(role ? 'forbidden' : 'unauthenticated');
        }
      }
    }
  });

  it('requires what the reviewed table says: loosening any route fails here', () => {
    // Regenerate with `vitest -u` only together with a review of the access change it shows.
    const table = s.routes.map((r) => `${r.method} ${r.path} ${r.access}`).sort();
    expect(table).toMatchInlineSnapshot(`
      [
        "DELETE /api/assistant/messages authenticated",
        "DELETE /api/imports/:id import.run",
        "DELETE /api/orders/:id/lines/:position/substitute orders.manage",
        "DELETE /api/price-lists/:ref prices.manage",
        "DELETE /api/price-lists/:ref/items/:productId/move-note prices.manage",
        "DELETE /api/profile/sessions/:id profile.manage",
        "DELETE /api/routes/:id orders.manage",
        "DELETE /api/send-schedules/:id export.whatsapp",
        "DELETE /api/standing-orders/:id orders.view",
        "DELETE /api/users/:id users.manage",
        "GET /api/activity activity.view",
        "GET /api/activity/users prices.manage",
        "GET /api/assistant/messages authenticated",
        "GET /api/auth/* public",
        "GET /api/company public",
        "GET /api/customers prices.manage",
        "GET /api/dashboard dashboard.view",
        "GET /api/dispatch/manifests orders.manage",
        "GET /api/dispatch/manifests/:file orders.manage",
        "GET /api/dispatch/pick-list orders.manage",
        "GET /api/dispatch/pick-list.pdf orders.manage",
        "GET /api/exports/customers export.whatsapp",
        "GET /api/health public",
        "GET /api/imports import.run",
        "GET /api/imports/:id import.run",
        "GET /api/invoices orders.view",
        "GET /api/invoices/:id orders.view",
        "GET /api/invoices/:id/pdf orders.view",
        "GET /api/invoices/export/summary orders.manage",
        "GET /api/me public",
        "GET /api/openapi.json public",
        "GET /api/orders orders.view",
        "GET /api/orders/:id orders.view",
        "GET /api/orders/:id/packing-slip.pdf orders.manage",
        "GET /api/orders/:id/pdf orders.view",
        "GET /api/orders/:id/reorder orders.place",
        "GET /api/orders/options orders.place",
        "GET /api/orders/planner orders.place",
        "GET /api/price-alerts orders.place",
        "GET /api/price-lists prices.view",
        "GET /api/price-lists/:ref prices.view",
        "GET /api/price-lists/:ref/items/:productId/history prices.view",
        "GET /api/price-lists/:ref/prices.xlsx prices.manage",
        "GET /api/price-lists/:ref/send-schedules export.whatsapp",
        "GET /api/price-lists/:ref/sends export.whatsapp",
        "GET /api/price-lists/:ref/sends/preview export.whatsapp",
        "GET /api/price-lists/:ref/sends/recipients export.whatsapp",
        "GET /api/price-lists/:ref/sheet.pdf prices.view",
        "GET /api/price-lists/:ref/versions prices.manage",
        "GET /api/price-lists/:ref/versions/:n prices.manage",
        "GET /api/price-lists/:ref/versions/compare prices.manage",
        "GET /api/price-lists/compare prices.manage",
        "GET /api/price-lists/compare.xlsx prices.manage",
        "GET /api/price-lists/settings prices.manage",
        "GET /api/price-moves prices.manage",
        "GET /api/products products.view",
        "GET /api/products/manage products.manage",
        "GET /api/profile profile.manage",
        "GET /api/profile/business orders.place",
        "GET /api/profile/sessions profile.manage",
        "GET /api/public/categories public",
        "GET /api/public/prices public",
        "GET /api/public/products public",
        "GET /api/public/products/:slug public",
        "GET /api/routes orders.manage",
        "GET /api/security-settings settings.manage",
        "GET /api/sends/:id export.whatsapp",
        "GET /api/sends/:id/whatsapp/:customerId export.whatsapp",
        "GET /api/standing-order-drafts/:id orders.view",
        "GET /api/standing-order-drafts/by-token/:token public",
        "GET /api/standing-orders orders.view",
        "GET /api/standing-orders/:id orders.view",
        "GET /api/standing-orders/drafts orders.view",
        "GET /api/substitutions/:token public",
        "GET /api/users users.manage",
        "GET /api/users/:id/business orders.manage",
        "GET /api/users/:id/lists users.manage",
        "PATCH /api/orders/:id orders.view",
        "PATCH /api/price-lists/:ref prices.manage",
        "PATCH /api/profile profile.manage",
        "PATCH /api/routes/:id orders.manage",
        "PATCH /api/standing-orders/:id orders.view",
        "PATCH /api/users/:id users.manage",
        "POST /api/assistant/actions/:id/cancel authenticated",
        "POST /api/assistant/actions/:id/confirm prices.manage",
        "POST /api/assistant/messages authenticated",
        "POST /api/auth/* public",
        "POST /api/auth/token authenticated",
        "POST /api/contact public",
        "POST /api/imports import.run",
        "POST /api/imports/:id/batches/:n import.run",
        "POST /api/imports/:id/batches/:n/apply import.run",
        "POST /api/imports/:id/finish import.run",
        "POST /api/imports/:id/matches import.run",
        "POST /api/imports/:id/undo import.run",
        "POST /api/invitations/check public",
        "POST /api/invoices/export orders.manage",
        "POST /api/orders orders.place",
        "POST /api/orders/:id/cancel orders.view",
        "POST /api/orders/:id/confirm orders.manage",
        "POST /api/orders/:id/status orders.manage",
        "POST /api/orders/:id/substitutions/:position/answer orders.view",
        "POST /api/orders/confirm orders.manage",
        "POST /api/price-alerts/:id/dismiss orders.place",
        "POST /api/price-lists prices.manage",
        "POST /api/price-lists/:ref/duplicate prices.manage",
        "POST /api/price-lists/:ref/exports export.whatsapp",
        "POST /api/price-lists/:ref/prices/preview prices.manage",
        "POST /api/price-lists/:ref/rollback prices.manage",
        "POST /api/price-lists/:ref/save prices.manage",
        "POST /api/price-lists/:ref/send-schedules export.whatsapp",
        "POST /api/price-lists/:ref/sends export.whatsapp",
        "POST /api/price-lists/preview prices.manage",
        "POST /api/products/:id/image products.manage",
        "POST /api/products/changes products.manage",
        "POST /api/products/publish products.manage",
        "POST /api/profile/email profile.manage",
        "POST /api/routes orders.manage",
        "POST /api/sends/:id/retry export.whatsapp",
        "POST /api/standing-order-drafts/:id/place orders.view",
        "POST /api/standing-order-drafts/:id/skip orders.view",
        "POST /api/standing-order-drafts/by-token/:token public",
        "POST /api/standing-orders orders.view",
        "POST /api/standing-orders/:id/pause orders.view",
        "POST /api/standing-orders/:id/resume orders.view",
        "POST /api/substitutions/:token public",
        "POST /api/users users.manage",
        "POST /api/users/:id/disable users.manage",
        "POST /api/users/:id/enable users.manage",
        "POST /api/users/:id/invitation users.manage",
        "POST /api/users/:id/password-reset users.manage",
        "PUT /api/company settings.manage",
        "PUT /api/orders/:id/lines/:position/short orders.manage",
        "PUT /api/orders/:id/lines/:position/substitute orders.manage",
        "PUT /api/orders/:id/lines/:position/weights orders.manage",
        "PUT /api/price-lists/:ref/items/:productId/move-note prices.manage",
        "PUT /api/price-lists/:ref/shares prices.manage",
        "PUT /api/price-lists/settings settings.manage",
        "PUT /api/products/:id/image-url products.manage",
        "PUT /api/profile/business orders.place",
        "PUT /api/routes/:id/stops orders.manage",
        "PUT /api/security-settings settings.manage",
        "PUT /api/sends/:id/whatsapp/:customerId export.whatsapp",
        "PUT /api/standing-order-drafts/:id orders.view",
        "PUT /api/users/:id/business orders.manage",
        "PUT /api/users/:id/lists users.manage",
      ]
    `);
  });

  it('is listed in the OpenAPI document', async () => {
    const doc = await json(s.request('/api/openapi.json'));
    expect(doc.openapi).toBe('3.1.0');
    for (const r of s.routes) {
      if (r.path.includes('*')) continue;
      const p = r.path.replace(/:(\w+)/g, '{$1}');
      expect(doc.paths[p]?.[r.method.toLowerCase()], `${r.method} ${p}`).toBeDefined();
    }
    expect(doc.paths['/api/auth/sign-in/email']?.post).toBeDefined();
    expect(doc.paths['/api/auth/sign-up/email']?.post).toBeDefined();
  });
});

describe('GET /api/me', () => {
  it('returns the user with the role read from the database on every request', async () => {
    const user = await s.signedInAs('customer');
    expect((await json(s.request('/api/me', { cookie: user.cookie }))).user.role).toBe('customer');
    const { setRole } = await import('./auth/roles.repo.js');
    const id = (await json(s.request('/api/me', { cookie: user.cookie }))).user.id;
    await setRole(s.database.db, id, 'seller');
    expect((await json(s.request('/api/me', { cookie: user.cookie }))).user.role).toBe('seller');
  });

  it('resolves session, user and role with one database statement', async () => {
    const user = await s.signedInAs('seller');
    let res: Response | undefined;
    const statements = await countStatements(s.database, async () => {
      res = await s.request('/api/me', { cookie: user.cookie });
    });
    expect((await json(res!)).user).toMatchObject({ email: user.email, role: 'seller' });
    expect(statements).toBe(1);
  });

  it('extends a session that is due for it, as better-auth does, and keeps answering', async () => {
    const user = await s.signedInAs('customer');
    const { session } = await import('./db/schema/index.js');
    const { sql } = await import('drizzle-orm');
    const me = await json(s.request('/api/me', { cookie: user.cookie }));
    // Created more than a day ago (the default update age): the next request extends it.
    const soon = new Date(Date.now() + 60 * 60 * 1000);
    await s.database.db.update(session).set({ expiresAt: soon }).where(sql`${session.userId} = ${me.user.id}`);
    expect((await json(s.request('/api/me', { cookie: user.cookie }))).user.id).toBe(me.user.id);
    const [row] = await s.database.db.select({ expiresAt: session.expiresAt }).from(session).where(sql`${session.userId} = ${me.user.id}`);
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 60 * 60 * 1000);
  });

  it('refuses a session cookie whose signature does not match', async () => {
    const user = await s.signedInAs('admin');
    const [name, value] = user.cookie.split('; ')[0]!.split('=') as [string, string];
    const token = decodeURIComponent(value).split('.')[0];
    for (const forged of [token, `${token}.${'A'.repeat(43)}=`, `${token}x.${decodeURIComponent(value).split('.')[1]}`]) {
      const res = await s.request('/api/me', { cookie: `${name}=${encodeURIComponent(forged!)}` });
      expect(await json(res)).toEqual({ user: null });
    }
  });

  it('treats a user with no role row as a customer (fail closed)', async () => {
    const user = await s.signedInAs('admin');
    const me = await json(s.request('/api/me', { cookie: user.cookie }));
    const { userRoles } = await import('./db/schema/index.js');
    const { eq } = await import('drizzle-orm');
    await s.database.db.delete(userRoles).where(eq(userRoles.userId, me.user.id));
    expect((await json(s.request('/api/me', { cookie: user.cookie }))).user.role).toBe('customer');
  });

  it('answers 200 with no user when signed out, or to a forged or expired cookie', async () => {
    for (const cookie of [undefined, 'better-auth.session_token=forged.value']) {
      const res = await s.request('/api/me', { cookie });
      expect(res.status).toBe(200);
      expect(await json(res)).toEqual({ user: null });
    }
  });
});

/** Statements sent to the database while `run` runs (the database handle's query hook). */
async function countStatements(database: TestServer['database'], run: () => Promise<void>): Promise<number> {
  let count = 0;
  const stop = database.onQuery(() => count++);
  try {
    await run();
  } finally {
    stop();
  }
  return count;
}

describe('GET /api/health', () => {
  it('reports the database as reachable', async () => {
    const res = await s.request('/api/health');
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ status: 'ok', database: 'up' });
  });
});

describe('responses', () => {
  it('answers unknown API paths with JSON 404, never the web app', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await s.request('/api/no/such/thing', { method });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect((await json(res)).error.code).toBe('not_found');
    }
  });

  it('answers invalid input with the code, the first problem and every field, through the one error mapping', async () => {
    const admin = cookies.admin!;
    const facts = await json(s.request('/api/company'));
    const res = await s.request('/api/company', { method: 'PUT', cookie: admin, json: { ...facts, email: 'not-mail' } });
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.message).toMatch(/^email: /);
    expect(Object.keys(body.error.fields)).toEqual(['email']);

    const malformed = await s.request('/api/company', { method: 'PUT', cookie: admin, body: '{', headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
    expect(Object.keys((await json(malformed)).error).sort()).toEqual(['code', 'message']);
  });

  it('sends the security headers and no-store on API data', async () => {
    const res = await s.request('/api/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('strict-transport-security')).toBeNull(); // only over HTTPS
  });

  it('does not leak internals on an unexpected error', async () => {
    const { app } = createApp({
      database: { ...s.database, answeredWithin: () => false, ping: async () => { throw new Error('secret detail'); } },
      auth: s.auth,
      mailer: { send: async () => undefined, describe: () => 'none' },
      logger: createLogger('silent'),
      baseUrl: 'https://shop.example',
      trustProxy: false,
      webDistDir: '/nonexistent',
    });
    const res = await app.request('https://shop.example/api/health');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain('secret detail');
    expect(JSON.parse(text).error.code).toBe('internal_error');
    expect(res.headers.get('strict-transport-security')).toContain('max-age=31536000');
  });
});

describe('the web app', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');

  const appWithDist = () =>
    createApp({ database: s.database, auth: s.auth, mailer: { send: async () => undefined, describe: () => 'none' }, logger: createLogger('silent'), baseUrl: 'http://localhost:3999', trustProxy: false, webDistDir: dist }).app;

  it('serves index.html for every client route', async () => {
    const app = appWithDist();
    for (const p of ['/', '/dashboard', '/products/manage', '/pricesprivate/private-list-1']) {
      const res = await app.request(`http://localhost:3999${p}`);
      expect(res.status, p).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await appWithDist().request('http://localhost:3999/assets/main-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
  });
});
