import type { Page } from '@playwright/test';
import { createProduct, expect, expectAccessible, FIRST_PAINT, latestMail, lookAt, signInAs, signInAsAccount, test, unique, useLanguage } from './fixtures.js';
import { E2E_DESK_CUSTOMERS } from './users.js';

const origin = () => new URL(test.info().project.use.baseURL!).origin;
const write = () => ({ origin: origin() });

/**
 * Two orders of a customer of the test's own, placed through the API as the customer would: a product
 * on a list shared with them (over their minimum), for the first delivery date offered. Leaves the page
 * signed in as the customer.
 */
async function twoOrders(page: Page, customer: { email: string; password: string }, language: 'en' | 'es') {
  await signInAs(page, 'seller');
  const product = await createProduct(page, 'Mango');
  const id = unique();
  const created = await page.request.post('/api/price-lists', { data: { name: `E2E desk ${id}`, slug: `e2e-desk-${id}`, source: { kind: 'empty' } }, headers: write() });
  expect(created.status(), await created.text()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };
  const { version } = (await (await page.request.get(`/api/price-lists/${slug}`)).json()) as { version: number };
  const saved = await page.request.post(`/api/price-lists/${slug}/save`, { data: { version, changes: [{ productId: product.id, price: '60.00' }], confirmBelowFloor: true }, headers: write() });
  expect(saved.status(), await saved.text()).toBe(200);
  const customers = ((await (await page.request.get('/api/customers')).json()) as { items: { id: string; email: string }[] }).items;
  const me = customers.find((c) => c.email === customer.email)!;
  expect((await page.request.put(`/api/price-lists/${slug}/shares`, { data: { userIds: [me.id] }, headers: write() })).status()).toBe(200);

  await signInAsAccount(page, customer);
  const company = `E2E Bistro ${id}`;
  const business = await page.request.put('/api/profile/business', { data: { company, address: '100 Biscayne Blvd, Miami FL' }, headers: write() });
  expect(business.status(), await business.text()).toBe(200);
  expect((await page.request.patch('/api/profile', { data: { language }, headers: write() })).status()).toBe(200);
  const options = (await (await page.request.get(`/api/orders/options?priceList=${slug}`)).json()) as { deliveryDates: { date: string }[] };
  const date = options.deliveryDates[0]!.date;
  const numbers: string[] = [];
  for (const quantity of [5, 7]) {
    const placed = await page.request.post('/api/orders', {
      data: { priceList: slug, deliveryDate: date, lines: [{ product: product.id, quantity }] },
      headers: { ...write(), 'Idempotency-Key': `e2e-desk-${id}-${quantity}` },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    numbers.push(((await placed.json()) as { number: string }).number);
  }
  return { date, company, numbers: numbers as [string, string] };
}

const TEXT = {
  en: {
    title: 'Manage orders',
    select: (n: string) => `Select order ${n}`,
    open: (n: string) => `Open order ${n}`,
    confirmOne: 'Confirm selected (1)',
    confirmed: '1 order confirmed.',
    order: (n: string) => `Order ${n}`,
    cancel: 'Cancel order…',
    cancelConfirm: 'Cancel order',
    reasonRequired: 'Give the customer a reason',
    reasonLabel: 'Reason (told to the customer)',
    reason: 'We have no mangoes for this delivery.',
    cancelled: (n: string) => `Order ${n} cancelled; the customer was told why.`,
    statusConfirmed: 'Confirmed',
    statusCancelled: 'Cancelled',
    close: 'Close',
  },
  es: {
    title: 'Administrar pedidos',
    select: (n: string) => `Seleccionar el pedido ${n}`,
    open: (n: string) => `Abrir el pedido ${n}`,
    confirmOne: 'Confirmar seleccionados (1)',
    confirmed: 'Se confirmó 1 pedido.',
    order: (n: string) => `Pedido ${n}`,
    cancel: 'Cancelar pedido…',
    cancelConfirm: 'Cancelar pedido',
    reasonRequired: 'Indique el motivo al cliente',
    reasonLabel: 'Motivo (se le informa al cliente)',
    reason: 'No tenemos mangos para esta entrega.',
    cancelled: (n: string) => `Pedido ${n} cancelado; se le informó el motivo al cliente.`,
    statusConfirmed: 'Confirmado',
    statusCancelled: 'Cancelado',
    close: 'Cerrar',
  },
} as const;

for (const language of ['en', 'es'] as const) {
  const t = TEXT[language];
  for (const width of [390, 1366] as const) {
    test(`a seller sees a date's orders, confirms one and cancels one with a reason the customer is told (${language}, ${width} px)`, async ({ page }) => {
      test.slow();
      const customer = E2E_DESK_CUSTOMERS[`${language}-${width}` as const];
      const { date, company, numbers } = await twoOrders(page, customer, language);
      const [first, second] = numbers;
      await useLanguage(page, language);
      await signInAs(page, 'seller');
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto(`/orders/manage?date=${date}&q=${encodeURIComponent(company)}`);
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible(FIRST_PAINT);
      await expect(page.getByRole('button', { name: t.open(first) })).toBeVisible();
      await expect(page.getByRole('button', { name: t.open(second) })).toBeVisible();
      await expect(page.getByText(company).filter({ visible: true })).toHaveCount(2);

      await page.getByRole('checkbox', { name: t.select(first) }).check();
      await page.getByRole('button', { name: t.confirmOne }).click();
      await expect(page.getByText(t.confirmed)).toBeVisible();
      await expect(page.getByRole('checkbox', { name: t.select(first) })).toBeDisabled();

      const since = Date.now();
      await page.getByRole('button', { name: t.open(second) }).click();
      const dialog = page.getByRole('dialog', { name: t.order(second) });
      await expect(dialog.getByText('$420.00').first()).toBeVisible();
      await dialog.getByRole('button', { name: t.cancel }).click();
      await dialog.getByRole('button', { name: t.cancelConfirm, exact: true }).click();
      await expect(dialog.getByText(t.reasonRequired)).toBeVisible();
      await expectAccessible(page);
      await dialog.getByRole('textbox', { name: t.reasonLabel }).fill(t.reason);
      if (width === 390) {
        await lookAt(page, `order-desk-cancel-${language}`);
        await page.setViewportSize({ width, height: 844 });
      }
      await dialog.getByRole('button', { name: t.cancelConfirm, exact: true }).click();
      await expect(page.getByText(t.cancelled(second))).toBeVisible();
      await expect(dialog.getByText(t.reason)).toBeVisible();
      await expect(dialog.getByText(t.statusCancelled, { exact: true })).toBeVisible();
      if (width === 1366) await lookAt(page, `order-desk-order-${language}`);
      await dialog.getByRole('button', { name: t.close, exact: true }).click();

      // The list shows both outcomes; the customer's mail carries the reason.
      const list = width === 390 ? page.getByRole('list', { name: language === 'en' ? 'Orders' : 'Pedidos' }) : page.getByRole('table');
      await expect(list.getByText(t.statusConfirmed)).toHaveCount(1);
      await expect(list.getByText(t.statusCancelled)).toHaveCount(1);
      await expectAccessible(page);
      if (width === 1366) await lookAt(page, `order-desk-${language}`);
      const mail = await latestMail(customer.email, since);
      expect(mail.text).toContain(t.reason);
      expect(`${mail.subject} ${mail.text}`).toContain(second);
    });
  }
}

test('an admin changes the ordering cutoff and adds a holiday in the settings (the other rules stay as they were)', async ({ page }) => {
  await signInAs(page, 'admin');
  const before = (await (await page.request.get('/api/company')).json()) as { sameDayCutoff: string; deliveryDays: string[]; holidays: string[]; minimumOrder: unknown };
  // Another minute of the same early hour: orders placed by tests running meanwhile keep their dates.
  const cutoff = before.sameDayCutoff === '08:00' ? '07:59' : '08:00';
  try {
    await page.goto('/orders/manage');
    await page.getByRole('button', { name: 'Ordering settings' }).click(FIRST_PAINT);
    const dialog = page.getByRole('dialog', { name: 'Ordering settings' });
    await expect(dialog.getByLabel('Cutoff time')).toHaveValue(before.sameDayCutoff);
    await dialog.getByLabel('Cutoff time').fill(cutoff);
    // A holiday far ahead (no test orders for it), added then kept; another added and removed again.
    for (const day of ['12/24/2027', '12/31/2027']) {
      await dialog.getByLabel('Holiday', { exact: true }).fill(day);
      await dialog.getByRole('button', { name: 'Add holiday' }).click();
    }
    await dialog.getByRole('button', { name: 'Remove the holiday of Dec 31, 2027' }).click();
    await expect(dialog.getByRole('list', { name: 'Holidays (no delivery)' }).getByText('Dec 24, 2027')).toBeVisible();
    await lookAt(page, 'order-desk-settings-en');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Ordering settings saved.')).toBeVisible();
    await expect(dialog).toBeHidden();
    const after = (await (await page.request.get('/api/company')).json()) as typeof before;
    expect(after).toEqual({ ...before, sameDayCutoff: cutoff, holidays: [...before.holidays.filter((d) => d !== '2027-12-24'), '2027-12-24'].sort() });
  } finally {
    const current = (await (await page.request.get('/api/company')).json()) as typeof before;
    const restored = { ...current, sameDayCutoff: before.sameDayCutoff, holidays: before.holidays };
    expect((await page.request.put('/api/company', { data: restored, headers: write() })).status()).toBe(200);
  }
});

test('a seller does not see the ordering settings; the settings read in Spanish for an admin', async ({ page }) => {
  await signInAs(page, 'seller');
  await page.goto('/orders/manage');
  await expect(page.getByRole('button', { name: 'Customers' })).toBeVisible(FIRST_PAINT);
  await expect(page.getByRole('button', { name: 'Ordering settings' })).toHaveCount(0);
  await useLanguage(page, 'es');
  await signInAs(page, 'admin');
  await page.goto('/orders/manage');
  await page.getByRole('button', { name: 'Ajustes de pedidos' }).click(FIRST_PAINT);
  const dialog = page.getByRole('dialog', { name: 'Ajustes de pedidos' });
  await expect(dialog.getByLabel('Hora de corte')).toBeVisible();
  await expect(dialog.getByLabel('Negocio grande (US$)')).toBeVisible();
  await lookAt(page, 'order-desk-settings-es');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
});

for (const language of ['en', 'es'] as const) {
  test(`a seller sets a customer's size and delivery days from the order desk (${language})`, async ({ page }) => {
    const t =
      language === 'en'
        ? { customers: 'Customers', find: 'Find a customer (name or e-mail)', size: 'Business size', large: 'Large', medium: 'Medium', save: 'Save business', mon: 'Mon', thu: 'Thu', saved: 'was saved' }
        : { customers: 'Clientes', find: 'Buscar un cliente (nombre o correo)', size: 'Tamaño del negocio', large: 'Grande', medium: 'Mediano', save: 'Guardar negocio', mon: 'lun', thu: 'jue', saved: 'Se guardó el negocio' };
    const customer = E2E_DESK_CUSTOMERS[`business-${language}`];
    const size = language === 'en' ? 'large' : 'medium';
    await useLanguage(page, language);
    await signInAs(page, 'seller');
    await page.goto('/orders/manage');
    await page.getByRole('button', { name: t.customers, exact: true }).click(FIRST_PAINT);
    const list = page.getByRole('dialog', { name: t.customers });
    await list.getByLabel(t.find).fill(customer.name.toLowerCase());
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await lookAt(page, `order-desk-customers-${language}`);
    await list.getByRole('button', { name: new RegExp(customer.name) }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(customer.name) });
    await dialog.getByLabel(t.size).selectOption(size);
    for (const day of [t.mon, t.thu]) await dialog.getByRole('checkbox', { name: day, exact: true }).setChecked(true);
    await lookAt(page, `order-desk-business-${language}`);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.saved)).toBeVisible();

    const customers = ((await (await page.request.get('/api/customers')).json()) as { items: { id: string; email: string }[] }).items;
    const me = customers.find((c) => c.email === customer.email)!;
    const business = (await (await page.request.get(`/api/users/${me.id}/business`)).json()) as { size: string; deliveryDays: string[] | null };
    expect(business.size).toBe(size);
    expect(business.deliveryDays).toEqual(['mon', 'thu']);
    // Back to every truck day, so the next run starts from the same place.
    const reset = await page.request.put(`/api/users/${me.id}/business`, { data: { deliveryDays: null }, headers: write() });
    expect(reset.status(), await reset.text()).toBe(200);
  });
}

test('registration asks the company and the delivery address; the profile shows and edits them', async ({ page }) => {
  const email = `desk-new-${unique()}@e2e.test`;
  await page.goto('/register');
  const form = page.locator('form');
  await page.getByLabel('Name', { exact: true }).fill('Nora New');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a long e2e password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText('Company name is required')).toBeVisible();
  await expect(form.getByText('Delivery address is required')).toBeVisible();
  await page.getByLabel('Company name').fill('Nora’s Kitchen');
  await page.getByLabel('Delivery address').fill('200 Ocean Dr, Miami Beach FL');
  await lookAt(page, 'register-en');
  const since = Date.now();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Check your e-mail to finish creating your account')).toBeVisible();
  const mail = await latestMail(email, since);
  await page.goto(mail.link);
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Your business' });
  await expect(section.getByLabel('Company name')).toHaveValue('Nora’s Kitchen', FIRST_PAINT);
  await expect(section.getByLabel('Delivery address')).toHaveValue('200 Ocean Dr, Miami Beach FL');
  await section.getByLabel('Delivery address').fill('210 Ocean Dr, Miami Beach FL');
  await section.getByRole('button', { name: 'Save business' }).click();
  await expect(page.getByText('Your business details were saved.')).toBeVisible();
  const business = (await (await page.request.get('/api/profile/business')).json()) as { company: string; address: string };
  expect(business).toMatchObject({ company: 'Nora’s Kitchen', address: '210 Ocean Dr, Miami Beach FL' });
  await lookAt(page, 'profile-business-en');
  await expectAccessible(page);
  await useLanguage(page, 'es');
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Su negocio' }).getByLabel('Nombre de la empresa')).toHaveValue('Nora’s Kitchen', FIRST_PAINT);
  await lookAt(page, 'profile-business-es');
});

test('registration asks the company and the delivery address in Spanish too', async ({ page }) => {
  await useLanguage(page, 'es');
  await page.goto('/register');
  await page.getByRole('button', { name: 'Crear cuenta' }).click(FIRST_PAINT);
  await expect(page.getByText('El nombre de la empresa es obligatorio')).toBeVisible();
  await expect(page.getByText('La dirección de entrega es obligatoria')).toBeVisible();
  await expect(page.getByLabel('Dirección de entrega')).toBeVisible();
  await lookAt(page, 'register-es');
  await expectAccessible(page);
});
