import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { businessInputSchema, businessSchema, managedUserPageSchema, type Business, type BusinessInput } from '@freshprice/shared';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/msw-server';

const base = { emailVerified: true, disabled: false, createdAt: '2026-01-05T10:00:00.000Z', updatedAt: '2026-01-05T10:00:00.000Z', lastSignInAt: null, invited: false };

function fakeBusiness() {
  const puts: BusinessInput[] = [];
  let business: Business = { company: 'Café Luna', address: '1 Bay St', size: 'small', deliveryDays: null, substitutions: true, substitutionLimit: null, minimumWaived: false, lateOrderAllowed: false, quickbooksName: null };
  server.use(
    http.get('*/api/users', () =>
      HttpResponse.json(
        managedUserPageSchema.parse({
          items: [
            { ...base, id: 'u1', email: 'luna@example.com', name: 'Luna Buyer', role: 'customer' },
            { ...base, id: 'u2', email: 'sam@example.com', name: 'Sam Seller', role: 'seller' },
          ],
          next: null,
        }),
      ),
    ),
    http.get('*/api/users/u1/business', () => HttpResponse.json(businessSchema.parse(business))),
    http.put('*/api/users/u1/business', async ({ request }) => {
      const body = businessInputSchema.parse(await request.json());
      puts.push(body);
      business = businessSchema.parse({ ...business, ...body });
      return HttpResponse.json(business);
    }),
  );
  return puts;
}

describe("/manage-users: a customer's business", () => {
  it('is offered for customers only, and saves size, days, limit and exceptions', async () => {
    const user = userEvent.setup();
    renderApp('/manage-users', { role: 'admin' });
    const puts = fakeBusiness();
    const table = await screen.findByRole('table');
    expect(within(within(table).getByRole('group', { name: 'Actions for sam@example.com' })).queryByRole('button', { name: 'Business' })).toBeNull();
    await user.click(within(within(table).getByRole('group', { name: 'Actions for luna@example.com' })).getByRole('button', { name: 'Business' }));
    const dialog = await screen.findByRole('dialog', { name: 'Business of Luna Buyer' });
    expect(await within(dialog).findByDisplayValue('Café Luna')).toBeTruthy();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Business size' }), 'large');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Fri' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Tue' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Price difference allowed (%)' }), '150');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Waive the minimum order' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name in QuickBooks' }), 'Luna Cafe LLC');
    await user.click(within(dialog).getByRole('button', { name: 'Save business' }));
    expect(await within(dialog).findByText('Enter a whole percent from 0 to 100')).toBeTruthy();
    expect(puts).toEqual([]);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Price difference allowed (%)' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Price difference allowed (%)' }), '15');
    await user.click(within(dialog).getByRole('button', { name: 'Save business' }));
    expect(await screen.findByText('The business of Luna Buyer was saved.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts).toEqual([
      { company: 'Café Luna', address: '1 Bay St', size: 'large', deliveryDays: ['tue', 'fri'], substitutions: true, substitutionLimit: 15, minimumWaived: true, lateOrderAllowed: false, quickbooksName: 'Luna Cafe LLC' },
    ]);
  });
});
