import type { Page } from '@playwright/test';
import { authPost, expect, expectAccessible, latestMail, test, useLanguage } from './fixtures.js';

const FIRST_PAINT = { timeout: 20_000 };

/** A throwaway customer (the shared test users keep their passwords and sessions), signed in on `page`. */
async function newAccount(page: Page, password: string) {
  const email = `profile-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@e2e.test`;
  const since = Date.now();
  expect((await authPost(page.request, '/api/auth/sign-up/email', { name: 'Pat Profile', email, password })).status()).toBe(200);
  await page.goto((await latestMail(email, since)).link);
  await expect(page).toHaveURL('/dashboard', FIRST_PAINT);
  return email;
}

const TEXT = {
  en: {
    phone: 'Phone (WhatsApp)',
    language: 'Preferred language',
    spanish: 'Spanish',
    save: 'Save details',
    saved: 'Your details were saved.',
    sessions: 'Where you are signed in',
    thisDevice: 'This device',
    revoke: 'Sign out this session',
    revoked: 'That session was signed out.',
    current: 'Current password',
    new: 'New password',
    confirm: 'Confirm new password',
    change: 'Change password',
    mismatch: 'Passwords do not match',
    short: 'Password must be at least 8 characters',
    wrong: 'The password is not right',
    changed: 'Password changed. Your other sessions were signed out.',
  },
  es: {
    phone: 'Teléfono (WhatsApp)',
    language: 'Idioma preferido',
    spanish: 'Español',
    save: 'Guardar datos',
    saved: 'Sus datos se guardaron.',
    sessions: 'Dónde tiene la sesión iniciada',
    thisDevice: 'Este dispositivo',
    revoke: 'Cerrar esta sesión',
    revoked: 'Esa sesión se cerró.',
    current: 'Contraseña actual',
    new: 'Nueva contraseña',
    confirm: 'Confirmar la nueva contraseña',
    change: 'Cambiar contraseña',
    mismatch: 'Las contraseñas no coinciden',
    short: 'La contraseña debe tener al menos 8 caracteres',
    wrong: 'La contraseña no es correcta',
    changed: 'Contraseña cambiada. Se cerraron sus otras sesiones.',
  },
} as const;

for (const language of ['en', 'es'] as const) {
  const t = TEXT[language];
  test(`profile: details, a session revoked from another browser, and a new password (${language})`, async ({ page, browser }) => {
    test.slow();
    await useLanguage(page, language);
    const email = await newAccount(page, 'first password 1');

    // The same account signed in on another device.
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1' });
    const phone = await other.newPage();
    expect((await authPost(phone.request, '/api/auth/sign-in/email', { email, password: 'first password 1' })).status()).toBe(200);
    await phone.goto('/dashboard');
    await expect(phone).toHaveURL('/dashboard', FIRST_PAINT);

    await page.goto('/profile');
    await page.getByLabel(t.phone).fill('305 555 0177');
    await page.getByLabel(t.language).selectOption({ label: t.spanish });
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.saved)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(t.phone)).toHaveValue('305 555 0177', FIRST_PAINT);

    const sessions = page.getByRole('region', { name: t.sessions });
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await expect(sessions.getByRole('listitem').filter({ hasText: t.thisDevice })).toHaveCount(1);
    await expectAccessible(page);
    const iphone = sessions.getByRole('listitem').filter({ hasText: 'Safari · iOS' });
    await iphone.getByRole('button', { name: t.revoke }).click();
    await expect(page.getByText(t.revoked)).toBeVisible();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    await phone.goto('/dashboard');
    await expect(phone).toHaveURL(/\/login/, FIRST_PAINT);
    await other.close();

    await page.getByLabel(t.current).fill('not my password');
    await page.getByLabel(t.new, { exact: true }).fill('short');
    await page.getByLabel(t.confirm).fill('different');
    await page.getByRole('button', { name: t.change }).click();
    await expect(page.getByText(t.short)).toBeVisible();
    await expect(page.getByText(t.mismatch)).toBeVisible();
    await page.getByLabel(t.new, { exact: true }).fill('second password 2');
    await page.getByLabel(t.confirm).fill('second password 2');
    await page.getByRole('button', { name: t.change }).click();
    await expect(page.getByText(t.wrong)).toBeVisible();
    await page.getByLabel(t.current).fill('first password 1');
    await page.getByRole('button', { name: t.change }).click();
    await expect(page.getByText(t.changed)).toBeVisible();
    expect((await authPost(page.request, '/api/auth/sign-in/email', { email, password: 'second password 2' })).status()).toBe(200);
  });
}
