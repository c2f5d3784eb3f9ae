import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { DEFAULT_COMPANY_FACTS, fromCents, orderPlannerSchema, reorderSchema, toCents, type Order } from '@freshprice/shared';
import { AppProviders } from '../../../app/providers';
import { routes } from '../../../app/router';
import { queryKeys } from '../../../api/keys';
import { server } from '../../../test/msw-server';
import { FAKE_ORDER_ID, FAKE_ORDER_LIST_ID, fakeOrder } from '../../../test/orders';
import { fakeItem, fakeList, fakePriceListsApi } from '../../../test/price-lists';
import { mockApi } from '../../../test/render-app';
import { cartStorageKey, lastListKey } from '../lib/cart';

const SLOW = 20_000;
const ID = FAKE_ORDER_ID;
const LIST = FAKE_ORDER_LIST_ID;
const order = fakeOrder;

function renderDetail(initial: Order) {
  let current = initial;
  const writes: { method: string; url: string; body: unknown }[] = [];
  mockApi({ role: 'customer', email: 'cora@example.com' });
  // The order page, where a reorder lands: the list (the papaya is gone from it) and its planner.
  const list = fakeList({ id: LIST, slug: 'restaurant-prices', name: 'Restaurant prices', items: [fakeItem({ nameEn: 'Mango', productId: 'p-mango', price: '42.00' })] });
  server.use(...fakePriceListsApi({ lists: [list] }).handlers);
  server.use(
    http.get('*/api/orders/planner', () =>
      HttpResponse.json(
        orderPlannerSchema.parse({ calendar: [], minimum: '250.00', size: 'small', usualProducts: [], lateOrderAllowed: false, now: new Date().toISOString() }),
      ),
    ),
    http.get('*/api/orders/:id/reorder', () =>
      HttpResponse.json(
        reorderSchema.parse({
          priceList: LIST,
          lines: [
            { product: 'p-mango', name: 'Mango', quantity: 5, price: '42.00', was: '40.00', status: 'up' },
            { product: 'p-papaya', name: 'Papaya', quantity: 2, price: null, was: '30.00', status: 'gone' },
          ],
        }),
      ),
    ),
    http.get('*/api/orders/:id', () => HttpResponse.json(current)),
    http.patch('*/api/orders/:id', async ({ request }) => {
      const body = (await request.json()) as { lines: { product: string; quantity: number }[]; note: string | null };
      writes.push({ method: 'PATCH', url: request.url, body });
      const lines = current.lines.flatMap((l) => {
        const q = body.lines.find((b) => b.product === l.product)?.quantity;
        return q ? [{ ...l, quantity: q, total: (q * Number(l.price)).toFixed(2) }] : [];
      });
      current = { ...current, lines, note: body.note, total: lines.reduce((s, l) => s + Number(l.total), 0).toFixed(2) };
      return HttpResponse.json(current);
    }),
    http.post('*/api/orders/:id/cancel', ({ request }) => {
      writes.push({ method: 'POST', url: request.url, body: null });
      current = { ...current, status: 'cancelled', editable: false, cancelledAt: '2026-11-26T16:00:00.000Z' };
      return HttpResponse.json(current);
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [`/orders/${ID}`] });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { writes, router, queryClient };
}

describe('/orders/:orderId', () => {
  it(
    'after the cutoff: locked, with the phone to call, and no way to change or cancel; the PDF in the reader’s language',
    async () => {
      renderDetail(order({ editable: false }));
      const locked = await screen.findByText(/^This order is locked: its cutoff has passed\. Call us at/);
      expect(locked.textContent).toBe(`This order is locked: its cutoff has passed. Call us at ${DEFAULT_COMPANY_FACTS.phone} to change it.`);
      expect(within(locked).getByRole('link').getAttribute('href')).toMatch(/^tel:/);
      expect(screen.queryByRole('button', { name: 'Change order' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(`/api/orders/${ID}/pdf?lang=en`);
    },
    SLOW,
  );

  it(
    'before the cutoff: changes quantities and the note (the lists of orders go stale), then cancels after asking',
    async () => {
      const user = userEvent.setup();
      const { writes, queryClient } = renderDetail(order());
      queryClient.setQueryData(queryKeys.orders.list({}), { pages: [], pageParams: [] });
      await user.click(await screen.findByRole('button', { name: 'Change order' }));
      const papaya = screen.getByRole('textbox', { name: 'Quantity of Papaya (case)' });
      await user.clear(papaya);
      await user.type(papaya, '3');
      await user.click(screen.getByRole('button', { name: 'Remove Mango' }));
      expect(screen.getByText('New total').nextSibling!.textContent).toBe('$90.00');
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(screen.getByTestId('order-total').textContent).toBe('$90.00'));
      expect(writes[0]).toMatchObject({ method: 'PATCH', body: { lines: [{ product: 'p-papaya', quantity: 3 }], note: 'Back door' } });
      expect(queryClient.getQueryState(queryKeys.orders.list({}))?.isInvalidated).toBe(true);

      await user.click(screen.getByRole('button', { name: 'Cancel order' }));
      const dialog = screen.getByRole('dialog', { name: 'Cancel order 10007?' });
      await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
      expect(await screen.findByText('This order was cancelled.')).toBeTruthy();
      expect(writes[1]).toMatchObject({ method: 'POST', url: expect.stringContaining(`/api/orders/${ID}/cancel`) });
      expect(screen.queryByRole('button', { name: 'Change order' })).toBeNull();
    },
    SLOW,
  );

  it(
    'orders again: the cart of the order’s list takes the lines still on it, with what changed, and /order opens on it',
    async () => {
      const user = userEvent.setup();
      const { router } = renderDetail(order());
      await user.click(await screen.findByRole('button', { name: 'Order again' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/order'));
      expect(router.state.location.search).toBe('?list=restaurant-prices');
      const cart = JSON.parse(window.localStorage.getItem(cartStorageKey('u1', LIST))!) as { lines: unknown[]; changes: { status: string }[] };
      expect(cart.lines).toEqual([{ product: 'p-mango', quantity: 5 }]);
      expect(cart.changes.map((c) => c.status)).toEqual(['up', 'gone']);
      expect(window.localStorage.getItem(lastListKey('u1'))).toBe(LIST);
      expect(await screen.findByText('Mango went up to $42.00 (was $40.00).')).toBeTruthy();
      expect(screen.getByText('Papaya is no longer on your list and was left out.')).toBeTruthy();
      expect((screen.getByRole('textbox', { name: 'Quantity of Mango (case)' }) as HTMLInputElement).value).toBe('5');
    },
    SLOW,
  );

  it(
    'while being picked or packed, locked for that reason, not for a cutoff still ahead; in both languages',
    async () => {
      renderDetail(order({ status: 'picking', editable: false }));
      const locked = await screen.findByText(/^This order is locked: it is being picked\. Call us at/);
      expect(locked.textContent).not.toContain('cutoff');
      cleanup();
      await i18next.changeLanguage('es');
      renderDetail(order({ status: 'out_for_delivery', editable: false }));
      expect(await screen.findByText(/^Este pedido está cerrado: va en camino\. Llámenos al/)).toBeTruthy();
    },
    SLOW,
  );

  it(
    'a delivered order: each line shows what it charges (the weighed actual, the substitute as its own amount), and they less the credits are the total',
    async () => {
      renderDetail(delivered());
      const total = await screen.findByTestId('order-total');
      expect(total.textContent).toBe('$277.55');
      const amounts = screen.getAllByTestId('line-amount').map((e) => e.textContent);
      expect(amounts).toEqual(['$99.95', '$34.59', '$163.00']);
      const sum = amounts.reduce((s, a) => s + toCents(a!.replace('$', '')), 0);
      const credit = screen.getByTestId('order-credit').textContent!;
      expect(credit).toContain('−$19.99');
      expect(fromCents(sum - 1999)).toBe('277.55');
      // The weighed line reads its actual, without "about".
      const [mango, beef] = screen.getAllByTestId('order-line');
      expect(within(beef!).getByTestId('line-amount').textContent).toBe('$163.00');
      expect(within(beef!).getByTestId('line-weighed').textContent).toBe('Weighed 2 of 2 cases: estimate $160.00 · actual $163.00');
      // Units in words, plural as the quantity asks.
      expect(mango!.textContent).toContain('5 cases × $19.99');
      expect(within(mango!).getByTestId('substitute-line').textContent).toBe('Substitute: 1 case Papaya × $34.59 (replaces 1 case) Applied$34.59');
    },
    SLOW,
  );

  it(
    'partly weighed: the line and the weighed items agree on the estimate and say how many cases are weighed; Spanish units',
    async () => {
      await i18next.changeLanguage('es');
      const base = delivered();
      const beef = { ...base.lines[1]!, caseWeights: ['41.00'], actual: '82.00' };
      renderDetail(
        order({
          ...base,
          status: 'packed',
          editable: false,
          lines: [base.lines[0]!, beef],
          estimated: true,
          weights: { estimate: '80.00', actual: '82.00', difference: '2.00', outcome: 'settled', tolerance: '5.00' },
        }),
      );
      const line = (await screen.findAllByTestId('order-line'))[1]!;
      expect(within(line).getByTestId('line-weighed').textContent).toBe('Pesadas 1 de 2 cajas: estimado $80.00 · real $82.00');
      expect(within(screen.getByTestId('order-weights')).getByText('$80.00')).toBeTruthy();
      // The cases not weighed are still an estimate.
      expect(within(line).getAllByTestId('line-amount')[0]!.textContent).toBe('aprox. $162.00');
      const mango = screen.getAllByTestId('order-line')[0]!;
      expect(mango.textContent).toContain('5 cajas × $19.99');
      expect(within(mango).getByTestId('substitute-line').textContent).toBe('Sustituto: 1 caja de Papaya ES × $34.59 (reemplaza 1 caja) Aplicado$34.59');
      expect(screen.getByText(/^Este pedido está cerrado: ya está empacado para la entrega\./)).toBeTruthy();
    },
    SLOW,
  );
});

/** A delivered order: 5 cases of mango, one replaced by a case of papaya (applied), and 2 cases of beef weighed. */
function delivered(): Order {
  const base = order();
  const mango = {
    ...base.lines[0]!,
    price: '19.99',
    total: '99.95',
    delivered: '4.00',
    credit: '19.99',
    substitute: {
      product: 'p-papaya',
      slug: 'papaya',
      name: 'Papaya',
      names: { en: 'Papaya', es: 'Papaya ES' },
      unit: 'case',
      price: '34.59',
      quantity: 1,
      replaces: 1,
      state: 'applied' as const,
      deadline: null,
      amount: '34.59',
      replacedAmount: '19.99',
    },
  };
  const beef = {
    ...base.lines[1]!,
    product: 'p-beef',
    slug: 'beef',
    name: 'Beef',
    names: { en: 'Beef', es: 'Res' },
    unit: 'lb',
    quantity: 2,
    price: '2.00',
    total: '160.00',
    soldByWeight: true,
    caseWeight: '40.00',
    caseWeights: ['41.00', '40.50'],
    estimate: '160.00',
    actual: '163.00',
  };
  return order({
    status: 'delivered',
    editable: false,
    lines: [mango, beef],
    total: '277.55',
    credit: '19.99',
    weights: { estimate: '160.00', actual: '163.00', difference: '3.00', outcome: 'settled', tolerance: '5.00' },
  });
}
