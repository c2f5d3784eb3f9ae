import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { DEMO_PRODUCTS } from '../apps/server/src/db/demo/catalogue-data.js';
import { pdfText } from '../apps/server/src/test/pdf-text.js';
import { expect, FIRST_PAINT, shareOnlyWith, signInAs, signInAsAccount, test, unique, useLanguage } from './fixtures.js';
import { E2E_SHEET_CUSTOMERS } from './users.js';

// A list of the whole demo catalogue (345 products) goes to a customer: the WhatsApp message is the
// short form linking to the list, the PDF is dense, and the list the link opens prints on at most
// three Letter pages.

const origin = () => new URL(test.info().project.use.baseURL!).origin;

/** A new list of every demo product at its demo price, shared with `email` only. */
async function demoList(page: Page, email: string) {
  const headers = { origin: origin() };
  const id = unique();
  const slug = `e2e-sheet-${id}`;
  const name = `E2E sheet ${id}`;
  const created = await page.request.post('/api/price-lists', { data: { name, slug, source: { kind: 'empty' } }, headers });
  expect(created.status(), await created.text()).toBe(201);
  const products = ((await (await page.request.get('/api/products?limit=1000')).json()) as { items: { id: string; slug: string }[] }).items;
  const bySlug = new Map(products.map((p) => [p.slug, p.id]));
  const changes = DEMO_PRODUCTS.map((p) => ({ productId: bySlug.get(p.slug)!, price: p.price }));
  expect(changes.every((c) => c.productId)).toBe(true);
  const { version } = (await (await page.request.get(`/api/price-lists/${slug}`)).json()) as { version: number };
  const saved = await page.request.post(`/api/price-lists/${slug}/save`, { data: { version, changes, confirmBelowFloor: true }, headers });
  expect(saved.status(), await saved.text()).toBe(200);
  // Picking the customer picks this list.
  await shareOnlyWith(page, slug, email);
  return { slug, name };
}

const text = {
  en: {
    customer: 'Customer (optional)',
    generate: 'Generate message',
    message: 'Message',
    short: /^Sending the short form: the full list would take \d+ parts/,
    fullList: 'Full list: ',
    pdf: 'Download PDF',
    page: (n: number, total: number) => `Page ${n} of ${total}`,
    continued: 'Vegetables (continued)',
    vegetables: 'Vegetables',
    fruits: 'Fruits',
  },
  es: {
    customer: 'Cliente (opcional)',
    generate: 'Generar mensaje',
    message: 'Mensaje',
    short: /^Se envía la versión corta: la lista completa ocuparía \d+ partes/,
    fullList: 'Lista completa: ',
    pdf: 'Descargar PDF',
    page: (n: number, total: number) => `Página ${n} de ${total}`,
    continued: 'Verduras (continuación)',
    vegetables: 'Verduras',
    fruits: 'Frutas',
  },
} as const;

for (const language of ['en', 'es'] as const) {
  const t = text[language];
  test(`345 products: a short WhatsApp message with the link, a dense PDF, and the linked list printed on at most 3 pages (${language})`, async ({ page, browser }) => {
    test.slow();
    await useLanguage(page, language);
    await signInAs(page, 'seller');
    const customer = E2E_SHEET_CUSTOMERS[language];
    const list = await demoList(page, customer.email);

    await page.goto('/exportlistswhatsapp');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_PAINT);
    await page.getByLabel(t.customer, { exact: true }).selectOption({ label: `${customer.name} (${customer.email})` });
    await page.getByRole('button', { name: t.generate }).click();
    await expect(page.getByTestId('message-form')).toHaveText(t.short);
    const body = await page.getByLabel(t.message, { exact: true }).inputValue();
    const link = `${origin()}/pricesprivate/${list.slug}`;
    expect(body).toContain(`${t.fullList}${link}`);
    expect(encodeURIComponent(body).length).toBeLessThanOrEqual(6_000);

    // The PDF: named after the list and the day, on at most three pages.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: t.pdf }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${list.slug}-\\d{4}-\\d{2}-\\d{2}-${language}\\.pdf$`));
    const pdfPages = await pdfText(await fs.readFile((await download.path())!));
    expect(pdfPages.length).toBeLessThanOrEqual(3);
    expect(pdfPages[0]).toContain(t.continued);

    // The customer opens the link and prints the list (US Letter, as the browser prints it).
    const context = await browser.newContext();
    const reader = await context.newPage();
    await useLanguage(reader, language);
    await signInAsAccount(reader, customer);
    await reader.goto(link);
    await expect(reader.getByRole('heading', { level: 1, name: list.name })).toBeVisible(FIRST_PAINT);
    await expect(reader.getByTestId('price-category').locator('tbody tr')).toHaveCount(DEMO_PRODUCTS.length, { timeout: 20_000 });
    const printed = await reader.pdf({ format: 'Letter', printBackground: false });
    if (process.env.SHEET_PRINT_DIR) await fs.writeFile(`${process.env.SHEET_PRINT_DIR}/print-345-${language}.pdf`, printed);
    const pages = await pdfText(printed);
    expect(pages.length).toBeLessThanOrEqual(3);
    // Each category heads the columns it runs on into: the vegetables fill more than one.
    const headed = (page: string, heading: string) => page.split(heading).length - 1;
    expect(headed(pages[0]!, t.vegetables)).toBeGreaterThan(1);
    expect(pages.join(' ')).toContain(t.fruits);
    await context.close();
  });
}
