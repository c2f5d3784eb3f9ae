import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { managedUserPageSchema, managedUserSchema, type ManagedUser } from '@freshprice/shared';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/msw-server';

const base = { emailVerified: true, disabled: false, createdAt: '2026-01-05T10:00:00.000Z', updatedAt: '2026-01-05T10:00:00.000Z', lastSignInAt: null };
const USERS: ManagedUser[] = [
  { ...base, id: 'u1', email: 'bruno@example.com', name: 'Bruno Buyer', role: 'customer', invited: false },
  { ...base, id: 'u2', email: 'nina@example.com', name: 'Nina New', role: 'seller', invited: true },
];

function fakeUsers() {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  const users = USERS.map((u) => ({ ...u }));
  server.use(
    http.get('/api/users', () => HttpResponse.json(managedUserPageSchema.parse({ items: users, next: null }))),
    http.patch('/api/users/:id', async ({ params, request }) => {
      const body = (await request.json()) as { role: ManagedUser['role'] };
      calls.push({ method: 'PATCH', path: `/api/users/${String(params.id)}`, body });
      const user = users.find((u) => u.id === params.id)!;
      user.role = body.role;
      return HttpResponse.json(managedUserSchema.parse(user));
    }),
    http.post('/api/users/:id/invitation', ({ params }) => {
      calls.push({ method: 'POST', path: `/api/users/${String(params.id)}/invitation` });
      return HttpResponse.json(managedUserSchema.parse(users.find((u) => u.id === params.id)));
    }),
  );
  return calls;
}

/** The select in the wide table (the narrow list has its own). */
const roleSelect = async (email: string) => within(await screen.findByRole('table')).getByRole('combobox', { name: `Role of ${email}` }) as HTMLSelectElement;

describe('/manage-users: a role change waits for confirmation', () => {
  it('names the user, the old and new role and what it means; Cancel leaves the role as it was', async () => {
    const user = userEvent.setup();
    renderApp('/manage-users', { role: 'admin' });
    const calls = fakeUsers();
    const select = await roleSelect('bruno@example.com');
    await user.selectOptions(select, 'admin');
    const dialog = await screen.findByRole('dialog', { name: 'Change the role of Bruno Buyer?' });
    expect(dialog.textContent).toContain('bruno@example.com goes from Customer to Admin.');
    expect(dialog.textContent).toContain('they will be able to manage users');
    expect(select.value).toBe('customer');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(select.value).toBe('customer');
    expect(calls).toEqual([]);
  });

  it('changes the role once confirmed', async () => {
    const user = userEvent.setup();
    renderApp('/manage-users', { role: 'admin' });
    const calls = fakeUsers();
    await user.selectOptions(await roleSelect('nina@example.com'), 'customer');
    const dialog = await screen.findByRole('dialog', { name: 'Change the role of Nina New?' });
    expect(dialog.textContent).toContain('from Seller to Customer');
    expect(dialog.textContent).toContain('only see the price lists shared with them');
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('nina@example.com is now Customer.')).toBeTruthy();
    expect(calls).toEqual([{ method: 'PATCH', path: '/api/users/u2', body: { role: 'customer' } }]);
    await waitFor(async () => expect((await roleSelect('nina@example.com')).value).toBe('customer'));
  });

  it('in Spanish too', async () => {
    await i18next.changeLanguage('es');
    try {
      const user = userEvent.setup();
      renderApp('/manage-users', { role: 'admin' });
      fakeUsers();
      const select = within(await screen.findByRole('table')).getByRole('combobox', { name: 'Rol de bruno@example.com' });
      await user.selectOptions(select, 'seller');
      const dialog = await screen.findByRole('dialog', { name: '¿Cambiar el rol de Bruno Buyer?' });
      expect(dialog.textContent).toContain('bruno@example.com pasa de Cliente a Vendedor.');
      expect(within(dialog).getByRole('button', { name: 'Cambiar rol' })).toBeTruthy();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});

describe('/manage-users: resending an invitation', () => {
  it('is offered for users who have not chosen a password, instead of a reset', async () => {
    const user = userEvent.setup();
    renderApp('/manage-users', { role: 'admin' });
    const calls = fakeUsers();
    const table = await screen.findByRole('table');
    const nina = within(within(table).getByRole('group', { name: 'Actions for nina@example.com' }));
    const bruno = within(within(table).getByRole('group', { name: 'Actions for bruno@example.com' }));
    expect(bruno.queryByRole('button', { name: 'Resend invitation' })).toBeNull();
    expect(nina.queryByRole('button', { name: 'Reset password' })).toBeNull();
    await user.click(nina.getByRole('button', { name: 'Resend invitation' }));
    expect(await screen.findByText('A new invitation was sent to nina@example.com; the earlier link no longer works.')).toBeTruthy();
    expect(calls).toEqual([{ method: 'POST', path: '/api/users/u2/invitation' }]);
  });
});
