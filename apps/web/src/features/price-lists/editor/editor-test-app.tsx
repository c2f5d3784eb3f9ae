import { expect } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { PriceListDetail } from '@freshprice/shared';
import { AppProviders } from '../../../app/providers';
import { routes } from '../../../app/router';
import { createFakeApi, type MeMock } from '../../../test/api-handlers';
import { server } from '../../../test/msw-server';
import { createListApi, fakeDetail, fakeItem } from './test-fixtures';

/** jsdom lays nothing out: give the grid's scroll box a height so the virtualizer renders its rows (call at a test file's top). */
export { fakeGridHeight } from '../../../test/grid-height';

export function sampleList(over: Partial<PriceListDetail> = {}) {
  return fakeDetail({
    items: [
      fakeItem({ nameEn: 'Apple', nameEs: 'Manzana', price: '10.00', cost: '8.00' }),
      fakeItem({ nameEn: 'Pear', nameEs: 'Pera', price: '12.50', category: 'fruits' }),
      fakeItem({ nameEn: 'Plum', nameEs: 'Ciruela', price: '3.00' }),
      fakeItem({ nameEn: 'Basil', nameEs: 'Albahaca', price: '2.00', category: 'herbs' }),
    ],
    ...over,
  });
}

/** The app at the list's editor, with the list served by `createListApi` and the rest by the shared fake API. */
export function renderEditor(detail: PriceListDetail = sampleList(), options: { me?: MeMock; path?: string } = {}) {
  const list = createListApi(detail);
  const api = createFakeApi({ me: options.me ?? { role: 'seller' } });
  // Earlier handlers win: the list's routes before the shared API's catch-all.
  server.use(...list.handlers, ...api.handlers);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [options.path ?? `/prices-manage/${detail.slug}`] });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { list, api, router, queryClient, user: userEvent.setup() };
}

export const grid = () => screen.getByRole('grid');
/** Columns of a list that is not linked: select, product, category, pack, cost, price, change, margin, notes, remove. */
export const PRICE = 5;
export const cell = (row: number, col = PRICE) => grid().querySelector<HTMLElement>(`[data-cell="${row}:${col}"]`)!;
export const status = () => screen.getByText(/unsaved change/, { selector: '[role="status"] p' });

export async function loaded() {
  await screen.findByRole('grid', { name: /Prices of Restaurant A/ });
  await waitFor(() => expect(cell(0)).toBeTruthy());
}
