import type { Page } from '@playwright/test';
import { sheetFileName } from '@freshprice/shared';
import { pdfText } from '../apps/server/src/test/pdf-text.js';
import { expect, expectAccessible, FIRST_PAINT, latestMail, listWithDemoProducts, lookAt, signInAs, test, unique, useLanguage } from './fixtures.js';
import { E2E_SEND_CUSTOMERS } from './users.js';

// A list of the test's own, shared with three customers (two read English, one Spanish), sent from
// its send page: e-mails read back from the outbox, the WhatsApp checklist, a schedule.

const origin = () => new URL(test.info().project.use.baseURL!).origin;

/** A list with two demo products, shared with the three send customers only. */
async function sharedList(page: Page) {
  const id = unique();
  const slug = `e2e-send-${id}`;
  const name = `E2E send ${id}`;
  const products = await listWithDemoProducts(page, { name, slug }, ['12.50', '31.00']);
  const headers = { origin: origin() };
  const customers = ((await (await page.request.get('/api/customers')).json()) as { items: { id: string; email: string }[] }).items;
  const ids = Object.values(E2E_SEND_CUSTOMERS).map((c) => customers.find((x) => x.email === c.email)!.id);
  const shared = await page.request.put(`/api/price-lists/${slug}/shares`, { data: { userIds: ids }, headers });
  expect(shared.status(), await shared.text()).toBe(200);
  return { slug, name, products };
}

test('a list is sent to its three customers by e-mail, each in their language with the sheet attached; the WhatsApp checklist remembers; a schedule comes and goes', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, 'seller');
  const list = await sharedList(page);
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title>' }));

  // From the list's page.
  await page.goto(`/prices-manage/${list.slug}`);
  await page.getByRole('link', { name: 'Send to customers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Send ${list.name} to its customers` })).toBeVisible(FIRST_PAINT);
  await expect(page.getByLabel('E-mail (3 customers)')).toBeChecked();
  await expect(page.getByTestId('send-preview')).toContainText('Our prices for');
  await expect(page.getByTestId('send-preview')).toContainText(sheetFileName(list.name, new Date(), 'en'));
  await page.getByLabel('WhatsApp (3 customers)').check();

  const since = Date.now();
  await page.getByRole('button', { name: 'Send to customers' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send the list now?' });
  await expect(dialog.getByTestId('send-confirm')).toContainText('By e-mail to 3 customers');
  await expect(dialog.getByTestId('send-confirm')).toContainText('A WhatsApp checklist of 3 customers');
  await dialog.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByTestId('email-counts')).toContainText('3 sent', { timeout: 20_000 });
  await expect(page.getByTestId('email-counts')).toContainText('Finished.');

  // Each mail in its reader's language, with the sheet attached and readable.
  for (const customer of Object.values(E2E_SEND_CUSTOMERS)) {
    const mail = await latestMail(customer.email, since);
    const es = customer.language === 'es';
    expect(mail.subject).toMatch(es ? /^Nuestros precios del .*: / : /^Our prices for .*: /);
    expect(mail.text).toContain(es ? `Hola, ${customer.name}:` : `Hello ${customer.name},`);
    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments;
    expect(pdf!.filename).toBe(sheetFileName(list.name, new Date(), customer.language));
    expect(pdf!.content.subarray(0, 4).toString()).toBe('%PDF');
    const text = (await pdfText(pdf!.content)).join(' ');
    for (const product of list.products) expect(text).toContain(es ? product.nameEs : product.nameEn);
  }

  // The WhatsApp checklist: opening the first customer's message marks them done, and a reload keeps it.
  await expect(page.getByTestId('checklist-progress')).toHaveText('0 of 3 done');
  const ada = E2E_SEND_CUSTOMERS.ada;
  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: `Open in WhatsApp: ${ada.name}` }).click();
  expect((await popup).url()).toMatch(/^https:\/\/wa\.me\/13055550171\?text=/);
  await expect(page.getByTestId('checklist-progress')).toHaveText('1 of 3 done');
  await expectAccessible(page);
  await lookAt(page, 'list-send');
  // On a phone the recent sends are cards: nothing on the page scrolls sideways inside its box.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('recent-sends-cards').getByRole('listitem')).toHaveCount(1);
  const sideways = await page.evaluate(() =>
    Array.from(document.querySelectorAll('main *')).filter((el) => el.scrollWidth > el.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(el).overflowX)).length,
  );
  expect(sideways).toBe(0);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.reload();
  await expect(page.getByTestId('checklist-progress')).toHaveText('1 of 3 done', FIRST_PAINT);
  await expect(page.getByRole('checkbox', { name: new RegExp(ada.name) })).toBeChecked();

  // A schedule, shown in company time, cancelled after a confirmation.
  await page.getByRole('button', { name: 'Add schedule' }).click();
  const schedule = page.getByTestId('send-schedule');
  await expect(schedule).toContainText('Every day at 5:30 AM · E-mail');
  await schedule.getByRole('button', { name: 'Cancel schedule' }).click();
  await page.getByRole('dialog', { name: 'Cancel this schedule?' }).getByRole('button', { name: 'Cancel schedule' }).click();
  await expect(page.getByText('No schedules.')).toBeVisible();
});

test('the send page reads in Spanish, with a Spanish customer\'s preview', async ({ page }) => {
  await useLanguage(page, 'es');
  await signInAs(page, 'seller');
  const list = await sharedList(page);
  await page.goto(`/exportlistswhatsapp/${list.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: `Enviar ${list.name} a sus clientes` })).toBeVisible(FIRST_PAINT);
  await expect(page.getByLabel('Correo (3 clientes)')).toBeChecked();
  await page.getByLabel('Cliente', { exact: true }).selectOption({ label: E2E_SEND_CUSTOMERS.eva.name });
  await expect(page.getByTestId('send-preview')).toContainText('Nuestros precios del');
  await expect(page.getByTestId('send-preview')).toContainText('Correo (Español)');
  await expect(page.getByTestId('send-preview')).toContainText(list.products[0]!.nameEs);
  await expect(page.getByText('No hay programaciones.')).toBeVisible();
  await expectAccessible(page);
});
