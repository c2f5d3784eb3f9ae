import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { DEFAULT_COMPANY_FACTS, type PriceHistoryEntry } from '@freshprice/shared';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { routes } from '../../../app/router';
import { server } from '../../../test/msw-server';
import { mockApi, type MeMock } from '../../../test/render-app';
import { fakeItem, fakeList, fakePriceListsApi, sampleItems, type FakeListsOptions } from './test-lists';

// jsdom has <dialog> without its modal methods: open and close it as the browser would.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

afterEach(() => vi.restoreAllMocks());

const customer: MeMock = { role: 'customer', email: 'cora@example.com', name: 'Cora Customer' };
const seller: MeMock = { role: 'seller', email: 'sam@example.com', name: 'Sam Seller' };

/** The app's routes at `path`, as `me`, with the fake price-list API in front of the shared fake API. */
function renderAt(path: string, me: MeMock, lists: FakeListsOptions, queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  mockApi(me);
  const api = fakePriceListsApi(lists);
  server.use(...api.handlers);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { api, router };
}

const restaurant = () =>
  fakeList({ slug: 'restaurant-prices', name: 'Restaurant prices', description: 'Prices for Cora’s Kitchen', items: sampleItems(), version: 4 });
const hotel = () => fakeList({ slug: 'hotel-prices', name: 'Hotel prices', items: [fakeItem({ nameEn: 'Mango', price: '30.00' })] });

/** The count of products matching the filters. */
const results = () => screen.getByText(/^\d+ products?$/, { selector: 'p[role=status]' });

const rowOf = async (name: string) => (await screen.findByRole('button', { name: new RegExp(`^${name},`) })).closest('tr') as HTMLElement;

describe('/pricesprivate', () => {
  it('offers a customer with several lists a picker with each list’s name, description, size and last update', async () => {
    const a = restaurant();
    const b = hotel();
    const { router } = renderAt('/pricesprivate', customer, { lists: [a, b] });
    expect(await screen.findByRole('heading', { level: 1, name: 'My price lists' })).toBeTruthy();
    const cards = within(await screen.findByRole('list', { name: 'Choose a price list' })).getAllByRole('link');
    expect(cards).toHaveLength(2);
    expect(cards[0]!.textContent).toContain('Restaurant prices');
    expect(cards[0]!.textContent).toContain('Prices for Cora’s Kitchen');
    expect(cards[0]!.textContent).toContain('6 products');
    expect(cards[0]!.textContent).toContain('Updated March 2, 2026');
    expect(cards[1]!.textContent).toContain('1 product');
    expect(cards[0]!.getAttribute('href')).toBe('/pricesprivate/restaurant-prices');

    await userEvent.click(cards[1]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hotel prices' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/pricesprivate/hotel-prices');
  });

  it('opens a customer’s only list directly, replacing the history entry', async () => {
    const { router } = renderAt('/pricesprivate', customer, { lists: [restaurant()] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Restaurant prices' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/pricesprivate/restaurant-prices');
    expect(router.state.historyAction).toBe('REPLACE');
    // One list: nothing to switch to.
    expect(screen.queryByLabelText('Price list')).toBeNull();
  });

  it('tells a customer without a list to ask their sales contact', async () => {
    renderAt('/pricesprivate', customer, { lists: [] });
    expect(await screen.findByText(/No price list has been shared with you yet\. Ask your sales contact/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
  });

  it('shows staff every list in the picker, even a single one', async () => {
    const list = restaurant();
    renderAt('/pricesprivate', seller, { lists: [list] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Price lists' })).toBeTruthy();
    const card = within(await screen.findByRole('list', { name: 'Choose a price list' })).getByRole('link');
    expect(card.textContent).toContain('Restaurant prices');
    expect(card.textContent).toContain('Not shared');
  });

  it('says the session ended when the API answers 401, with a sign-in link back here', async () => {
    const list = restaurant();
    const api = fakePriceListsApi({ lists: [list] });
    api.fail('index', 401);
    mockApi(customer);
    server.use(...api.handlers);
    const router = createMemoryRouter(routes, { initialEntries: ['/pricesprivate'] });
    render(
      <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByText('Please log in to view and manage private price lists.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?redirectTo=/pricesprivate');
  });
});

// Typing and dialogs take a while on a busy two-core CI machine.
const SLOW = 20_000;

describe('/pricesprivate/:id', () => {
  it('shows the not-found page for a list that does not exist or is not shared', async () => {
    const mine = restaurant();
    const other = hotel();
    renderAt('/pricesprivate/hotel-prices', customer, { lists: [mine, other], visible: [mine.id] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Price list not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See my price lists' }).getAttribute('href')).toBe('/pricesprivate');
    expect(screen.queryByText('Mango')).toBeNull();
  });

  it('shows not-found at once with the app’s own query settings (a 404 is not retried)', async () => {
    const mine = restaurant();
    const { api } = renderAt('/pricesprivate/someone-elses', customer, { lists: [mine] }, createQueryClient());
    expect(await screen.findByRole('heading', { level: 1, name: 'Price list not found' })).toBeTruthy();
    expect(api.calls.filter((c) => c === 'detail:someone-elses')).toHaveLength(1);
  });

  it('asks to log in again when the list answers 401', async () => {
    const list = restaurant();
    const api = fakePriceListsApi({ lists: [list] });
    api.fail('detail', 401);
    mockApi(customer);
    server.use(...api.handlers);
    const router = createMemoryRouter(routes, { initialEntries: ['/pricesprivate/restaurant-prices'] });
    render(
      <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByText('Please log in to view and manage private price lists.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?redirectTo=/pricesprivate/restaurant-prices');
  });

  it('offers Retry when the list fails to load, and shows it once it loads', async () => {
    const list = restaurant();
    const api = fakePriceListsApi({ lists: [list] });
    api.fail('detail', 503);
    mockApi(customer);
    server.use(...api.handlers);
    render(
      <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: [`/pricesprivate/${list.id}`] })} />
      </AppProviders>,
    );
    expect(await screen.findByText('We could not load this price list. Check your connection and try again.')).toBeTruthy();
    api.heal('detail');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    // Opened by id: the same list as by slug.
    expect(await screen.findByRole('heading', { level: 1, name: 'Restaurant prices' })).toBeTruthy();
  });

  it('shows the header and a table per category, uncategorised last, with pack and price', async () => {
    renderAt('/pricesprivate/restaurant-prices', customer, { lists: [restaurant()] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Restaurant prices' })).toBeTruthy();
    expect(screen.getByText('Prices for Cora’s Kitchen')).toBeTruthy();
    expect(screen.getByText('Version 4').parentElement?.textContent).toBe('Updated March 2, 2026 · Version 4');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.firstChild?.textContent);
    expect(headings).toEqual(['Vegetables', 'Fruits', 'Herbs', 'Uncategorized']);
    const fruits = screen.getByRole('region', { name: /^Fruits/ });
    // By name in the reader's language.
    const names = within(fruits)
      .getAllByRole('rowheader')
      .map((cell) => within(cell).getByRole('button').firstChild?.textContent);
    expect(names).toEqual(['Golden Pineapple', 'Hass Avocado', 'Watermelon']);
    const tomato = await rowOf('Roma Tomato');
    expect(within(tomato).getAllByText('25 lb box').length).toBeGreaterThan(0);
    expect(within(tomato).getByText('$18.25')).toBeTruthy();
    expect(within(await rowOf('Hass Avocado')).getByText('Out of stock')).toBeTruthy();
    // Editing is for staff.
    expect(screen.queryByRole('link', { name: 'Edit this list' })).toBeNull();
  });

  it('gives staff a link to edit the list they are reading', async () => {
    renderAt('/pricesprivate/restaurant-prices', seller, { lists: [restaurant()] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Restaurant prices' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit this list' }).getAttribute('href')).toBe('/prices-manage/restaurant-prices');
  });

  it('marks recent changes with an arrow, the old price and words for screen readers', async () => {
    renderAt('/pricesprivate/restaurant-prices', customer, { lists: [restaurant()] });
    const up = await rowOf('Watermelon');
    expect(within(up).getByText('Updated')).toBeTruthy();
    expect(within(up).getByText('▲')).toBeTruthy();
    expect(within(up).getByText('$9.50').tagName).toBe('S');
    expect(within(up).getByText(', up from $9.50')).toBeTruthy();
    expect(within(up).getByText('$10.00')).toBeTruthy();

    const down = await rowOf('Golden Pineapple');
    expect(within(down).getByText('▼')).toBeTruthy();
    expect(within(down).getByText(', down from $26.00')).toBeTruthy();
    expect(within(down).getByText('$26.00')).toBeTruthy();

    const unchanged = await rowOf('Roma Tomato');
    expect(within(unchanged).queryByText('Updated')).toBeNull();
    expect(within(unchanged).queryByTestId('updated-mark')).toBeNull();
  });

  it('filters by search (accents and case ignored), category and stock, together', async () => {
    const user = userEvent.setup();
    renderAt('/pricesprivate/restaurant-prices', customer, { lists: [restaurant()] });
    await screen.findByRole('heading', { level: 1, name: 'Restaurant prices' });
    expect(results().textContent).toBe('6 products');

    await user.type(screen.getByLabelText('Search this price list'), 'SANDIA');
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Golden Pineapple,/ })).toBeNull());
    expect(screen.getByRole('button', { name: /^Watermelon,/ })).toBeTruthy();
    expect(results().textContent).toBe('1 product');

    await user.clear(screen.getByLabelText('Search this price list'));
    await user.type(screen.getByLabelText('Search this price list'), 'piña');
    expect(await screen.findByRole('button', { name: /^Golden Pineapple,/ })).toBeTruthy();
    await user.clear(screen.getByLabelText('Search this price list'));

    const category = screen.getByLabelText('Category');
    expect(within(category).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All categories (6)',
      'Vegetables (1)',
      'Fruits (3)',
      'Herbs (1)',
      'Uncategorized (1)',
    ]);
    await user.selectOptions(category, 'fruits');
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Roma Tomato,/ })).toBeNull());
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.firstChild?.textContent)).toEqual(['Fruits']);
    expect(screen.getByRole('button', { name: /^Hass Avocado,/ })).toBeTruthy();

    await user.click(screen.getByLabelText('In stock only'));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Hass Avocado,/ })).toBeNull());
    expect(screen.getByRole('button', { name: /^Watermelon,/ })).toBeTruthy();
    expect(results().textContent).toBe('2 products');

    await user.type(screen.getByLabelText('Search this price list'), 'zzz');
    expect(await screen.findByText('No products match the current filters.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('button', { name: /^Roma Tomato,/ })).toBeTruthy();
    expect(results().textContent).toBe('6 products');
  }, SLOW);

  it('opens an item’s price history with a chart and a table; Escape closes it and focus returns to the row', async () => {
    const user = userEvent.setup();
    const list = restaurant();
    const watermelon = list.items.find((i) => i.nameEn === 'Watermelon')!;
    const history: PriceHistoryEntry[] = [
      { version: 1, at: '2026-02-01T10:00:00.000Z', by: null, reason: null, old: null, new: '9.00', change: null, percent: null },
      { version: 3, at: '2026-02-20T10:00:00.000Z', by: null, reason: 'Market price', old: '9.00', new: '9.50', change: '0.50', percent: 5.56 },
      { version: 4, at: '2026-03-02T15:30:00.000Z', by: 'sam@example.com', reason: null, old: '9.50', new: '10.00', change: '0.50', percent: 5.26 },
    ];
    const { api } = renderAt('/pricesprivate/restaurant-prices', customer, { lists: [list], histories: { [watermelon.productId]: history } });
    const trigger = await screen.findByRole('button', { name: 'Watermelon, show price history' });
    await user.click(trigger);

    const dialog = await screen.findByRole('dialog', { name: 'Price history: Watermelon' });
    const chart = await within(dialog).findByRole('img', { name: /Price of Watermelon by version/ });
    expect(chart.getAttribute('aria-labelledby')).toBeTruthy();
    expect(within(dialog).getByText('From $9.00 to $10.00; lowest $9.00, highest $10.00.')).toBeTruthy();
    const rows = within(within(dialog).getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[0]!.textContent).toContain('By');
    expect(rows[2]!.textContent).toMatch(/3February 20, 2026\$9\.00 → to \$9\.50\+\$0\.50\+5\.56%Market price/);
    expect(rows[3]!.textContent).toContain('sam@example.com');
    expect(rows[1]!.textContent).toContain('— → to $9.00');
    expect(api.calls).toContain(`history:${watermelon.productId}`);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Watermelon, show price history' }));
  }, SLOW);

  it('shows staff the reason the system wrote in the reader’s language, a typed one as typed', async () => {
    const { default: i18next } = await import('i18next');
    await i18next.changeLanguage('es');
    const user = userEvent.setup();
    const list = restaurant();
    const watermelon = list.items.find((i) => i.nameEn === 'Watermelon')!;
    const history: PriceHistoryEntry[] = [
      { version: 3, at: '2026-02-20T10:00:00.000Z', by: 'sam@example.com', reason: 'Market price', reasonCode: null, old: '9.00', new: '9.50', change: '0.50', percent: 5.56 },
      { version: 4, at: '2026-03-02T15:30:00.000Z', by: 'sam@example.com', reason: 'Rolled back to version 2', reasonCode: { kind: 'rollback', version: 2 }, old: '9.50', new: '9.00', change: '-0.50', percent: -5.26 },
      { version: 5, at: '2026-03-03T15:30:00.000Z', by: 'sam@example.com', reason: 'QuickBooks import marzo.csv', reasonCode: { kind: 'import', file: 'marzo.csv' }, old: '9.00', new: '10.00', change: '1.00', percent: 11.11 },
    ];
    renderAt('/pricesprivate/restaurant-prices', seller, { lists: [list], histories: { [watermelon.productId]: history } });
    await user.click(await screen.findByRole('button', { name: /^Sandía, / }));
    const dialog = await screen.findByRole('dialog');
    const table = await within(dialog).findByRole('table');
    expect(within(table).getByText('Market price')).toBeTruthy();
    expect(within(table).getByText('Revertida a la versión 2')).toBeTruthy();
    expect(within(table).getByText('Importación de QuickBooks marzo.csv')).toBeTruthy();
    expect(within(table).queryByText(/Rolled back|QuickBooks import/)).toBeNull();
  }, SLOW);

  it('says "Error loading price history" with a Retry that fetches it again', async () => {
    const user = userEvent.setup();
    const list = restaurant();
    const tomato = list.items.find((i) => i.nameEn === 'Roma Tomato')!;
    const history: PriceHistoryEntry[] = [
      { version: 2, at: '2026-02-10T10:00:00.000Z', by: null, reason: null, old: '19.00', new: '18.25', change: '-0.75', percent: -3.95 },
    ];
    const { api } = renderAt('/pricesprivate/restaurant-prices', customer, { lists: [list], histories: { [tomato.productId]: history } });
    api.fail('history', 500);
    await user.click(await screen.findByRole('button', { name: /^Roma Tomato,/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Error loading price history')).toBeTruthy();
    // `by` is null throughout: no By column.
    api.heal('history');
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    const table = await within(dialog).findByRole('table');
    expect(within(table).queryByText('By')).toBeNull();
    expect(table.textContent).toContain('-$0.75');
    expect(table.textContent).toContain('-3.95%');
    expect(api.calls.filter((c) => c === `history:${tomato.productId}`)).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement?.textContent).toContain('Roma Tomato');
  }, SLOW);

  it('switches to another list with the select, and prints with the company and the customer', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { router } = renderAt('/pricesprivate/restaurant-prices', customer, { lists: [restaurant(), hotel()] });
    await screen.findByRole('heading', { level: 1, name: 'Restaurant prices' });

    const header = screen.getByTestId('print-header');
    expect(header.textContent).toContain(DEFAULT_COMPANY_FACTS.name);
    expect(header.textContent).toContain(DEFAULT_COMPANY_FACTS.phone);
    expect(header.textContent).toContain(DEFAULT_COMPANY_FACTS.address.street);
    expect(header.textContent).toContain('Customer: Cora Customer (cora@example.com)');
    expect(header.className).toContain('print:block');
    // On paper the categories run on in three columns, none starting a page of its own.
    expect(screen.getByTestId('price-columns').className).toContain('print:columns-3');
    for (const section of screen.getAllByTestId('price-category')) expect(section.className).not.toContain('print:break-before-page');
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();

    await user.selectOptions(await screen.findByLabelText('Price list'), 'Hotel prices');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hotel prices' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/pricesprivate/hotel-prices');
  }, SLOW);

  it('reads in Spanish: categories, names, packs and money', async () => {
    await i18next.changeLanguage('es');
    renderAt('/pricesprivate/restaurant-prices', customer, { lists: [restaurant()] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Restaurant prices' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.firstChild?.textContent)).toEqual([
      'Verduras',
      'Frutas',
      'Hierbas',
      'Sin categoría',
    ]);
    const up = (await screen.findByRole('button', { name: /^Sandía,/ })).closest('tr') as HTMLElement;
    expect(within(up).getByText('Actualizado')).toBeTruthy();
    expect(within(up).getByText(/sube desde/)).toBeTruthy();
    expect(screen.getByLabelText('Buscar en esta lista de precios')).toBeTruthy();
    expect(screen.getByLabelText('Solo disponibles')).toBeTruthy();
    expect(within((await screen.findByRole('button', { name: /^Tomate Roma,/ })).closest('tr') as HTMLElement).getAllByText('caja de 25 lb').length).toBeGreaterThan(0);
  });
});
