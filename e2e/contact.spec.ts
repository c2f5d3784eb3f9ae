import type { Page, Route } from '@playwright/test';
import { expect, expectAccessible, gotoIsland, latestMail, signInAs, test } from './fixtures.js';

const STAFF = 'sales@freshproduce.example';
const PHONE = '+1 (305) 555-0142';

async function fillForm(page: Page, email: string, message = 'We need 10 cases of Roma tomatoes every Tuesday.') {
  await page.getByLabel('Full name').fill('Rosa Martínez');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone (optional)').fill('+1 305 555 0199');
  await page.getByLabel('Company (optional)').fill('Café Rosa');
  await page.getByLabel('Reason for contacting us').selectOption('purchase_inquiry');
  await page.getByLabel('Estimated purchase size').selectOption('500_1000');
  await page.getByLabel('Message').fill(message);
}

/** Nothing typed is lost after a failed send. */
async function expectFormKept(page: Page, email: string) {
  await expect(page.getByLabel('Full name')).toHaveValue('Rosa Martínez');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Reason for contacting us')).toHaveValue('purchase_inquiry');
  await expect(page.getByLabel('Message')).toHaveValue(/Roma tomatoes/);
}

test('a visitor sends a message: success, a confirmation to them and the message to the staff', async ({ page }) => {
  const email = `rosa-${Date.now()}@example.com`;
  await gotoIsland(page, '/contact', 'contact');
  await fillForm(page, email);
  await expect(page.getByText('48 / 5,000 characters')).toBeVisible();
  const since = Date.now();
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Message sent! We e-mailed you a confirmation.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Message sent! We e-mailed you a confirmation.' })).toBeFocused();

  const confirmation = await latestMail(email, since);
  expect(confirmation.subject).toContain('We received your message');
  // The confirmation goes to an address nobody has verified: it repeats nothing the sender wrote.
  expect(confirmation.text).not.toContain('Roma tomatoes');
  expect(confirmation.text).not.toContain('Rosa');
  const staff = await latestMail(STAFF, since);
  expect(staff.text).toContain('Rosa Martínez');
  expect(staff.text).toContain(email);
  expect(staff.text).toContain('Roma tomatoes');

  // Another message keeps who is writing and clears the rest.
  await page.getByRole('link', { name: 'Send another message' }).click();
  await expect(page.getByLabel('Full name')).toHaveValue('Rosa Martínez');
  await expect(page.getByLabel('Message')).toHaveValue('');
});

test('a message sent in Spanish gets a Spanish confirmation', async ({ page }) => {
  const email = `ana-${Date.now()}@example.com`;
  await gotoIsland(page, '/contact', 'contact');
  await page.getByRole('link', { name: 'Change language' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contáctenos' })).toBeVisible();
  await page.getByLabel('Nombre completo').fill('Ana Pérez');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Motivo de contacto').selectOption('request_price_list');
  await page.getByLabel('Monto estimado de compra').selectOption('over_5000');
  await expect(page.getByLabel('Monto estimado de compra').locator('option:checked')).toHaveText('Más de $5,000');
  await page.getByLabel('Mensaje').fill('Quisiera la lista de precios.');
  const since = Date.now();
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page.getByText('¡Mensaje enviado! Le enviamos una confirmación por correo electrónico.')).toBeVisible();
  expect((await latestMail(email, since)).subject).toContain('Recibimos su mensaje');
});

test('an empty form is checked in the browser, field by field, and focus goes to the first error', async ({ page }) => {
  let posted = false;
  await page.route('**/api/contact', async (route) => {
    posted = true;
    await route.continue();
  });
  await gotoIsland(page, '/contact', 'contact');
  await page.getByRole('button', { name: 'Send message' }).click();
  for (const text of [
    'Full name is required',
    'Email is required',
    'Message is required',
    'Choose a reason for contacting us',
    'Choose an estimated purchase size',
  ]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  const name = page.getByLabel('Full name');
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Full name is required');
  await expect(page.getByLabel('Phone (optional)')).not.toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Full name').fill('Rosa');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Invalid email format')).toBeVisible();
  await expect(page.getByLabel('Email')).toBeFocused();
  expect(posted).toBe(false);
  await expectAccessible(page);
});

test('a field the server refuses is highlighted and focused', async ({ page }) => {
  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'validation_failed', message: 'phone: phoneInvalid', fields: { phone: 'phoneInvalid' } } }),
    }),
  );
  await gotoIsland(page, '/contact', 'contact');
  const email = 'rosa@example.com';
  await fillForm(page, email);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('There was an error sending your message. Please check the highlighted fields.')).toBeVisible();
  await expect(page.getByText('Enter a valid phone number')).toBeVisible();
  await expect(page.getByLabel('Phone (optional)')).toBeFocused();
  await expect(page.getByLabel('Phone (optional)')).toHaveAttribute('aria-invalid', 'true');
  await expectFormKept(page, email);
});

test.describe('each kind of failure has its own message and keeps what was typed', () => {
  const cases = [
    {
      name: 'network error',
      handle: (route: Route) => route.abort('internetdisconnected'),
      text: 'There was a problem sending your message. Please try again or call us directly.',
    },
    {
      name: 'server error',
      handle: (route: Route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal","message":"x"}}' }),
      text: 'We are experiencing technical difficulties. Please try again in a few minutes.',
    },
    {
      name: 'rate limit',
      handle: (route: Route) =>
        route.fulfill({ status: 429, contentType: 'application/json', body: '{"error":{"code":"rate_limited","message":"x"}}' }),
      text: 'You have sent several messages in a short time. Please wait a few minutes or call us.',
    },
    {
      name: 'unknown error',
      handle: (route: Route) => route.fulfill({ status: 418, body: 'teapot' }),
      text: 'We are sorry, something unexpected went wrong. Please try again, or call us.',
    },
  ];
  for (const { name, handle, text } of cases) {
    test(name, async ({ page }) => {
      await page.route('**/api/contact', handle);
      await gotoIsland(page, '/contact', 'contact');
      const email = 'rosa@example.com';
      await fillForm(page, email);
      await page.getByRole('button', { name: 'Send message' }).click();
      const alert = page.getByRole('alert').filter({ hasText: text });
      await expect(alert).toBeVisible();
      // The number is given once, as the call link, never also inside the message.
      expect((await alert.innerText()).split(PHONE).length - 1).toBeLessThanOrEqual(1);
      await expectFormKept(page, email);
      // It works once the problem is gone.
      await page.unroute('**/api/contact');
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByText('Message sent! We e-mailed you a confirmation.')).toBeVisible();
    });
  }
});

test('a product page link fills in the reason and a line about the product', async ({ page }) => {
  await page.goto('/products/sandia');
  await page.getByRole('link', { name: 'Check availability' }).click();
  await expect(page).toHaveURL('/contact?reason=check_availability&product=sandia');
  await expect(page.getByLabel('Reason for contacting us')).toHaveValue('check_availability');
  await expect(page.getByLabel('Message')).toHaveValue(/Seedless Watermelon/);
});

test('the business contact details come from the company facts', async ({ page }) => {
  await page.goto('/contact');
  const details = page.getByRole('complementary');
  await expect(details.getByRole('link', { name: PHONE })).toHaveAttribute('href', 'tel:+13055550142');
  await expect(details.getByRole('link', { name: STAFF })).toHaveAttribute('href', `mailto:${STAFF}`);
  await expect(details).toContainText('2150 NW 12th Avenue');
  await expect(details).toContainText('Monday to Saturday, 4:00 AM – 11:00 AM');
  await expect(details).toContainText('For orders placed before 8:00 AM');
  await page.getByRole('link', { name: 'Change language' }).click();
  await expect(details).toContainText('Lunes a sábado');
  await expect(page.getByLabel('Motivo de contacto').locator('option')).toContainText([
    'Elija…',
    'Solicitar lista de precios',
  ]);
  await page.getByRole('link', { name: 'Cambiar idioma' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`no serious axe violation on /contact (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await gotoIsland(page, '/contact', 'contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
    await page.route('**/api/contact', (route) => route.abort());
    await fillForm(page, 'rosa@example.com');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectAccessible(page);
  });
}

test('at 360 px the contact page does not scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('a signed-in customer sends a message from the app, with the same checks', async ({ page }) => {
  await signInAs(page, 'customer');
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Full name is required', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Full name')).toBeFocused();
  const email = `app-${Date.now()}@example.com`;
  await fillForm(page, email);
  await page.getByLabel('Email').fill('not-an-email');
  await expect(page.getByText('Invalid email format')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await expect(page.getByText('Invalid email format')).toBeHidden();
  const since = Date.now();
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Message sent! We e-mailed you a confirmation.' })).toBeFocused();
  expect((await latestMail(email, since)).subject).toContain('We received your message');
  await page.getByRole('link', { name: 'Send another message' }).click();
  await expect(page).toHaveURL('/contact');
  await expect(page.getByLabel('Full name')).toHaveValue('Rosa Martínez');
  await expect(page.getByLabel('Message')).toHaveValue('');
});
