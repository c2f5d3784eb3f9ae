import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { draftLinkSchema, draftSchema, standingOrderListSchema, type Draft, type StandingOrder } from '@freshprice/shared';
import { server } from '../../../test/msw-server';
import { fakeOrder, fakeOrderLine } from '../../../test/orders';
import { fakeItem, fakeList, fakePriceListsApi } from '../../../test/price-lists';
import { renderApp } from '../../../test/render-app';

const SLOW = 20_000;
const TOKEN = 'b'.repeat(32);
const DRAFT_ID = '00000000-0000-4000-8000-0000000000d1';

function draft(over: Partial<Draft> = {}): Draft {
  return draftSchema.parse({
    id: DRAFT_ID,
    standingOrder: { id: '00000000-0000-4000-8000-0000000000s1', name: 'Semanal', whenUnanswered: 'place', paused: false },
    customer: { id: 'u-1', email: 'ana@example.com', name: 'Ana', company: null },
    priceList: { id: 'l-1', slug: 'ana', name: 'Lista de Ana' },
    deliveryDate: '2026-11-24',
    state: 'draft',
    lines: [
      { productId: 'p-1', slug: 'mango', name: 'Mango ES', names: { en: 'Kent mangoes', es: 'Mangos Kent' }, unit: 'case', quantity: 10, price: '30.00', total: '300.00', soldByWeight: false, caseWeight: null, problem: null },
      { productId: 'p-2', slug: 'kiwi', name: 'Kiwi', names: { en: 'Kiwis', es: 'Kiwis' }, unit: 'case', quantity: 2, price: null, total: null, soldByWeight: false, caseWeight: null, problem: 'not_in_list' },
    ],
    total: '300.00',
    estimated: false,
    cutoff: '2026-11-24T13:00:00.000Z',
    decideAt: '2026-11-24T12:45:00.000Z',
    open: true,
    automatic: false,
    reason: null,
    order: null,
    decidedAt: null,
    language: 'es',
    createdAt: '2026-11-24T01:00:00.000Z',
    ...over,
  });
}

const placed = (over: Partial<Draft> = {}) => draft({ state: 'placed', open: false, order: { id: 'o-1', number: '10012' }, decidedAt: '2026-11-24T02:00:00.000Z', ...over });

/** The mailed link's routes, recording what the page asks. */
function serveLink(first: unknown, answered?: unknown) {
  const requests: string[] = [];
  server.use(
    http.get('*/api/standing-order-drafts/by-token/:token', ({ request }) => {
      requests.push(`GET ${new URL(request.url).pathname}`);
      return HttpResponse.json(draftLinkSchema.parse(first));
    }),
    http.post('*/api/standing-order-drafts/by-token/:token', async ({ request }) => {
      requests.push(`POST ${JSON.stringify(await request.json())}`);
      return HttpResponse.json(answered as Record<string, unknown>);
    }),
  );
  return requests;
}

describe('/standing-order?token=… (the reminder\'s links, no sign-in)', () => {
  it(
    'reads in the customer\'s language without switching the site\'s, offers the answer the link chose first, and places once',
    async () => {
      const user = userEvent.setup();
      renderApp(`/standing-order?token=${TOKEN}&action=place`, 'signedOut');
      const requests = serveLink(draft(), placed());
      expect(await screen.findByRole('heading', { level: 1, name: 'Semanal: entrega el martes, 24 de noviembre' })).toBeTruthy();
      expect(screen.getByText('Mangos Kent')).toBeTruthy();
      expect(screen.getByText('Ya no está en su lista de precios: queda fuera')).toBeTruthy();
      expect(screen.getByText('Total: $300.00')).toBeTruthy();
      const buttons = screen.getAllByRole('button', { name: /^(Hacer el pedido tal cual|Omitir este)$/ });
      expect(buttons.map((b) => b.textContent)).toEqual(['Hacer el pedido tal cual', 'Omitir este']);
      expect(i18next.language).toBe('en');
      await user.click(buttons[0]!);
      expect((await screen.findByTestId('draft-outcome')).textContent).toBe('Pedido hecho: pedido 10012');
      expect(requests).toEqual([`GET /api/standing-order-drafts/by-token/${TOKEN}`, 'POST {"action":"place"}']);
      expect(i18next.language).toBe('en');
    },
    SLOW,
  );

  it(
    'puts "skip" first for the skip link',
    async () => {
      renderApp(`/standing-order?token=${TOKEN}&action=skip`, 'signedOut');
      serveLink(draft({ language: 'en' }));
      const buttons = await screen.findAllByRole('button', { name: /^(Place as is|Skip this one)$/ });
      expect(buttons.map((b) => b.textContent)).toEqual(['Skip this one', 'Place as is']);
    },
    SLOW,
  );

  it(
    'a used or unknown link says so',
    async () => {
      renderApp(`/standing-order?token=${TOKEN}`, 'signedOut');
      serveLink({ state: 'gone' });
      expect((await screen.findByRole('alert')).textContent).toBe('This link was used already or is no longer valid. Sign in to see your standing orders.');
      expect(screen.queryByRole('button', { name: 'Place as is' })).toBeNull();
    },
    SLOW,
  );
});

describe('/standing-orders/drafts/:draftId', () => {
  it(
    'changes a quantity, saves it and places the draft; a refusal reads in the customer\'s words',
    async () => {
      const user = userEvent.setup();
      renderApp(`/standing-orders/drafts/${DRAFT_ID}`, { role: 'customer' });
      const requests: string[] = [];
      let current = draft({ language: 'en' });
      let refuse = true;
      server.use(
        http.get('*/api/standing-order-drafts/:id', () => HttpResponse.json(current)),
        http.put('*/api/standing-order-drafts/:id', async ({ request }) => {
          requests.push(`PUT ${JSON.stringify(await request.json())}`);
          return HttpResponse.json(current);
        }),
        http.post('*/api/standing-order-drafts/:id/place', () => {
          requests.push('POST place');
          if (refuse) {
            refuse = false;
            return HttpResponse.json({ error: { code: 'below_minimum', message: 'x', fields: { missing: '40.00', minimum: '250.00' } } }, { status: 422 });
          }
          current = placed({ language: 'en' });
          return HttpResponse.json(current);
        }),
      );
      const box = await screen.findByRole('textbox', { name: 'Quantity of Kent mangoes (case)' });
      expect(screen.getByTestId('draft-state').textContent).toMatch(/^Waiting for an answer until Nov 24, 2026, 7:45/);
      await user.clear(box);
      await user.type(box, '7');
      await user.click(screen.getByRole('button', { name: 'Save and place' }));
      expect((await screen.findByRole('alert')).textContent).toBe('This is below your minimum order: add $40.00 more.');
      await user.click(screen.getByRole('button', { name: 'Save and place' }));
      expect((await screen.findByTestId('draft-state')).textContent).toBe('Placed: order 10012');
      expect(requests).toEqual(['PUT {"lines":[{"productId":"p-1","quantity":7},{"productId":"p-2","quantity":2}]}', 'POST place', 'PUT {"lines":[{"productId":"p-1","quantity":7},{"productId":"p-2","quantity":2}]}', 'POST place']);
      expect(screen.getByRole('link', { name: 'See order 10012' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Skip this one' })).toBeNull();
    },
    SLOW,
  );
});

describe('/standing-orders', () => {
  const order: StandingOrder = {
    id: '00000000-0000-4000-8000-0000000000s1',
    name: 'Weekly produce',
    customer: { id: 'u-1', email: 'customer@example.com', name: 'Cora', company: null },
    priceList: { id: 'l-1', slug: 'cora', name: 'Cora prices' },
    lines: [draft().lines[0]!],
    total: '300.00',
    estimated: false,
    weekdays: ['tue', 'fri'],
    leadHours: 12,
    whenUnanswered: 'skip',
    note: null,
    paused: false,
    next: { date: '2099-11-24', draftAt: '2099-11-24T01:00:00.000Z', cutoff: '2099-11-24T13:00:00.000Z' },
    openDrafts: [{ id: DRAFT_ID, deliveryDate: '2026-11-20', decideAt: '2026-11-20T12:45:00.000Z' }],
    version: 1,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
  };

  it(
    'lists a customer\'s standing orders with their schedule, next draft and open drafts, and asks before deleting',
    async () => {
      const user = userEvent.setup();
      renderApp('/standing-orders', { role: 'customer' });
      server.use(
        http.get('*/api/standing-orders', () => HttpResponse.json(standingOrderListSchema.parse({ items: [order] }))),
        http.get('*/api/standing-orders/drafts', () => HttpResponse.json({ items: [] })),
        http.get('*/api/price-lists', () => HttpResponse.json({ items: [] })),
      );
      const card = (await screen.findByRole('heading', { level: 2, name: 'Weekly produce' })).closest('li')!;
      // No drafts: no empty box about them above the standing orders.
      expect(screen.queryByRole('region', { name: 'Drafts' })).toBeNull();
      expect(within(card).getByText(/^Delivery on Tuesday, Friday · draft 12 h before the cutoff · skipped if unanswered$/)).toBeTruthy();
      expect(within(card).getByTestId('next-draft').textContent).toMatch(/^Next draft: for \w+, November 24, prepared Nov 2[34], 2099/);
      expect(within(card).getByRole('link', { name: 'Draft for Friday, November 20' })).toBeTruthy();
      await user.click(within(card).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByRole('dialog', { name: 'Delete "Weekly produce"?' })).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).toBeNull();
    },
    SLOW,
  );

  it(
    '"Save as standing order" on an order opens the form with its list, its lines at their quantities and its delivery weekday',
    async () => {
      const listId = '00000000-0000-4000-9000-0000000000c1';
      renderApp('/standing-orders?from=o-7', { role: 'customer' });
      const mango = fakeItem({ nameEn: 'Kent mangoes', nameEs: 'Mangos Kent', productId: 'p-mango', price: '30.00' });
      const list = fakeList({ id: listId, slug: 'cora', name: 'Cora prices', items: [mango] });
      server.use(
        ...fakePriceListsApi({ lists: [list] }).handlers,
        http.get('*/api/standing-orders', () => HttpResponse.json(standingOrderListSchema.parse({ items: [] }))),
        http.get('*/api/standing-orders/drafts', () => HttpResponse.json({ items: [] })),
        http.get('*/api/orders/:id', () =>
          HttpResponse.json(fakeOrder({ lines: [fakeOrderLine('p-mango', 'Kent mangoes', 5, '30.00')], total: '150.00', priceList: { id: listId, slug: 'cora', name: 'Cora prices' } })),
        ),
      );
      const form = await screen.findByRole('form', { name: 'New standing order' });
      expect((within(form).getByLabelText('Name', { exact: true }) as HTMLInputElement).value).toBe('Order 10007, every week');
      expect((await within(form).findByRole('textbox', { name: 'Quantity of Kent mangoes (case)' }) as HTMLInputElement).value).toBe('5');
      // November 27, 2026 is a Friday.
      expect((within(form).getByRole('checkbox', { name: 'Friday' }) as HTMLInputElement).checked).toBe(true);
      expect((within(form).getByRole('checkbox', { name: 'Monday' }) as HTMLInputElement).checked).toBe(false);
    },
    SLOW,
  );
});
