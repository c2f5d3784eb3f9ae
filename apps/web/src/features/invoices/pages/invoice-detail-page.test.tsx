import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { invoiceSchema, toCents, type Invoice } from '@freshprice/shared';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

const SLOW = 20_000;
const ID = '00000000-0000-4000-8000-0000000000ee';
const names = (en: string, es: string) => ({ en, es });

/** Mangoes: 4 ordered, 3 delivered (1 credited); a papaya substitute; 2 cases of beef weighed. */
function invoice(): Invoice {
  return invoiceSchema.parse({
    id: ID,
    number: 'INV-1001',
    orderId: '00000000-0000-4000-8000-0000000000aa',
    orderNumber: '10007',
    customer: { id: 'u1', name: 'Cora' },
    invoiceDate: '2026-11-27',
    subtotal: '277.55',
    credit: '19.99',
    total: '257.56',
    currency: 'USD',
    weightFlagged: false,
    issuedAt: '2026-11-27T15:00:00.000Z',
    exported: null,
    billingAddress: null,
    language: 'en',
    weight: { estimate: '160.00', actual: '163.00', difference: '3.00', flagged: false, tolerance: '5.00' },
    lines: [
      { kind: 'item', position: 1, productId: 'p-mango', names: names('Kent Mangoes', 'Mangos Kent'), unit: 'case', quantity: 4, delivered: 3, price: '19.99', amount: '79.96', credit: '19.99', quickbooksItem: null, weight: null, substitution: { state: 'applied', replaces: 1, names: names('Papaya', 'Papaya maradol') } },
      { kind: 'substitute', position: 1, productId: 'p-papaya', names: names('Papaya', 'Papaya maradol'), unit: 'case', quantity: 1, delivered: 1, price: '34.59', amount: '34.59', credit: '0.00', quickbooksItem: null, weight: null, substitution: { state: 'applied', replaces: 1, names: names('Kent Mangoes', 'Mangos Kent') } },
      {
        kind: 'catch_weight', position: 2, productId: 'p-beef', names: names('Beef', 'Res'), unit: 'case', quantity: 2, delivered: 2, price: '2.00', amount: '163.00', credit: '0.00', quickbooksItem: null,
        weight: { caseWeight: 40, weights: [41, 40.5], unweighed: 0, estimatedLb: 80, actualLb: 81.5, estimate: '160.00', actual: '163.00' },
        substitution: null,
      },
    ],
  });
}

function render() {
  renderApp(`/invoices/${ID}`, { role: 'customer', email: 'cora@example.com' });
  server.use(http.get('*/api/invoices/:id', () => HttpResponse.json(invoice())));
}

describe('/invoices/:invoiceId', () => {
  it(
    'each line shows what it charges, its credit beneath: the lines add up to the subtotal, less the credits to the total',
    async () => {
      render();
      const total = await screen.findByTestId('invoice-total');
      expect(total.textContent).toBe('$257.56');
      const amounts = screen.getAllByTestId('invoice-line-amount').map((e) => e.textContent!);
      expect(amounts).toEqual(['$79.96', '$34.59', '$163.00']);
      const sum = amounts.reduce((s, a) => s + toCents(a.replace('$', '')), 0);
      expect(screen.getByText('Subtotal').nextSibling!.textContent).toBe(`$${(sum / 100).toFixed(2)}`);
      const lines = within(screen.getByRole('list', { name: 'Lines' })).getAllByRole('listitem');
      expect(lines[0]!.textContent).toContain('Credit −$19.99: you pay $59.97');
      // Units in words, plural as the quantity asks.
      expect(lines[0]!.textContent).toContain('3 cases at $19.99 · ordered 4 cases');
      expect(lines[1]!.textContent).toContain('1 case at $34.59');
      expect(lines[2]!.textContent).toContain('2 cases, 81.5 lb at $2.00 per lb');
    },
    SLOW,
  );

  it(
    'in Spanish, units in Spanish',
    async () => {
      await i18next.changeLanguage('es');
      render();
      await screen.findByTestId('invoice-total');
      const lines = within(screen.getByRole('list', { name: 'Líneas' })).getAllByRole('listitem');
      expect(lines[0]!.textContent).toContain('3 cajas a $19.99 · pedido 4 cajas');
      expect(lines[1]!.textContent).toContain('1 caja a $34.59');
      expect(lines[2]!.textContent).toContain('2 cajas, 81.5 lb a $2.00 por lb');
      expect(lines[0]!.textContent).toContain('Crédito −$19.99: paga $59.97');
    },
    SLOW,
  );
});
