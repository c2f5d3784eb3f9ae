import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, json, type TestServer } from '../../test/harness.js';
import { seedDemoCatalogue, tierPrice } from './seed-catalogue.js';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s.close());

describe('demo catalogue', () => {
  it('holds the category counts the landing page states, and the products it links to', async () => {
    expect(await seedDemoCatalogue(s.database.db)).toBe(345);
    expect(await json(s.request('/api/public/categories'))).toEqual({
      vegetables: 120,
      fruits: 86,
      dry_produce: 45,
      herbs: 32,
      others: 58,
      uncategorized: 4,
    });
    for (const slug of ['sandia', 'vegetales-mix', 'aguacates', 'mangoes', 'mayor']) {
      expect((await s.request(`/api/public/products/${slug}`)).status, slug).toBe(200);
    }
  });

  it('prices every product in the three standard lists and marks some recent changes', async () => {
    const { items } = await json(s.request('/api/public/prices'));
    expect(items).toHaveLength(345);
    for (const i of items) expect(i.prices.small && i.prices.medium && i.prices.large, i.slug).toBeTruthy();
    const recent = items.filter((i: { changedRecently: boolean }) => i.changedRecently).length;
    expect(recent).toBeGreaterThan(10);
    expect(recent).toBeLessThan(100);
  });

  it('is created once only', async () => {
    expect(await seedDemoCatalogue(s.database.db)).toBe(0);
  });
});

describe('tier prices', () => {
  it('are exact cents: 94% and 88% of the small-business price, rounded half up', () => {
    expect(tierPrice('34.50', 'small')).toBe('34.50');
    expect(tierPrice('34.50', 'medium')).toBe('32.43');
    expect(tierPrice('34.50', 'large')).toBe('30.36');
    expect(tierPrice('0.05', 'large')).toBe('0.04');
    expect(tierPrice('1000.00', 'medium')).toBe('940.00');
  });
});
