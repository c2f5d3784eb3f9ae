import type { Page } from '@playwright/test';
import { createProduct, expect, expectAccessible, FIRST_PAINT, latestMail, lookAt, signInAs, signInAsAccount, test, unique, useLanguage } from './fixtures.js';
import { E2E_FULFILMENT_CUSTOMER } from './users.js';

const origin = () => new URL(test.info().project.use.baseURL!).origin;
const write = () => ({ origin: origin() });

/**
 * An order of the customer's, through the API: 5 cases of a product at $60 (one of $90 beside it on
 * their list, the substitute) and 2 cases of about 10 lb of a catch-weight one at $3/lb; their rule:
 * substitutes up to +10%. Confirmed and being picked. Leaves the page signed in as the seller.
 */
async function pickingOrder(page: Page) {
  const customer = E2E_FULFILMENT_CUSTOMER;
  await signInAs(page, 'seller');
  const [mango, papaya, salmon] = [await createProduct(page, 'Mango'), await createProduct(page, 'Papaya'), await createProduct(page, 'CatchWeight', { soldByWeight: true, caseWeight: '10' })];
  const id = unique();
  const created = await page.request.post('/api/price-lists', { data: { name: `E2E fulfilment ${id}`, slug: `e2e-fulfil-${id}`, source: { kind: 'empty' } }, headers: write() });
  expect(created.status(), await created.text()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };
  const { version } = (await (await page.request.get(`/api/price-lists/${slug}`)).json()) as { version: number };
  const changes = [
    { productId: mango.id, price: '60.00' },
    { productId: papaya.id, price: '90.00' },
    { productId: salmon.id, price: '3.00' },
  ];
  const saved = await page.request.post(`/api/price-lists/${slug}/save`, { data: { version, changes, confirmBelowFloor: true, confirmLargeMoves: true }, headers: write() });
  expect(saved.status(), await saved.text()).toBe(200);
  const customers = ((await (await page.request.get('/api/customers')).json()) as { items: { id: string; email: string }[] }).items;
  const me = customers.find((c) => c.email === customer.email)!;
  expect((await page.request.put(`/api/price-lists/${slug}/shares`, { data: { userIds: [me.id] }, headers: write() })).status()).toBe(200);
  const rule = await page.request.put(`/api/users/${me.id}/business`, { data: { substitutions: true, substitutionLimit: 10 }, headers: write() });
  expect(rule.status(), await rule.text()).toBe(200);

  await signInAsAccount(page, customer);
  const company = `E2E Faltantes ${id}`;
  expect((await page.request.put('/api/profile/business', { data: { company }, headers: write() })).status()).toBe(200);
  expect((await page.request.patch('/api/profile', { data: { language: 'es' }, headers: write() })).status()).toBe(200);
  const options = (await (await page.request.get(`/api/orders/options?priceList=${slug}`)).json()) as { deliveryDates: { date: string }[] };
  const date = options.deliveryDates[0]!.date;
  const placed = await page.request.post('/api/orders', {
    data: { priceList: slug, deliveryDate: date, lines: [{ product: mango.id, quantity: 5 }, { product: salmon.id, quantity: 2 }] },
    headers: { ...write(), 'Idempotency-Key': `e2e-fulfil-${id}` },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: string; number: string };

  await signInAs(page, 'seller');
  expect((await page.request.post(`/api/orders/${order.id}/confirm`, { headers: write() })).status()).toBe(200);
  expect((await page.request.post(`/api/orders/${order.id}/status`, { data: { status: 'picking' }, headers: write() })).status()).toBe(200);
  return { ...order, date, company, papaya };
}

test('a picker marks a short and proposes a dearer substitute; the customer approves it on a phone in one tap, in Spanish; the cases are weighed', async ({ page, browser }) => {
  test.slow();
  const { id, number, date, company, papaya } = await pickingOrder(page);
  await page.goto(`/orders/manage?date=${date}&q=${encodeURIComponent(company)}`);
  await page.getByRole('button', { name: `Open order ${number}` }).click(FIRST_PAINT);
  const dialog = page.getByRole('dialog', { name: `Order ${number}` });
  const first = dialog.getByTestId('desk-line-1');

  // Short: 4 of the 5 cases.
  await first.getByRole('button', { name: 'Short' }).click();
  await first.getByLabel(/^Delivered of/).fill('4');
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(first.getByText('Short: 4 of 5 cases delivered')).toBeVisible();
  await expect(first.getByText('Credit $60.00')).toBeVisible();

  // A substitute for one more case: $90 for a $60 case is above the customer's +10%, so they are asked.
  const since = Date.now();
  await first.getByRole('button', { name: 'Substitute' }).click();
  await first.getByLabel('Substitute product').selectOption(papaya.id);
  await first.getByLabel('Quantity of the substitute').fill('1');
  await first.getByLabel(/^Replaces/).fill('1');
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(first.getByText(/Waiting for the answer until/)).toBeVisible();
  await expectAccessible(page);
  await lookAt(page, 'fulfilment-desk-asked-en');
  const mail = await latestMail(E2E_FULFILMENT_CUSTOMER.email, since);
  expect(mail.subject).toBe(`Pedido ${number}: ¿aprueba un sustituto?`);
  expect(mail.link).toContain('/substitution?token=');

  // The customer, on a phone, in Spanish: one tap.
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: origin() });
  const phone = await phoneContext.newPage();
  await useLanguage(phone, 'es');
  await signInAsAccount(phone, E2E_FULFILMENT_CUSTOMER);
  await phone.goto(`/orders/${id}`);
  const asked = phone.getByTestId('asked-substitute');
  await expect(asked.getByText(/Podemos enviar 1 caja de E2E Papaya .* ES en su lugar, por \$90\.00/)).toBeVisible(FIRST_PAINT);
  await expect(asked.getByText(/Si no responde antes de las/)).toBeVisible();
  const approve = asked.getByRole('button', { name: 'Aprobar' });
  const box = (await approve.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  await expectAccessible(phone);
  await lookAt(phone, 'fulfilment-customer-asked-es');
  await approve.click();
  await expect(phone.getByText('Aprobó el sustituto.')).toBeVisible();
  // The approved substitute is charged as an amount of its own.
  const substitute = phone.getByTestId('substitute-line');
  await expect(substitute.getByText(/Sustituto: 1 caja de E2E Papaya .* ES × \$90\.00 \(reemplaza 1 caja\) Aprobado/)).toBeVisible();
  await expect(substitute.getByTestId('line-amount')).toHaveText('$90.00');
  await expect(phone.getByText('Faltante: se entregan 3 de 5 cajas')).toBeVisible();
  // The link was for one answer: it is used now.
  await phone.goto(new URL(mail.link).pathname + new URL(mail.link).search);
  await expect(phone.getByText('Este enlace ya se usó o no existe.', { exact: false })).toBeVisible(FIRST_PAINT);
  await phoneContext.close();

  // The staff weigh the catch-weight cases at their desk.
  await page.goto(`/orders/manage?date=${date}&q=${encodeURIComponent(company)}`);
  await page.getByRole('button', { name: `Open order ${number}` }).click(FIRST_PAINT);
  const second = page.getByRole('dialog', { name: `Order ${number}` }).getByTestId('desk-line-2');
  await expect(second.getByText(/Not weighed yet/)).toBeVisible();
  await second.getByRole('button', { name: 'Weights' }).click();
  await second.getByLabel(/^Case 1 of/).fill('10.5');
  await second.getByLabel(/^Case 2 of/).fill('9.75');
  await second.getByRole('button', { name: 'Save' }).click();
  await expect(second.getByText('2 of 2 cases weighed: 10.5, 9.75 lb')).toBeVisible();
  await expect(second.getByText(/actual \$60\.75/)).toBeVisible();
  // 3 x $60 + $90 + $60.75 actual.
  await expect(page.getByTestId('desk-total')).toHaveText('$330.75');
  await lookAt(page, 'fulfilment-desk-weighed-en');
  expect((await page.request.post(`/api/orders/${id}/status`, { data: { status: 'packed' }, headers: write() })).status()).toBe(200);
  expect((await page.request.post(`/api/orders/${id}/status`, { data: { status: 'out_for_delivery' }, headers: write() })).status()).toBe(200);

  // Delivered, the order is invoiced with the weights, the approved substitute and the short's credit.
  expect((await page.request.post(`/api/orders/${id}/status`, { data: { status: 'delivered' }, headers: write() })).status()).toBe(200);
  const { invoice } = (await (await page.request.get(`/api/orders/${id}`)).json()) as { invoice: { id: string; number: string } };
  await page.goto(`/invoices/${invoice.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${invoice.number}` })).toBeVisible(FIRST_PAINT);
  await expect(page.getByText('Weighed 10.5 + 9.75 = 20.25 lb (estimated 20 lb)')).toBeVisible();
  await expect(page.getByTestId('invoice-total')).toHaveText('$330.75');
  await lookAt(page, 'fulfilment-invoice-weighed-en');
});
