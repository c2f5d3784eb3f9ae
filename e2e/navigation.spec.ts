import type { Page } from '@playwright/test';
import { authPost, expect, signInAs, test } from './fixtures.js';
import { E2E_SIGN_OUT_SELLER } from './users.js';

async function useSpanish(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('language', 'es'));
  const baseURL = test.info().project.use.baseURL!;
  await page.context().addCookies([{ name: 'language', value: 'es', url: baseURL }]);
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

async function whoAmI(page: Page): Promise<string | null> {
  const res = await page.request.get('/api/me');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { user: { email: string } | null }).user?.email ?? null;
}

test.describe('anonymous pages log no error', () => {
  const pages = ['/', '/products', '/products/sandia', '/prices', '/about-us', '/contact', '/ai', '/login', '/register', '/forgot-password', '/reset-password'];
  for (const language of ['en', 'es'] as const) {
    test(`every public page, ${language}`, async ({ page }) => {
      test.setTimeout(60_000);
      if (language === 'es') await useSpanish(page);
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`${page.url()}: console error: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
      page.on('response', (response) => {
        if (response.status() >= 400) problems.push(`${page.url()}: ${response.status()} ${response.request().method()} ${response.url()}`);
      });
      for (const path of pages) {
        await page.goto(path);
        await expect(page.locator('main h1').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
      }
      expect(problems).toEqual([]);
    });
  }
});

test.describe('scroll position', () => {
  test('a page opened from the address bar starts at the top', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 600 });
    await page.goto('/about-us');
    await expect(page.locator('main h1')).toBeVisible();
    await page.mouse.wheel(0, 700);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
    await page.goto('/prices');
    await expect(page.locator('main h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await scrollY(page)).toBe(0);
  });

  test('a link opens the next page at the top, and Back returns to where the reader was', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 600 });
    await page.goto('/about-us');
    await expect(page.locator('main h1')).toBeVisible();
    await page.mouse.wheel(0, 700);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
    const before = await scrollY(page);
    await page.getByRole('banner').getByRole('link', { name: 'Prices', exact: true }).click();
    await expect(page).toHaveURL('/prices');
    // The address changes while the next page's code loads, with the old page still on screen.
    await expect(page.locator('main h1')).toHaveText('Price list');
    expect(await scrollY(page)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL('/about-us');
    await expect.poll(() => scrollY(page)).toBe(before);
  });
});

test.describe('a page whose code cannot be loaded', () => {
  const CHUNK = /\/assets\/about-us-page-[^/]*\.js$/;

  /** Counts the times /about-us is loaded as a whole page (the self-reload). */
  function countPageLoads(page: Page) {
    const loads: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document' && new URL(request.url()).pathname === '/about-us') loads.push(request.url());
    });
    return loads;
  }

  /** A page the app renders itself (public pages are server-rendered and do not start the app). */
  async function openApp(page: Page) {
    await page.goto('/login');
    await expect(page.locator('main h1')).toBeVisible();
  }

  test('reloads once by itself and then shows the page', async ({ page }) => {
    let failed = false;
    await page.route(CHUNK, async (route) => {
      if (!failed) {
        failed = true; // as after a new deploy: the old chunk is gone once
        return route.fulfill({ status: 404, body: 'gone' });
      }
      return route.continue();
    });
    const loads = countPageLoads(page);
    await openApp(page);
    await page.getByRole('banner').getByRole('link', { name: 'About us', exact: true }).click();
    await expect(page).toHaveURL('/about-us');
    // The address changes while the page's code loads, with the old page still on screen: wait for
    // the reload and the new page's own heading.
    await expect.poll(() => loads.length).toBe(1);
    await expect(page.locator('main h1')).toHaveText('About us');
    expect(failed).toBe(true);
    expect(loads).toHaveLength(1);
    await expect(page.getByText(/dynamically imported module/)).toHaveCount(0);
  });

  test('says so in the reader’s language when it keeps failing, and does not reload forever', async ({ page }) => {
    // A signed-in page: for a signed-out reader the reload brings the server's finished page instead.
    await signInAs(page, 'seller');
    await useSpanish(page);
    await page.route(/\/assets\/activity-page-[^/]*\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
    const loads: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document' && new URL(request.url()).pathname === '/activity') loads.push(request.url());
    });
    await page.goto('/dashboard');
    await expect(page.locator('main h1')).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Actividad', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No se pudo cargar esta página');
    await expect(page.getByText('Puede que haya una nueva versión de la aplicación o que se haya perdido la conexión.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Intentar de nuevo' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver a la página principal' })).toHaveAttribute('href', '/');
    await expect(page.getByText(/dynamically imported module/)).toHaveCount(0);
    await page.waitForTimeout(1000);
    expect(loads).toHaveLength(1);
  });

  test('a signed-out reader gets the server’s finished page when the code keeps failing', async ({ page }) => {
    await useSpanish(page);
    await page.route(CHUNK, (route) => route.fulfill({ status: 404, body: 'gone' }));
    const loads = countPageLoads(page);
    await openApp(page);
    await page.getByRole('banner').getByRole('link', { name: 'Nosotros', exact: true }).click();
    await expect.poll(() => loads.length).toBe(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nosotros');
    await page.waitForTimeout(1000);
    expect(loads).toHaveLength(1);
  });
});

test.describe('signing out with unsaved edits', () => {
  // Sign-out ends every session of the account: the two tests share it, so they run one after the other
  // (in parallel, the second's sign-out could end the first's session while it checks it was kept).
  test.describe.configure({ mode: 'default' });

  async function editSomething(page: Page) {
    const { email, password } = E2E_SIGN_OUT_SELLER;
    expect((await authPost(page.request, '/api/auth/sign-in/email', { email, password })).status()).toBe(200);
    await page.goto('/products/manage');
    const price = page.locator('[role="grid"] [data-row]').first().getByLabel(/^Price, small business,/);
    await price.fill('123.45');
    await expect(page.getByRole('status').filter({ hasText: '1 unsaved change' })).toBeVisible();
    return price;
  }

  async function chooseSignOut(page: Page) {
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
  }

  test('asks first; staying keeps the edits and the session', async ({ page }) => {
    const signOuts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/sign-out')) signOuts.push(request.url());
    });
    const price = await editSomething(page);
    await chooseSignOut(page);
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(dialog).toBeVisible();
    expect(signOuts).toEqual([]);
    await dialog.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/products/manage');
    await expect(price).toHaveValue('123.45');
    expect(signOuts).toEqual([]);
    expect(await whoAmI(page)).toBe(E2E_SIGN_OUT_SELLER.email);
  });

  test('leaving signs out and opens the sign-in page', async ({ page }) => {
    await editSomething(page);
    await chooseSignOut(page);
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    // The router is at /login at once; the server session ends just after, then /login loads afresh.
    const signedOut = page.waitForResponse((res) => res.url().includes('/api/auth/sign-out'));
    await dialog.getByRole('button', { name: 'Leave' }).click();
    expect((await signedOut).status()).toBe(200);
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await whoAmI(page)).toBeNull();
  });
});
