import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { renderApp } from '../../../test/render-app';
import { installFakePriceLists, sampleLists } from './test/fake-price-lists';

// "N of M <noun>": the verb agrees with the N found, the noun with the M there are.
describe('/prices-manage: the count of lists matching the search', () => {
  it('says "1 of 1 price list matches" when there is one list', async () => {
    const user = userEvent.setup();
    renderApp('/prices-manage', { role: 'admin' });
    installFakePriceLists({ lists: sampleLists().slice(0, 1) });
    await screen.findByRole('link', { name: 'Small business' });
    await user.type(screen.getByLabelText('Search price lists'), 'small');
    expect(await screen.findByText('1 of 1 price list matches')).toBeTruthy();
  });

  it('in Spanish: "1 de 1 lista coincide"', async () => {
    await i18next.changeLanguage('es');
    const user = userEvent.setup();
    renderApp('/prices-manage', { role: 'admin' });
    installFakePriceLists({ lists: sampleLists().slice(0, 1) });
    // The standard list is named in the reader's language; the search still finds it by its stored name.
    await screen.findByRole('link', { name: 'Pequeña empresa' });
    await user.type(screen.getByLabelText('Buscar listas de precios'), 'small');
    expect(await screen.findByText('1 de 1 lista coincide')).toBeTruthy();
  });

  it('keeps the plural noun when there are more lists than one: "2 of 4 price lists match"', async () => {
    const user = userEvent.setup();
    renderApp('/prices-manage', { role: 'admin' });
    installFakePriceLists();
    await screen.findByRole('link', { name: 'Hotel Azul' });
    await user.type(screen.getByLabelText('Search price lists'), 'business');
    await waitFor(() => expect(screen.getByText('2 of 4 price lists match')).toBeTruthy());
  });
});
