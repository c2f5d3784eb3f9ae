import { PAGE_ACCESS } from '@freshprice/shared';
import { expect, signInAs, signInWithForm, test, users } from './fixtures.js';

test.describe('signed out', () => {
  test('public pages open without signing in', async ({ page }) => {
    for (const path of ['/', '/products', '/prices', '/about-us', '/contact', '/ai', '/login', '/register', '/forgot-password']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    }
  });

  test('/about redirects to /about-us', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveURL('/about-us');
  });

  for (const path of Object.keys(PAGE_ACCESS)) {
    test(`${path} sends the visitor to /login carrying the location, replacing history`, async ({ page }) => {
      await page.goto('/contact');
      await page.goto(`${path}?tab=1`);
      await expect(page).toHaveURL((url) => url.pathname === '/login');
      const carried = new URL(page.url()).searchParams.get('redirectTo');
      expect(carried).toBe(`${path}?tab=1`);
      // The redirect replaced the private page in history: back goes to the page before it.
      await page.goBack();
      await expect(page).toHaveURL('/contact');
    });
  }

  test('signing in returns the user to the page first asked for', async ({ page }) => {
    await page.goto('/activity');
    await expect(page).toHaveURL(/\/login/);
    await signInWithForm(page, users.customer.email, users.customer.password);
    await expect(page).toHaveURL('/activity');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a redirect target outside the site is ignored', async ({ page }) => {
    await page.goto('/login?redirectTo=//evil.example/x');
    await signInWithForm(page, users.customer.email, users.customer.password);
    await expect(page).toHaveURL('/dashboard');
  });

  test('a full-screen spinner shows while the session is checked, then the page', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/me', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/dashboard', { waitUntil: 'commit' });
    await expect(page.getByRole('status')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/dashboard'); // nothing redirects before the check ends
    release();
    await expect(page).toHaveURL(/\/login/);
  });
});

test.describe('signed in', () => {
  test('/ and the auth pages go to /dashboard, /prices to /pricesprivate', async ({ page }) => {
    await signInAs(page, 'customer');
    for (const path of ['/', '/login', '/register', '/forgot-password']) {
      await page.goto(path);
      await expect(page, path).toHaveURL('/dashboard');
    }
    await page.goto('/prices');
    await expect(page).toHaveURL('/pricesprivate');
  });

  test('/products shows the signed-in products page', async ({ page }) => {
    await page.goto('/products');
    const publicTitle = await page.getByRole('heading', { level: 1 }).textContent();
    await signInAs(page, 'customer');
    await page.goto('/products');
    await expect(page).toHaveURL('/products');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(publicTitle ?? '');
  });

  test('a customer may open every signed-in page but no staff page', async ({ page }) => {
    await signInAs(page, 'customer');
    for (const path of ['/dashboard', '/pricesprivate', '/pricesprivate/private-list-1', '/activity', '/profile']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(path);
    }
    for (const path of ['/prices-manage', '/prices-manage/private-list-1', '/import-quickbooks', '/products/manage', '/exportlistswhatsapp', '/manage-users']) {
      await page.goto(path);
      await expect(page, path).toHaveURL('/unauthorized');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('a seller may open staff pages but not user management', async ({ page }) => {
    await signInAs(page, 'seller');
    for (const path of ['/prices-manage', '/import-quickbooks', '/products/manage', '/exportlistswhatsapp']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(path);
    }
    await page.goto('/manage-users');
    await expect(page).toHaveURL('/unauthorized');
  });

  test('an admin may open user management', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/manage-users');
    await expect(page).toHaveURL('/manage-users');
  });
});

test('an unknown path shows a not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /home/i }).last()).toBeVisible();
});
