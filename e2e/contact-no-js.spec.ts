import type { Page } from '@playwright/test';
import { expect, expectAccessible, latestMail, test, useLanguage } from './fixtures.js';

// The contact form with JavaScript off: it posts to the server, which checks it and answers with the page.
test.use({ javaScriptEnabled: false });

const WORDS = {
  en: {
    name: 'Full name',
    email: 'Email',
    reason: 'Reason for contacting us',
    size: 'Estimated purchase size',
    message: 'Message',
    send: 'Send message',
    emailInvalid: 'Invalid email format',
    sizeRequired: 'Choose an estimated purchase size',
    formError: 'There was an error sending your message. Please check the highlighted fields.',
    sent: 'Message sent! We e-mailed you a confirmation.',
    subject: 'We received your message',
  },
  es: {
    name: 'Nombre completo',
    email: 'Correo electrónico',
    reason: 'Motivo de contacto',
    size: 'Monto estimado de compra',
    message: 'Mensaje',
    send: 'Enviar mensaje',
    emailInvalid: 'Formato de correo electrónico no válido',
    sizeRequired: 'Elija el monto estimado de compra',
    formError: 'Hubo un error al enviar su mensaje. Revise los campos marcados.',
    sent: '¡Mensaje enviado! Le enviamos una confirmación por correo electrónico.',
    subject: 'Recibimos su mensaje',
  },
} as const;

/**
 * axe runs as a script, which a page without JavaScript cannot run: the page's markup as it stands is
 * shown again in a page with JavaScript but without the site's scripts, in the same colour scheme, and
 * checked there.
 */
async function expectAccessibleAsServed(page: Page, scheme: 'light' | 'dark' = 'light') {
  const html = await page.content();
  const context = await page.context().browser()!.newContext({ baseURL: new URL(page.url()).origin, colorScheme: scheme, javaScriptEnabled: true });
  try {
    const copy = await context.newPage();
    await copy.route('**/*.js', (route) => route.abort());
    await copy.route(page.url(), (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }));
    await copy.goto(page.url());
    expect(await copy.locator('script[src]').count()).toBeGreaterThan(0);
    await expectAccessible(copy);
  } finally {
    await context.close();
  }
}

async function fill(page: Page, w: (typeof WORDS)['en' | 'es'], email: string) {
  await page.getByLabel(w.name).fill('Rosa <b>Martínez</b>');
  await page.getByLabel(w.email).fill(email);
  await page.getByLabel(w.reason).selectOption('purchase_inquiry');
  await page.getByLabel(w.message).fill('We need 10 cases of Roma tomatoes every Tuesday. "Fresh" & <ripe>.');
}

for (const language of ['en', 'es'] as const) {
  const w = WORDS[language];
  test(`without JavaScript a mistake comes back marked, then the message goes (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    const email = `nojs-${language}-${Date.now()}@example.com`;
    await page.goto('/contact');
    // A mistake (the address) and a missing choice (the purchase size).
    await fill(page, w, 'rosa-at-example.com');
    await page.getByRole('button', { name: w.send }).click();
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('alert').filter({ hasText: w.formError })).toBeVisible();
    await expect(page.getByLabel(w.email)).toHaveAccessibleDescription(w.emailInvalid);
    await expect(page.getByLabel(w.email)).toHaveAttribute('aria-invalid', 'true');
    // The page opens on the first refused field.
    await expect(page.getByLabel(w.email)).toBeFocused();
    await expect(page.getByLabel(w.size)).toHaveAccessibleDescription(w.sizeRequired);
    // Everything typed is kept, markup as text.
    await expect(page.getByLabel(w.name)).toHaveValue('Rosa <b>Martínez</b>');
    await expect(page.getByLabel(w.email)).toHaveValue('rosa-at-example.com');
    await expect(page.getByLabel(w.reason)).toHaveValue('purchase_inquiry');
    await expect(page.getByLabel(w.message)).toHaveValue(/"Fresh" & <ripe>\.$/);
    await expectAccessibleAsServed(page);

    await page.getByLabel(w.email).fill(email);
    await page.getByLabel(w.size).selectOption('500_1000');
    const since = Date.now();
    await page.getByRole('button', { name: w.send }).click();
    await expect(page).toHaveURL('/contact?sent=1');
    await expect(page.getByRole('heading', { name: w.sent })).toBeVisible();
    await expect(page.getByRole('heading', { name: w.sent })).toBeFocused();
    await expect(page.getByLabel(w.message)).toBeHidden();
    expect((await latestMail(email, since)).subject).toContain(w.subject);
    await expectAccessibleAsServed(page);

    // "Send another message" is a link back to the empty form.
    await page.getByRole('link', { name: language === 'en' ? 'Send another message' : 'Enviar otro mensaje' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(page.getByLabel(w.message)).toHaveValue('');
  });
}

test('without JavaScript a product link still fills in the reason and the product line', async ({ page }) => {
  await page.goto('/contact?reason=check_availability&product=sandia');
  await expect(page.getByLabel('Reason for contacting us')).toHaveValue('check_availability');
  await expect(page.getByLabel('Message')).toHaveValue(/Seedless Watermelon/);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`no serious axe violation on /contact without JavaScript (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessibleAsServed(page, scheme);
  });
}
