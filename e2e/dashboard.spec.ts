import type { Page } from '@playwright/test';
import { expect, expectAccessible, signInAs, signInAsAccount, test, unique, useLanguage } from './fixtures.js';
import { E2E_LIST_CUSTOMERS } from './users.js';

// One worker for the file: an admin's test changes the company setting every staff dashboard reads.
test.describe.configure({ mode: 'serial' });

const FIRST_PAINT = { timeout: 20_000 };
const origin = () => new URL(test.info().project.use.baseURL!).origin;

/** A list of the test's own with one demo product priced twice (this week: the list, and the item, are new). */
async function listPricedTwice(page: Page, first: string, second: string) {
  const headers = { origin: origin() };
  const id = unique();
  const created = await page.request.post('/api/price-lists', { data: { name: `E2E dashboard ${id}`, slug: `e2e-dashboard-${id}`, source: { kind: 'empty' } }, headers });
  expect(created.status(), await created.text()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };
  const [product] = ((await (await page.request.get('/api/products')).json()) as { items: { id: string; nameEn: string; nameEs: string }[] }).items;
  for (const price of [first, second]) {
    const { version } = (await (await page.request.get(`/api/price-lists/${slug}`)).json()) as { version: number };
    const saved = await page.request.post(`/api/price-lists/${slug}/save`, { data: { version, changes: [{ productId: product!.id, price }], confirmBelowFloor: true }, headers });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  return { slug, name: `E2E dashboard ${id}`, product: product! };
}

const TEXT = {
  en: { week: 'Your prices this week', lists: 'Your price lists', today: 'Lists updated today', setting: 'Days before a list counts as not updated', save: 'Save', stale: (n: number) => `Lists not updated for more than ${n} days`, cutoff: /Order before .* for same-day delivery\./ },
  es: { week: 'Sus precios esta semana', lists: 'Sus listas de precios', today: 'Listas actualizadas hoy', setting: 'Días para considerar que una lista no se ha actualizado', save: 'Guardar', stale: (n: number) => `Listas sin actualizar desde hace más de ${n} días`, cutoff: /Pida antes de las .* para entrega el mismo día\./ },
} as const;

for (const language of ['en', 'es'] as const) {
  const t = TEXT[language];
  // The week's changes are net (a list made this week has new items, not changed prices): prices-private.spec
  // checks a change and a rolled-back one on a list with older history.
  test(`a customer sees their lists; a list made and repriced this week is no "change" of the week (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    await signInAs(page, 'seller');
    const list = await listPricedTwice(page, '20.00', '23.75');
    const customers = ((await (await page.request.get('/api/customers')).json()) as { items: { id: string; email: string }[] }).items;
    const me = customers.find((c) => c.email === E2E_LIST_CUSTOMERS.dashboard.email)!;
    expect((await page.request.put(`/api/price-lists/${list.slug}/shares`, { data: { userIds: [me.id] }, headers: { origin: origin() } })).status()).toBe(200);

    await signInAsAccount(page, E2E_LIST_CUSTOMERS.dashboard);
    await page.goto('/dashboard');
    const week = page.getByRole('region', { name: t.week });
    await expect(page.getByRole('region', { name: t.lists }).getByRole('link', { name: list.name })).toBeVisible(FIRST_PAINT);
    await expect(week).toBeVisible();
    await expect(week.getByRole('row').filter({ hasText: list.name })).toHaveCount(0);
    await expect(week.getByText('$20.00')).toHaveCount(0);
    await expect(page.getByText(t.cutoff)).toBeVisible();
    await expectAccessible(page);
  });

  test(`staff see the lists updated today, and an admin sets when a list counts as not updated (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    await signInAs(page, 'admin');
    const list = await listPricedTwice(page, '5.00', '4.50');
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: t.today }).getByRole('link', { name: list.name })).toBeVisible(FIRST_PAINT);
    await expectAccessible(page);

    const days = 3 + (language === 'es' ? 2 : 1);
    await page.getByLabel(t.setting).fill(String(days));
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByRole('heading', { name: t.stale(days) })).toBeVisible();
    // Back to the default for the other tests.
    expect((await page.request.put('/api/price-lists/settings', { data: { staleListDays: 3 }, headers: { origin: origin() } })).status()).toBe(200);
  });
}
