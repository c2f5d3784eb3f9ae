import { expect, expectAccessible, latestMail, signInAs, test, useLanguage } from './fixtures.js';

const FIRST_PAINT = { timeout: 20_000 };

const TEXT = {
  en: {
    invite: 'Invite a user',
    email: 'E-mail',
    name: 'Name (optional)',
    role: 'Role',
    seller: 'Seller',
    send: 'Send invitation',
    invited: (email: string) => `Invitation sent to ${email}.`,
    statusInvited: 'Invited',
    search: 'Search by e-mail or name',
    newPassword: 'New password',
    confirmPassword: 'Confirm password',
    reset: 'Reset password',
    disable: 'Disable',
    disabledDone: (email: string) => `${email} is disabled: their sessions have ended.`,
    refused: 'This account is disabled. Ask an administrator to enable it.',
    delete: 'Delete',
    lastAdmin: 'This is the last admin: make another user admin first.',
  },
  es: {
    invite: 'Invitar a un usuario',
    email: 'Correo electrónico',
    name: 'Nombre (opcional)',
    role: 'Rol',
    seller: 'Vendedor',
    send: 'Enviar invitación',
    invited: (email: string) => `Invitación enviada a ${email}.`,
    statusInvited: 'Invitado',
    search: 'Buscar por correo o nombre',
    newPassword: 'Nueva contraseña',
    confirmPassword: 'Confirmar contraseña',
    reset: 'Restablecer contraseña',
    disable: 'Desactivar',
    disabledDone: (email: string) => `${email} está desactivado: sus sesiones terminaron.`,
    refused: 'Esta cuenta está desactivada. Pida a un administrador que la active.',
    delete: 'Eliminar',
    lastAdmin: 'Este es el último administrador: primero haga administrador a otro usuario.',
  },
} as const;

for (const language of ['en', 'es'] as const) {
  const t = TEXT[language];
  test(`an admin invites a seller, who sets a password from the mail; disabling them refuses their sign-in (${language})`, async ({ page, browser }) => {
    test.slow();
    await useLanguage(page, language);
    await signInAs(page, 'admin');
    await page.goto('/manage-users');
    await expect(page.getByRole('button', { name: t.invite })).toBeVisible(FIRST_PAINT);

    const email = `invited-${language}-${Date.now()}@e2e.test`;
    const since = Date.now();
    await page.getByRole('button', { name: t.invite }).click();
    const dialog = page.getByRole('dialog', { name: t.invite });
    await dialog.getByLabel(t.email, { exact: true }).fill(email);
    await dialog.getByLabel(t.name).fill('Ivo Invited');
    await dialog.getByLabel(t.role, { exact: true }).selectOption({ label: t.seller });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: t.send }).click();
    await expect(page.getByText(t.invited(email))).toBeVisible();

    await page.getByLabel(t.search).fill(email);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText(t.statusInvited);
    await expectAccessible(page);

    // The invited seller opens the mail in their own browser and chooses a password.
    const mail = await latestMail(email, since);
    const invitee = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const theirs = await invitee.newPage();
    await useLanguage(theirs, language);
    await theirs.goto(mail.link);
    await theirs.getByLabel(t.newPassword).fill('invited seller password');
    await theirs.getByLabel(t.confirmPassword).fill('invited seller password');
    await theirs.getByRole('button', { name: t.reset }).click();
    await expect(theirs).toHaveURL('/dashboard', FIRST_PAINT);

    // Disabled: their open session ends and a new sign-in is refused with a clear message.
    await row.getByRole('button', { name: t.disable }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.disable }).click();
    await expect(page.getByText(t.disabledDone(email))).toBeVisible();
    await theirs.reload();
    await expect(theirs).toHaveURL(/\/login/, FIRST_PAINT);
    await theirs.getByLabel(language === 'es' ? 'Correo electrónico' : 'Email').first().fill(email);
    await theirs.getByLabel(language === 'es' ? 'Contraseña' : 'Password', { exact: true }).fill('invited seller password');
    await theirs.getByRole('button', { name: language === 'es' ? 'Iniciar sesión' : 'Sign in', exact: true }).click();
    await expect(theirs.getByText(t.refused)).toBeVisible();
    await invitee.close();
  });
}

test('an admin cannot delete or disable their own account from the page', async ({ page }) => {
  await signInAs(page, 'admin');
  const me = (await (await page.request.get('/api/me')).json()) as { user: { email: string } };
  await page.goto('/manage-users');
  await page.getByLabel(TEXT.en.search).fill(me.user.email);
  const row = page.getByRole('row').filter({ hasText: me.user.email });
  await expect(row.getByRole('button', { name: TEXT.en.delete })).toBeDisabled(FIRST_PAINT);
  await expect(row.getByRole('button', { name: TEXT.en.disable })).toBeDisabled();
});

test('a seller cannot open the users page', async ({ page }) => {
  await signInAs(page, 'seller');
  await page.goto('/manage-users');
  await expect(page).toHaveURL(/\/unauthorized/, FIRST_PAINT);
});
