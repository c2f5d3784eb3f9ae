import type { Page } from '@playwright/test';
import { createProduct, expect, expectAccessible, FIRST_PAINT, lookAt, signInAs, signInAsAccount, test, unique, useLanguage } from './fixtures.js';
import { E2E_DISPATCH_CUSTOMERS } from './users.js';

const write = () => ({ origin: new URL(test.info().project.use.baseURL!).origin });

/**
 * A product of the test's own on a list shared with both dispatch customers; each gives itself a
 * company and orders it for the first date offered (5 and 7 cases); staff confirm both orders.
 */
async function confirmedOrders(page: Page) {
  await signInAs(page, 'seller');
  const product = await createProduct(page, 'Papaya');
  const id = unique();
  const created = await page.request.post('/api/price-lists', { data: { name: `E2E dispatch ${id}`, slug: `e2e-dispatch-${id}`, source: { kind: 'empty' } }, headers: write() });
  expect(created.status(), await created.text()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };
  const { version } = (await (await page.request.get(`/api/price-lists/${slug}`)).json()) as { version: number };
  const saved = await page.request.post(`/api/price-lists/${slug}/save`, { data: { version, changes: [{ productId: product.id, price: '60.00' }], confirmBelowFloor: true }, headers: write() });
  expect(saved.status(), await saved.text()).toBe(200);
  const customers = ((await (await page.request.get('/api/customers')).json()) as { items: { id: string; email: string }[] }).items;
  const ids = Object.values(E2E_DISPATCH_CUSTOMERS).map((c) => customers.find((x) => x.email === c.email)!.id);
  expect((await page.request.put(`/api/price-lists/${slug}/shares`, { data: { userIds: ids }, headers: write() })).status()).toBe(200);

  const companies: string[] = [];
  const orders: string[] = [];
  let date = '';
  for (const [i, customer] of Object.values(E2E_DISPATCH_CUSTOMERS).entries()) {
    await signInAsAccount(page, customer);
    const company = `E2E ${i === 0 ? 'Alfa' : 'Beta'} Grill ${id}`;
    expect((await page.request.put('/api/profile/business', { data: { company, address: `${i + 1} Harbor Way, Miami FL` }, headers: write() })).status()).toBe(200);
    const options = (await (await page.request.get(`/api/orders/options?priceList=${slug}`)).json()) as { deliveryDates: { date: string }[] };
    date = options.deliveryDates[0]!.date;
    const placed = await page.request.post('/api/orders', {
      data: { priceList: slug, deliveryDate: date, lines: [{ product: product.id, quantity: i === 0 ? 5 : 7 }] },
      headers: { ...write(), 'Idempotency-Key': `e2e-dispatch-${id}-${i}` },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    orders.push(((await placed.json()) as { id: string }).id);
    companies.push(company);
  }
  await signInAs(page, 'seller');
  for (const order of orders) expect((await page.request.post(`/api/orders/${order}/confirm`, { headers: write() })).status()).toBe(200);
  return { date, product, companies: companies as [string, string], id };
}

test('staff make a route, put two customers on it, reorder them, and pick the day\'s confirmed orders (English and Spanish)', async ({ page }) => {
  test.slow();
  const { date, product, companies, id } = await confirmedOrders(page);
  const [alfa, beta] = companies;
  const routeName = `E2E Route ${id}`;

  await page.goto(`/orders/manage?date=${date}`);
  await page.getByRole('link', { name: 'Delivery routes' }).click(FIRST_PAINT);
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery routes' })).toBeVisible(FIRST_PAINT);
  await page.getByLabel('Route name').fill(routeName);
  await page.getByRole('button', { name: 'Add a route' }).click();
  await expect(page.getByText(`Route ${routeName} added.`)).toBeVisible();
  const card = page.getByRole('article', { name: routeName });
  await expect(card.getByText('No customers on this route yet.')).toBeVisible();

  for (const company of [alfa, beta]) {
    await card.getByLabel('Add a customer').selectOption({ label: company });
    await card.getByRole('button', { name: 'Add to route' }).click();
    await expect(card.getByRole('list', { name: routeName }).getByText(company)).toBeVisible();
  }
  const stops = card.getByRole('listitem');
  await expect(stops).toHaveText([new RegExp(`Stop 1.*${alfa}`), new RegExp(`Stop 2.*${beta}`)]);
  await card.getByRole('button', { name: `Move ${beta} up` }).click();
  await expect(stops).toHaveText([new RegExp(`Stop 1.*${beta}`), new RegExp(`Stop 2.*${alfa}`)]);
  await expect(card.getByRole('button', { name: `Move ${beta} up` })).toBeDisabled();

  // The manifest of the day follows the new order.
  const manifest = page.getByRole('region', { name: `Manifest: ${routeName}` });
  await expect(manifest.getByTestId('manifest-stop')).toHaveText([new RegExp(`^1.*${beta}`), new RegExp(`^2.*${alfa}`)]);
  await expect(manifest.getByRole('link', { name: /^Packing slip of order \d+ \(PDF\)$/ })).toHaveCount(2);
  await expectAccessible(page);
  await lookAt(page, 'dispatch-routes-en');

  // The pick list of the day: 5 + 7 cases, and who gets how much.
  await page.goto(`/orders/manage/pick-list?date=${date}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pick list' })).toBeVisible(FIRST_PAINT);
  await expect(page.getByText('placed orders (not yet confirmed) and cancelled orders are not included', { exact: false })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(product.name) });
  await expect(row.getByTestId('pick-total')).toHaveText('12 cases');
  await expect(row.getByText(new RegExp(`${alfa}, order \\d+: 5 cases`))).toBeVisible();
  await expect(row.getByText(new RegExp(`${beta}, order \\d+: 7 cases`))).toBeVisible();
  await lookAt(page, 'dispatch-pick-list-en');

  await useLanguage(page, 'es');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Lista de preparación' })).toBeVisible(FIRST_PAINT);
  const fila = page.getByRole('row', { name: new RegExp(`${product.name} ES`) });
  await expect(fila.getByTestId('pick-total')).toHaveText('12 cajas');
  await expect(fila.getByText(new RegExp(`${beta}, pedido \\d+: 7 cajas`))).toBeVisible();
  await expect(page.getByRole('link', { name: 'PDF (español)' })).toHaveAttribute('href', `/api/dispatch/pick-list.pdf?date=${date}&lang=es`);
  await lookAt(page, 'dispatch-pick-list-es');

  const pdf = await page.request.get(`/api/dispatch/pick-list.pdf?date=${date}&lang=es`);
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
