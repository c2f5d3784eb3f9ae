import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY_FACTS, type PageRenderRequest, type PageRenderResult } from '@freshprice/shared';
import { renderPage } from './entry-server';
import { readApiInProcess } from './api/in-process';

const localesDir = path.resolve(__dirname, '../public/locales');
const loadNamespace = async (language: string, namespace: string) =>
  JSON.parse(await fs.readFile(path.join(localesDir, language, `${namespace}.json`), 'utf8')) as Record<string, unknown>;

const facts = { ...DEFAULT_COMPANY_FACTS, foundedYear: 2009 };
const counts = { vegetables: 1234, fruits: 7, dry_produce: 3, herbs: 2, others: 1, uncategorized: 0 };
const avocados = {
  id: '00000000-0000-4000-8000-000000000001',
  slug: 'aguacates',
  nameEn: 'Hass Avocados 48 ct',
  nameEs: 'Aguacates Hass 48 u.',
  category: 'fruits',
  unit: 'case',
  packEn: '48 ct case',
  packEs: 'caja de 48 u.',
  inStock: true,
  imageUrl: '/images/products/aguacates.svg',
};
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const notFound = () => json({ error: { code: 'not_found', message: 'No such product' } }, 404);
/** The public API as the server answers in-process; the other popular products are gone. */
const api = async (p: string): Promise<Response> => {
  if (p === '/api/company') return json(facts);
  if (p === '/api/public/categories') return json(counts);
  if (p === '/api/public/products/aguacates') return json(avocados);
  if (p.startsWith('/api/public/products?')) return json({ items: [avocados], total: 1, page: 1, pageSize: 500 });
  if (p.startsWith('/api/public/products/')) return notFound();
  throw new Error(`unexpected ${p}`);
};

const render = (url: string, options: Partial<PageRenderRequest> = {}) =>
  renderPage({ url, language: 'en', loadNamespace, fetch: api, ...options });

function page(result: PageRenderResult) {
  if (!('html' in result)) throw new Error(`a redirect to ${result.redirect}`);
  return { ...result, doc: new DOMParser().parseFromString(`<body>${result.html}</body>`, 'text/html') };
}

// The tests of a run share modules: give the other files the browser's fetch back.
afterAll(() => readApiInProcess(null));

describe('renderPage', () => {
  it('renders the whole landing page with the shell, in English, from the data it is given', async () => {
    const { doc, title, description, status, html } = page(await render('/'));
    expect(status).toBe(200);
    expect(doc.querySelector('h1')?.textContent).toBe('Fresh produce for your kitchen, delivered today');
    expect(doc.querySelector('header nav[aria-label="Main"]')).not.toBeNull();
    expect(doc.querySelector('footer')).not.toBeNull();
    expect(doc.body.textContent).toContain('Serving South Florida since 2009');
    expect(doc.querySelector('[data-testid="count-vegetables"]')?.textContent).toContain('1,234');
    // Nothing suspended or waiting: no spinner stands in for a part of the page, and no inline script.
    expect(doc.querySelector('[role="status"]')).toBeNull();
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<!--$!-->');
    expect(title).toBe('Wholesale fresh produce in South Florida | Fresh Produce Wholesale');
    expect(description).toContain('2009');
  });

  it('renders in Spanish, with a language link and a theme form that work without JavaScript', async () => {
    const { doc } = page(await render('/products?category=fruits', { language: 'es' }));
    expect(doc.querySelector('h1')?.textContent).toBe('Nuestros productos');
    const toggle = doc.querySelector<HTMLAnchorElement>('header a[href*="lang="]');
    expect(toggle?.getAttribute('href')).toBe('/products?category=fruits&lang=en');
    const theme = doc.querySelector<HTMLFormElement>('header form[action="/theme"]');
    expect(theme?.getAttribute('method')).toBe('post');
    const choices = [...(theme?.querySelectorAll<HTMLButtonElement>('button[name="theme"]') ?? [])].map((b) => b.value);
    expect(choices).toEqual(['dark', 'light']);
    expect(theme?.querySelector<HTMLInputElement>('input[name="back"]')?.value).toBe('/products?category=fruits');
  });

  it('renders the popular products from their catalogue records, the same ones their pages read', async () => {
    const { doc } = page(await render('/', { language: 'es' }));
    const card = doc.querySelector('a[href="/products/aguacates"]');
    expect(card?.textContent).toContain('Aguacates Hass 48 u.');
    expect(card?.textContent).toContain('caja de 48 u.');
    expect(card?.querySelector('img')?.getAttribute('src')).toBe('/images/products/aguacates.svg');
    expect(doc.querySelector('a[href="/products/sandia"]')).toBeNull();
  });

  it('renders a product page, and a 404 for a product that does not exist', async () => {
    const found = page(await render('/products/aguacates'));
    expect(found.status).toBe(200);
    expect(found.doc.querySelector('h1')?.textContent).toBe('Hass Avocados 48 ct');
    expect(found.title).toBe('Hass Avocados 48 ct | Fresh Produce Wholesale');
    const missing = page(await render('/products/nada'));
    expect(missing.status).toBe(404);
    expect(missing.doc.querySelector('h1')?.textContent).toBe('Product not found');
  });

  it('reads only what the page needs: a query switched off (no product to ask about) is not read', async () => {
    const read: string[] = [];
    const spy = async (p: string) => {
      read.push(p);
      return api(p);
    };
    page(await render('/contact', { fetch: spy }));
    expect(read).toEqual(['/api/company']);
    read.length = 0;
    page(await render('/contact?reason=check_availability&product=aguacates', { fetch: spy }));
    expect(read.sort()).toEqual(['/api/company', '/api/public/products/aguacates']);
  });

  it('answers a redirect of the route table as a redirect', async () => {
    expect(await render('/about')).toEqual({ status: 302, redirect: '/about-us' });
  });

  it('titles the page with the company name from the company facts', async () => {
    const named = async (p: string) => (p === '/api/company' ? json({ ...facts, name: 'Verde Mayorista' }) : api(p));
    const { doc, title } = page(await render('/', { fetch: named }));
    expect(title).toBe('Wholesale fresh produce in South Florida | Verde Mayorista');
    expect(doc.querySelector('header a[href="/"]')?.textContent).toBe('Verde Mayorista');
    expect(doc.querySelector('footer')?.textContent).toContain('Verde Mayorista');
  });
});
