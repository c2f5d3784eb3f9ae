import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import Papa from 'papaparse';
import { renderApp } from '../../../test/render-app';
import { installFakePriceLists, type FakePriceListsOptions } from '../manage/test/fake-price-lists';

function open(path: string, options: FakePriceListsOptions = {}) {
  const app = renderApp(path, { role: 'seller' });
  const fake = installFakePriceLists(options);
  return { ...app, fake };
}

/** The product names of the table's rows, in order. */
const productNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('/prices-manage/compare', () => {
  it('asks for two lists before comparing', async () => {
    const user = userEvent.setup();
    const { fake } = open('/prices-manage/compare');
    await user.selectOptions(await screen.findByLabelText('List A'), 'small-business');
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    expect(screen.getByRole('alert').textContent).toBe('Please select two price lists to compare');
    expect(screen.getByLabelText('List B').getAttribute('aria-invalid')).toBe('true');
    expect(fake.calls('GET', '/api/price-lists/compare')).toHaveLength(0);
  });

  it('keeps the pair in the URL and shows per product A, B, difference and percent', async () => {
    const user = userEvent.setup();
    const { fake, router } = open('/prices-manage/compare');
    await user.selectOptions(await screen.findByLabelText('List A'), 'small-business');
    await user.selectOptions(screen.getByLabelText('List B'), 'hotel-azul');
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    await waitFor(() => expect(router.state.location.search).toBe('?a=small-business&b=hotel-azul'));
    expect(await screen.findByRole('heading', { name: 'Small business and Hotel Azul' })).toBeTruthy();
    expect(fake.calls('GET', '/api/price-lists/compare')[0]!.path).toBe('/api/price-lists/compare?a=small-business&b=hotel-azul');

    const apple = screen.getByRole('rowheader', { name: 'Apple' }).closest('tr')!;
    expect(within(apple).getAllByRole('cell').map((c) => c.textContent)).toEqual(['$10.00', '$10.79', '▲ +$0.79 higher in B', '+7.9%']);
    const dates = screen.getByRole('rowheader', { name: 'Dates' }).closest('tr')!;
    expect(within(dates).getAllByRole('cell').map((c) => c.textContent)).toEqual(['$9.50', 'Not in list B', '—', '—']);
  });

  it('counts each filter from the answer and filters the rows with them', async () => {
    const user = userEvent.setup();
    open('/prices-manage/compare?a=small-business&b=hotel-azul');
    const all = await screen.findByRole('radio', { name: 'All products (5)' });
    expect(all).toHaveProperty('checked', true);
    expect(productNames()).toEqual(['Apple', 'Basil', 'Carrot', 'Dates', '=HYPERLINK("http://evil.example","Click")']);

    await user.click(screen.getByRole('radio', { name: 'Only different prices (3)' }));
    expect(productNames()).toEqual(['Apple', 'Basil', 'Carrot']);
    await user.click(screen.getByRole('radio', { name: 'Only in list A (1)' }));
    expect(productNames()).toEqual(['Dates']);
    await user.click(screen.getByRole('radio', { name: 'Only in list B (1)' }));
    expect(productNames()).toEqual(['=HYPERLINK("http://evil.example","Click")']);
    expect(screen.getByText('Showing 1 of 5 products')).toBeTruthy();
  });

  it('sorts by a header as the grids do: ascending, descending, then the reading order again, kept in the URL', async () => {
    const user = userEvent.setup();
    const { router } = open('/prices-manage/compare?a=small-business&b=hotel-azul&q=keep');
    await user.clear(await screen.findByRole('searchbox'));
    const header = () => screen.getAllByRole('columnheader')[0]!;
    const reading = productNames();
    await user.click(within(header()).getByRole('button'));
    expect(header().getAttribute('aria-sort')).toBe('ascending');
    expect(new URLSearchParams(router.state.location.search).get('dir')).toBe('asc');
    await user.click(within(header()).getByRole('button'));
    expect(header().getAttribute('aria-sort')).toBe('descending');
    expect(productNames()).toEqual([...productNames()].sort((x, y) => y!.localeCompare(x!)));
    await user.click(within(header()).getByRole('button'));
    expect(header().getAttribute('aria-sort')).toBe('none');
    expect(router.state.location.search).toBe('?a=small-business&b=hotel-azul&q=keep');
    expect(productNames()).toEqual(reading);
  });

  it('does not count a product with the same price in both as different', async () => {
    const user = userEvent.setup();
    open('/prices-manage/compare?a=cafe-luna&b=medium-business');
    expect(await screen.findByRole('radio', { name: 'All products (2)' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Apple' }).closest('tr')!.textContent).toContain('Same price');
    await user.click(screen.getByRole('radio', { name: 'Only different prices (0)' }));
    expect(screen.getByText('No product matches this filter and search.')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Only in list B (1)' }));
    expect(productNames()).toEqual(['Basil']);
  });

  it('searches by name in either language', async () => {
    const user = userEvent.setup();
    open('/prices-manage/compare?a=small-business&b=hotel-azul');
    await screen.findByRole('radio', { name: 'All products (5)' });
    await user.type(screen.getByLabelText('Search products'), 'zanahoria');
    await waitFor(() => expect(productNames()).toEqual(['Carrot']));
  });

  it('shows product names in Spanish', async () => {
    await i18next.changeLanguage('es');
    open('/prices-manage/compare?a=small-business&b=hotel-azul');
    expect(await screen.findByRole('radio', { name: 'Todos los productos (5)' })).toBeTruthy();
    expect(productNames()).toContain('Dátiles');
  });

  it('says so with Retry when the comparison fails', async () => {
    const user = userEvent.setup();
    const { fake } = open('/prices-manage/compare?a=small-business&b=hotel-azul', { failures: { 'GET /api/price-lists/compare': 500 } });
    expect(await screen.findByText('Error comparing price lists')).toBeTruthy();
    fake.heal('GET /api/price-lists/compare');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('radio', { name: 'All products (5)' })).toBeTruthy();
  });

  it('says which list is missing when the URL names one that does not exist', async () => {
    open('/prices-manage/compare?a=small-business&b=gone');
    expect(await screen.findByText('Error comparing price lists Price list not found')).toBeTruthy();
  });

  describe('download', () => {
    let downloads: { name: string; blob: Blob }[];
    beforeEach(() => {
      downloads = [];
      const blobs = new Map<string, Blob>();
      vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
        const url = `blob:test/${blobs.size}`;
        blobs.set(url, blob as Blob);
        return url;
      });
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        downloads.push({ name: this.download, blob: blobs.get(this.href)! });
      });
    });
    afterEach(() => vi.restoreAllMocks());

    it('downloads the visible rows as CSV with a BOM and the formula cell escaped', async () => {
      const user = userEvent.setup();
      open('/prices-manage/compare?a=small-business&b=hotel-azul');
      await user.click(await screen.findByRole('radio', { name: 'Only in list B (1)' }));
      await user.click(screen.getByRole('button', { name: 'Download CSV' }));
      expect(downloads).toHaveLength(1);
      expect(downloads[0]!.name).toBe('compare-small-business-hotel-azul.csv');
      const bytes = new Uint8Array(await downloads[0]!.blob.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder().decode(bytes.slice(3));
      expect(Papa.parse<string[]>(text, { skipEmptyLines: true }).data).toEqual([
        ['Product', 'Small business (A)', 'Hotel Azul (B)', 'Difference (B - A)', 'Change (%)'],
        ["'=HYPERLINK(\"http://evil.example\",\"Click\")", '', '5', '', ''],
      ]);

      await user.click(screen.getByRole('radio', { name: 'All products (5)' }));
      await user.click(screen.getByRole('button', { name: 'Download CSV' }));
      const all = Papa.parse<string[]>(new TextDecoder().decode(new Uint8Array(await downloads[1]!.blob.arrayBuffer()).slice(3)), {
        skipEmptyLines: true,
      }).data;
      expect(all).toHaveLength(6);
      expect(all[1]).toEqual(['Apple', '10', '10.79', '0.79', '7.9']);
    });
  });
});
