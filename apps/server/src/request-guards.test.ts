import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type ServerType } from '@hono/node-server';
import sharp from 'sharp';
import { nestsDeeper } from './lib/request-guards.js';
import { BASE_URL, createTestServer, freshIp, json, type TestServer } from './test/harness.js';

// What every API route gets from the guards in front of them (issue #7 items 4, 6 and 9).
let s: TestServer;
let admin: { cookie: string; email: string; password: string };
let seller: string;
let productId: string;
let facts: Record<string, unknown>;

const product = (over: Record<string, unknown> = {}) => ({
  nameEn: 'Guarded Kiwi',
  nameEs: 'Kiwi protegido',
  slug: 'guarded-kiwi',
  category: 'fruits',
  unit: 'case',
  packEn: '',
  packEs: '',
  inStock: true,
  quickbooksId: null,
  quantity: '1',
  prices: { small: '3.00', medium: '2.90', large: '2.80' },
  ...over,
});
const contact = {
  fullName: 'Carlos Méndez',
  email: 'carlos@restaurante.example',
  phone: '+1 (305) 555-0199',
  company: 'Restaurante El Sol',
  message: 'Quisiera recibir su lista de precios.',
  reason: 'request_price_list',
  purchaseSize: '500_1000',
  language: 'es',
};

/** A request with exactly the headers given (the harness's `request` always adds Origin). */
const raw = (pathname: string, init: RequestInit = {}) => {
  const headers = new Headers(init.headers);
  headers.set('x-forwarded-for', freshIp());
  return s.app.request(`${BASE_URL}${pathname}`, { ...init, headers });
};

const imageForm = async () => {
  const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#3a7' } }).png().toBuffer();
  const form = new FormData();
  form.set('file', new File([png], 'photo.png', { type: 'image/png' }));
  return form;
};

beforeAll(async () => {
  s = await createTestServer();
  admin = await s.signedInAs('admin');
  seller = (await s.signedInAs('seller')).cookie;
  const created = await s.request('/api/products/changes', { method: 'POST', cookie: seller, json: { changes: [{ op: 'create', clientId: 'g', data: product() }] } });
  expect(created.status).toBe(200);
  productId = (await json(created)).ids.g;
  facts = await json(s.request('/api/company'));
});
afterAll(() => s.close());

describe('text that is not text (NUL, unpaired surrogates)', () => {
  const NUL = '\u0000';
  const LONE = '\ud800';

  const expectRefused = async (res: Response | Promise<Response>, field: string, where: string) => {
    const r = await res;
    const body = await json(r);
    expect(r.status, `${where}: ${JSON.stringify(body)}`).toBe(400);
    expect(body.error.code, where).toBe('validation_failed');
    expect(body.error.fields, where).toEqual({ [field]: 'invalidCharacters' });
  };

  it('is refused in a query string, with the parameter named', async () => {
    await expectRefused(s.request('/api/public/products?q=a%00b'), 'q', 'NUL');
    await expectRefused(s.request('/api/public/products?q=%ED%A0%80'), 'q', 'encoded lone surrogate');
    await expectRefused(s.request('/api/public/products?q=%FF'), 'q', 'not UTF-8');
    expect((await s.request('/api/public/products?q=pi%C3%B1a')).status).toBe(200);
  });

  it('is refused in a path parameter, with the parameter named', async () => {
    await expectRefused(s.request('/api/public/products/a%00b'), 'slug', 'NUL in a slug');
    await expectRefused(s.request('/api/public/products/%ED%A0%80'), 'slug', 'lone surrogate in a slug');
    await expectRefused(s.request('/api/products/%00/image-url', { method: 'PUT', cookie: seller, json: { url: 'https://a.example/b.png' } }), 'id', 'NUL in an id');
    expect((await s.request('/api/public/products/guarded-kiwi')).status).toBe(200);
  });

  it('is refused in a JSON body, with the field path named', async () => {
    await expectRefused(s.request('/api/contact', { method: 'POST', json: { ...contact, fullName: `Carlos${NUL}` } }), 'fullName', 'contact name');
    await expectRefused(s.request('/api/contact', { method: 'POST', json: { ...contact, message: `Hola ${LONE}` } }), 'message', 'contact message');
    const key = Object.keys(facts).find((k) => typeof facts[k] === 'string')!;
    await expectRefused(s.request('/api/company', { method: 'PUT', cookie: admin.cookie, json: { ...facts, [key]: `x${NUL}` } }), key, 'company facts');
    await expectRefused(
      s.request('/api/products/changes', { method: 'POST', cookie: seller, json: { changes: [{ op: 'create', clientId: 'x', data: product({ slug: 'nul', nameEn: `Kiwi${LONE}` }) }] } }),
      'changes.0.data.nameEn',
      'product field',
    );
    await expectRefused(s.request(`/api/products/${productId}/image-url`, { method: 'PUT', cookie: seller, json: { url: `https://a.example/${NUL}.png` } }), 'url', 'image URL');
  });

  it('is refused in the bodies better-auth reads, which still read valid ones afterwards', async () => {
    await expectRefused(s.request('/api/auth/sign-in/email', { method: 'POST', json: { email: `a${NUL}@example.com`, password: 'whatever1' } }), 'email', 'email');
    await expectRefused(s.request('/api/auth/sign-in/email', { method: 'POST', json: { email: admin.email, password: `pw${LONE}` } }), 'password', 'password');
    await expectRefused(s.request('/api/auth/sign-up/email', { method: 'POST', json: { name: `Ana${NUL}`, email: 'ana-nul@example.com', password: 'correct horse battery' } }), 'name', 'name');
    const ok = await s.request('/api/auth/sign-in/email', { method: 'POST', json: { email: admin.email, password: admin.password } });
    expect(ok.status).toBe(200);
  });

  it('is refused in the text fields of a multipart upload', async () => {
    const form = await imageForm();
    form.set('caption', `a${NUL}b`);
    await expectRefused(s.request(`/api/products/${productId}/image`, { method: 'POST', cookie: seller, body: form }), 'caption', 'multipart text field');
    expect((await s.request(`/api/products/${productId}/image`, { method: 'POST', cookie: seller, body: await imageForm() })).status).toBe(200);
  });
});

describe('how deep a JSON body nests', () => {
  it('counts brackets outside strings only', () => {
    expect(nestsDeeper('{"a":[[1]]}', 3)).toBe(false);
    expect(nestsDeeper('{"a":[[[1]]]}', 3)).toBe(true);
    expect(nestsDeeper(JSON.stringify({ a: '[[[[[[[[{{{{{{', b: '\\"[[[[[[' }), 2)).toBe(false);
  });

  it('refuses a body nested deeper than any API body, at once and without parsing it', async () => {
    const deep = `{"records":${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}}`;
    const started = performance.now();
    // The import's batches take the largest bodies (4 MB).
    const path = '/api/imports/00000000-0000-4000-8000-000000000000/batches/1';
    const res = await s.request(path, { method: 'POST', cookie: seller, headers: { 'content-type': 'application/json' }, body: deep });
    expect(res.status).toBe(400);
    expect((await json(res)).error).toMatchObject({ code: 'validation_failed', fields: { _: 'tooDeep' } });
    expect(performance.now() - started).toBeLessThan(1000);
    // The deepest body the app sends passes.
    expect((await s.request('/api/contact', { method: 'POST', json: { ...contact, message: '[[[{{{ brackets in a message }}}]]]' } })).status).toBe(201);
  });
});

describe('where a state-changing request comes from', () => {
  const companyPut = (headers: Record<string, string>) =>
    raw('/api/company', { method: 'PUT', headers: { cookie: admin.cookie, 'content-type': 'application/json', ...headers }, body: JSON.stringify(facts) });
  const upload = async (headers: Record<string, string>) => raw(`/api/products/${productId}/image`, { method: 'POST', headers: { cookie: seller, ...headers }, body: await imageForm() });
  const expectForbidden = async (res: Response, where: string) => {
    expect(res.status, where).toBe(403);
    expect((await json(res)).error.code, where).toBe('forbidden_origin');
  };

  it('refuses a foreign Origin, on JSON and multipart routes', async () => {
    await expectForbidden(await companyPut({ origin: 'https://evil.example' }), 'company, foreign origin');
    await expectForbidden(await companyPut({ origin: 'null' }), 'company, null origin');
    await expectForbidden(await upload({ origin: 'https://evil.example' }), 'upload, foreign origin');
    await expectForbidden(await raw('/api/contact', { method: 'POST', headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, body: JSON.stringify(contact) }), 'contact');
  });

  it('refuses a cross-site Sec-Fetch-Site when there is no Origin', async () => {
    await expectForbidden(await companyPut({ 'sec-fetch-site': 'cross-site' }), 'company');
    await expectForbidden(await upload({ 'sec-fetch-site': 'cross-site' }), 'upload');
  });

  it('refuses a request that carries cookies but does not say where it comes from', async () => {
    await expectForbidden(await companyPut({}), 'company, cookie and no Origin');
  });

  it('accepts same-origin requests, and cookie-less ones without Origin (curl, other servers)', async () => {
    expect((await companyPut({ origin: BASE_URL })).status).toBe(200);
    expect((await companyPut({ 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await upload({ origin: BASE_URL })).status).toBe(200);
    const curl = await raw('/api/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(contact) });
    expect(curl.status).toBe(201);
    // Reading is never refused.
    expect((await raw('/api/company', { headers: { origin: 'https://evil.example' } })).status).toBe(200);
  });
});

describe('body size, checked before the body is read', () => {
  let server: ServerType;
  let port: number;
  beforeAll(async () => {
    server = serve({ fetch: s.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Over the wire, with Content-Length or chunked; resolves with the status and JSON body. */
  const send = (path: string, body: Buffer, chunked: boolean, method = 'POST') =>
    new Promise<{ status: number; connection: string | undefined; body: { error?: { code: string } } }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path,
          method,
          headers: { origin: BASE_URL, 'content-type': 'application/json', 'x-forwarded-for': freshIp(), ...(chunked ? {} : { 'content-length': body.length }) },
        },
        (res) => {
          let text = '';
          res.on('data', (d) => (text += d));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: text ? JSON.parse(text) : {} }));
        },
      );
      // The server may answer and close before the whole body is sent.
      req.on('error', reject);
      if (chunked) {
        for (let i = 0; i < body.length; i += 16 * 1024) req.write(body.subarray(i, i + 16 * 1024));
        req.end();
      } else req.end(body);
    });
  const oversize = Buffer.from(JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(100 * 1024) }));

  for (const [method, path] of [['POST', '/api/auth/sign-in/email'], ['PUT', '/api/company']] as const) {
    it(`answers 413 to a 100 KB body on ${method} ${path}, with Content-Length and chunked`, async () => {
      for (const chunked of [false, true]) {
        const res = await send(path, oversize, chunked, method);
        expect(res.status, `${path} chunked=${chunked}`).toBe(413);
        expect(res.body.error?.code, `${path} chunked=${chunked}`).toBe('payload_too_large');
        // The unread rest of the body must not be taken for the connection's next request.
        expect(res.connection, `${path} chunked=${chunked}`).toBe('close');
      }
    });
  }

  it('still reads bodies under the limit, chunked ones too (better-auth and the app routes)', async () => {
    for (const chunked of [false, true]) {
      const signIn = await send('/api/auth/sign-in/email', Buffer.from(JSON.stringify({ email: admin.email, password: admin.password })), chunked);
      expect(signIn.status, `sign-in chunked=${chunked}`).toBe(200);
      expect(signIn.connection, `sign-in chunked=${chunked}`).not.toBe('close');
      const contactRes = await send('/api/contact', Buffer.from(JSON.stringify(contact)), chunked);
      expect(contactRes.status, `contact chunked=${chunked}`).toBe(201);
    }
  });
});
