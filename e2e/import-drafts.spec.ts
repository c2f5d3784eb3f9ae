import type { Page } from '@playwright/test';
import { expect, expectAccessible, signInAs, signInAsAccount, test, unique, useLanguage } from './fixtures.js';
import { E2E_LIST_CUSTOMERS } from './users.js';

// Issue item 4: products an import creates are drafts. The customer whose list the import priced does
// not see them; staff find them under "Needs review" on the products page and publish them in one
// action; then the customer sees them. The items name no produce, so they stay uncategorized (other
// tests count the demo categories).

const FIRST_PAINT = { timeout: 20_000 };
const origin = () => new URL(test.info().project.use.baseURL!).origin;
const customer = E2E_LIST_CUSTOMERS.drafts;

const TEXT = {
  en: {
    file: 'QuickBooks file',
    list: 'Price list',
    check: 'Check file',
    plan: 'Before importing',
    importButton: 'Import',
    done: 'Import completed successfully!',
    needsReview: /^Needs review \(\d+\)$/,
    filter: 'Show only products that need review',
    publish: 'Publish selected (2)',
    published: '2 products published: customers and the public see them now.',
    chooseFirst: 'Select at least one product to publish.',
    publishNone: 'Publish selected (0)',
  },
  es: {
    file: 'Archivo de QuickBooks',
    list: 'Lista de precios',
    check: 'Revisar archivo',
    plan: 'Antes de importar',
    importButton: 'Importar',
    done: '¡Importación completada con éxito!',
    needsReview: /^Por revisar \(\d+\)$/,
    filter: 'Mostrar solo los productos por revisar',
    publish: 'Publicar seleccionados (2)',
    published: '2 productos publicados: los clientes y el público ya los ven.',
    chooseFirst: 'Seleccione al menos un producto para publicar.',
    publishNone: 'Publicar seleccionados (0)',
  },
} as const;

async function sharedList(page: Page, id: string) {
  const headers = { origin: origin() };
  const slug = `e2e-drafts-${id}`;
  const created = await page.request.post('/api/price-lists', { data: { name: `E2E drafts ${id}`, slug, source: { kind: 'empty' } }, headers });
  expect(created.status(), await created.text()).toBe(201);
  const customers = ((await (await page.request.get('/api/customers')).json()) as { items: { id: string; email: string }[] }).items;
  const me = customers.find((c) => c.email === customer.email)!;
  expect((await page.request.put(`/api/price-lists/${slug}/shares`, { data: { userIds: [me.id] }, headers })).status()).toBe(200);
  return slug;
}

/** Both widths the issue names: no sideways scroll, and a screenshot to look at. */
async function lookAt(page: Page, name: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), `sideways scroll at ${width} px`).toBe(true);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: false });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

for (const language of ['en', 'es'] as const) {
  const t = TEXT[language];
  test(`imported products wait as drafts until staff publish them; then the customer sees them (${language})`, async ({ page }) => {
    test.slow();
    await useLanguage(page, language);
    await signInAs(page, 'seller');
    const id = unique();
    const slug = await sharedList(page, id);
    const ours = new RegExp(`e2e${id}`, 'i');
    const file = {
      name: `drafts-${id}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(
        ['Product/Service Name,Sales Description,Type,Sales Price / Rate,Purchase Cost', `E2E${id} SAMPLE CRATE 10CT,,Inventory,12.50,8`, `E2E${id} GIFT BOX 4CT,,Inventory,20,`].join('\r\n'),
      ),
    };

    await page.goto('/import-quickbooks');
    await page.getByLabel(t.file).setInputFiles(file);
    await page.getByLabel(t.list).selectOption(slug);
    await page.getByRole('button', { name: t.check }).click();
    await expect(page.getByRole('heading', { name: t.plan })).toBeVisible(FIRST_PAINT);
    await page.getByRole('button', { name: t.importButton, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: t.done })).toBeVisible(FIRST_PAINT);

    // The customer's list: priced, but the drafts are not in it.
    await signInAsAccount(page, customer);
    await page.goto(`/pricesprivate/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: `E2E drafts ${id}` })).toBeVisible(FIRST_PAINT);
    await expect(page.getByText(ours)).toHaveCount(0);
    expect(((await (await page.request.get(`/api/price-lists/${slug}`)).json()) as { items: unknown[] }).items).toEqual([]);
    expect(((await (await page.request.get(`/api/public/products?q=e2e${id}`)).json()) as { items: unknown[] }).items).toEqual([]);

    // Staff: the count, the filter, and one action for both.
    await signInAs(page, 'seller');
    await page.goto('/products/manage');
    const panel = page.getByRole('region', { name: t.needsReview });
    await expect(panel).toBeVisible(FIRST_PAINT);
    await page.getByLabel(t.filter).check();
    const table = page.getByRole('grid');
    await expect(table.getByRole('textbox', { name: ours }).first()).toBeVisible();
    await panel.getByRole('button', { name: t.publishNone }).click();
    await expect(panel.getByRole('alert')).toHaveText(t.chooseFirst);
    const mine = panel.getByRole('checkbox', { name: ours });
    await expect(mine).toHaveCount(2);
    await mine.nth(0).check();
    await mine.nth(1).check();
    await expectAccessible(page);
    await panel.scrollIntoViewIfNeeded();
    await lookAt(page, `drafts-${language}`);
    await panel.getByRole('button', { name: t.publish }).click();
    await expect(page.getByText(t.published)).toBeVisible();
    // Published: no longer waiting for review, without a reload.
    await expect(page.getByRole('checkbox', { name: ours })).toHaveCount(0);

    // The customer sees them now.
    await signInAsAccount(page, customer);
    await page.goto(`/pricesprivate/${slug}`);
    await expect(page.getByText(ours).first()).toBeVisible(FIRST_PAINT);
    expect(((await (await page.request.get(`/api/price-lists/${slug}`)).json()) as { items: { price: string }[] }).items.map((i) => i.price).sort()).toEqual(['12.50', '20.00']);
  });
}
