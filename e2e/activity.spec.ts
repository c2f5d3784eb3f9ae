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

/**
 * Entries of each kind the log must read as names and labels: a product save (category, unit, pack,
 * stock, QuickBooks id, quantity), a user's role, a PDF export, and a copy of a list (its base by name).
 */
async function readableEntries(page: Page) {
  const headers = { origin: origin() };
  const id = unique();
  const product = `E2E Readable ${id}`;
  const data = (over: Record<string, unknown>) => ({
    nameEn: product,
    nameEs: `${product} ES`,
    slug: `e2e-readable-${id}`,
    category: 'fruits',
    unit: 'case',
    packEn: '10 lb case',
    packEs: 'caja de 10 lb',
    inStock: true,
    quickbooksId: null,
    quantity: '2',
    prices: { small: '10.00', medium: '9.50', large: '9.00' },
    ...over,
  });
  const created = await page.request.post('/api/products/changes', { headers, data: { changes: [{ op: 'create', clientId: 'c1', data: data({}) }] } });
  expect(created.status(), await created.text()).toBe(200);
  const productId = ((await created.json()) as { ids: Record<string, string> }).ids.c1!;
  const edit = { category: 'vegetables', unit: 'box', packEn: '12 ct box', packEs: 'caja de 12', inStock: false, quickbooksId: `QB-${id}`, quantity: '5' };
  const updated = await page.request.post('/api/products/changes', { headers, data: { changes: [{ op: 'update', id: productId, version: 1, data: data(edit) }] } });
  expect(updated.status(), await updated.text()).toBe(200);
  // Out of the catalogue again (other tests count its categories); the log keeps the change.
  const removed = await page.request.post('/api/products/changes', { headers, data: { changes: [{ op: 'delete', id: productId, version: 2 }] } });
  expect(removed.status(), await removed.text()).toBe(200);

  const email = `e2e-readable-${id}@example.com`;
  const invited = await page.request.post('/api/users', { headers, data: { email, role: 'customer' } });
  expect(invited.status(), await invited.text()).toBe(201);
  const userId = ((await invited.json()) as { id: string }).id;
  expect((await page.request.patch(`/api/users/${userId}`, { headers, data: { role: 'seller' } })).status()).toBe(200);

  const list = await pricedList(page);
  expect((await page.request.post(`/api/price-lists/${list.slug}/exports`, { headers, data: { channel: 'pdf', language: 'en' } })).status()).toBe(204);
  const copy = `E2E copy ${id}`;
  const copied = await page.request.post('/api/price-lists', { headers, data: { name: copy, slug: `e2e-copy-${id}`, source: { kind: 'copy', from: list.slug, adjustment: null, linked: false }, confirmBelowFloor: true } });
  expect(copied.status(), await copied.text()).toBe(201);
  return { product, email, list: list.name, copy };
}

const READ = {
  en: {
    product: 'Category: Fruits → Vegetables',
    unit: 'Unit: case → box',
    quantity: 'Quantity: 2 cases → 5 boxes',
    role: 'Role: Customer → Seller',
    channel: 'Sent by: PDF',
    language: 'Language: English',
    base: 'Base list: ',
    more: '…and 2 more',
    fewer: 'Show fewer',
  },
  es: {
    product: 'Categoría: Frutas → Verduras',
    unit: 'Unidad: caja → caja de cartón',
    quantity: 'Cantidad: 2 cajas → 5 cajas de cartón',
    role: 'Rol: Cliente → Vendedor',
    channel: 'Enviada por: PDF',
    language: 'Idioma: Inglés',
    base: 'Lista base: ',
    more: '…y 2 más',
    fewer: 'Mostrar menos',
  },
} as const;

for (const language of ['en', 'es'] as const) {
  const r = READ[language];
  test(`the log reads as names and labels, and a record's other details open and close (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    await signInAs(page, 'admin');
    const made = await readableEntries(page);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/activity');

    const product = page.getByRole('row').filter({ hasText: made.product }).filter({ hasText: r.unit });
    await expect(product).toBeVisible(FIRST_PAINT);
    // One product: its name heads the record, each line names the field.
    await expect(product.getByRole('listitem').first()).toHaveText(r.unit);
    await expect(product.getByText(made.product, { exact: true })).toBeVisible();
    // Five lines, then a control for the rest: it opens by keyboard, says so, and closes again.
    await expect(product.getByRole('listitem')).toHaveCount(5);
    const more = product.getByRole('button', { name: r.more });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.focus();
    await page.keyboard.press('Enter');
    const fewer = product.getByRole('button', { name: r.fewer });
    await expect(fewer).toHaveAttribute('aria-expanded', 'true');
    await expect(product.getByRole('listitem')).toHaveCount(7);
    await expect(product).toContainText(r.product);
    await expect(product).toContainText(r.quantity);
    await expect(product).toContainText(`QB-`);
    await fewer.press('Enter');
    await expect(product.getByRole('button', { name: r.more })).toHaveAttribute('aria-expanded', 'false');
    await expect(product.getByRole('listitem')).toHaveCount(5);

    await expect(page.getByRole('row').filter({ hasText: made.email }).filter({ hasText: r.role })).toBeVisible();
    const exported = page.getByRole('row').filter({ hasText: made.list }).filter({ hasText: r.channel });
    await expect(exported).toContainText(r.language);
    await expect(page.getByRole('row').filter({ hasText: made.copy })).toContainText(`${r.base}${made.list}`);
    // Nothing internal: no ids, no data names, no raw values, no server paths.
    const shown = await page.getByRole('table').innerText();
    expect(shown).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-/);
    expect(shown).not.toMatch(/\b(quickbooksId|inStock|packEn|imageUrl|role|fruits|customerId)\b/);
    expect(shown).not.toContain('/uploads/');
    await expectAccessible(page);

    // Looked at: wide and narrow, light and dark (the newest records first, then the product's).
    await page.getByRole('table').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: test.info().outputPath(`activity-${language}-1366-top.png`), fullPage: true, clip: { x: 0, y: 0, width: 1366, height: 1800 } });
    await more.click();
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const record = width > 700 ? product : page.getByRole('listitem').filter({ hasText: made.product }).filter({ hasText: r.unit }).first();
      if (width < 700) await record.getByRole('button', { name: r.more }).click();
      await record.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
      for (const scheme of ['light', 'dark'] as const) {
        await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), scheme === 'dark');
        await page.screenshot({ path: test.info().outputPath(`activity-${language}-${width}-${scheme}.png`) });
      }
    }
    await expectAccessible(page);
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
