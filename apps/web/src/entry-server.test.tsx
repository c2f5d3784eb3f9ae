import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY_FACTS, type SsrState } from '@freshprice/shared';
import { LANDING_NAMESPACES, renderLanding } from './entry-server';
import { queryKeys } from './api/keys';

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
const fetchJson = async (p: string) => {
  if (p === '/api/company') return facts;
  if (p === '/api/public/categories') return counts;
  if (p === '/api/public/products/aguacates') return avocados;
  // The other popular products are gone: the page renders without them.
  throw new Error(`unexpected ${p}`);
};

describe('renderLanding', () => {
  it('renders the whole landing page with the shell, in English, from the data it is given', async () => {
    const result = await renderLanding({ language: 'en', loadNamespace, fetchJson });
    const doc = new DOMParser().parseFromString(`<body>${result.html}</body>`, 'text/html');
    expect(doc.querySelector('h1')?.textContent).toBe('Fresh produce for your kitchen, delivered today');
    expect(doc.querySelector('header nav[aria-label="Main"]')).not.toBeNull();
    expect(doc.querySelector('footer')).not.toBeNull();
    expect(doc.body.textContent).toContain('Serving South Florida since 2009');
    expect(doc.querySelector('[data-testid="count-vegetables"]')?.textContent).toContain('1,234');
    // Nothing suspended: no spinner stands in for a part of the page.
    expect(doc.querySelector('[role="status"]')).toBeNull();
    expect(result.title).toBe('Wholesale fresh produce in South Florida | Fresh Produce Wholesale');
    expect(result.description).toContain('2009');
  });

  it('renders in Spanish and carries the translations and data the browser needs to hydrate', async () => {
    const result = await renderLanding({ language: 'es', loadNamespace, fetchJson });
    const doc = new DOMParser().parseFromString(`<body>${result.html}</body>`, 'text/html');
    expect(doc.querySelector('h1')?.textContent).toBe('Productos frescos para su cocina, entregados hoy');
    expect(doc.querySelector('[data-testid="count-vegetables"]')?.textContent).toBe('1,234 productos');

    const state = JSON.parse(result.state) as SsrState;
    expect(state.language).toBe('es');
    expect(Object.keys(state.resources).sort()).toEqual([...LANDING_NAMESPACES].sort());
    const queries = (state.queries as { queries: { queryKey: unknown[]; state: { data: unknown } }[] }).queries;
    const byKey = Object.fromEntries(queries.map((q) => [JSON.stringify(q.queryKey), q.state.data]));
    expect(byKey[JSON.stringify(queryKeys.me())]).toBeNull();
    expect(byKey[JSON.stringify(queryKeys.company())]).toEqual(facts);
    expect(byKey[JSON.stringify(queryKeys.catalogue.categories())]).toEqual(counts);
  });

  it('renders the popular products from their catalogue records, the same ones their pages read', async () => {
    const result = await renderLanding({ language: 'es', loadNamespace, fetchJson });
    const doc = new DOMParser().parseFromString(`<body>${result.html}</body>`, 'text/html');
    const card = doc.querySelector('a[href="/products/aguacates"]');
    expect(card?.textContent).toContain('Aguacates Hass 48 u.');
    expect(card?.textContent).toContain('caja de 48 u.');
    expect(card?.querySelector('img')?.getAttribute('src')).toBe('/images/products/aguacates.svg');
    expect(doc.querySelector('a[href="/products/sandia"]')).toBeNull();
    const queries = (JSON.parse(result.state) as SsrState).queries as { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
    expect(queries.queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(queryKeys.catalogue.product('aguacates')))?.state.data).toEqual(avocados);
  });

  it('titles the page with the company name from the company facts', async () => {
    const named = async (p: string) => (p === '/api/company' ? { ...facts, name: 'Verde Mayorista' } : fetchJson(p));
    const result = await renderLanding({ language: 'en', loadNamespace, fetchJson: named });
    expect(result.title).toBe('Wholesale fresh produce in South Florida | Verde Mayorista');
    const doc = new DOMParser().parseFromString(`<body>${result.html}</body>`, 'text/html');
    expect(doc.querySelector('header a[href="/"]')?.textContent).toBe('Verde Mayorista');
    expect(doc.querySelector('footer')?.textContent).toContain('Verde Mayorista');
  });
});
