import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { fromCents, toCents, type PriceListDetail } from '@freshprice/shared';
import { expect, expectAccessible, listWithDemoProducts, shareOnlyWith, signInAs, test, unique, useLanguage } from './fixtures.js';
import { E2E_EXPORT_CUSTOMERS } from './users.js';

// A customer list of the test's own with two demo products, sent as a WhatsApp message and as a PDF.

const FIRST_PAINT = { timeout: 20_000 };
const origin = () => new URL(test.info().project.use.baseURL!).origin;

async function listWithTwoProducts(page: Page) {
  const id = unique();
  const slug = `e2e-export-${id}`;
  const products = await listWithDemoProducts(
    page,
    { name: `E2E export ${id}`, slug, description: 'Delivery Tuesdays and Fridays', staffNote: 'E2E staff note: medium minus 3%' },
    ['12.50', '1450.00'],
  );
  return { slug, name: `E2E export ${id}`, products };
}

const text = {
  en: {
    list: 'Price list',
    customer: 'Customer (optional)',
    otherLanguage: 'Spanish',
    generate: 'Generate message',
    selectFirst: 'Please select a price list first.',
    validity: 'Add a validity line',
    validityLine: 'Prices valid until Friday 6:00 PM',
    listLine: 'Price list: ',
    copy: 'Copy',
    copied: 'Message copied to clipboard!',
    noMessage: 'No message generated yet to copy or send.',
    send: 'Send in WhatsApp',
    message: 'Message',
    preview: 'Preview',
    pdf: 'Download PDF',
    phone: "Customer's WhatsApp number (optional)",
    fullForm: 'Sending the full list.',
    price: '$1,450.00',
    name: (p: { nameEn: string }) => p.nameEn,
  },
  es: {
    list: 'Lista de precios',
    customer: 'Cliente (opcional)',
    otherLanguage: 'Inglés',
    generate: 'Generar mensaje',
    selectFirst: 'Primero seleccione una lista de precios.',
    validity: 'Agregar una línea de vigencia',
    validityLine: 'Precios válidos hasta el viernes 6:00 p. m.',
    listLine: 'Lista de precios: ',
    copy: 'Copiar',
    copied: '¡Mensaje copiado al portapapeles!',
    noMessage: 'Todavía no se ha generado ningún mensaje para copiar o enviar.',
    send: 'Enviar por WhatsApp',
    message: 'Mensaje',
    preview: 'Vista previa',
    pdf: 'Descargar PDF',
    phone: 'Número de WhatsApp del cliente (opcional)',
    fullForm: 'Se envía la lista completa.',
    price: '$1,450.00',
    name: (p: { nameEs: string }) => p.nameEs,
  },
} as const;

for (const language of ['en', 'es'] as const) {
  const t = text[language];
  test(`pick a customer, generate their list's WhatsApp message, copy it, send it and download the PDF (${language})`, async ({ page, context }) => {
    test.slow();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: origin() });
    await useLanguage(page, language);
    await signInAs(page, 'seller');
    const list = await listWithTwoProducts(page);
    const customer = E2E_EXPORT_CUSTOMERS[language];
    await shareOnlyWith(page, list.slug, customer.email);
    await page.goto('/exportlistswhatsapp');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_PAINT);

    // Nothing chosen yet: SPEC's messages.
    await page.getByRole('button', { name: t.copy, exact: true }).click();
    await expect(page.getByText(t.noMessage)).toBeVisible();
    await page.getByRole('button', { name: t.generate }).click();
    await expect(page.getByText(t.selectFirst)).toBeVisible();

    // The customer brings their list, their language (the other one was chosen) and their number.
    await page.getByRole('radio', { name: t.otherLanguage }).check();
    await page.getByLabel(t.customer, { exact: true }).selectOption({ label: `${customer.name} (${customer.email})` });
    await expect(page.getByLabel(t.list)).toHaveValue(list.slug);
    await expect(page.getByRole('radio', { name: t.otherLanguage })).not.toBeChecked();
    await expect(page.getByLabel(t.phone)).toHaveValue(customer.phone);
    await page.getByLabel(t.validity).check();
    // The next Friday is the default day; 18:00 the default time.
    await page.getByRole('button', { name: t.generate }).click();
    const message = page.getByLabel(t.message, { exact: true });
    await expect(message).toHaveValue(new RegExp(`^\\*Fresh Produce Wholesale\\*\\n${t.listLine}${list.name}`));
    const body = await message.inputValue();
    // Two products: the full list, said so.
    await expect(page.getByTestId('message-form')).toHaveText(t.fullForm);
    expect(body).toContain(customer.name);
    expect(body).toContain(t.validityLine);
    expect(body).toContain(t.price);
    for (const p of list.products) expect(body).toContain(t.name(p as never));
    // The note to customers goes out; the staff note never does.
    expect(body).toContain('_Delivery Tuesdays and Fridays_');
    expect(body).not.toContain('E2E staff note');
    // The preview shows the bold heading as bold.
    await expect(page.getByRole('region', { name: t.preview }).locator('strong').first()).toHaveText('Fresh Produce Wholesale');
    await expectAccessible(page);

    await page.getByRole('button', { name: t.copy, exact: true }).click();
    await expect(page.getByText(t.copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(body);

    const send = page.getByRole('link', { name: t.send });
    const href = new URL((await send.getAttribute('href'))!);
    expect(href.origin + href.pathname).toBe(language === 'en' ? 'https://wa.me/13055550101' : 'https://wa.me/13055550102');
    expect(href.searchParams.get('text')).toBe(body);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: t.pdf }).click()]);
    // Named after the list and the day.
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${list.slug}-\\d{4}-\\d{2}-\\d{2}-${language}\\.pdf$`));
    expect((await fs.readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  });
}

// "Changed in the last 7 days" and its arrows go by the net change: a change and its rollback is none.
// The Small business list has history from before this week (the demo prices are 30 days old); the
// test changes two of its products and puts them back. One test, both message languages.
test('the changed-only message leaves out a change that was rolled back and marks a kept one with its arrow, in English and Spanish', async ({ page }) => {
  test.slow();
  const headers = { origin: origin() };
  const write = async (path: string, data: unknown, method: 'post' | 'put' = 'post') => {
    const res = await page.request[method](path, { data, headers });
    expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  };
  await useLanguage(page, 'en');
  await signInAs(page, 'seller');
  const slug = 'small-business';
  const before = (await (await page.request.get(`/api/price-lists/${slug}`)).json()) as PriceListDetail;
  const [rolled, kept] = before.items.filter((i) => i.recentChange === null && i.inStock).slice(-4, -2);
  expect(rolled && kept, 'two products without a change this week').toBeTruthy();
  const plus10 = (price: string) => fromCents(Math.round(toCents(price) * 1.1));
  try {
    await write(`/api/price-lists/${slug}/save`, { version: before.version, changes: [{ productId: rolled!.productId, price: plus10(rolled!.price) }] });
    await write(`/api/price-lists/${slug}/rollback`, { version: before.version + 1, to: before.version });
    await write(`/api/price-lists/${slug}/save`, { version: before.version + 2, changes: [{ productId: kept!.productId, price: plus10(kept!.price) }] });

    await page.goto('/exportlistswhatsapp');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_PAINT);
    await page.getByLabel(text.en.list).selectOption(slug);
    await page.getByLabel('Only items whose price changed in the last 7 days').check();
    await page.getByLabel('Arrows on recently changed prices').check();
    const message = page.getByLabel(text.en.message, { exact: true });
    for (const language of ['en', 'es'] as const) {
      await page.getByRole('radio', { name: language === 'en' ? 'English' : 'Spanish' }).check();
      await page.getByRole('button', { name: text.en.generate }).click();
      const name = (i: typeof kept) => (language === 'es' ? i!.nameEs : i!.nameEn);
      await expect(message).toHaveValue(new RegExp(name(kept).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      const body = await message.inputValue();
      // formatUsd writes "$1,234.50" in both languages.
      const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(plus10(kept!.price)));
      expect(body, language).toContain(`${usd} ↑`);
      expect(body, language).not.toContain(name(rolled));
    }
    await expectAccessible(page);
  } finally {
    const now = (await (await page.request.get(`/api/price-lists/${slug}`)).json()) as PriceListDetail;
    if (now.items.find((i) => i.productId === kept!.productId)?.price !== kept!.price) {
      await write(`/api/price-lists/${slug}/save`, { version: now.version, changes: [{ productId: kept!.productId, price: kept!.price }] });
    }
  }
});

test('a customer cannot open the export page', async ({ page }) => {
  await signInAs(page, 'customer');
  await page.goto('/exportlistswhatsapp');
  await expect(page).toHaveURL(/\/unauthorized/, FIRST_PAINT);
});
