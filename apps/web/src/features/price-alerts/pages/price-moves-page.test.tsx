import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { moveNoteSchema, priceMovesSchema, type PriceMove } from '@freshprice/shared';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/msw-server';

const watcher = (id: string, company: string, alertedAt: string | null = null) => ({ id, name: company, company, email: `${id}@example.com`, language: 'en' as const, alertedAt });
const MOVES: PriceMove[] = [
  {
    list: { id: 'l1', slug: 'hotel', name: 'Hotel list' },
    productId: 'p1',
    nameEn: 'Roma tomatoes',
    nameEs: 'Tomate roma',
    unit: 'case',
    old: '20.00',
    new: '24.00',
    percent: 20,
    startedAt: '2026-11-26T10:00:00.000Z',
    changedAt: '2026-11-26T10:00:00.000Z',
    settlesAt: '2026-11-26T10:30:00.000Z',
    watchers: 2,
    alerted: 0,
    customers: [watcher('c1', 'Alpha Bistro'), watcher('c2', 'Bravo Cafe')],
    note: null,
  },
  {
    list: { id: 'l2', slug: 'deli', name: 'Deli list' },
    productId: 'p2',
    nameEn: 'Limes',
    nameEs: 'Limones',
    unit: 'case',
    old: '30.00',
    new: '24.00',
    percent: -20,
    startedAt: '2026-11-25T10:00:00.000Z',
    changedAt: '2026-11-25T10:00:00.000Z',
    settlesAt: null,
    watchers: 1,
    alerted: 1,
    customers: [watcher('c3', 'Charlie Deli', '2026-11-25T10:31:00.000Z')],
    note: { noteEn: 'Good harvest', noteEs: 'Buena cosecha', updatedAt: '2026-11-25T10:05:00.000Z' },
  },
];

function fakeMoves() {
  const calls: { method: string; path: string; body: unknown }[] = [];
  server.use(
    http.get('*/api/price-moves', ({ request }) => {
      calls.push({ method: 'GET', path: new URL(request.url).search, body: null });
      return HttpResponse.json(priceMovesSchema.parse({ days: 7, alertMoveBp: 1000, settleSeconds: 1800, items: MOVES }));
    }),
    http.put('*/api/price-lists/:list/items/:product/move-note', async ({ request, params }) => {
      calls.push({ method: 'PUT', path: `${params.list}/${params.product}`, body: await request.json() });
      return HttpResponse.json(moveNoteSchema.parse({ noteEn: 'x', noteEs: null, updatedAt: '2026-11-26T10:10:00.000Z' }));
    }),
    http.delete('*/api/price-lists/:list/items/:product/move-note', ({ params }) => {
      calls.push({ method: 'DELETE', path: `${params.list}/${params.product}`, body: null });
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

describe('/price-moves', () => {
  it('lists each move with who will be or was alerted, and saves a note in both languages', async () => {
    renderApp('/price-moves', { role: 'seller' });
    const calls = fakeMoves();
    expect(await screen.findByText(/Net moves of more than 10% on items customers order/)).toBeTruthy();
    expect(screen.getByText(/once a price has stood for 30 minutes/)).toBeTruthy();
    const [tomatoes, limes] = await screen.findAllByTestId('price-move');
    expect(within(tomatoes!).getByRole('heading', { name: 'Roma tomatoes' })).toBeTruthy();
    expect(tomatoes!.textContent).toContain('$20.00 → $24.00');
    expect(tomatoes!.textContent).toContain('Alerts go out at');
    expect(tomatoes!.textContent).toContain('Ordered by 2 customers');
    expect(tomatoes!.textContent).toContain('Will be alerted: Alpha Bistro, Bravo Cafe');
    expect(limes!.textContent).toContain('Settled: alerts sent');
    expect(limes!.textContent).toContain('Alerted: Charlie Deli');
    expect((within(limes!).getByLabelText('Note in Spanish (optional)') as HTMLTextAreaElement).value).toBe('Buena cosecha');

    // The English note is required.
    fireEvent.click(within(tomatoes!).getByRole('button', { name: 'Save note' }));
    expect(await within(tomatoes!).findByText('Write the note in English.')).toBeTruthy();
    fireEvent.change(within(tomatoes!).getByLabelText('Note in English'), { target: { value: 'Short supply from Mexico' } });
    fireEvent.change(within(tomatoes!).getByLabelText('Note in Spanish (optional)'), { target: { value: 'Poca oferta de México' } });
    fireEvent.click(within(tomatoes!).getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')).toEqual({ method: 'PUT', path: 'hotel/p1', body: { noteEn: 'Short supply from Mexico', noteEs: 'Poca oferta de México' } });
    // The moves are read again after the write.
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET').length).toBeGreaterThan(1));

    fireEvent.click(within(limes!).getByRole('button', { name: 'Remove note' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === 'deli/p2')).toBe(true));
  });

  it('reads in Spanish and keeps the chosen days in the address', async () => {
    const { router } = renderApp('/price-moves', { role: 'admin' });
    const calls = fakeMoves();
    await act(() => i18next.changeLanguage('es'));
    const [tomatoes] = await screen.findAllByTestId('price-move');
    expect(within(tomatoes!).getByRole('heading', { name: 'Tomate roma' })).toBeTruthy();
    expect(tomatoes!.textContent).toContain('Se avisará a: Alpha Bistro, Bravo Cafe');
    fireEvent.change(screen.getByLabelText('Cambios de los últimos'), { target: { value: '31' } });
    await waitFor(() => expect(router.state.location.search).toBe('?days=31'));
    await waitFor(() => expect(calls.some((c) => c.path === '?days=31')).toBe(true));
  });
});
