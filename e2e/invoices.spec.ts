import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { readIifRows } from '@freshprice/shared/quickbooks';
import { createProduct, expect, signInAs, signInAsAccount, test, unique, useLanguage } from './fixtures.js';
import { E2E_DESK_CUSTOMERS } from './users.js';

const origin = () => new URL(test.info().project.use.baseURL!).origin;
const write = () => ({ origin: origin() });
const customer = E2E_DESK_CUSTOMERS.invoices;

/**
 * An order of the test's customer, placed and carried to delivered through the API as the customer
 * and staff would: the delivery makes its invoice. Leaves the page signed in as the seller.
 */
async function deliveredOrder(page: Page) {
  await signInAs(page, 'seller');
  const product = await createProduct(page, 'Papaya');
  const id = unique();
  const created = await page.request.post('/api/price-lists', { data: { name: `E2E invoices ${id}`, slug: `e2e-inv-${id}`, source: { kind: 'empty' } }, headers: write() });
  expect(created.status(), await created.text()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };
  const { version } = (await (await page.request.get(`/api/price-lists/${slug}`)).json()) as { version: number };
  const saved = await page.request.post(`/api/price-lists/${slug}/save`, { data: { version, changes: [{ productId: product.id, price: '60.00' }], confirmBelowFloor: true }, headers: write() });
  expect(saved.status(), await saved.text()).toBe(200);
  const customers = ((await (await page.request.get('/api/customers')).json()) as { items: { id: string; email: string }[] }).items;
  const me = customers.find((c) => c.email === customer.email)!;
  expect((await page.request.put(`/api/price-lists/${slug}/shares`, { data: { userIds: [me.id] }, headers: write() })).status()).toBe(200);
  // The name QuickBooks knows the customer by: the export uses it.
  const qbName = `Ivan's Cafe ${id}`;
  expect((await page.request.put(`/api/users/${me.id}/business`, { data: { quickbooksName: qbName }, headers: write() })).status()).toBe(200);

  await signInAsAccount(page, customer);
  const options = (await (await page.request.get(`/api/orders/options?priceList=${slug}`)).json()) as { deliveryDates: { date: string }[] };
  const date = options.deliveryDates[0]!.date;
  const placed = await page.request.post('/api/orders', {
    data: { priceList: slug, deliveryDate: date, lines: [{ product: product.id, quantity: 5 }] },
    headers: { ...write(), 'Idempotency-Key': `e2e-inv-${id}` },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: string; number: string };

  await signInAs(page, 'seller');
  let invoice: { id: string; number: string } | null = null;
  for (const status of ['confirmed', 'picking', 'packed', 'out_for_delivery', 'delivered']) {
    const moved = await page.request.post(`/api/orders/${order.id}/status`, { data: { status }, headers: write() });
    expect(moved.status(), await moved.text()).toBe(200);
    invoice = ((await moved.json()) as { invoice: { id: string; number: string } | null }).invoice;
  }
  expect(invoice).not.toBeNull();
  return { order, invoice: invoice!, date, qbName };
}

/** "2026-11-24" as the English day field takes it. */
const usDay = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

test('a delivered order is invoiced, the customer reads it, and staff export it to both QuickBooks flavours', async ({ page }) => {
  test.setTimeout(90_000);
  const { order, invoice, date, qbName } = await deliveredOrder(page);

  // The customer, in English: the order links its invoice; the invoice shows its line and total.
  await page.context().clearCookies();
  await signInAsAccount(page, customer);
  await page.goto(`/orders/${order.id}`);
  await page.getByRole('link', { name: `Invoice ${invoice.number}`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${invoice.number}` })).toBeVisible();
  await expect(page.getByTestId('invoice-total')).toHaveText('$300.00');
  await expect(page.getByRole('link', { name: 'PDF', exact: true })).toHaveAttribute('href', `/api/invoices/${invoice.id}/pdf?lang=en`);
  await page.goto('/invoices');
  await expect(page.getByRole('link', { name: `Invoice ${invoice.number}`, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Export to QuickBooks' })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // Staff export the delivery day for QuickBooks Desktop: the IIF reads back with the project's reader.
  await page.context().clearCookies();
  await signInAs(page, 'seller');
  await page.goto('/invoices');
  const panel = page.getByRole('region', { name: 'Export to QuickBooks' });
  await panel.getByRole('textbox', { name: 'From', exact: true }).fill(usDay(date));
  await panel.getByRole('textbox', { name: 'To', exact: true }).fill(usDay(date));
  await panel.getByRole('textbox', { name: 'To', exact: true }).blur();
  await expect(panel.getByRole('status')).toContainText('exported before');
  await panel.getByRole('radio', { name: 'Desktop (IIF)' }).check();
  const desktop = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export' }).click();
  // A day other runs exported already asks first.
  const asked = page.getByRole('dialog', { name: 'Export again?' });
  if (await asked.isVisible().catch(() => false)) await asked.getByRole('button', { name: 'Export again' }).click();
  const iif = await desktop;
  expect(iif.suggestedFilename()).toBe(`invoices-${date}-${date}.iif`);
  const rows = readIifRows(new TextDecoder('windows-1252').decode(fs.readFileSync((await iif.path())!)));
  const trns = rows.find((r) => r.type === 'TRNS' && r.fields.DOCNUM === invoice.number);
  expect(trns?.fields).toMatchObject({ TRNSTYPE: 'INVOICE', NAME: qbName, AMOUNT: '300.00', ACCNT: 'Accounts Receivable' });
  expect(rows.filter((r) => r.type === 'SPL' && r.fields.DOCNUM === invoice.number).map((r) => r.fields.AMOUNT)).toEqual(['-300.00']);

  // QuickBooks Online: the day was just exported, so it asks before exporting again.
  await panel.getByRole('radio', { name: 'Online (CSV)' }).check();
  await panel.getByRole('button', { name: 'Export' }).click();
  const again = page.getByRole('dialog', { name: 'Export again?' });
  await expect(again).toContainText(/were exported before\. Export them again\?|was exported before\. Export it again\?/);
  const online = page.waitForEvent('download');
  await again.getByRole('button', { name: 'Export again' }).click();
  const csv = await online;
  expect(csv.suggestedFilename()).toBe(`invoices-${date}-${date}.csv`);
  const text = fs.readFileSync((await csv.path())!, 'utf8');
  expect(text.split('\r\n')[0]).toContain('InvoiceNo,Customer,InvoiceDate');
  expect(text).toContain(`${invoice.number},${qbName},`);
});

test('staff read the invoices page in Spanish', async ({ page }) => {
  await useLanguage(page, 'es');
  await signInAs(page, 'seller');
  await page.goto('/invoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Facturas' })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Exportar a QuickBooks' });
  await expect(panel.getByRole('radio', { name: 'Desktop (IIF)' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Exportar' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
