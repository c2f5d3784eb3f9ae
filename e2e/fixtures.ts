import fs from 'node:fs/promises';
import path from 'node:path';
import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import PostalMime from 'postal-mime';
import type { Role } from '@freshprice/shared';
import { E2E_USERS } from './users.js';

let ipCounter = 0;

/**
 * Each test acts from its own client address (the e2e server trusts X-Forwarded-For), so the
 * production rate limits stay on without one test's sign-ins counting against another's.
 */
export const test = base.extend<{ clientIp: string }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the fixtures argument
  clientIp: async ({}, use, info) => {
    await use(`10.${info.workerIndex % 250}.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`);
  },
  extraHTTPHeaders: async ({ clientIp }, use) => {
    await use({ 'x-forwarded-for': clientIp });
  },
});
export { expect };

export const users = E2E_USERS;

/**
 * POSTs to better-auth as the app would: browsers send Origin, and better-auth refuses a request
 * that carries cookies (the language cookie is enough) without a matching one.
 */
export function authPost(request: APIRequestContext, path: string, data: Record<string, unknown>) {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('No baseURL in the Playwright project');
  return request.post(path, { data, headers: { origin: new URL(baseURL).origin } });
}

/** Signs in through the API (sharing the page's cookies), for tests about something else. */
export async function signInAs(page: Page, role: Role) {
  const { email, password } = users[role];
  const res = await authPost(page.request, '/api/auth/sign-in/email', { email, password });
  expect(res.status(), `sign-in as ${role}`).toBe(200);
}

/** Reads the site in `language` from the first load on: the stored choice and the cookie the server renders by. */
export async function useLanguage(page: Page, language: 'en' | 'es') {
  if (language === 'en') return;
  await page.addInitScript(() => window.localStorage.setItem('language', 'es'));
  await page.context().addCookies([{ name: 'language', value: 'es', url: new URL(test.info().project.use.baseURL!).origin }]);
}

/** Signs `page` in as one of the tests' own accounts (by e-mail and password), through the API. */
export async function signInAsAccount(page: Page, account: { email: string; password: string }) {
  const res = await authPost(page.request, '/api/auth/sign-in/email', account);
  expect(res.status(), `sign-in as ${account.email}`).toBe(200);
}

/** Signs in through the login form. */
export async function signInWithForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The newest message in the server's outbox sent to `to` after `since`, with its first link and its attachments. */
export async function latestMail(to: string, since: number) {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  for (let attempt = 0; attempt < 50; attempt++) {
    const files = (await fs.readdir(dir).catch(() => [] as string[])).sort().reverse();
    for (const f of files) {
      const full = path.join(dir, f);
      if ((await fs.stat(full)).mtimeMs < since) continue;
      const mail = await PostalMime.parse(await fs.readFile(full));
      if (mail.to?.some((a) => a.address === to)) {
        const link = mail.text?.match(/https?:\/\/\S+/)?.[0];
        const attachments = mail.attachments.map((a) => ({ filename: a.filename ?? '', mimeType: a.mimeType, content: Buffer.from(a.content as ArrayBuffer) }));
        return { subject: mail.subject ?? '', text: mail.text ?? '', link: link ?? '', attachments };
      }
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to} in ${dir}`);
}

/** No serious or critical axe violation on the current page. */
export async function expectAccessible(page: Page) {
  // Results being replaced (a search typed, not yet applied) are dimmed and marked busy: wait for them.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** How long a page's first paint may take. */
export const FIRST_PAINT = { timeout: 20_000 };

/**
 * A server-rendered public page with its island mounted. Until then its forms go to the server (a press
 * in the first second does, by design): a test of the island's own behaviour waits for it.
 */
export async function gotoIsland(page: Page, path: string, island: string) {
  await page.goto(path);
  await expect(page.locator(`[data-island="${island}"][data-mounted]`)).toBeAttached(FIRST_PAINT);
}

/** The app's own theme (the toggle's class and stored choice; the system setting is not followed). */
export async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((t) => {
    document.documentElement.classList.toggle('dark', t === 'dark');
    document.documentElement.classList.toggle('light', t === 'light');
    window.localStorage.setItem('theme', t);
    window.dispatchEvent(new Event('freshprice:theme'));
  }, theme);
}

/** The theme the page shows, chosen or the system's (the stylesheet's colour scheme of the page). */
export async function shownTheme(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);
}

/** At both widths and in both themes: nothing wider than the screen, and a screenshot to look at. */
export async function lookAt(page: Page, name: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await setTheme(page, colorScheme);
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${name} ${width}`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: test.info().outputPath(`${name}-${width}-${colorScheme}.png`) });
    }
  }
  await setTheme(page, 'light');
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** A one-pixel PNG, for uploads and image URLs the tests answer themselves. */
export const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** A short suffix no other test run uses. */
export function unique(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

/**
 * A product of the calling test's own, created through the API as the signed-in page's user
 * (uncategorized: other tests count the demo categories).
 */
export async function createProduct(page: Page, label = 'Kiwi', extra: Record<string, unknown> = {}) {
  const id = unique();
  const name = `E2E ${label} ${id}`;
  const slug = `e2e-${label.toLowerCase()}-${id}`;
  // The app's own writes need the site's Origin, as the browser sends it.
  const res = await page.request.post('/api/products/changes', {
    headers: { origin: new URL(test.info().project.use.baseURL!).origin },
    data: {
      changes: [
        {
          op: 'create',
          clientId: 'c1',
          data: {
            nameEn: name,
            nameEs: `${name} ES`,
            slug,
            category: null, // uncategorized: other tests count the demo categories
            unit: 'case',
            packEn: '10 lb case',
            packEs: 'caja de 10 lb',
            inStock: true,
            quickbooksId: null,
            quantity: '5',
            prices: { small: '10.00', medium: '9.50', large: '9.00' },
            ...extra,
          },
        },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { id: ((await res.json()) as { ids: Record<string, string> }).ids.c1!, name, slug };
}

/** Shares the list with the customer, and only it: a retried test's earlier list is unshared first. Answers the customer's id. */
export async function shareOnlyWith(page: Page, slug: string, email: string) {
  const headers = { origin: new URL(test.info().project.use.baseURL!).origin };
  const customers = ((await (await page.request.get('/api/customers')).json()) as { items: { id: string; email: string }[] }).items;
  const customer = customers.find((c) => c.email === email)!;
  // The export offers only customers who have a list: one without is not among them yet.
  const sendable = ((await (await page.request.get('/api/exports/customers')).json()) as { items: { email: string; lists: { slug: string }[] }[] }).items;
  for (const old of sendable.find((c) => c.email === email)?.lists ?? []) {
    const unshared = await page.request.put(`/api/price-lists/${old.slug}/shares`, { data: { userIds: [] }, headers });
    expect(unshared.status()).toBe(200);
  }
  const shared = await page.request.put(`/api/price-lists/${slug}/shares`, { data: { userIds: [customer.id] }, headers });
  expect(shared.status(), await shared.text()).toBe(200);
  return customer.id;
}

/**
 * A price list of the calling test's own with these prices, shared with the customer `email` only
 * (`shareOnlyWith`); the page is signed in as staff (the seller). Answers the list's slug and the customer.
 */
export async function shareListWith(page: Page, email: string, prices: { productId: string; price: string }[], label = 'list') {
  const headers = { origin: new URL(test.info().project.use.baseURL!).origin };
  const id = unique();
  const created = await page.request.post('/api/price-lists', { data: { name: `E2E ${label} ${id}`, slug: `e2e-${label}-${id}`, source: { kind: 'empty' } }, headers });
  expect(created.status(), await created.text()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };
  const { version } = (await (await page.request.get(`/api/price-lists/${slug}`)).json()) as { version: number };
  const saved = await page.request.post(`/api/price-lists/${slug}/save`, { data: { version, changes: prices, confirmBelowFloor: true, confirmLargeMoves: true }, headers });
  expect(saved.status(), await saved.text()).toBe(200);
  return { slug, customerId: await shareOnlyWith(page, slug, email) };
}

/**
 * A list of the calling test's own, made through the API as the signed-in staff page, pricing the first
 * demo products at `prices` (one product a price); returns those products.
 */
export async function listWithDemoProducts(page: Page, list: { name: string; slug: string; description?: string; staffNote?: string }, prices: string[]) {
  const headers = { origin: new URL(test.info().project.use.baseURL!).origin };
  const created = await page.request.post('/api/price-lists', { data: { ...list, source: { kind: 'empty' } }, headers });
  expect(created.status(), await created.text()).toBe(201);
  const products = ((await (await page.request.get('/api/products')).json()) as { items: { id: string; nameEn: string; nameEs: string }[] }).items.slice(0, prices.length);
  const { version } = (await (await page.request.get(`/api/price-lists/${list.slug}`)).json()) as { version: number };
  const saved = await page.request.post(`/api/price-lists/${list.slug}/save`, {
    data: { version, changes: products.map((p, i) => ({ productId: p.id, price: prices[i] })), confirmBelowFloor: true },
    headers,
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return products;
}

/** Pastes text into a grid cell as a spreadsheet does: a paste event carrying the text, as Ctrl+V sends it. */
export async function pasteInto(cell: Locator, text: string) {
  await cell.evaluate((el, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}
