import { expect, signInAs, test } from './fixtures.js';

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
    test(`hydrates without a mismatch or any console error (${colorScheme} theme)`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || /hydrat/i.test(m.text())) problems.push(m.text());
      });
      page.on('pageerror', (e) => problems.push(e.message));
      await page.goto('/');
      // The app is running once a control responds: the theme toggle changes the page, twice.
      const dark = colorScheme === 'dark';
      await expect(page.locator('html')).toHaveClass(dark ? /dark/ : /^(?!.*dark)/);
      await page.getByRole('button', { name: 'Toggle theme' }).click();
      await expect(page.locator('html')).toHaveClass(dark ? /^(?!.*dark)/ : /dark/);
      await page.getByRole('button', { name: 'Toggle theme' }).click();
      await expect(page.locator('html')).toHaveClass(dark ? /dark/ : /^(?!.*dark)/);
      await page.getByRole('link', { name: 'Products', exact: true }).first().click();
      await expect(page).toHaveURL('/products');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(problems).toEqual([]);
    });
  }

  test('a button pressed before the app has loaded still does its job', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let requested = false;
    await page.route(/\/assets\/start-[^/]+\.js$/, async (route) => {
      requested = true;
      await held;
      await route.continue();
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Change language' }).click();
    await expect.poll(() => requested).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO_EN);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO_ES);
    await expect(page).toHaveTitle(/Fresh Produce Wholesale/);
  });

  test('comes rendered in the language chosen earlier', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Change language' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO_ES);

    // The choice travels in a cookie, so the server renders the next visit in Spanish.
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('<html lang="es"');
    expect(html).toContain(HERO_ES);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO_ES);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test('a browser that chose Spanish before the cookie existed ends up in Spanish', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('language', 'es'));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO_ES);
    expect((await page.context().cookies()).find((c) => c.name === 'language')?.value).toBe('es');
  });

  test('a signed-in user asking for / still lands on the dashboard', async ({ page }) => {
    await signInAs(page, 'seller');
    await page.goto('/');
    await expect(page).toHaveURL('/dashboard');
  });
});
