import { expect, expectAccessible, FIRST_PAINT, latestMail, lookAt, signInAs, test, useLanguage } from './fixtures.js';

const TEXT = {
  en: {
    invite: 'Invite a user',
    email: 'E-mail',
    role: 'Role',
    seller: 'Seller',
    language: 'Language of the invitation e-mail',
    send: 'Send invitation',
    search: 'Search by e-mail or name',
    resend: 'Resend invitation',
    resent: (email: string) => `A new invitation was sent to ${email}; the earlier link no longer works.`,
    welcome: /^Welcome to /,
    signInWith: 'You sign in with this address',
    password: 'Password',
    confirm: 'Confirm password',
    submit: 'Create my password',
    ready: /Your account is ready and you are signed in/,
    invalidTitle: 'This invitation link no longer works',
    whatToDo: /ask the person who invited you .* to send the invitation again/,
    mailRole: 'as a seller',
  },
  es: {
    invite: 'Invitar a un usuario',
    email: 'Correo electrónico',
    role: 'Rol',
    seller: 'Vendedor',
    language: 'Idioma del correo de invitación',
    send: 'Enviar invitación',
    search: 'Buscar por correo o nombre',
    resend: 'Reenviar invitación',
    resent: (email: string) => `Se envió una nueva invitación a ${email}; el enlace anterior ya no funciona.`,
    welcome: /^Bienvenido a /,
    signInWith: 'Inicie sesión con este correo',
    password: 'Contraseña',
    confirm: 'Confirmar contraseña',
    submit: 'Crear mi contraseña',
    ready: /Su cuenta está lista y ya inició sesión/,
    invalidTitle: 'Este enlace de invitación ya no funciona',
    whatToDo: /pida a la persona que le invitó .* que le envíe la invitación de nuevo/,
    mailRole: 'con el rol de vendedor',
  },
} as const;

for (const language of ['en', 'es'] as const) {
  const t = TEXT[language];
  test(`an invitation welcomes the new user, is checked on arrival, and sent again ends the old link (${language})`, async ({ page, browser }) => {
    test.slow();
    const errors: string[] = [];
    await useLanguage(page, language);
    await signInAs(page, 'admin');
    await page.goto('/manage-users');
    const email = `welcome-${language}-${Date.now()}@e2e.test`;
    const since = Date.now();
    await page.getByRole('button', { name: t.invite }).click(FIRST_PAINT);
    const dialog = page.getByRole('dialog', { name: t.invite });
    await dialog.getByLabel(t.email, { exact: true }).fill(email);
    await dialog.getByLabel(t.role, { exact: true }).selectOption({ label: t.seller });
    await expect(dialog.getByLabel(t.language)).toHaveValue(language);
    await dialog.getByRole('button', { name: t.send }).click();
    const first = await latestMail(email, since);
    expect(first.text).toContain(t.mailRole);
    expect(first.text).toContain(email);

    // Sent again from the users page: the first link stops working. (The dialog has closed and the
    // page settled first: a search typed while it closes can be lost.)
    await expect(dialog).toBeHidden();
    await page.getByLabel(t.search).fill(email);
    await expect(page.getByLabel(t.search)).toHaveValue(email);
    const row = page.getByRole('row').filter({ hasText: email });
    const resentSince = Date.now();
    await row.getByRole('button', { name: t.resend }).click();
    await expect(page.getByText(t.resent(email))).toBeVisible();
    const second = await latestMail(email, resentSince);
    expect(second.link).not.toBe(first.link);

    const invitee = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const theirs = await invitee.newPage();
    theirs.on('console', (m) => {
      if (m.type() === 'error' && !/status of 4\d\d/.test(m.text())) errors.push(m.text());
    });
    await useLanguage(theirs, language);

    // The replaced link says so at once, with what to do, and shows no form.
    await theirs.goto(first.link);
    await expect(theirs.getByRole('heading', { name: t.invalidTitle })).toBeVisible(FIRST_PAINT);
    await expect(theirs.getByText(t.whatToDo)).toBeVisible();
    await expect(theirs.getByLabel(t.password, { exact: true })).toHaveCount(0);
    await expectAccessible(theirs);
    await lookAt(theirs, `invitation-invalid-${language}`);

    // The live link welcomes them, with the address they will sign in with.
    await theirs.goto(second.link);
    await expect(theirs.getByRole('heading', { name: t.welcome })).toBeVisible(FIRST_PAINT);
    await expect(theirs.getByLabel(t.signInWith)).toHaveValue(email);
    await expectAccessible(theirs);
    await lookAt(theirs, `invitation-valid-${language}`);
    await theirs.getByLabel(t.password, { exact: true }).fill('welcome e2e password');
    await theirs.getByLabel(t.confirm).fill('welcome e2e password');
    await theirs.getByRole('button', { name: t.submit }).click();
    await expect(theirs).toHaveURL('/dashboard', FIRST_PAINT);
    await expect(theirs.getByText(t.ready)).toBeVisible();

    // Used: opened again (signed out), it says so instead of showing the form.
    await invitee.clearCookies();
    await theirs.goto(second.link);
    await expect(theirs.getByRole('heading', { name: t.invalidTitle })).toBeVisible(FIRST_PAINT);
    expect(errors).toEqual([]);
    await invitee.close();
  });
}
