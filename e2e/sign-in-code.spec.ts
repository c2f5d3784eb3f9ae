import { expect, expectAccessible, latestMail, test, useLanguage } from './fixtures.js';
import { E2E_CODE_USERS } from './users.js';

const FIRST_PAINT = { timeout: 20_000 };

const TEXT = {
  en: { method: 'Code by e-mail', email: 'Email', send: 'Send me a code', code: '6-digit code', signIn: 'Sign in', wrong: 'That code is not right or has expired. Ask for a new one.' },
  es: { method: 'Código por correo', email: 'Correo electrónico', send: 'Enviarme un código', code: 'Código de 6 dígitos', signIn: 'Iniciar sesión', wrong: 'Ese código no es correcto o ya venció. Pida uno nuevo.' },
} as const;

for (const language of ['en', 'es'] as const) {
  const t = TEXT[language];
  test(`signs in with a one-time code by e-mail; a wrong code is refused (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    await page.goto('/login');
    await page.getByRole('button', { name: t.method }).click(FIRST_PAINT);
    const since = Date.now();
    const { email } = E2E_CODE_USERS[language];
    await page.getByLabel(t.email, { exact: true }).fill(email);
    await page.getByRole('button', { name: t.send }).click();
    const mail = await latestMail(email, since);
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
    await expectAccessible(page);

    await page.getByLabel(t.code).fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: t.signIn, exact: true }).click();
    await expect(page.getByText(t.wrong)).toBeVisible();

    await page.getByLabel(t.code).fill(code);
    await page.getByRole('button', { name: t.signIn, exact: true }).click();
    await expect(page).toHaveURL('/dashboard', FIRST_PAINT);
  });
}
