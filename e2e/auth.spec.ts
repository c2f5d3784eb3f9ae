import { authPost, expect, latestMail, signInWithForm, test, users } from './fixtures.js';

const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@e2e.test`;

test('register: each field error, then a new customer account signed in', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();

  await page.getByLabel('Name').fill('Rosa Díaz');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Invalid email format')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();

  const email = unique('rosa');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a good long password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/dashboard');
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menu')).toContainText(email);
  await expect(page.getByRole('menu')).toContainText(/customer/i);
});

test('register: an e-mail already in use is refused clearly', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Name').fill('Someone');
  await page.getByLabel('Email').fill(users.customer.email);
  await page.getByLabel('Password', { exact: true }).fill('a good long password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL('/register');
});

test('password sign-in: validation, wrong password, then success', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();

  await signInWithForm(page, users.seller.email, 'wrong password');
  await expect(page.getByText('Failed to sign in. Please check your credentials and try again.')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(users.seller.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/dashboard');
});

test('magic link: the mailed link signs the user in', async ({ page }) => {
  const since = Date.now();
  await page.goto('/login');
  await page.getByRole('button', { name: /magic link/i }).first().click();
  await page.getByLabel('Email').fill(users.customer.email);
  await page.getByRole('button', { name: 'Send magic link' }).click();
  await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toBeVisible();

  const mail = await latestMail(users.customer.email, since);
  expect(mail.link).toContain('/api/auth/magic-link/verify');
  await page.goto(mail.link);
  await expect(page).toHaveURL('/dashboard');
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menu')).toContainText(users.customer.email);
});

test('forgot and reset password: mismatch, success lands on the dashboard path, new password works', async ({ page, browser }) => {
  // A throwaway account, so the shared test users keep their passwords.
  const email = unique('reset');
  const signup = await authPost(page.request, '/api/auth/sign-up/email', { name: 'Reset Me', email, password: 'the old password' });
  expect(signup.status()).toBe(200);
  await page.context().clearCookies();

  const since = Date.now();
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toBeVisible();

  const mail = await latestMail(email, since);
  await page.goto(mail.link);
  await expect(page).toHaveURL(/\/reset-password\?token=/);

  await page.getByLabel('New password').fill('the new password');
  await page.getByLabel('Confirm password').fill('something else');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByLabel('Confirm password').fill('the new password');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/(dashboard|login)/);

  const other = await browser.newPage();
  await other.goto('/login');
  await signInWithForm(other, email, 'the new password');
  await expect(other).toHaveURL('/dashboard');
  await other.close();
});

test('reset page with a bad token explains and offers a new link', async ({ page }) => {
  await page.goto('/reset-password?error=INVALID_TOKEN');
  await expect(page.getByRole('link', { name: /reset link|new link/i })).toBeVisible();
});

test('sign-out revokes every session and goes to /login', async ({ page, browser }) => {
  // Sign-out is global, so a throwaway account keeps other tests' sessions alive.
  const email = unique('signout');
  const password = 'a signout password';
  expect((await authPost(page.request, '/api/auth/sign-up/email', { name: 'Out', email, password })).status()).toBe(200);
  const otherContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.250.0.1' } });
  const other = await otherContext.newPage();
  expect((await authPost(other.request, '/api/auth/sign-in/email', { email, password })).status()).toBe(200);
  await other.goto('/dashboard');
  await expect(other).toHaveURL('/dashboard');

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/login');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);

  // The other browser's session was revoked on the server too.
  await other.goto('/dashboard');
  await expect(other).toHaveURL(/\/login/);
  await otherContext.close();
});
