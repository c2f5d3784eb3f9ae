import type { Page } from '@playwright/test';
import { expect, signInAsAccount, test, unique } from './fixtures.js';
import { E2E_FRESH_SELLER } from './users.js';

// A price list left open in one tab refreshes by itself when prices change elsewhere in the app: an
// import finished in a second tab of the same browser, then an assistant change and its undo there.
// The list's tab is never reloaded, navigated or focused (a marker set on its window survives, and
// react-query refetches on focus only), so what updates it is the write's invalidation reaching it:
// `invalidatePriceReads` after the import's finish and after the assistant's confirm and undo, carried
// to the other tab by the app's BroadcastChannel. Without it the tab keeps the version it loaded.

const FIRST_PAINT = { timeout: 20_000 };
const origin = () => new URL(test.info().project.use.baseURL!).origin;

/** A list of the test's own with two demo fruits (not the avocado the import brings) and a vegetable, each at $20.00. */
async function listOfThree(page: Page) {
  const headers = { origin: origin() };
  const slug = `e2e-fresh-${unique()}`;
  const created = await page.request.post('/api/price-lists', { data: { name: `E2E fresh ${slug.slice(-6)}`, slug, source: { kind: 'empty' } }, headers });
  expect(created.status(), await created.text()).toBe(201);
  const { items } = (await (await page.request.get('/api/products')).json()) as { items: { id: string; nameEn: string; category: string | null }[] };
  const fruits = items.filter((p) => p.category === 'fruits' && !/avocado/i.test(p.nameEn));
  const chosen = [...fruits.slice(0, 2), items.find((p) => p.category === 'vegetables')!];
  const { version } = (await (await page.request.get(`/api/price-lists/${slug}`)).json()) as { version: number };
  const saved = await page.request.post(`/api/price-lists/${slug}/save`, {
    data: { version, changes: chosen.map((p) => ({ productId: p.id, price: '20.00' })), confirmBelowFloor: true },
    headers,
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return { slug, version: version + 1 };
}

async function ask(page: Page, text: string) {
  const box = page.getByLabel('Your request', { exact: true });
  await box.fill(text);
  await box.press('Enter');
}

test('an open price list shows an import and an assistant change made in another tab, without a reload', async ({ page, context }) => {
  test.slow();
  await signInAsAccount(page, E2E_FRESH_SELLER);
  expect((await page.request.delete('/api/assistant/messages', { headers: { origin: origin() } })).status()).toBe(204);
  const list = await listOfThree(page);

  // The list, open in the first tab.
  await page.goto(`/prices-manage/${list.slug}`);
  const grid = page.getByRole('grid', { name: /^Prices of / });
  await expect(grid).toBeVisible(FIRST_PAINT);
  const version = page.locator('dt', { hasText: 'Version:' }).locator('+ dd');
  await expect(version).toHaveText(String(list.version));
  await expect(grid).not.toContainText('Hass Avocados 48 ct');
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  // An import into it from a second tab: the demo avocado joins the list at $45.00.
  const other = await context.newPage();
  await other.goto(`/import-quickbooks?list=${list.slug}`);
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible(FIRST_PAINT);
  const csv = ['Product/Service Name,Sales Description,Type,Sales Price / Rate,Purchase Cost', 'AVOCADO HASS 48CT,,Inventory,45,'].join('\r\n');
  await other.getByLabel('QuickBooks file').setInputFiles({ name: 'items.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(other.getByLabel('Price list')).toHaveValue(list.slug);
  await other.getByRole('button', { name: 'Check file' }).click();
  await expect(other.getByRole('heading', { name: 'Before importing' })).toBeVisible();
  await other.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(other.getByRole('status').filter({ hasText: 'Import completed successfully!' })).toBeVisible({ timeout: 20_000 });

  await expect(version).toHaveText(String(list.version + 1));
  await expect(grid).toContainText('Hass Avocados 48 ct');
  await expect(grid).toContainText('$45.00');

  // The assistant, in the second tab: fruits up 10% (the list's $20.00 fruits go to $22.00), then "undo that".
  await other.goto('/ai');
  await expect(other.getByLabel('Your request', { exact: true })).toBeVisible(FIRST_PAINT);
  await ask(other, `raise fruits 10% in ${list.slug}`);
  await other.getByRole('button', { name: 'Confirm and apply' }).click();
  await expect(other.getByText(/^Done: \d+ prices changed in E2E fresh/)).toBeVisible();

  await expect(version).toHaveText(String(list.version + 2));
  await expect(grid).toContainText('$22.00');

  await ask(other, 'undo that');
  await expect(other.getByText(/^Undone: E2E fresh/)).toBeVisible(FIRST_PAINT);

  await expect(version).toHaveText(String(list.version + 3));
  await expect(grid).not.toContainText('$22.00');
  await expect(grid).toContainText('$20.00');

  // All of it arrived in the tab as first loaded.
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});
