import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { RouterProvider, createMemoryRouter } from 'react-router';
import {
  addDays,
  apiErrorSchema,
  COMPANY_TIME_ZONE,
  dateIn,
  fromCents,
  LINE_AS_ORDERED,
  lineAmountOf,
  orderPlannerSchema,
  placeOrderInputSchema,
  type Order,
  type OrderPlanner,
  toCents,
  type PriceListDetail,
} from '@freshprice/shared';
import { AppProviders } from '../../../app/providers';
import { routes } from '../../../app/router';
import { server } from '../../../test/msw-server';
import { fakeOrder } from '../../../test/orders';
import { fakeItem, fakeList, fakePriceListsApi, sampleItems } from '../../../test/price-lists';
import { mockApi, type MeMock } from '../../../test/render-app';
import { cartStorageKey } from '../lib/cart';

const customer: MeMock = { role: 'customer', email: 'cora@example.com', name: 'Cora Customer' };
const SLOW = 20_000;

/** Today and the next days in company time: today closed (cutoff passed), tomorrow open, then a holiday, then open. */
function planner(list: PriceListDetail, usual: string[]): OrderPlanner {
  const today = dateIn(new Date(), COMPANY_TIME_ZONE);
  const day = (n: number, available: boolean, reason: OrderPlanner['calendar'][number]['reason']) => ({
    date: addDays(today, n),
    cutoff: new Date(Date.now() + (n === 0 ? -3_600_000 : n * 86_400_000)).toISOString(),
    available,
    reason,
  });
  void list;
  return orderPlannerSchema.parse({
    calendar: [day(0, false, 'cutoffPassed'), day(1, true, null), day(2, false, 'holiday'), day(3, true, null)],
    minimum: '250.00',
    size: 'small',
    usualProducts: usual,
    lateOrderAllowed: false,
    now: new Date().toISOString(),
  });
}

function placedOrder(list: PriceListDetail, input: { deliveryDate: string; lines: { product: string; quantity: unknown }[] }): Order {
  const lines = input.lines.map((l) => {
    const item = list.items.find((i) => i.productId === l.product)!;
    const total = fromCents(lineAmountOf(item, l.quantity)!);
    const sold = { soldByWeight: item.soldByWeight, caseWeight: item.caseWeight };
    return { ...LINE_AS_ORDERED, product: item.productId, slug: item.productSlug, name: item.nameEn, names: { en: item.nameEn, es: item.nameEs }, quantity: Number(l.quantity), unit: item.unit, pack: { en: item.packEn, es: item.packEs }, price: item.price, total, ...sold };
  });
  return fakeOrder({
    id: '00000000-0000-4000-8000-000000000001',
    number: '10001',
    deliveryDate: input.deliveryDate,
    total: fromCents(lines.reduce((s, l) => s + toCents(l.total), 0)),
    estimated: lines.some((l) => l.soldByWeight),
    lines,
    note: null,
    cutoff: new Date(Date.now() + 86_400_000).toISOString(),
    priceList: { id: list.id, slug: list.slug, name: list.name },
    customer: { id: 'u1', email: 'cora@example.com', name: 'Cora Customer', company: null },
    placedAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
  });
}

type Answer = 'below_minimum' | 'network' | 'placed';

/** The fake orders API: placing answers each attempt with the next of `answers`, and records what was sent. */
function fakeOrders(list: PriceListDetail, answers: Answer[], usual: string[] = []) {
  const sent: { key: string | null; body: unknown }[] = [];
  let placed: Order | null = null;
  server.use(
    http.get('*/api/orders/planner', () => HttpResponse.json(planner(list, usual))),
    http.post('*/api/orders', async ({ request }) => {
      const body = placeOrderInputSchema.parse(await request.json());
      sent.push({ key: request.headers.get('Idempotency-Key'), body });
      const answer = answers.shift() ?? 'placed';
      if (answer === 'network') return HttpResponse.error();
      if (answer === 'below_minimum')
        return HttpResponse.json(apiErrorSchema.parse({ error: { code: 'below_minimum', message: 'Add $62.00', fields: { missing: '62.00' } } }), { status: 422 });
      placed = placedOrder(list, body);
      return HttpResponse.json(placed, { status: 201 });
    }),
    http.get('*/api/orders/:id', () => (placed ? HttpResponse.json(placed) : HttpResponse.json({ error: { code: 'not_found', message: 'x' } }, { status: 404 }))),
  );
  return { sent };
}

/** The signed-in customer's fake API and their one list (the orders' fake goes on top of them). */
function serveList(list: PriceListDetail) {
  mockApi(customer);
  server.use(...fakePriceListsApi({ lists: [list] }).handlers);
}

function renderOrderPage() {
  const router = createMemoryRouter(routes, { initialEntries: ['/order'] });
  const view = render(
    <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}

const restaurant = () => fakeList({ slug: 'restaurant-prices', name: 'Restaurant prices', items: sampleItems() });
const quantity = (name: string) => screen.findByRole('textbox', { name: new RegExp(`^Quantity of ${name} \\(`) });
const cart = () => screen.getByRole('form', { name: 'Your order' });

describe('/order', () => {
  it(
    'orders a product sold by weight in whole cases, at its estimate: "about $300.00", billed at the weight packed',
    async () => {
      const user = userEvent.setup();
      const ginger = fakeItem({ nameEn: 'Ginger Root', nameEs: 'Jengibre', category: 'vegetables', price: '2.50', packEn: '40 lb box', soldByWeight: true, caseWeight: '40.00' });
      const list = fakeList({ slug: 'restaurant-prices', name: 'Restaurant prices', items: [...sampleItems(), ginger] });
      serveList(list);
      fakeOrders(list, ['placed']);
      renderOrderPage();
      const box = await screen.findByRole('textbox', { name: 'Quantity of Ginger Root (cases)' });
      expect(box.closest('li')!.textContent).toContain('$2.50/lb · case about 40 lb');

      await user.type(box, '1.5');
      expect(within(cart()).getByText('Sold by weight: order whole cases.')).toBeTruthy();
      await user.clear(box);
      await user.type(box, '3');
      const line = within(cart()).getByTestId('cart-line');
      expect(line.textContent).toContain('3 cases (about 120 lb) × $2.50/lb');
      expect(line.textContent).toContain('about $300.00');
      expect(within(cart()).getByTestId('cart-total').textContent).toBe('about $300.00');
      expect(within(cart()).getByTestId('estimate-note').textContent).toBe('Billed at the weight packed');

      await user.click(within(cart()).getByRole('button', { name: /^Place order/ }));
      expect(await screen.findByText('Order 10001 placed')).toBeTruthy();
      expect(screen.getByTestId('order-total').textContent).toBe('about $300.00');
      expect(screen.getByTestId('order-line').textContent).toContain('3 cases (about 120 lb) × $2.50/lb');
    },
    SLOW,
  );

  it(
    'lists the usual items first, keeps out-of-stock items out of reach, and offers only the open dates (the others say why)',
    async () => {
      const list = restaurant();
      const cilantro = list.items.find((i) => i.nameEn === 'Cilantro')!;
      serveList(list);
      fakeOrders(list, [], [cilantro.productId]);
      renderOrderPage();
      const usual = await screen.findByRole('region', { name: 'Your usual items' });
      expect(within(usual).getByRole('textbox', { name: /^Quantity of Cilantro/ })).toBeTruthy();
      const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
      expect(sections.slice(0, 3)).toEqual(['Your usual items', 'Vegetables', 'Fruits']);

      const avocado = await quantity('Hass Avocado');
      expect((avocado as HTMLInputElement).disabled).toBe(true);
      expect(screen.getByRole('button', { name: 'One more: Hass Avocado' })).toHaveProperty('disabled', true);
      expect(avocado.closest('li')!.textContent).toContain('Out of stock');

      const date = within(cart()).getByLabelText('Delivery date') as HTMLSelectElement;
      const options = [...date.options].map((o) => [o.textContent, o.disabled]);
      expect(options[0]![0]).toMatch(/: cutoff passed$/);
      expect(options[0]![1]).toBe(true);
      expect(options[1]![1]).toBe(false);
      expect(options[2]![0]).toMatch(/: holiday$/);
      // The first open day is chosen, with its countdown.
      expect(date.value).toBe(addDays(dateIn(new Date(), COMPANY_TIME_ZONE), 1));
      expect(within(cart()).getByTestId('countdown').textContent).toMatch(/^Order in the next \d+ h \d+ min for delivery tomorrow$/);
    },
    SLOW,
  );

  it(
    'keeps today open past its cutoff for a customer allowed one late order, and says so',
    async () => {
      const list = restaurant();
      serveList(list);
      fakeOrders(list, []);
      const late = planner(list, []);
      late.calendar[0] = { ...late.calendar[0]!, available: true, reason: null };
      server.use(http.get('*/api/orders/planner', () => HttpResponse.json({ ...late, lateOrderAllowed: true })));
      renderOrderPage();
      expect(await within(await screen.findByRole('form', { name: 'Your order' })).findByText(/^The cutoff has passed, but we allowed you one late order for delivery today/)).toBeTruthy();
    },
    SLOW,
  );

  it(
    'says how much is missing, keeps the cart and its key through a lost answer, and places the order once',
    async () => {
      const user = userEvent.setup();
      const list = restaurant();
      serveList(list);
      const api = fakeOrders(list, ['below_minimum', 'network', 'placed']);
      const { router } = renderOrderPage();

      await user.type(await quantity('Watermelon'), '3'); // $30.00
      const bar = within(cart()).getByRole('progressbar');
      expect(bar.getAttribute('aria-valuetext')).toBe('$220.00 more to reach your $250.00 minimum');
      expect(bar.getAttribute('aria-valuenow')).toBe('30');
      expect(bar.getAttribute('aria-valuemax')).toBe('250');
      const place = () => within(cart()).getByRole('button', { name: /^Place order/ });

      // Refused: the server's words, with its amount.
      await user.click(place());
      expect((await within(cart()).findByRole('alert')).textContent).toBe('Your order is below your $250.00 minimum: add $62.00 more to place it.');
      expect(api.sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);

      // No answer: the cart and the attempt's key are kept (also across a reload).
      await user.click(place());
      await waitFor(() => expect(within(cart()).getByRole('alert').textContent).toMatch(/^No connection: your order is kept here/));
      const secondKey = api.sent[1]!.key;
      expect(secondKey).not.toBe(api.sent[0]!.key);
      const stored = JSON.parse(window.localStorage.getItem(cartStorageKey('u1', list.id))!) as { key: string; lines: unknown[] };
      expect(stored.key).toBe(secondKey);
      expect(stored.lines).toHaveLength(1);

      // Sent again: the same key, and the order's page says it was placed.
      await user.click(place());
      expect(await screen.findByText('Order 10001 placed')).toBeTruthy();
      expect(api.sent[2]!.key).toBe(secondKey);
      expect(api.sent[2]!.body).toEqual(api.sent[1]!.body);
      expect(screen.getByText('We sent a confirmation to cora@example.com.')).toBeTruthy();
      expect(router.state.location.pathname + router.state.location.search).toBe('/orders/00000000-0000-4000-8000-000000000001?placed=1');
      expect(window.localStorage.getItem(cartStorageKey('u1', list.id))).toBeNull();
    },
    SLOW,
  );
});
