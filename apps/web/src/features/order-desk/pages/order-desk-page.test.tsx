import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { DEFAULT_COMPANY_FACTS, LINE_AS_ORDERED, orderPageSchema, orderSchema, type Order, type OrderStatus } from '@freshprice/shared';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/msw-server';
import { fakeOrder } from '../../../test/orders';
import { nextDeliveryDate } from '../lib/desk';

const DATE = '2026-12-02';

function order(n: number, status: OrderStatus, company: string | null): Order {
  return fakeOrder({
    id: `00000000-0000-4000-8000-00000000000${n}`,
    number: String(10000 + n),
    status,
    deliveryDate: DATE,
    total: '262.50',
    lines: [
      { product: 'p1', slug: 'mango', name: 'Mango', names: { en: 'Mango', es: 'Mango' }, quantity: 10, unit: 'case', pack: { en: '10 lb', es: '10 lb' }, price: '25.00', total: '250.00', ...LINE_AS_ORDERED },
      { product: 'p2', slug: 'lime', name: 'Lime', names: { en: 'Lime', es: 'Limón' }, quantity: 2.5, unit: 'lb', pack: { en: 'per lb', es: 'por lb' }, price: '5.00', total: '12.50', ...LINE_AS_ORDERED },
    ],
    note: null,
    cutoff: `${DATE}T13:00:00.000Z`,
    editable: status !== 'cancelled',
    priceList: { id: 'l1', slug: 'list', name: 'Restaurants' },
    customer: { id: `c${n}`, email: `buyer${n}@example.com`, name: `Buyer ${n}`, company },
    placedAt: '2026-12-01T15:00:00.000Z',
    updatedAt: '2026-12-01T15:00:00.000Z',
    confirmedAt: status === 'confirmed' ? '2026-12-01T16:00:00.000Z' : null,
  });
}

/** The orders API as staff reach it, answering shapes of the shared contract; what was asked is recorded. */
function fakeOrders() {
  const orders = [order(1, 'placed', 'Café Ñ'), order(2, 'placed', null), order(3, 'confirmed', 'Hotel Bay')];
  const calls: { method: string; url: string; body?: unknown }[] = [];
  const summary = ({ lines, note: _note, ...rest }: Order) => ({ ...rest, lineCount: lines.length });
  server.use(
    http.get('*/api/orders', ({ request }) => {
      const url = new URL(request.url);
      calls.push({ method: 'GET', url: `${url.pathname}${url.search}` });
      const status = url.searchParams.get('status');
      const items = orders.filter((o) => !status || o.status === status).map(summary);
      return HttpResponse.json(orderPageSchema.parse({ items, next: null }));
    }),
    http.get('*/api/orders/:id', ({ params }) => HttpResponse.json(orders.find((o) => o.id === params.id))),
    http.post('*/api/orders/confirm', async ({ request }) => {
      const body = (await request.json()) as { ids: string[] };
      calls.push({ method: 'POST', url: '/api/orders/confirm', body });
      for (const o of orders) if (body.ids.includes(o.id)) o.status = 'confirmed';
      return HttpResponse.json({ confirmed: body.ids.length });
    }),
    http.post('*/api/orders/:id/status', async ({ params, request }) => {
      const body = (await request.json()) as { status: OrderStatus };
      calls.push({ method: 'POST', url: `/api/orders/${String(params.id)}/status`, body });
      const o = orders.find((x) => x.id === params.id)!;
      Object.assign(o, { status: body.status, history: [...o.history, { status: body.status, at: '2026-12-02T10:00:00.000Z', by: 'seller@example.com' }] });
      return HttpResponse.json(orderSchema.parse(o));
    }),
    http.post('*/api/orders/:id/cancel', async ({ params, request }) => {
      const body = (await request.json()) as { reason: string };
      calls.push({ method: 'POST', url: `/api/orders/${String(params.id)}/cancel`, body });
      const o = orders.find((x) => x.id === params.id)!;
      Object.assign(o, { status: 'cancelled', cancelReason: body.reason, editable: false });
      return HttpResponse.json(orderSchema.parse(o));
    }),
  );
  return calls;
}

describe('/orders/manage: the order desk', () => {
  it('opens on the next delivery date and confirms the ticked placed orders together', async () => {
    const user = userEvent.setup();
    renderApp('/orders/manage', { role: 'seller' });
    const calls = fakeOrders();
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(calls[0]?.url).toBe(`/api/orders?date=${nextDeliveryDate(DEFAULT_COMPANY_FACTS, new Date())}&limit=50`);
    // The company when there is one, else the person; a confirmed order cannot be ticked.
    expect(within(table).getByText('Café Ñ')).toBeTruthy();
    expect(within(table).getByText('Buyer 2')).toBeTruthy();
    expect((within(table).getByRole('checkbox', { name: 'Select order 10003' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Ordering settings' })).toBeNull();

    const confirm = screen.getByRole('button', { name: 'Confirm selected (0)' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await user.click(within(table).getByRole('checkbox', { name: 'Select order 10001' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Select order 10002' }));
    await user.click(screen.getByRole('button', { name: 'Confirm selected (2)' }));
    expect(await screen.findByText('2 orders confirmed.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/orders/confirm', body: { ids: ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'] } },
    ]);
    // The list is read again: all three confirmed now, nothing left to tick.
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Orders' })).getAllByText('Confirmed')).toHaveLength(3));
  });

  it('filters by status and moves a day at a time, keeping both in the address', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(`/orders/manage?date=${DATE}`, { role: 'seller' });
    const calls = fakeOrders();
    await screen.findByRole('table', { name: 'Orders' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'confirmed');
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/orders?date=2026-12-03&limit=50&status=confirmed'));
    expect(router.state.location.search).toBe('?date=2026-12-03&status=confirmed');
    expect(screen.getByText('Delivery Thursday, December 3')).toBeTruthy();
  });

  it('moves a confirmed order on its way and back one step, showing its history', async () => {
    const user = userEvent.setup();
    renderApp(`/orders/manage?date=${DATE}`, { role: 'seller' });
    const calls = fakeOrders();
    await user.click(within(await screen.findByRole('table', { name: 'Orders' })).getByRole('button', { name: 'Open order 10003' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order 10003' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Being picked' }));
    expect(await screen.findByText('Order 10003: Being picked.')).toBeTruthy();
    await user.click(await within(dialog).findByRole('button', { name: 'Back to Confirmed' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST')).toEqual([
        { method: 'POST', url: '/api/orders/00000000-0000-4000-8000-000000000003/status', body: { status: 'picking' } },
        { method: 'POST', url: '/api/orders/00000000-0000-4000-8000-000000000003/status', body: { status: 'confirmed' } },
      ]),
    );
    expect(await within(dialog).findByText('Status history')).toBeTruthy();
    expect(within(dialog).getAllByText(/seller@example\.com/).length).toBeGreaterThan(0);
  });

  it('cancels an order only with a reason, which is sent to the server', async () => {
    const user = userEvent.setup();
    renderApp(`/orders/manage?date=${DATE}`, { role: 'seller' });
    const calls = fakeOrders();
    await user.click(within(await screen.findByRole('table', { name: 'Orders' })).getByRole('button', { name: 'Open order 10001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order 10001' });
    expect(within(dialog).getByText('2.5 lb')).toBeTruthy();
    expect(within(dialog).getByText('$262.50')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order…' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByText('Give the customer a reason')).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith('/cancel'))).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (told to the customer)' }), 'No mangoes today');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Order 10001 cancelled; the customer was told why.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/orders/00000000-0000-4000-8000-000000000001/cancel', body: { reason: 'No mangoes today' } },
    ]);
    expect(await within(dialog).findByText('No mangoes today')).toBeTruthy();
  });

  it("opens the customer's business from an order and comes back to it (the users feature's dialog, composed in by the app)", async () => {
    const user = userEvent.setup();
    renderApp(`/orders/manage?date=${DATE}`, { role: 'seller' });
    fakeOrders();
    server.use(
      http.get('*/api/users/c1/business', () =>
        HttpResponse.json({ company: 'Café Ñ', address: null, size: 'medium', deliveryDays: ['mon'], substitutions: false, substitutionLimit: null, minimumWaived: false, lateOrderAllowed: true }),
      ),
    );
    await user.click(within(await screen.findByRole('table', { name: 'Orders' })).getByRole('button', { name: 'Open order 10001' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Order 10001' })).getByRole('button', { name: "Customer's business" }));
    const business = await screen.findByRole('dialog', { name: 'Business of Café Ñ (Buyer 1)' });
    expect(((await within(business).findByRole('combobox', { name: 'Business size' })) as HTMLSelectElement).value).toBe('medium');
    expect((within(business).getByRole('checkbox', { name: 'Allow one order past the cutoff (used up by that order)' }) as HTMLInputElement).checked).toBe(true);
    // Closing it goes back to the order.
    await user.click(within(business).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Order 10001' })).toBeTruthy();
  });

  it('shows the settings to an admin, in Spanish too', async () => {
    await i18next.changeLanguage('es');
    try {
      renderApp(`/orders/manage?date=${DATE}`, { role: 'admin' });
      fakeOrders();
      expect(await screen.findByRole('button', { name: 'Ajustes de pedidos' })).toBeTruthy();
      const table = await screen.findByRole('table', { name: 'Pedidos' });
      expect(within(table).getAllByText('Recibido')).toHaveLength(2);
      expect(screen.getByRole('button', { name: 'Confirmar seleccionados (0)' })).toBeTruthy();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
