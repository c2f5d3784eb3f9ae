import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { totpAt } from '../apps/server/src/test/totp.js';
import { authPost, expect, expectAccessible, FIRST_PAINT, latestMail, setTheme, test, useLanguage } from './fixtures.js';

const TEXT = {
  en: {
    region: 'Two-step verification',
    turnOn: 'Turn on',
    password: 'Your password',
    continue: 'Continue',
    code: 'Code from the app',
    confirm: 'Confirm and turn on',
    on: 'Two-step verification is on.',
    backup: 'Backup codes',
    saved: 'I have saved them',
    copy: 'Copy codes',
    download: 'Download (.txt)',
    print: 'Print',
    file: 'backup-codes.txt',
    email: 'Email',
    loginPassword: 'Password',
    signIn: 'Sign in',
    appCode: 'Code from the app',
    verify: 'Verify and sign in',
    wrong: 'That code is not right, or was already used.',
    useBackup: 'Use a backup code instead',
    backupCode: 'Backup code',
    linkRefused: 'This account uses two-step verification, so a link or a mailed code cannot sign it in.',
  },
  es: {
    region: 'Verificación en dos pasos',
    turnOn: 'Activar',
    password: 'Su contraseña',
    continue: 'Continuar',
    code: 'Código de la aplicación',
    confirm: 'Confirmar y activar',
    on: 'La verificación en dos pasos está activada.',
    backup: 'Códigos de respaldo',
    saved: 'Ya los guardé',
    copy: 'Copiar códigos',
    download: 'Descargar (.txt)',
    print: 'Imprimir',
    file: 'codigos-de-respaldo.txt',
    email: 'Correo electrónico',
    loginPassword: 'Contraseña',
    signIn: 'Iniciar sesión',
    appCode: 'Código de la aplicación',
    verify: 'Verificar e iniciar sesión',
    wrong: 'Ese código no es correcto o ya se usó.',
    useBackup: 'Usar un código de respaldo',
    backupCode: 'Código de respaldo',
    linkRefused: 'Esta cuenta usa verificación en dos pasos, así que un enlace o un código por correo no pueden iniciar su sesión.',
  },
} as const;

async function signInWithPassword(page: Page, t: (typeof TEXT)['en' | 'es'], email: string, password: string) {
  await page.context().clearCookies({ name: /session|two_factor/ });
  await page.goto('/login');
  await page.getByLabel(t.email, { exact: true }).fill(email);
  await page.getByLabel(t.loginPassword, { exact: true }).fill(password);
  await page.getByRole('button', { name: t.signIn, exact: true }).click();
  await expect(page.getByLabel(t.appCode)).toBeVisible(FIRST_PAINT);
}

/**
 * The codes at a phone's width and a desktop's, light and dark: each code on one line (its box as tall
 * as one line of its text), nothing wider than the screen; then copied, downloaded and printed.
 */
async function checkBackupCodes(page: Page, t: (typeof TEXT)['en' | 'es'], codes: string[], name: string) {
  const section = page.getByRole('region', { name: t.region });
  for (const colorScheme of ['light', 'dark'] as const) {
    await setTheme(page, colorScheme);
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      const lines = await section.getByTestId('backup-code').evaluateAll((els) =>
        els.map((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight))),
      );
      expect(lines, `${name} ${width}`).toEqual(codes.map(() => 1));
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await section.getByRole('list', { name: t.backup }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`${name}-${width}-${colorScheme}.png`) });
    }
  }
  await setTheme(page, 'light');
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await section.getByRole('button', { name: t.copy }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codes.join('\n'));

  const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: t.download }).click()]);
  expect(download.suggestedFilename()).toBe(t.file);
  const file = await fs.readFile(await download.path(), 'utf8');
  for (const c of codes) expect(file).toContain(c);

  // Print opens the browser's dialog for a page of only the codes.
  await section.getByRole('button', { name: t.print }).click();
  const printed = page.frameLocator('iframe[data-backup-codes-print]');
  await expect(printed.locator('li')).toHaveCount(codes.length);
  await expect(printed.locator('li').first()).toHaveText(codes[0]!);
}

for (const language of ['en', 'es'] as const) {
  const t = TEXT[language];
  test(`two-step verification: enrol from the shown key, sign in with a code, a reused code refused, a backup code works (${language})`, async ({ page }) => {
    test.slow();
    await useLanguage(page, language);
    const email = `totp-${language}-${Date.now()}@e2e.test`;
    const password = 'totp e2e password';
    const since = Date.now();
    expect((await authPost(page.request, '/api/auth/sign-up/email', { name: 'Tess Totp', email, password })).status()).toBe(200);
    await page.goto((await latestMail(email, since)).link);
    await expect(page).toHaveURL('/dashboard', FIRST_PAINT);

    await page.goto('/profile');
    const section = page.getByRole('region', { name: t.region });
    await section.getByRole('button', { name: t.turnOn, exact: true }).click(FIRST_PAINT);
    await section.getByLabel(t.password).fill(password);
    await section.getByRole('button', { name: t.continue }).click();
    const secret = (await section.getByTestId('totp-secret').textContent())!.trim();
    await expect(section.getByRole('img')).toBeVisible();
    await expectAccessible(page);
    const uri = `otpauth://totp/e2e?secret=${secret}`;
    await section.getByLabel(t.code).fill(totpAt(uri));
    await section.getByRole('button', { name: t.confirm }).click();
    await expect(page.getByText(t.on).first()).toBeVisible();
    const codes = (await section.getByRole('list', { name: t.backup }).getByRole('listitem').allTextContents()).map((c) => c.trim());
    expect(codes).toHaveLength(10);
    for (const c of codes) expect(c).toMatch(/^[a-hj-km-np-z2-9]{5}-[a-hj-km-np-z2-9]{5}$/);
    await checkBackupCodes(page, t, codes, `backup-codes-${language}`);
    await section.getByRole('button', { name: t.saved }).click();

    // Signed out, the password alone is not enough; the next code from the app is.
    await signInWithPassword(page, t, email, password);
    const code = totpAt(uri, Date.now() + 30_000);
    await page.getByLabel(t.appCode).fill(code);
    await page.getByRole('button', { name: t.verify }).click();
    await expect(page).toHaveURL('/dashboard', FIRST_PAINT);

    // The same code a second time is refused.
    await signInWithPassword(page, t, email, password);
    await page.getByLabel(t.appCode).fill(code);
    await page.getByRole('button', { name: t.verify }).click();
    await expect(page.getByText(t.wrong)).toBeVisible();

    // A backup code works instead.
    await page.getByRole('button', { name: t.useBackup }).click();
    await page.getByLabel(t.backupCode).fill(codes[0]!);
    await page.getByRole('button', { name: t.verify }).click();
    await expect(page).toHaveURL('/dashboard', FIRST_PAINT);

    // A magic link cannot skip the code: opened, it lands on the sign-in page, which says why.
    await page.context().clearCookies({ name: /session|two_factor/ });
    const linkSince = Date.now();
    expect((await authPost(page.request, '/api/auth/sign-in/magic-link', { email, callbackURL: '/dashboard', errorCallbackURL: '/login' })).status()).toBe(200);
    await page.goto((await latestMail(email, linkSince)).link);
    await expect(page).toHaveURL(/\/login\?error=two_factor_required$/, FIRST_PAINT);
    await expect(page.getByRole('alert').filter({ hasText: t.linkRefused })).toBeVisible();
  });
}
