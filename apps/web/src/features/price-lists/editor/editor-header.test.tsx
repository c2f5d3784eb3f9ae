import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { PriceListDetail, Language } from '@freshprice/shared';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { createListApi, fakeDetail, fakeItem } from './test-fixtures';

const items = () => [
  fakeItem({ nameEn: 'Apple', nameEs: 'Manzana', price: '10.00' }),
  fakeItem({ nameEn: 'Pear', nameEs: 'Pera', price: '12.50' }),
  fakeItem({ nameEn: 'Plum', nameEs: 'Ciruela', price: '3.00' }),
];

/** The editor of `detail`, as a seller, in `language`. */
async function openEditor(detail: PriceListDetail, language: Language = 'en') {
  await i18next.changeLanguage(language);
  renderApp(`/prices-manage/${detail.slug}`, { role: 'seller' });
  // Served before the shared fake API's catch-all.
  server.use(...createListApi(detail).handlers);
  await screen.findByRole('heading', { level: 1, name: 'Restaurant A' });
}

/** The "Last saved:" line's value. */
const lastSaved = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;

describe('the price list editor’s header', () => {
  it('names who saved last, and gives only the moment when nobody is known (a seeded or system version): never "someone"', async () => {
    await openEditor(fakeDetail({ items: items(), updatedBy: null }));
    expect(lastSaved('Last saved:')).toBe('Nov 21, 2026, 4:30 AM EST');
    expect(document.body.textContent).not.toContain('someone');
  });

  it('the same in Spanish', async () => {
    await openEditor(fakeDetail({ items: items(), updatedBy: null }), 'es');
    expect(lastSaved('Último guardado:')).toMatch(/^21 nov 2026/);
    expect(document.body.textContent).not.toContain('alguien');
  });

  it('still names the author when there is one', async () => {
    await openEditor(fakeDetail({ items: items(), updatedBy: 'seller@example.com' }));
    expect(lastSaved('Last saved:')).toBe('by seller@example.com, Nov 21, 2026, 4:30 AM EST');
  });

  it('counts the products shown of all, the noun agreeing with the whole (1 of 3 products shown), in both languages', async () => {
    const user = userEvent.setup();
    await openEditor(fakeDetail({ items: items() }));
    await user.type(screen.getByLabelText('Search products'), 'Apple');
    await waitFor(() => expect(screen.getByText('(1 of 3 products shown)')).toBeTruthy());
    await user.clear(screen.getByLabelText('Search products'));
    expect(await screen.findByText('(3 of 3 products shown)')).toBeTruthy();
    await i18next.changeLanguage('es');
    await user.type(screen.getByLabelText('Buscar productos'), 'Manzana');
    await waitFor(() => expect(screen.getByText('(1 de 3 productos mostrados)')).toBeTruthy());
  });

  it('says "product" when the list holds just one', async () => {
    await openEditor(fakeDetail({ items: items().slice(0, 1) }));
    expect(await screen.findByText('(1 of 1 product shown)')).toBeTruthy();
  });
});
