import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { LINE_AS_ORDERED, orderSchema, type Order } from '@freshprice/shared';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/msw-server';

const DATE = '2026-12-02';
const ID = '00000000-0000-4000-8000-000000000009';

/**
 * A packed order with the three things the desk changes: a catch-weight line with 1 of its 2 cases
 * weighed (41.2 lb at $1.39/lb: $57.27 against its $55.60 estimate), and a line shorted by one box
 * that a substitute replaced. The server's total: 91.95 + (111.20 + 1.67) + 100.00 + 22.50 − 20.00.
 */
function packedOrder(): Order {
  return orderSchema.parse({
    id: ID,
    number: '10009',
    status: 'packed',
    deliveryDate: DATE,
    total: '307.32',
    estimated: true,
    lines: [
      { product: 'p1', slug: 'mango', name: 'Kent Mangoes', names: { en: 'Kent Mangoes', es: 'Mango Kent' }, quantity: 3, unit: 'case', pack: { en: '10 lb', es: '10 lb' }, price: '30.65', total: '91.95', ...LINE_AS_ORDERED },
      {
        product: 'p2',
        slug: 'malanga',
        name: 'White Malanga',
        names: { en: 'White Malanga', es: 'Malanga Blanca' },
        quantity: 2,
        unit: 'box',
        pack: { en: '40 lb box', es: 'caja de 40 lb' },
        price: '1.39',
        total: '111.20',
        ...LINE_AS_ORDERED,
        soldByWeight: true,
        caseWeight: '40.00',
        caseWeights: ['41.20'],
        estimate: '111.20',
        actual: '57.27',
      },
      {
        product: 'p3',
        slug: 'lime',
        name: 'Limes',
        names: { en: 'Limes', es: 'Limones' },
        quantity: 5,
        unit: 'box',
        pack: { en: 'box', es: 'caja' },
        price: '20.00',
        total: '100.00',
        ...LINE_AS_ORDERED,
        delivered: '4',
        credit: '20.00',
        substitute: {
          product: 'p4',
          slug: 'lemon',
          name: 'Lemons',
          names: { en: 'Lemons', es: 'Limas' },
          unit: 'box',
          price: '22.50',
          quantity: 1,
          replaces: 1,
          state: 'applied',
          deadline: null,
          amount: '22.50',
          replacedAmount: '20.00',
        },
      },
    ],
    currency: 'USD',
    note: null,
    cutoff: `${DATE}T13:00:00.000Z`,
    editable: false,
    priceList: { id: 'l1', slug: 'list', name: 'Restaurants' },
    customer: { id: 'c9', email: 'buyer9@example.com', name: 'Buyer 9', company: 'Café Ñ' },
    placedAt: '2026-12-01T15:00:00.000Z',
    updatedAt: '2026-12-01T15:00:00.000Z',
    confirmedAt: '2026-12-01T16:00:00.000Z',
    cancelledAt: null,
    cancelReason: null,
    history: [{ status: 'placed', at: '2026-11-26T15:00:00.000Z' }],
    credit: '20.00',
    weights: { estimate: '55.60', actual: '57.27', difference: '1.67', outcome: 'settled', tolerance: '5.00' },
    belowMinimum: null,
    invoice: null,
  });
}

function item(id: string, en: string, es: string, unit: string, price: string, extra: { inStock?: boolean; soldByWeight?: boolean } = {}) {
  return { productId: id, productSlug: id, nameEn: en, nameEs: es, category: null, unit, packEn: unit, packEs: unit, inStock: extra.inStock ?? true, imageUrl: null, soldByWeight: extra.soldByWeight ?? false, caseWeight: extra.soldByWeight ? '40.00' : null, price, quantity: null, changedAt: '2026-11-01T00:00:00.000Z', recentChange: null, previousPrice: null };
}

function fakeDesk() {
  const o = packedOrder();
  const summary = ({ lines, note: _note, history: _h, credit: _c, weights: _w, belowMinimum: _b, invoice: _i, ...rest }: Order) => ({ ...rest, lineCount: lines.length });
  server.use(
    http.get('*/api/orders', () => HttpResponse.json({ items: [summary(o)], next: null })),
    http.get('*/api/orders/:id', () => HttpResponse.json(o)),
    http.get('*/api/price-lists/:ref', () =>
      HttpResponse.json({
        id: 'l1',
        slug: 'list',
        name: 'Restaurants',
        items: [
          item('p1', 'Kent Mangoes', 'Mango Kent', 'case', '30.65'),
          item('p5', 'Ginger', 'Jengibre', 'box', '2.39', { soldByWeight: true }),
          item('p4', 'Lemons', 'Limas', 'box', '22.50', { inStock: false }),
          item('p6', 'Avocados', 'Aguacates', 'case', '40.00'),
          item('p2', 'White Malanga', 'Malanga Blanca', 'box', '1.39', { soldByWeight: true }),
        ],
      }),
    ),
  );
}

/** "$1,234.56", "about $5.00", "−$20.00" -> cents. */
const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);

async function openDialog(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(within(await screen.findByRole('table', { name: name === 'Pedido 10009' ? 'Pedidos' : 'Orders' })).getByRole('button', { name: new RegExp('10009') }));
  return screen.findByRole('dialog', { name });
}

describe('the order dialog at the desk', () => {
  it('shows each line at what it charges now, so the lines less the credits make the total, "about" while estimated', async () => {
    const user = userEvent.setup();
    renderApp(`/orders/manage?date=${DATE}`, { role: 'seller' });
    fakeDesk();
    // The list says "about" too.
    expect(within(await screen.findByRole('table', { name: 'Orders' })).getByText('about $307.32')).toBeTruthy();
    const dialog = await openDialog(user, 'Order 10009');

    expect(within(dialog).getByTestId('desk-amount-1').textContent).toBe('$91.95');
    // The weighed case at its actual, the other at its estimate; still an estimate.
    expect(within(dialog).getByTestId('desk-amount-2').textContent).toBe('about $112.87');
    expect(within(dialog).getByTestId('desk-amount-3').textContent).toBe('$100.00');
    expect(within(dialog).getByTestId('desk-substitute-amount-3').textContent).toBe('$22.50');
    expect(within(dialog).getByText('Substitute: Lemons')).toBeTruthy();
    expect(within(dialog).getByTestId('desk-credits').textContent).toBe('−$20.00');
    expect(within(dialog).getByTestId('desk-total').textContent).toBe('about $307.32');
    const shown = [...dialog.querySelectorAll('[data-testid^="desk-amount-"], [data-testid^="desk-substitute-amount-"]')].reduce((sum, el) => sum + cents(el.textContent), 0);
    expect(shown - cents(within(dialog).getByTestId('desk-credits').textContent)).toBe(cents(within(dialog).getByTestId('desk-total').textContent));

    // Per lb in cases, never "2 box × $1.39".
    const malanga = within(dialog).getByTestId('desk-row-2');
    expect(within(malanga).getAllByText('2 cases (about 80 lb)').length).toBeGreaterThan(0);
    expect(within(malanga).getAllByText('$1.39/lb').length).toBeGreaterThan(0);
    // Partial weighing, like with like.
    expect(within(malanga).getByText('1 of 2 cases weighed: 41.2 lb')).toBeTruthy();
    expect(within(malanga).getByText('Cases weighed: actual $57.27 against their estimate of $55.60 (+$1.67)')).toBeTruthy();
    expect(within(malanga).getByText(/Estimate for 2 cases: \$111\.20/)).toBeTruthy();
    // Units in words, plural.
    const limes = within(dialog).getByTestId('desk-row-3');
    expect(within(limes).getAllByText('5 boxes').length).toBeGreaterThan(0);
    expect(within(limes).getByText('Short: 4 of 5 boxes delivered')).toBeTruthy();
    expect(within(limes).getByText(/Substitute: 1 box of Lemons × \$22\.50 = \$22\.50 \(replaces 1 box\)/)).toBeTruthy();

    // The actions sit in a grid two a row on a phone, each labelled.
    const actions = within(dialog).getByTestId('desk-actions');
    expect(actions.className).toContain('grid-cols-2');
    expect(within(actions).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(within(actions).getByRole('button', { name: 'Cancel order…' })).toBeTruthy();

    // The forms take the line's whole width (a cell across all four columns).
    await user.click(within(malanga).getByRole('button', { name: 'Weights' }));
    const first = within(malanga).getByRole('textbox', { name: 'Case 1 of White Malanga (lb)' });
    expect((first.closest('td') as HTMLTableCellElement).colSpan).toBe(4);
    expect(within(malanga).getByRole('textbox', { name: 'Case 2 of White Malanga (lb)' })).toBeTruthy();
  });

  it('picks a substitute by name, marking per lb and out-of-stock products', async () => {
    const user = userEvent.setup();
    renderApp(`/orders/manage?date=${DATE}`, { role: 'seller' });
    fakeDesk();
    const dialog = await openDialog(user, 'Order 10009');
    const row = within(dialog).getByTestId('desk-row-1');
    await user.click(within(row).getByRole('button', { name: 'Substitute' }));
    const select = within(row).getByRole('combobox', { name: 'Substitute product' });
    await within(select).findByRole('option', { name: /Ginger/ });
    const options = within(select).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual([
      'Choose a product',
      'Avocados · case · $40.00',
      'Ginger · box · $2.39/lb',
      'Lemons · box · $22.50 (out of stock)',
      'White Malanga · box · $1.39/lb',
    ]);
    expect(within(row).getByText('Replaces, of Kent Mangoes (up to 3 cases)')).toBeTruthy();
  });

  it('speaks Spanish: names, unit words and labels', async () => {
    await i18next.changeLanguage('es');
    try {
      const user = userEvent.setup();
      renderApp(`/orders/manage?date=${DATE}`, { role: 'seller' });
      fakeDesk();
      expect(within(await screen.findByRole('table', { name: 'Pedidos' })).getByText('aprox. $307.32')).toBeTruthy();
      const dialog = await openDialog(user, 'Pedido 10009');
      const mango = within(dialog).getByTestId('desk-row-1');
      expect(within(mango).getAllByText('Mango Kent').length).toBeGreaterThan(0);
      expect(within(mango).queryByText('Kent Mangoes')).toBeNull();
      expect(within(mango).getAllByText('3 cajas').length).toBeGreaterThan(0);
      await user.click(within(mango).getByRole('button', { name: 'Faltante' }));
      expect(within(mango).getByRole('textbox', { name: 'Entregado de Mango Kent (de 0 a 3 cajas)' })).toBeTruthy();
      const malanga = within(dialog).getByTestId('desk-row-2');
      expect(within(malanga).getAllByText('2 cajas (unas 80 lb)').length).toBeGreaterThan(0);
      expect(within(malanga).getByText(/1 de 2 cajas pesadas/)).toBeTruthy();
      await user.click(within(malanga).getByRole('button', { name: 'Pesos' }));
      expect(within(malanga).getByRole('textbox', { name: 'Caja 1 de Malanga Blanca (lb)' })).toBeTruthy();
      await user.click(within(mango).getByRole('button', { name: 'Sustituir' }));
      const select = within(mango).getByRole('combobox', { name: /Producto sustituto/ });
      await within(select).findByRole('option', { name: /Jengibre/ });
      expect(within(select).getAllByRole('option').map((o) => o.textContent).slice(1)).toEqual([
        'Aguacates · caja · $40.00',
        'Jengibre · caja de cartón · $2.39/lb',
        'Limas · caja de cartón · $22.50 (agotado)',
        'Malanga Blanca · caja de cartón · $1.39/lb',
      ]);
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
