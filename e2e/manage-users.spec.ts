import { authPost, expect, expectAccessible, FIRST_PAINT, latestMail, lookAt, signInAs, test, useLanguage } from './fixtures.js';

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
    newPassword: 'Password',
    confirmPassword: 'Confirm password',
    createPassword: 'Create my password',
    disable: 'Disable',
    disabledDone: (email: string) => `${email} is disabled: their sessions have ended.`,
    refused: 'This account is disabled. Ask an administrator to enable it.',
    delete: 'Delete',
    lastAdmin: 'This is the last admin: make another user admin first.',
    roleOf: (email: string) => `Role of ${email}`,
    admin: 'Admin',
    customer: 'Customer',
    roleTitle: 'Change the role of Rita Role?',
    roleFromTo: (email: string) => `${email} goes from Customer to Admin.`,
    roleMeans: 'they will be able to manage users',
    cancel: 'Cancel',
    roleConfirm: 'Change role',
    roleChanged: (email: string) => `${email} is now Admin.`,
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
    newPassword: 'Contraseña',
    confirmPassword: 'Confirmar contraseña',
    createPassword: 'Crear mi contraseña',
    disable: 'Desactivar',
    disabledDone: (email: string) => `${email} está desactivado: sus sesiones terminaron.`,
    refused: 'Esta cuenta está desactivada. Pida a un administrador que la active.',
    delete: 'Eliminar',
    lastAdmin: 'Este es el último administrador: primero haga administrador a otro usuario.',
    roleOf: (email: string) => `Rol de ${email}`,
    admin: 'Administrador',
    customer: 'Cliente',
    roleTitle: '¿Cambiar el rol de Rita Role?',
    roleFromTo: (email: string) => `${email} pasa de Cliente a Administrador.`,
    roleMeans: 'podrá administrar usuarios',
    cancel: 'Cancelar',
    roleConfirm: 'Cambiar rol',
    roleChanged: (email: string) => `${email} ahora es Administrador.`,
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
    await theirs.getByLabel(t.newPassword, { exact: true }).fill('invited seller password');
    await theirs.getByLabel(t.confirmPassword).fill('invited seller password');
    await theirs.getByRole('button', { name: t.createPassword }).click();
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

for (const language of ['en', 'es'] as const) {
  const t = TEXT[language];
  test(`a role change asks first: Cancel keeps the role, Confirm changes it (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    await signInAs(page, 'admin');
    const email = `role-${language}-${Date.now()}@e2e.test`;
    expect((await authPost(page.request, '/api/users', { email, name: 'Rita Role', role: 'customer' })).status()).toBe(201);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/manage-users');
    await page.getByLabel(t.search).fill(email);
    const row = page.getByRole('row').filter({ hasText: email });
    const select = row.getByLabel(t.roleOf(email));
    await select.selectOption({ label: t.admin }, FIRST_PAINT);
    const dialog = page.getByRole('dialog', { name: t.roleTitle });
    await expect(dialog).toContainText(t.roleFromTo(email));
    await expect(dialog).toContainText(t.roleMeans);
    await expectAccessible(page);
    await lookAt(page, `role-dialog-${language}`);
    await dialog.getByRole('button', { name: t.cancel }).click();
    await expect(dialog).toBeHidden();
    await expect(select).toHaveValue('customer');
    await page.reload();
    await page.getByLabel(t.search).fill(email);
    await expect(row.getByLabel(t.roleOf(email))).toHaveValue('customer', FIRST_PAINT);

    await row.getByLabel(t.roleOf(email)).selectOption({ label: t.admin });
    await dialog.getByRole('button', { name: t.roleConfirm }).click();
    await expect(page.getByText(t.roleChanged(email))).toBeVisible();
    await expect(row.getByLabel(t.roleOf(email))).toHaveValue('admin');
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
