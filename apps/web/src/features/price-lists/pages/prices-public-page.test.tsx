import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';

describe('/prices against the API', () => {
  it('shows every page of the public price list, grouped, with the three tier prices', async () => {
    const { api } = renderApp('/prices', 'signedOut', { pageLimit: 2 });
    const row = (await screen.findByText('Golden Pineapple')).closest('tr') as HTMLElement;
    for (const price of ['$24.50', '$23.00', '$21.75']) expect(within(row).getByText(price)).toBeTruthy();
    // Rows of the second page are there too.
    expect(screen.getByText('Cilantro')).toBeTruthy();
    expect(screen.getByText('Roma Tomato')).toBeTruthy();
    expect(api.calls('/api/public/prices')).toHaveLength(2);
  });

  it('marks a recently changed price and filters by search', async () => {
    renderApp('/prices', 'signedOut');
    const row = (await screen.findByText('Golden Pineapple')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Updated')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Search the price list'), 'aguacate');
    await screen.findByText('Hass Avocado');
    expect(screen.queryByText('Golden Pineapple')).toBeNull();
  });

  it('says so when the price list cannot be loaded', async () => {
    renderApp('/prices', 'signedOut', { failures: { '/api/public/prices': 503 } });
    expect(await screen.findByText('We could not load the price list. Check your connection and try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
