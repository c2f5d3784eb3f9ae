import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { exportCustomerListSchema, type ExportCustomer } from '@freshprice/shared';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { fakeItem, fakeList, fakePriceListsApi, sampleItems } from '../../../test/price-lists';

const restaurant = fakeList({ slug: 'restaurant-prices', name: 'Restaurant prices', items: sampleItems() });
const hotel = fakeList({ slug: 'hotel-prices', name: 'Hotel prices', items: sampleItems() });
const bakery = fakeList({ slug: 'bakery-prices', name: 'Bakery prices', items: sampleItems() });
// 400 products, three of them moved this week: the full message would take more than three parts.
const warehouse = fakeList({
  slug: 'warehouse-prices',
  name: 'Warehouse prices',
  items: Array.from({ length: 400 }, (_, i) =>
    fakeItem({ nameEn: `Warehouse item ${i + 1} of the long list`, price: `${10 + (i % 50)}.25`, ...(i % 150 === 7 ? { previousPrice: '1.00' } : {}) }),
  ),
});

const customer = (over: Partial<ExportCustomer> & { id: string; name: string }): ExportCustomer => ({
  email: `${over.name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
  phone: null,
  language: null,
  lists: [],
  ...over,
});
const ref = (l: typeof restaurant) => ({ id: l.id, slug: l.slug, name: l.name });

/** The export page as a seller, over these lists and the customers the server offers. */
function renderExport(customers: ExportCustomer[]) {
  const view = renderApp('/exportlistswhatsapp', { role: 'seller' });
  server.use(
    ...fakePriceListsApi({ lists: [restaurant, hotel, bakery, warehouse] }).handlers,
    http.get('*/api/exports/customers', () => HttpResponse.json(exportCustomerListSchema.parse({ items: customers }))),
  );
  return view;
}

describe('/exportlistswhatsapp', () => {
  it('takes away the "No message generated yet" notice once a message is generated', async () => {
    renderExport([]);
    await screen.findByRole('option', { name: 'Restaurant prices' });
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('No message generated yet to copy or send.')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Price list'), 'restaurant-prices');
    await userEvent.click(screen.getByRole('button', { name: 'Generate message' }));
    await waitFor(() => expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toContain('Restaurant prices'));
    expect(screen.queryByText('No message generated yet to copy or send.')).toBeNull();
  });

  it('picks the list of a customer with one, and lets the staff member choose among several (no silent pick)', async () => {
    renderExport([
      customer({ id: 'c1', name: 'Ana Restrepo', lists: [ref(restaurant)], language: 'es', phone: '305 555 0142' }),
      customer({ id: 'c2', name: 'Hotel Group', lists: [ref(bakery), ref(hotel)] }),
    ]);
    const picker = await screen.findByLabelText('Customer (optional)');
    await screen.findByRole('option', { name: /Ana Restrepo/ });
    const list = screen.getByLabelText('Price list') as HTMLSelectElement;

    await userEvent.selectOptions(picker, 'c1');
    expect(list.value).toBe('restaurant-prices');

    await userEvent.selectOptions(picker, 'c2');
    expect(list.value).toBe('');
    expect(screen.getByText('Hotel Group has 2 price lists: choose the one to send below.')).toBeTruthy();
    // Generating without choosing asks for the list instead of sending one of them.
    await userEvent.click(screen.getByRole('button', { name: 'Generate message' }));
    expect(await screen.findByText('Please select a price list first.')).toBeTruthy();
    await userEvent.selectOptions(list, 'hotel-prices');
    await userEvent.click(screen.getByRole('button', { name: 'Generate message' }));
    await waitFor(() => expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toContain('Hotel prices'));
  });

  it('sends a long list in its short form, with the changes and a link to the full list, and the full list on request', async () => {
    renderExport([]);
    await screen.findByRole('option', { name: 'Warehouse prices' });
    await userEvent.selectOptions(screen.getByLabelText('Price list'), 'warehouse-prices');
    await userEvent.click(screen.getByRole('button', { name: 'Generate message' }));
    const message = screen.getByLabelText('Message') as HTMLTextAreaElement;
    await waitFor(() => expect(message.value).toContain(`Full list: ${window.location.origin}/pricesprivate/warehouse-prices`));
    expect(message.value).toContain('Warehouse item 8 of the long list');
    expect(message.value).not.toContain('Warehouse item 9 of the long list');
    expect(screen.getByTestId('message-form').textContent).toMatch(/^Sending the short form: the full list would take \d+ parts/);
    // One part: no part buttons.
    expect(screen.getByRole('link', { name: 'Send in WhatsApp' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /^Send the full list instead \(\d+ parts\)$/ }));
    expect(message.value).toContain('Warehouse item 9 of the long list');
    expect(message.value).not.toContain('Full list:');
    expect(screen.getByTestId('message-form').textContent).toBe('Sending the full list.');
    expect(screen.getByRole('link', { name: 'Send part 1 in WhatsApp' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send the short form instead' }));
    expect(message.value).toContain('Full list:');
  });

  it('says the full list is being sent when it fits', async () => {
    renderExport([]);
    await screen.findByRole('option', { name: 'Restaurant prices' });
    await userEvent.selectOptions(screen.getByLabelText('Price list'), 'restaurant-prices');
    await userEvent.click(screen.getByRole('button', { name: 'Generate message' }));
    await waitFor(() => expect(screen.getByTestId('message-form').textContent).toBe('Sending the full list.'));
    expect(screen.queryByRole('button', { name: /instead/ })).toBeNull();
  });
});
