import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { createTestServer, type TestServer } from '../test/harness.js';
import { ISLANDS_ENTRY, injectRendered } from './page-ssr.js';
import { createLogger } from './logger.js';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Shell description" />
    <title>FreshPrice</title>
    <script src="/theme-init.js"></script>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/start-1.js" data-app-start>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js" data-app-start>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

// A stand-in for the web build's renderer: it shows what it was given.
const RENDERER = `
let renders = 0;
export async function renderPage({ url, language, form, loadNamespace, fetch }) {
  renders += 1;
  if (url === '/about') return { status: 302, redirect: '/about-us' };
  const landing = await loadNamespace(language, 'landing');
  const counts = await (await fetch('/api/public/categories')).json();
  return {
    status: url.startsWith('/products/') ? 404 : 200,
    html: '<h1>' + landing.title + '</h1><p id="url">' + url +  '</p><p id="form">' + JSON.stringify(form ?? null) + '</p><p id="counts">' + JSON.stringify(counts) + '</p>',
    title: 'Fresh & "ripe" <produce>',
    description: 'Described in ' + language,
  };
}`;

function makeDist(options: { renderer: boolean }) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-ssr-'));
  const dist = path.join(root, 'dist');
  fs.mkdirSync(path.join(dist, 'locales', 'en'), { recursive: true });
  fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), SHELL);
  fs.writeFileSync(path.join(dist, '.vite', 'islands-manifest.json'), JSON.stringify({ [ISLANDS_ENTRY]: { file: 'assets/islands-1.js', isEntry: true } }));
  fs.writeFileSync(path.join(dist, 'locales', 'en', 'landing.json'), JSON.stringify({ title: 'Fresh today' }));
  // No Spanish files: a Spanish render fails, which must fall back to the shell.
  if (options.renderer) {
    fs.mkdirSync(`${dist}-ssr`);
    fs.writeFileSync(path.join(`${dist}-ssr`, 'entry-server.js'), RENDERER);
  }
  return dist;
}

let s: TestServer;
let session: string;
beforeAll(async () => {
  s = await createTestServer();
  session = (await s.signedInAs('customer')).cookie;
});
afterAll(() => s.close());

const appWith = (webDistDir: string) =>
  createApp({
    database: s.database,
    auth: s.auth,
    mailer: { send: async () => undefined, describe: () => 'none' },
    logger: createLogger('silent'),
    baseUrl: 'http://localhost:3999',
    trustProxy: false,
    webDistDir,
  }).app;

describe('the server-rendered public pages', () => {
  let app: ReturnType<typeof appWith>;
  beforeAll(() => {
    app = appWith(makeDist({ renderer: true }));
  });
  const get = (p: string, cookie?: string) =>
    app.request(`http://localhost:3999${p}`, { headers: cookie ? { cookie } : {} });
  const text = (html: string, id: string) => new RegExp(`<p id="${id}">(.*?)</p>`).exec(html)?.[1];

  it('renders a public page for a signed-out visitor, with the data of the public API', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('vary')).toContain('Cookie');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).toContain('<div id="root"><h1>Fresh today</h1>');
    const counts = JSON.parse(text(html, 'counts')!) as Record<string, number>;
    const api = (await (await get('/api/public/categories')).json()) as Record<string, number>;
    expect(counts).toEqual(api);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Fresh &amp; &quot;ripe&quot; &lt;produce&gt;</title>');
    expect(html).toContain('<meta name="description" content="Described in en"');
  });

  it('loads the islands instead of the app: no app entry, no preloads, no inline script', async () => {
    const html = await (await get('/products?category=fruits')).text();
    expect(html).toContain('<script type="module" src="/assets/islands-1.js" fetchpriority="low"></script>');
    expect(html).not.toContain('index-1.js');
    expect(html).not.toContain('modulepreload');
    // The islands entry alone: not even theme-init.js (the server sets theme and language), nothing inline.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('theme-init.js');
    expect(html).not.toMatch(/<script>/);
  });

  it('renders every public page with its path and query, and passes on its status', async () => {
    for (const p of ['/', '/products', '/prices', '/about-us', '/contact', '/products?q=mango&category=fruits']) {
      const res = await get(p);
      expect(res.status, p).toBe(200);
      expect(text(await res.text(), 'url'), p).toBe(p);
    }
    expect((await get('/products/sandia')).status).toBe(404);
    const about = await get('/about');
    expect(about.status).toBe(302);
    expect(about.headers.get('location')).toBe('/about-us');
  });

  it('keeps a rendered page while the data it shows stands, and renders it again after a write', async () => {
    const renders = async () => Number(text(await (await get('/products?kept=1')).text(), 'renders'));
    const first = await renders();
    expect(await renders()).toBe(first);
    // A write to the catalogue's tables bumps its revision (a trigger does it; here, directly).
    await s.database.db.execute(sql`update data_revisions set revision = revision + 1 where scope = 'catalogue'`);
    expect(await renders()).toBe(first + 1);
    expect(await renders()).toBe(first + 1);
  });

  it('renders in the theme of the cookie, or none (then the system theme) without one', async () => {
    expect(await (await get('/', 'theme=dark')).text()).toContain('<html lang="en" class="dark">');
    expect(await (await get('/', 'theme=light')).text()).toContain('<html lang="en" class="light">');
    expect(await (await get('/', 'theme=purple')).text()).toContain('<html lang="en">');
  });

  it('keeps the language of the `lang` link in a cookie and goes back to the clean address', async () => {
    const res = await get('/products?category=fruits&lang=es');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/products?category=fruits');
    expect(res.headers.get('set-cookie')).toMatch(/^language=es; Max-Age=31536000; Path=\/; SameSite=Lax/);
    const unknown = await get('/?lang=fr');
    expect(unknown.status).toBe(303);
    expect(unknown.headers.get('set-cookie')).toBeNull();
  });

  it('serves the plain shell to a signed-in visitor: the app sends them where SPEC 2 says', async () => {
    for (const p of ['/', '/products', '/contact']) {
      const html = await (await get(p, session)).text();
      expect(html, p).toBe(SHELL);
    }
  });

  it('falls back to the shell when rendering fails (here: Spanish translations missing)', async () => {
    const res = await get('/', 'language=es');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(SHELL);
  });

  it('renders only public pages: the others get the shell with its preloads', async () => {
    for (const p of ['/products/manage', '/login', '/dashboard', '/ai']) {
      const html = await (await get(p)).text();
      expect(html, p).toBe(SHELL);
    }
  });

  it('serves the shell when the web build has no renderer', async () => {
    const html = await (await appWith(makeDist({ renderer: false })).request('http://localhost:3999/')).text();
    expect(html).toBe(SHELL);
  });
});

describe('POST /theme', () => {
  const app = () => appWith(makeDist({ renderer: true }));
  const post = (body: string, headers: Record<string, string> = { origin: 'http://localhost:3999' }) =>
    app().request('http://localhost:3999/theme', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body,
    });

  it('keeps the chosen theme in a cookie and goes back to the page', async () => {
    const res = await post('theme=dark&back=%2Fproducts%3Fcategory%3Dfruits');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/products?category=fruits');
    expect(res.headers.get('set-cookie')).toMatch(/^theme=dark; Max-Age=31536000; Path=\/; SameSite=Lax/);
  });

  it('goes back only to a page of this site, and ignores an unknown theme', async () => {
    for (const back of ['//evil.example', '/\\evil.example', 'https://evil.example/', '']) {
      const res = await post(`theme=purple&back=${encodeURIComponent(back)}`);
      expect(res.headers.get('location'), back).toBe('/');
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });

  it('refuses a post from another site', async () => {
    expect((await post('theme=dark&back=/', { origin: 'https://evil.example' })).status).toBe(403);
  });
});

describe('injectRendered', () => {
  const page = { language: 'en' as const, theme: null, islandsScript: '/assets/i.js', html: '<p>hi</p>', title: 'T', description: 'D' };

  it('sets the language and refuses a shell it cannot fill', () => {
    expect(injectRendered(SHELL, { ...page, language: 'es' })).toContain('<html lang="es">');
    expect(() => injectRendered('<html lang="en"><title>x</title>', page)).toThrow(/no/);
  });

  it('keeps "$" sequences in the markup as they are', () => {
    const html = injectRendered(SHELL, { ...page, html: "<p>$& $1 $' $$</p>" });
    expect(html).toContain("<p>$& $1 $' $$</p>");
  });
});
