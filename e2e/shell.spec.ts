import type { Page } from '@playwright/test';
import { expect, expectAccessible, shownTheme, signInAs, test } from './fixtures.js';

test.describe('navigation by role', () => {
  const staffLinks = ['Manage Products', 'Administer Prices', 'Price Moves', 'Import QuickBooks CSV', 'Export WhatsApp List'];

  async function visibleMenuItems(page: Page, menu: string) {
    await page.getByRole('button', { name: menu }).click();
    const items = await page.getByRole('menuitem').allTextContents();
    await page.keyboard.press('Escape');
    return items.map((t) => t.trim());
  }

  test('signed-out navigation', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('banner');
    for (const name of ['Products', 'Prices', 'About us', 'Contact']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expect(nav.getByRole('link', { name: 'Change language' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Toggle theme' })).toBeVisible();
  });

  test('a customer sees no staff item', async ({ page }) => {
    await signInAs(page, 'customer');
    await page.goto('/dashboard');
    const all = [...(await visibleMenuItems(page, 'Products')), ...(await visibleMenuItems(page, 'Prices'))];
    expect(all).toContain('View Prices');
    for (const item of staffLinks) expect(all).not.toContain(item);
    const userItems = await visibleMenuItems(page, 'User menu');
    expect(userItems).toContain('My Profile');
    expect(userItems).not.toContain('Manage Users');
  });

  test('a seller sees staff items but not Manage Users', async ({ page }) => {
    await signInAs(page, 'seller');
    await page.goto('/dashboard');
    const all = [...(await visibleMenuItems(page, 'Products')), ...(await visibleMenuItems(page, 'Prices'))];
    for (const item of staffLinks) expect(all).toContain(item);
    expect(await visibleMenuItems(page, 'User menu')).not.toContain('Manage Users');
  });

  test('an admin sees Manage Users, and the user menu shows e-mail and role', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'User menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText('admin@e2e.test');
    await expect(menu).toContainText(/admin/i);
    await menu.getByRole('menuitem', { name: 'Manage Users' }).click();
    await expect(page).toHaveURL('/manage-users');
  });

  test('the active link is marked on the page and on pages below it', async ({ page }) => {
    await page.goto('/products');
    const nav = page.getByRole('banner');
    await expect(nav.getByRole('link', { name: 'Products', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Prices', exact: true })).not.toHaveAttribute('aria-current', 'page');
    await page.goto('/products/sandia');
    await expect(nav.getByRole('link', { name: 'Products', exact: true })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('languages', () => {
  test('switching to Spanish translates the page, is kept, and back to English', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('link', { name: 'Change language' }).click();
    const es = page.getByRole('menuitem', { name: /Español/ }).or(page.getByRole('menuitemradio', { name: /Español/ }));
    if (await es.count()) await es.first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('button', { name: 'Iniciar sesión', exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('es');

    await page.reload();
    await expect(page.getByRole('button', { name: 'Iniciar sesión', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await expect(page.getByText('El correo electrónico es obligatorio')).toBeVisible();
  });

  test('English is the default', async ({ page }) => {
    await page.goto('/');
    expect(await page.evaluate(() => localStorage.getItem('language'))).not.toBe('es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('theme', () => {
  test('starts from the system preference with no flash, toggles and is kept', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    // What decides the theme before any script of the page runs (the stylesheet may still be loading
    // then): on a server-rendered page the class the server wrote, none meaning the system's; on an
    // app page the class theme-init.js (blocking, in the head) set.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { __first: string }).__first = document.documentElement.className;
      });
    });
    const first = () => page.evaluate(() => (window as unknown as { __first: string }).__first);
    await page.goto('/');
    expect(await first()).toBe('');
    await expect.poll(() => shownTheme(page)).toBe('dark');
    await page.goto('/login');
    expect(await first()).toBe('dark');
    await expect.poll(() => shownTheme(page)).toBe('dark');

    await page.goto('/');
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await expect.poll(() => shownTheme(page)).toBe('light');
    await page.reload();
    expect(await first()).toBe('light');
    await expect.poll(() => shownTheme(page)).toBe('light');
    await page.goto('/login');
    expect(await first()).toBe('light');
    await context.close();
  });
});

test('header and footer are hidden when printing; the header stays fixed', async ({ page }) => {
  await page.goto('/about-us');
  const header = page.getByRole('banner');
  expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
  await page.emulateMedia({ media: 'print' });
  await expect(header).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
});

test('a page that fails to load shows the error page, which can retry', async ({ page }) => {
  // A page the app renders (public pages come finished from the server, and load no app chunk).
  await signInAs(page, 'seller');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Every JavaScript chunk not yet loaded now fails, as on a dropped connection.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.getByRole('banner').getByRole('link', { name: 'Activity', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  await page.unroute('**/assets/*.js');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL('/activity');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeHidden();
});

test.describe('accessibility', () => {
  for (const path of ['/', '/login', '/register', '/forgot-password', '/reset-password?token=x', '/unauthorized', '/no-such-page']) {
    test(`no serious axe violation on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);
    });
  }

  test('no serious axe violation on signed-in pages in dark theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await signInAs(page, 'admin');
    for (const path of ['/dashboard', '/manage-users']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);
    }
  });
});
