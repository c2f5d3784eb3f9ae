import type { Page } from '@playwright/test';
import { authPost, expect, latestMail, signInWithForm, test, useLanguage, users } from './fixtures.js';

/** Registers through the API and opens the mailed confirmation link, which signs `page` in. */
async function registerAndConfirm(page: Page, email: string, password: string) {
  const since = Date.now();
  const res = await authPost(page.request, '/api/auth/sign-up/email', { name: 'E2E Person', email, password });
  expect(res.status()).toBe(200);
  await page.goto((await latestMail(email, since)).link);
  await expect(page).toHaveURL('/dashboard');
}

const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@e2e.test`;

test('register: each field error, then a new customer account signed in', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Name is required', { exact: true })).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(page.getByText('Company name is required')).toBeVisible();
  await expect(page.getByText('Delivery address is required')).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill('Rosa Díaz');
  await page.getByLabel('Company name').fill('Rosa Café');
  await page.getByLabel('Delivery address').fill('12 Flagler St, Miami');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Invalid email format')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();

  const email = unique('rosa');
  await page.getByLabel('Email').fill(email);
  // One of the most common passwords is refused by the server, on the field, in the reader's language.
  await page.getByLabel('Password', { exact: true }).fill('Password1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('This password is one of the most common ones. Choose one that is harder to guess')).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();

  const since = Date.now();
  await page.getByLabel('Password', { exact: true }).fill('a good long password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail to finish creating your account' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(email);

  // Not confirmed yet: signing in says so (and mails a fresh link).
  await page.goto('/login');
  await signInWithForm(page, email, 'a good long password');
  await expect(page.getByRole('alert')).toContainText('Confirm your e-mail address first');

  const mail = await latestMail(email, since);
  expect(mail.subject).toContain('Confirm your e-mail address');
  expect(mail.link).toContain('/api/auth/verify-email');
  await page.goto(mail.link);
  await expect(page).toHaveURL('/dashboard');
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menu')).toContainText(email);
  await expect(page.getByRole('menu')).toContainText(/customer/i);
});

test('register in Spanish: one of the most common passwords is refused in Spanish', async ({ page }) => {
  await useLanguage(page, 'es');
  await page.goto('/register');
  await page.getByLabel('Nombre', { exact: true }).fill('Rosa Díaz');
  await page.getByLabel('Nombre de la empresa').fill('Café Rosa');
  await page.getByLabel('Dirección de entrega').fill('12 Flagler St, Miami');
  await page.getByLabel('Correo electrónico').fill(unique('rosa-es'));
  await page.getByLabel('Contraseña', { exact: true }).fill('12345678');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('Esta contraseña es una de las más comunes. Elija una más difícil de adivinar')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Crear una cuenta' })).toBeVisible();
});

test('register: an e-mail already in use gets the same answer, and its owner a notice', async ({ page }) => {
  // A throwaway owner, so the shared users' mail limits stay untouched.
  const email = unique('owner');
  await registerAndConfirm(page, email, 'the owner password');
  await page.context().clearCookies();

  const since = Date.now();
  await page.goto('/register');
  await page.getByLabel('Name', { exact: true }).fill('Someone');
  await page.getByLabel('Company name').fill('Someone Inc');
  await page.getByLabel('Delivery address').fill('1 Main St, Miami');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a good long password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail to finish creating your account' })).toBeVisible();
  const notice = await latestMail(email, since);
  expect(notice.subject).toContain('Someone tried to register with your address');
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

test('password sign-in: after 5 wrong passwords the account waits, even for the right one, and the page says how long', async ({ page }) => {
  const email = unique('locked');
  await registerAndConfirm(page, email, 'the right password');
  await page.context().clearCookies();
  await page.goto('/login');
  for (let i = 0; i < 5; i++) {
    await signInWithForm(page, email, `wrong password ${i}`);
    await expect(page.getByRole('alert')).toHaveText('Failed to sign in. Please check your credentials and try again.');
  }
  await signInWithForm(page, email, 'the right password');
  await expect(page.getByRole('alert')).toContainText('Too many failed sign-ins for this account. Try again in 1 min');
  await expect(page).toHaveURL('/login');
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

test('forgot and reset password: mismatch, then success lands signed in on the dashboard; the new password works', async ({ page, browser }) => {
  // A throwaway account, so the shared test users keep their passwords.
  const email = unique('reset');
  await registerAndConfirm(page, email, 'the old password');
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
  await expect(page).toHaveURL('/dashboard');
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menu')).toContainText(email);

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
  await registerAndConfirm(page, email, password);
  const otherContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.250.0.1' } });
  const other = await otherContext.newPage();
  expect((await authPost(other.request, '/api/auth/sign-in/email', { email, password })).status()).toBe(200);
  await other.goto('/dashboard');
  await expect(other).toHaveURL('/dashboard');

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/login');
  // The sign-in form shows once the server session has ended and /login was loaded afresh.
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);

  // The other browser's session was revoked on the server too.
  await other.goto('/dashboard');
  await expect(other).toHaveURL(/\/login/);
  await otherContext.close();
});
