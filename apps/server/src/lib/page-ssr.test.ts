import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { createTestServer, type TestServer } from '../test/harness.js';
import { injectRendered, scriptSafeJson } from './landing-ssr.js';
import { createLogger } from './logger.js';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Shell description" />
    <title>FreshPrice</title>
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
export async function renderLanding({ language, loadNamespace, fetchJson }) {
  const landing = await loadNamespace(language, 'landing');
  const counts = await fetchJson('/api/public/categories');
  return {
    html: '<h1>' + landing.title + '</h1><p id="counts">' + JSON.stringify(counts) + '</p>',
    title: 'Fresh & "ripe" <produce>',
    description: 'Described in ' + language,
    state: JSON.stringify({ language, note: '</script><script>alert(1)</script><!--' }),
  };
}`;

function makeDist(options: { renderer: boolean }) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-ssr-'));
  const dist = path.join(root, 'dist');
  fs.mkdirSync(path.join(dist, 'locales', 'en'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), SHELL);
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

describe('the server-rendered landing page', () => {
  let app: ReturnType<typeof appWith>;
  beforeAll(() => {
    app = appWith(makeDist({ renderer: true }));
  });
  const get = (p: string, cookie?: string) =>
    app.request(`http://localhost:3999${p}`, { headers: cookie ? { cookie } : {} });

  it('renders "/" for a signed-out visitor, with the data of the public API', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('vary')).toContain('Cookie');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).toContain('<div id="root"><h1>Fresh today</h1>');
    const counts = JSON.parse(/<p id="counts">(.*?)<\/p>/.exec(html)![1]!) as Record<string, number>;
    const api = (await (await get('/api/public/categories')).json()) as Record<string, number>;
    expect(counts).toEqual(api);
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<title>Fresh &amp; &quot;ripe&quot; &lt;produce&gt;</title>');
    expect(html).toContain('<meta name="description" content="Described in en"');
    // The page paints without the app's code, so nothing preloads it.
    expect(html).not.toContain('data-app-start');
    expect(html).toContain('src="/assets/index-1.js"');
  });

  it('carries its hydration state as inert JSON that nothing inside can break out of', async () => {
    const html = await (await get('/')).text();
    const match = /<script type="application\/json" id="ssr-state">(.*?)<\/script>/s.exec(html);
    expect(match).not.toBeNull();
    expect(match![1]).not.toMatch(/[<>]/);
    expect(JSON.parse(match![1]!)).toEqual({ language: 'en', note: '</script><script>alert(1)</script><!--' });
    expect(html.match(/<script/g)).toHaveLength(2); // the entry and the JSON, no executable inline script
  });

  it('serves the plain shell to a signed-in visitor, who the app sends on to the dashboard', async () => {
    const res = await get('/', session);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain('ssr-state');
    expect(html).toContain('data-app-start');
  });

  it('falls back to the shell when rendering fails (here: Spanish translations missing)', async () => {
    const res = await get('/', 'language=es');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toBe(SHELL);
  });

  it('renders only "/": every other page gets the shell with its preloads', async () => {
    for (const p of ['/products', '/about-us', '/login']) {
      const html = await (await get(p)).text();
      expect(html, p).toBe(SHELL);
    }
  });

  it('serves the shell when the web build has no renderer', async () => {
    const html = await (await appWith(makeDist({ renderer: false })).request('http://localhost:3999/')).text();
    expect(html).toBe(SHELL);
  });
});

describe('injectRendered', () => {
  const result = { html: '<p>hi</p>', title: 'T', description: 'D', state: '{}' };

  it('sets the language and refuses a shell it cannot fill', () => {
    expect(injectRendered(SHELL, 'es', result)).toContain('<html lang="es"');
    expect(() => injectRendered('<html lang="en"><title>x</title>', 'en', result)).toThrow(/no/);
  });

  it('keeps "$" sequences in the markup as they are', () => {
    const html = injectRendered(SHELL, 'en', { ...result, html: "<p>$& $1 $' $$</p>" });
    expect(html).toContain("<p>$& $1 $' $$</p>");
  });
});

describe('scriptSafeJson', () => {
  it('escapes markup characters and still parses to the same value', () => {
    const value = { a: '</script>', b: '<!-- & -->', c: 'plain' };
    const safe = scriptSafeJson(JSON.stringify(value));
    expect(safe).not.toMatch(/[<>&]/);
    expect(JSON.parse(safe)).toEqual(value);
  });
});
