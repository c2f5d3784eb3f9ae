import fs from 'node:fs/promises';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { fromCents, slugify, toCents, type PriceListDetail, type PriceListSummary } from '@freshprice/shared';
import { authPost, expect, expectAccessible, latestMail, test, unique, users } from './fixtures.js';

/**
 * /pricesprivate as customers see it. Each test registers its own customers (the shared e2e customer
 * must keep having no list: products-private.spec counts on it), and a seller makes and shares the
 * list through the API.
 */

const origin = () => new URL(test.info().project.use.baseURL!).origin;

/** The app's own writes carry the site's Origin, as the browser sends it. */
async function staffCall(request: APIRequestContext, method: 'post' | 'put', path: string, data: unknown) {
  const res = await request[method](path, { data, headers: { origin: origin() } });
  expect(res.ok(), `${method.toUpperCase()} ${path}: ${await res.text()}`).toBe(true);
  return res.json();
}

async function useSpanish(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('language', 'es'));
  await page.context().addCookies([{ name: 'language', value: 'es', url: origin() }]);
}

/** A new customer account, registered and confirmed: `page` ends signed in as it. */
async function newCustomer(page: Page, label: string) {
  const email = `e2e-prices-${label}-${unique()}@e2e.test`;
  const since = Date.now();
  const res = await authPost(page.request, '/api/auth/sign-up/email', { name: `Pat ${label}`, email, password: 'e2e-customer-password' });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto((await latestMail(email, since)).link);
  await expect(page).toHaveURL('/dashboard');
  return { email, name: `Pat ${label}` };
}

/** A second browser with its own cookies, from the test's client address. */
async function otherPage(browser: Browser, clientIp: string) {
  const context = await browser.newContext({ baseURL: origin(), extraHTTPHeaders: { 'x-forwarded-for': clientIp } });
  return context.newPage();
}

for (const language of ['en', 'es'] as const) {
  const es = language === 'es';
  const text = es
    ? {
        updated: 'Actualizado',
        newMark: 'Nuevo',
        upFrom: 'sube desde',
        search: 'Buscar en esta lista de precios',
        history: 'Historial de precios',
        error: 'Error al cargar el historial de precios',
        notFound: 'Lista de precios no encontrada',
        close: 'Cerrar',
        print: 'Imprimir',
        inStock: 'Solo disponibles',
        version: 'Versión',
      }
    : {
        updated: 'Updated',
        newMark: 'New',
        upFrom: 'up from',
        search: 'Search this price list',
        history: 'Price history',
        error: 'Error loading price history',
        notFound: 'Price list not found',
        close: 'Close',
        print: 'Print',
        inStock: 'In stock only',
        version: 'Version',
      };

  test(`a customer reads the list shared with them and an item's history; another customer cannot (${language})`, async ({
    page,
    request,
    browser,
    clientIp,
  }) => {
    test.setTimeout(90_000);
    // The seller, through the API.
    const signIn = await authPost(request, '/api/auth/sign-in/email', { email: users.seller.email, password: users.seller.password });
    expect(signIn.status()).toBe(200);

    // The customers: one the list is shared with, one it is not.
    if (es) await useSpanish(page);
    const reader = await newCustomer(page, 'reader');
    const outsider = await otherPage(browser, clientIp);
    if (es) await useSpanish(outsider);
    await newCustomer(outsider, 'outsider');

    const customers = (await (await request.get('/api/customers')).json()) as { items: { id: string; email: string }[] };
    const readerId = customers.items.find((c) => c.email === reader.email)?.id;
    expect(readerId, 'the new customer is listed').toBeTruthy();

    const name = `E2E Private ${unique()}`;
    const created = (await staffCall(request, 'post', '/api/price-lists', {
      name,
      description: 'Prices for the e2e kitchen',
      staffNote: 'E2E staff formula: small plus 8%',
      source: { kind: 'copy', from: 'small-business', adjustment: null, linked: false },
    })) as PriceListSummary;
    await staffCall(request, 'put', `/api/price-lists/${created.slug}/shares`, { userIds: [readerId] });

    // A price change, so the item has history. The list was made this week: its items are "New", not "Updated".
    const detail = (await (await request.get(`/api/price-lists/${created.slug}`)).json()) as PriceListDetail;
    const item = detail.items.find((i) => i.category === 'fruits' && i.inStock) ?? detail.items[0]!;
    const oldPrice = item.price;
    const newPrice = fromCents(toCents(oldPrice) + 125);
    await staffCall(request, 'post', `/api/price-lists/${created.slug}/save`, {
      version: detail.version,
      reason: 'E2E market change',
      changes: [{ productId: item.productId, price: newPrice }],
    });
    const itemName = es ? item.nameEs : item.nameEn;
    const money = (value: string) => new Intl.NumberFormat(es ? 'es-US' : 'en-US', { style: 'currency', currency: 'USD' }).format(Number(value));

    // Their only list opens directly.
    await page.goto('/pricesprivate');
    await expect(page).toHaveURL(`/pricesprivate/${created.slug}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Prices for the e2e kitchen')).toBeVisible();
    // The staff's note never reaches the customer.
    await expect(page.getByText('E2E staff formula')).toHaveCount(0);
    await expect(page.getByText(new RegExp(`${text.version} ${detail.version + 1}`))).toBeVisible();

    // Search, then the changed item: its mark, its old price, and its history.
    await page.getByLabel(text.search).fill(itemName.toLowerCase());
    const button = page.getByRole('button', { name: new RegExp(`^${itemName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')},`) });
    await expect(button).toBeVisible();
    const row = page.getByRole('row').filter({ has: button });
    await expect(row.getByText(text.newMark, { exact: true })).toBeVisible();
    await expect(row.getByText(text.updated, { exact: true })).toHaveCount(0);
    await expect(row.getByText(money(newPrice), { exact: true })).toBeVisible();
    await expectAccessible(page);

    await button.click();
    const dialog = page.getByRole('dialog', { name: new RegExp(text.history) });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img')).toBeVisible();
    const change = dialog.getByRole('row').filter({ has: page.getByRole('rowheader', { name: String(detail.version + 1), exact: true }) });
    await expect(change).toContainText(money(oldPrice));
    await expect(change).toContainText(money(newPrice));
    await expect(change).toContainText(`+${money('1.25')}`);
    await expect(dialog.getByText(text.error)).toHaveCount(0);
    // Who changed it and why stay with the staff.
    await expect(dialog.getByText('E2E market change')).toHaveCount(0);
    await expect(dialog.getByText(users.seller.email)).toHaveCount(0);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    // On paper: the company, the customer and the date on top, no controls, the categories in three columns.
    await page.getByLabel(text.search).fill('');
    // The whole list comes back once React renders it (until then the filtered rows are marked busy).
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.emulateMedia({ media: 'print' });
    const header = page.getByTestId('print-header');
    await expect(header).toBeVisible();
    await expect(header).toContainText(reader.email);
    await expect(page.getByText('Prices for the e2e kitchen')).toBeVisible();
    await expect(page.getByText('E2E staff formula')).toHaveCount(0);
    await expect(page.getByRole('button', { name: text.print })).toBeHidden();
    await expect(page.getByLabel(text.search)).toBeHidden();
    await expect(page.getByRole('banner')).toBeHidden();
    expect(await page.getByTestId('price-columns').evaluate((columns) => getComputedStyle(columns).columnCount)).toBe('3');
    const breaks = await page.getByTestId('price-category').evaluateAll((sections) => sections.map((s) => getComputedStyle(s).breakBefore));
    expect(breaks.length).toBeGreaterThan(1);
    expect(breaks.every((b) => b === 'auto')).toBe(true);
    await page.emulateMedia({ media: 'screen' });

    // The printable sheet, made by the server in the reader's language.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: es ? 'Descargar PDF' : 'Download PDF' }).click()]);
    // Named after the list and the day.
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${slugify(name)}-\\d{4}-\\d{2}-\\d{2}-${es ? 'es' : 'en'}\\.pdf$`));
    expect((await fs.readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

    // The other customer: the list does not exist for them, in the page and in the API.
    await outsider.goto(`/pricesprivate/${created.slug}`);
    await expect(outsider.getByRole('heading', { level: 1, name: text.notFound })).toBeVisible();
    await expect(outsider.getByText(name)).toHaveCount(0);
    expect((await outsider.request.get(`/api/price-lists/${created.slug}`)).status()).toBe(404);
    expect((await outsider.request.get(`/api/price-lists/${created.slug}/sheet.pdf`)).status()).toBe(404);
    await expectAccessible(outsider);
    await outsider.context().close();
  });
}

/** A staff write through the API, with the site's Origin. */
async function staffWrite(request: APIRequestContext, method: 'post' | 'put' | 'patch', path: string, data: unknown) {
  const res = await request[method](path, { data, headers: { origin: origin() } });
  expect(res.ok(), `${method.toUpperCase()} ${path}: ${await res.text()}`).toBe(true);
  return res.json();
}

// What changed this week is the net change (DECISIONS): a change and its rollback is no change. A
// standard list has history from before this week (the demo prices are 30 days old), so each language
// takes one of its own, shares it with a new customer for the test and restores it afterwards.
for (const [language, template] of [
  ['en', 'medium-business'],
  ['es', 'large-business'],
] as const) {
  const es = language === 'es';
  const t = es
    ? { updated: 'Actualizado', upFrom: 'sube desde', search: 'Buscar en esta lista de precios', week: 'Sus precios esta semana' }
    : { updated: 'Updated', upFrom: 'up from', search: 'Search this price list', week: 'Your prices this week' };

  test(`after a change and its rollback a customer sees no "before" price and no arrow; a kept change shows its net move (${language})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const signIn = await authPost(request, '/api/auth/sign-in/email', { email: users.seller.email, password: users.seller.password });
    expect(signIn.status()).toBe(200);
    if (es) await useSpanish(page);
    const reader = await newCustomer(page, `net-${language}`);
    const customers = (await (await request.get('/api/customers')).json()) as { items: { id: string; email: string }[] };
    const readerId = customers.items.find((c) => c.email === reader.email)!.id;

    const before = (await (await request.get(`/api/price-lists/${template}`)).json()) as PriceListDetail;
    const sharedBefore = (before.sharedWith ?? []).map((c) => c.id);
    // Two products with no change this week, from the end of the list (the least read by other tests).
    const [rolled, kept] = before.items.filter((i) => i.recentChange === null && i.inStock).slice(-2);
    expect(rolled && kept, 'two products without a change this week').toBeTruthy();
    const plus10 = (price: string) => fromCents(Math.round(toCents(price) * 1.1));
    try {
      await staffWrite(request, 'put', `/api/price-lists/${template}/shares`, { userIds: [...sharedBefore, readerId] });
      // A mistyped price, then the rollback to the version before it.
      await staffWrite(request, 'post', `/api/price-lists/${template}/save`, { version: before.version, changes: [{ productId: rolled!.productId, price: plus10(rolled!.price) }] });
      await staffWrite(request, 'post', `/api/price-lists/${template}/rollback`, { version: before.version + 1, to: before.version });
      // A change that stays.
      await staffWrite(request, 'post', `/api/price-lists/${template}/save`, { version: before.version + 2, changes: [{ productId: kept!.productId, price: plus10(kept!.price) }] });

      const money = (value: string) => new Intl.NumberFormat(es ? 'es-US' : 'en-US', { style: 'currency', currency: 'USD' }).format(Number(value));
      const nameOf = (i: typeof rolled) => (es ? i!.nameEs : i!.nameEn);
      const rowOf = async (item: typeof rolled) => {
        await page.getByLabel(t.search).fill(nameOf(item));
        const button = page.getByRole('button', { name: new RegExp(`^${nameOf(item).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')},`) });
        await expect(button).toBeVisible();
        return page.getByRole('row').filter({ has: button });
      };
      await page.goto(`/pricesprivate/${template}`);
      const back = await rowOf(rolled);
      await expect(back.getByText(money(rolled!.price), { exact: true })).toBeVisible();
      await expect(back.getByText(t.updated, { exact: true })).toHaveCount(0);
      await expect(back.getByTestId('updated-mark')).toHaveCount(0);
      await expect(back.getByText(money(plus10(rolled!.price)))).toHaveCount(0);
      const moved = await rowOf(kept);
      await expect(moved.getByText(t.updated, { exact: true })).toBeVisible();
      await expect(moved.getByText(`${t.upFrom} ${money(kept!.price)}`, { exact: false })).toBeAttached();
      await expectAccessible(page);

      // "Your prices this week": the kept change, not the rolled-back one.
      await page.goto('/dashboard');
      const week = page.getByRole('table', { name: t.week });
      await expect(week).toBeVisible();
      const keptRow = week.getByRole('row').filter({ hasText: nameOf(kept) });
      await expect(keptRow).toContainText(money(kept!.price));
      await expect(keptRow).toContainText('↑');
      await expect(keptRow).toContainText(money(plus10(kept!.price)));
      await expect(week.getByRole('cell', { name: nameOf(rolled), exact: true })).toHaveCount(0);
    } finally {
      const now = (await (await request.get(`/api/price-lists/${template}`)).json()) as PriceListDetail;
      if (now.items.find((i) => i.productId === kept!.productId)?.price !== kept!.price) {
        await staffWrite(request, 'post', `/api/price-lists/${template}/save`, { version: now.version, changes: [{ productId: kept!.productId, price: kept!.price }] });
      }
      await staffWrite(request, 'put', `/api/price-lists/${template}/shares`, { userIds: sharedBefore });
    }
  });
}

test('staff pick any list; a failing history read offers Retry; the list fits a phone screen', async ({ page }) => {
  test.setTimeout(60_000);
  const signIn = await authPost(page.request, '/api/auth/sign-in/email', { email: users.seller.email, password: users.seller.password });
  expect(signIn.status()).toBe(200);
  await page.setViewportSize({ width: 390, height: 844 });
  // Staff see every list in the picker, the templates too.
  await page.goto('/pricesprivate');
  await page.locator('a[href="/pricesprivate/small-business"]').click();
  await expect(page).toHaveURL(/\/pricesprivate\/small-business$/);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  let fail = true;
  await page.route('**/api/price-lists/*/items/*/history', (route) =>
    fail ? route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'Try later' } } }) : route.fallback(),
  );
  await page.getByLabel('In stock only').check();
  const first = page.locator('tbody').first().getByRole('button').first();
  await first.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Error loading price history')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  fail = false;
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog.getByRole('table').or(dialog.getByText('No price change has been recorded for this product yet.'))).toBeVisible();
  await expect(dialog.getByText('Error loading price history')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(first).toBeFocused();
});
