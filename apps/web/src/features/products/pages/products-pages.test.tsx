import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeProduct } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

describe('/products against the API', () => {
  it('shows a visitor the catalogue the API returns, without prices', async () => {
    const { api } = renderApp('/products', 'signedOut');
    expect(await screen.findByText('Golden Pineapple')).toBeTruthy();
    for (const name of ['Hass Avocado', 'Roma Tomato', 'Cilantro']) expect(screen.getByText(name)).toBeTruthy();
    expect(screen.getByText('4 products')).toBeTruthy();
    expect(screen.queryByText(/\$24\.50/)).toBeNull();
    expect(api.calls('/api/public/products')).toHaveLength(1);
    expect(api.calls('/api/products')).toHaveLength(0);
  });

  it('reads every page of a catalogue larger than one page', async () => {
    const products = Array.from({ length: 501 }, (_, i) => fakeProduct({ nameEn: `Bulk item ${String(i).padStart(3, '0')}` }));
    const { api } = renderApp('/products', 'signedOut', { products });
    expect(await screen.findByText('501 products')).toBeTruthy();
    expect(api.calls('/api/public/products').map((r) => new URL(r.url, 'http://x').searchParams.get('page'))).toEqual(['1', '2']);
  });

  it("shows a customer the products with the prices of the customer's lists, from every page", async () => {
    const { api } = renderApp('/products', { role: 'customer' }, { pageLimit: 3 });
    const row = (await screen.findByText('Golden Pineapple')).closest('tr, li, article') as HTMLElement;
    expect(within(row).getByText('$22.40')).toBeTruthy();
    // The fourth product sits on the second page: the app followed `next`.
    expect(screen.getByText('Cilantro')).toBeTruthy();
    expect(screen.queryByText('$24.50')).toBeNull();
    expect(api.calls('/api/products').map((r) => r.url)).toEqual(['/api/products?limit=1000', '/api/products?limit=1000&cursor=3']);
  });

  it('shows staff the three tier prices', async () => {
    renderApp('/products', { role: 'seller' });
    const row = (await screen.findByText('Golden Pineapple')).closest('tr, li, article') as HTMLElement;
    for (const price of ['$24.50', '$23.00', '$21.75']) expect(within(row).getByText(price)).toBeTruthy();
    expect(within(row).queryByText('$22.40')).toBeNull();
  });

  it('says so when the products cannot be loaded, and recovers on retry', async () => {
    const { api } = renderApp('/products', { role: 'customer' }, { failures: { '/api/products': 500 } });
    expect(await screen.findByText('We could not load the products. Check your connection and try again.')).toBeTruthy();
    api.heal('/api/products');
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByText('Golden Pineapple')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/could not load/)).toBeNull());
  });
});
