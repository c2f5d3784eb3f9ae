import type { Page } from '@playwright/test';
import { expect, expectAccessible, signInAs, signInAsAccount, test, unique, useLanguage, users } from './fixtures.js';
import { E2E_LIST_CUSTOMERS } from './users.js';

const FIRST_PAINT = { timeout: 20_000 };
const origin = () => new URL(test.info().project.use.baseURL!).origin;

/** A list of the test's own, priced once with a reason the test can find in the log. */
async function pricedList(page: Page) {
  const headers = { origin: origin() };
  const id = unique();
  const created = await page.request.post('/api/price-lists', { data: { name: `E2E activity ${id}`, slug: `e2e-activity-${id}`, source: { kind: 'empty' } }, headers });
  expect(created.status(), await created.text()).toBe(201);
  const { version, slug } = (await created.json()) as { version: number; slug: string };
  const [product] = ((await (await page.request.get('/api/products')).json()) as { items: { id: string; nameEn: string; nameEs: string }[] }).items;
  const saved = await page.request.post(`/api/price-lists/${slug}/save`, {
    data: { version, changes: [{ productId: product!.id, price: '12.34' }], reason: `Activity check ${id}`, confirmBelowFloor: true },
    headers,
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return { slug, name: `E2E activity ${id}`, reason: `Activity check ${id}`, product: product! };
}

const TEXT = {
  en: { type: 'Type', action: 'Action', user: 'User', from: 'From', apply: 'Apply', clear: 'Clear filters', priceItems: 'Price items', updated: 'Updated', none: 'No matching activities found', reason: 'Reason' },
  es: { type: 'Tipo', action: 'Acción', user: 'Usuario', from: 'Desde', apply: 'Aplicar', clear: 'Quitar filtros', priceItems: 'Precios de lista', updated: 'Actualizado', none: 'No se encontraron actividades que coincidan', reason: 'Motivo' },
} as const;

/** A day after today in Miami, as YYYY-MM-DD. */
const tomorrow = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(Date.now() + 36 * 3600 * 1000));

for (const language of ['en', 'es'] as const) {
  const t = TEXT[language];
  test(`staff filter the activity log by type, action, user and day (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    await signInAs(page, 'seller');
    const list = await pricedList(page);
    await signInAs(page, 'admin');
    await page.goto('/activity');
    await expect(page.getByLabel(t.type, { exact: true })).toBeVisible(FIRST_PAINT);

    await page.getByLabel(t.type, { exact: true }).selectOption({ label: t.priceItems });
    await page.getByLabel(t.action, { exact: true }).selectOption({ label: t.updated });
    await page.getByLabel(t.user, { exact: true }).selectOption({ label: users.seller.email });
    await page.getByRole('button', { name: t.apply }).click();
    await expect(page).toHaveURL(/resourceType=price_items/);
    const row = page.getByRole('row').filter({ hasText: list.reason });
    await expect(row).toBeVisible();
    await expect(row).toContainText(users.seller.email);
    await expect(row).toContainText(list.name);
    await expect(row).toContainText(`${t.reason}: ${list.reason}`);
    await expect(row).toContainText('— → $12.34');
    for (const other of await page.getByRole('row').all()) {
      const text = await other.textContent();
      if (text?.includes('@')) expect(text).toContain(users.seller.email);
    }
    await expectAccessible(page);

    await page.getByLabel(t.from, { exact: true }).fill(tomorrow());
    await page.getByRole('button', { name: t.apply }).click();
    await expect(page.getByText(t.none)).toBeVisible();

    await page.getByRole('button', { name: t.clear }).click();
    await expect(page).toHaveURL(/\/activity$/);
    await expect(page.getByRole('row').filter({ hasText: list.reason })).toBeVisible();
  });
}

test('a customer sees the price changes of their lists, without who made them', async ({ page }) => {
  await signInAs(page, 'seller');
  const list = await pricedList(page);
  const customers = ((await (await page.request.get('/api/customers')).json()) as { items: { id: string; email: string }[] }).items;
  const me = customers.find((c) => c.email === E2E_LIST_CUSTOMERS.activity.email)!;
  expect((await page.request.put(`/api/price-lists/${list.slug}/shares`, { data: { userIds: [me.id] }, headers: { origin: origin() } })).status()).toBe(200);
  const hidden = await pricedList(page);

  await signInAsAccount(page, E2E_LIST_CUSTOMERS.activity);
  await page.goto('/activity');
  const row = page.getByRole('row').filter({ hasText: list.name });
  await expect(row).toBeVisible(FIRST_PAINT);
  await expect(row).toContainText('$12.34');
  // Neither who made it nor the staff's note on it.
  await expect(page.getByRole('columnheader', { name: 'Who' })).toHaveCount(0);
  await expect(page.getByText(users.seller.email)).toHaveCount(0);
  await expect(page.getByText(list.reason)).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: hidden.name })).toHaveCount(0);
  await expectAccessible(page);
});
