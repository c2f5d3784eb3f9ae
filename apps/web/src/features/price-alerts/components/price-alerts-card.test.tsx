import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { dashboardSchema, priceAlertsSchema, type PriceAlert } from '@freshprice/shared';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/msw-server';

const ALERTS: PriceAlert[] = [
  {
    id: '7',
    list: { slug: 'hotel', name: 'Hotel list' },
    productId: 'p1',
    nameEn: 'Roma tomatoes',
    nameEs: 'Tomate roma',
    unit: 'case',
    old: '20.00',
    new: '24.20',
    percent: 21,
    quantity: 3,
    deliveryDate: '2026-11-27',
    effectCents: 1260,
    note: { en: 'Short supply from Mexico', es: 'Poca oferta de México' },
    createdAt: '2026-11-26T11:00:00.000Z',
  },
  {
    id: '8',
    list: { slug: 'hotel', name: 'Hotel list' },
    productId: 'p2',
    nameEn: 'Limes',
    nameEs: 'Limones',
    unit: 'case',
    old: '30.00',
    new: '24.00',
    percent: -20,
    quantity: 2,
    deliveryDate: null,
    effectCents: -1200,
    note: null,
    createdAt: '2026-11-26T10:00:00.000Z',
  },
];

/** The customer's dashboard with these alerts; dismissing one takes it away. */
function fakeDashboard(items = ALERTS) {
  let alerts = [...items];
  const dismissed: string[] = [];
  server.use(
    http.get('*/api/dashboard', () => HttpResponse.json(dashboardSchema.parse({ kind: 'customer', changes: [], lists: [] }))),
    http.get('*/api/price-alerts', () => HttpResponse.json(priceAlertsSchema.parse({ items: alerts }))),
    http.post('*/api/price-alerts/:id/dismiss', ({ params }) => {
      dismissed.push(String(params.id));
      alerts = alerts.filter((a) => a.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { dismissed };
}

describe('the dashboard\'s "Prices that moved"', () => {
  it('shows each move, its effect on the next order and the note; dismissing one takes it away', async () => {
    renderApp('/dashboard', { role: 'customer' });
    const fake = fakeDashboard();
    const card = await screen.findByRole('region', { name: 'Prices that moved' });
    const [tomatoes, limes] = within(card).getAllByTestId('price-alert');
    expect(tomatoes!.textContent).toContain('$20.00 → $24.20');
    expect(tomatoes!.textContent).toContain('+21%');
    expect(tomatoes!.textContent).toContain('+$12.60 on your order for Friday, November 27 (3 cases)');
    expect(tomatoes!.textContent).toContain('Our note: Short supply from Mexico');
    expect(limes!.textContent).toContain('-$12.00 on an order like your last one (2 cases)');
    expect(within(limes!).getByText('down', { exact: false })).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Dismiss the alert about Roma tomatoes' }));
    await waitFor(() => expect(within(card).getAllByTestId('price-alert')).toHaveLength(1));
    expect(fake.dismissed).toEqual(['7']);
  });

  it('reads in Spanish, with the Spanish note', async () => {
    renderApp('/dashboard', { role: 'customer' });
    fakeDashboard();
    await act(() => i18next.changeLanguage('es'));
    const card = await screen.findByRole('region', { name: 'Precios que cambiaron' });
    const [tomatoes] = within(card).getAllByTestId('price-alert');
    expect(tomatoes!.textContent).toContain('Tomate roma');
    expect(tomatoes!.textContent).toMatch(/\+\$12\.60 en su pedido para el viernes, 27 de noviembre \(3 cajas\)/);
    expect(tomatoes!.textContent).toContain('Nuestra nota: Poca oferta de México');
  });

  it('is not there without alerts', async () => {
    renderApp('/dashboard', { role: 'customer' });
    fakeDashboard([]);
    expect(await screen.findByText('No price of your lists changed this week.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Prices that moved' })).toBeNull());
  });
});
