import { expect, shownTheme, signInAs, test } from './fixtures.js';

const HERO_EN = 'Fresh produce for your kitchen, delivered today';
const HERO_ES = 'Productos frescos para su cocina, entregados hoy';

test.describe('server-rendered landing page', () => {
  test('reads and navigates with JavaScript turned off', async ({ browser, clientIp }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': clientIp } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO_EN);
    await expect(page).toHaveTitle('Wholesale fresh produce in South Florida | Fresh Produce Wholesale');
    await expect(page.getByTestId('count-vegetables')).toHaveText('120 products');
    await expect(page.getByRole('link', { name: /Seedless Watermelon/ })).toHaveAttribute('href', '/products/sandia');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL('/contact');
    await context.close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`is finished HTML that loads only the islands, without any console error (${colorScheme} theme)`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') problems.push(m.text());
      });
      page.on('pageerror', (e) => problems.push(e.message));
      const scripts: string[] = [];
      page.on('response', (r) => {
        if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
      });
      const html = await (await page.request.get('/')).text();
      expect(html).toContain(HERO_EN);
      expect(html).not.toMatch(/\/assets\/start-/);
      await page.goto('/');
      // The islands have run (they load together).
      await expect(page.locator('[data-carousel-next]')).toBeVisible();
      // The page follows the system's theme with no script; the theme island switches at once, twice,
      // without posting its form.
      const other = colorScheme === 'dark' ? 'light' : 'dark';
      await expect.poll(() => shownTheme(page)).toBe(colorScheme);
      await page.getByRole('button', { name: 'Toggle theme' }).click();
      await expect.poll(() => shownTheme(page)).toBe(other);
      await page.getByRole('button', { name: 'Toggle theme' }).click();
      await expect.poll(() => shownTheme(page)).toBe(colorScheme);
      // Only the islands entry and the islands this page has (their own build): never the app.
      await page.waitForLoadState('networkidle');
      expect(scripts.length).toBeGreaterThan(1);
      for (const script of scripts) expect(script).toMatch(/^\/islands\/[\w.-]+\.js$/);
      expect(scripts.some((script) => /\/islands\/islands-/.test(script))).toBe(true);
      expect(scripts.some((script) => /fleet-carousel\.island-/.test(script))).toBe(true);
      await page.getByRole('link', { name: 'Products', exact: true }).first().click();
      await expect(page).toHaveURL('/products');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(scripts.some((script) => /\/assets\/start-/.test(script))).toBe(false);
      expect(problems).toEqual([]);
    });
  }

  test('signing in loads the app', async ({ page }) => {
    const starts: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/start-[^/]+\.js$/.test(r.url())) starts.push(r.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO_EN);
    expect(starts).toEqual([]);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(starts.length).toBeGreaterThan(0);
    // The app's theme toggle runs the island's code: it switches at once, both ways.
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/theme') posts.push(r.url());
    });
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    expect(posts).toEqual([]);
  });

  test('the language link works before the islands have loaded', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/islands-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // A held module script holds DOMContentLoaded too: the page is on screen before it.
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('link', { name: 'Change language' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO_ES);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveURL('/');
    release();
  });

  test('comes rendered in the language chosen earlier', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Change language' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO_ES);

    // The choice travels in a cookie, so the server renders the next visit in Spanish.
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('<html lang="es"');
    expect(html).toContain(HERO_ES);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO_ES);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test('a signed-in user asking for / still lands on the dashboard', async ({ page }) => {
    await signInAs(page, 'seller');
    await page.goto('/');
    await expect(page).toHaveURL('/dashboard');
  });
});
