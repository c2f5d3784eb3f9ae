import type { Page } from '@playwright/test';
import { createProduct, expect, expectAccessible, FIRST_PAINT, latestMail, lookAt, shareListWith, signInAs, signInAsAccount, test, unique, useLanguage } from './fixtures.js';
import { E2E_STANDING_CUSTOMERS } from './users.js';

// A customer saves a standing order on the page; the server's scheduler (every second here) makes its
// draft and mails the reminder in the customer's language. The English customer places it as is from
// the mail's link, without signing in; the Spanish one skips it on the draft's page.
//
// Every weekday and 72 hours ahead: the trucks run Monday to Saturday with an 8:00 AM cutoff, so the
// next delivery date's cutoff is at most 48 hours away (Saturday after 8:00 AM to Monday 8:00 AM),
// within the lead time whatever the time of day.

const TEXT = {
  en: {
    title: 'Standing orders',
    new: 'New standing order',
    name: 'Name',
    quantity: (name: string) => `Quantity of ${name} (case)`,
    day: 'Monday',
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    lead: 'Hours before the cutoff to prepare the draft',
    save: 'Save standing order',
    subject: (name: string) => new RegExp(`^Standing order "${name}": delivery `),
    placeAsIs: 'Place as is',
    placed: /^Placed: order (\d+)$/,
    product: (p: { name: string }) => p.name,
  },
  es: {
    title: 'Pedidos fijos',
    new: 'Nuevo pedido fijo',
    name: 'Nombre',
    quantity: (name: string) => `Cantidad de ${name} (caja)`,
    days: ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
    lead: 'Horas antes de la hora límite para preparar el borrador',
    save: 'Guardar pedido fijo',
    subject: (name: string) => new RegExp(`^Pedido fijo «${name}»: entrega el `),
    skip: 'Omitir este',
    skipped: 'Omitido',
    product: (p: { name: string }) => `${p.name} ES`,
  },
} as const;

/** A product of the test's own at $30 a case on a list of its own, shared with `email` (a small business: the $250 minimum). */
async function listFor(page: Page, email: string) {
  await signInAs(page, 'seller');
  const product = await createProduct(page, 'Standing');
  await shareListWith(page, email, [{ productId: product.id, price: '30.00' }], 'standing');
  return product;
}

/** The newest reminder to `to` after `since`, waiting for the scheduler (a reminder comes within a few seconds). */
async function reminder(to: string, since: number, subject: RegExp) {
  for (let i = 0; i < 5; i++) {
    const mail = await latestMail(to, since).catch(() => null);
    if (mail && subject.test(mail.subject)) return mail;
  }
  throw new Error(`no reminder to ${to}`);
}

/** Saves a standing order of every weekday, 72 hours ahead, with 10 cases of the product ($300), on the page. */
async function saveStandingOrder(page: Page, t: (typeof TEXT)['en' | 'es'], name: string, product: { name: string }, look?: string) {
  await page.goto('/standing-orders');
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible(FIRST_PAINT);
  await page.getByRole('button', { name: t.new }).click();
  const form = page.getByRole('form');
  await form.getByLabel(t.name, { exact: true }).fill(name);
  await form.getByRole('textbox', { name: t.quantity(t.product(product)) }).fill('10');
  for (const day of t.days) await form.getByRole('checkbox', { name: day, exact: true }).check();
  await form.getByLabel(t.lead).fill('72');
  await expectAccessible(page);
  if (look) await lookAt(page, look);
  const since = Date.now();
  await form.getByRole('button', { name: t.save }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  return since;
}

test('a customer saves a standing order; its draft is mailed and placed as is from the mail, without signing in', async ({ page, browser }) => {
  test.slow();
  const customer = E2E_STANDING_CUSTOMERS.en;
  const t = TEXT.en;
  const product = await listFor(page, customer.email);
  await signInAsAccount(page, customer);
  const name = `Weekly ${unique()}`;
  const since = await saveStandingOrder(page, t, name, product, 'standing-order-form-en');
  await expectAccessible(page);
  await lookAt(page, 'standing-orders-en');

  const mail = await reminder(customer.email, since, t.subject(name));
  expect(mail.text).toContain(`${product.name}: 10 cases × $30.00 = $300.00`);
  expect(mail.text).toMatch(/Answer by .+\. Without an answer we place it as is\./);
  expect(mail.link).toMatch(/\/standing-order\?token=[\w-]+&action=place$/);

  // Their orders page shows the draft waiting for an answer.
  await page.goto('/orders');
  const waiting = page.getByRole('region', { name: 'Standing orders waiting for your answer' });
  await expect(waiting.getByRole('link', { name: new RegExp(`^${name}: delivery `) }).first()).toBeVisible(FIRST_PAINT);
  await expectAccessible(page);

  // The mail's link, in a browser that never signed in.
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.250.0.1' } });
  const anonymous = await context.newPage();
  await anonymous.goto(mail.link);
  await expect(anonymous.getByText('Total: $300.00')).toBeVisible(FIRST_PAINT);
  await expectAccessible(anonymous);
  await anonymous.getByRole('button', { name: t.placeAsIs }).click();
  const outcome = anonymous.getByTestId('draft-outcome');
  await expect(outcome).toHaveText(t.placed);
  const number = t.placed.exec((await outcome.textContent()) ?? '')![1]!;
  await context.close();

  // The order is the customer's, in their orders.
  await page.goto('/orders');
  await expect(page.getByRole('link', { name: `Order ${number}`, exact: true })).toBeVisible(FIRST_PAINT);
});

test('a Spanish customer reads the reminder in Spanish and skips the delivery on the draft\'s page', async ({ page }) => {
  test.slow();
  const customer = E2E_STANDING_CUSTOMERS.es;
  const t = TEXT.es;
  await useLanguage(page, 'es');
  const product = await listFor(page, customer.email);
  await signInAsAccount(page, customer);
  const name = `Semanal ${unique()}`;
  const since = await saveStandingOrder(page, t, name, product);

  const mail = await reminder(customer.email, since, t.subject(name));
  expect(mail.text).toContain(`${product.name} ES: 10 cajas × $30.00 = $300.00`);
  expect(mail.text).toContain('Si no responde, lo hacemos tal cual.');
  const edit = /Modificar: (\S+)/.exec(mail.text)![1]!;

  await page.goto(edit);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${name}: entrega el `) })).toBeVisible(FIRST_PAINT);
  await expect(page.getByTestId('draft-state')).toHaveText(/^Espera su respuesta hasta /);
  await expectAccessible(page);
  await lookAt(page, 'standing-draft-es');
  await page.getByRole('button', { name: t.skip }).click();
  await expect(page.getByTestId('draft-state')).toHaveText(t.skipped);

  // The standing order still runs: its list shows the next draft.
  await page.goto('/standing-orders');
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible(FIRST_PAINT);
  await expectAccessible(page);
});
