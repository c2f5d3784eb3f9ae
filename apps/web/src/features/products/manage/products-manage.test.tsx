import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { server } from '../../../test/msw-server';
import { sampleCatalogue } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { fakeGridHeight } from '../../../test/grid-height';

fakeGridHeight();

const unsaved = () => screen.getByText(/unsaved change/, { selector: '[role="status"], [role="status"] *' });

describe('/products/manage against the API', () => {
  it('lists every product of every page with its stored values', async () => {
    const { api } = renderApp('/products/manage', { role: 'seller' }, { pageLimit: 3 });
    expect(await screen.findByLabelText('Price, small business, Golden Pineapple')).toHaveProperty('value', '24.50');
    expect(screen.getByLabelText('Price, large business, Cilantro')).toHaveProperty('value', '0.80');
    expect(api.calls('/api/products/manage')).toHaveLength(2);
  });

  it('shows the usual columns, the rare fields in the detail panel, and prices of a product sold by weight per lb', async () => {
    const user = userEvent.setup();
    renderApp('/products/manage', { role: 'admin' });
    const small = await screen.findByLabelText('Price, small business, Golden Pineapple');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Name (English)', 'Name (Spanish)', 'Category', 'Pack (English)', 'Pack (Spanish)', 'Cost', 'Small', 'Medium', 'Large', 'In stock', 'QuickBooks id', 'Actions']);
    const described = (input: HTMLElement) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    expect(described(small)).not.toContain('per lb');
    await user.click(screen.getByRole('button', { name: 'Details, Golden Pineapple' }));
    const panel = screen.getByRole('dialog', { name: 'Details: Golden Pineapple' });
    await user.click(within(panel).getByLabelText('Sold by weight'));
    await user.click(within(panel).getByRole('button', { name: 'Done' }));
    for (const tier of ['small', 'medium', 'large']) {
      const cell = screen.getByLabelText(`Price, ${tier} business, Golden Pineapple`).closest<HTMLElement>('[role="gridcell"]')!;
      expect(within(cell).getByTestId('per-lb').textContent).toBe('/lbper lb');
      expect(described(within(cell).getByRole('textbox'))).toContain('per lb');
    }
    expect(within(screen.getByLabelText('Price, small business, Cilantro').closest<HTMLElement>('[role="gridcell"]')!).queryByTestId('per-lb')).toBeNull();
  });

  it('posts one save with the edited product and shows the stored result', async () => {
    const user = userEvent.setup();
    const { api } = renderApp('/products/manage', { role: 'admin' });
    const price = await screen.findByLabelText('Price, large business, Golden Pineapple');
    // A whole value at once: typing key by key re-renders the table per key, slow on a shared CI machine.
    fireEvent.change(price, { target: { value: '20.75' } });
    await user.click(screen.getByLabelText('In stock, Golden Pineapple'));
    expect(unsaved().textContent).toBe('1 unsaved change');
    const before = api.calls('/api/products/manage').length;

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(/Changes saved successfully\./)).toBeTruthy();

    const pineapple = api.state.products.find((p) => p.slug === 'golden-pineapple')!;
    const posts = api.calls('/api/products/changes', 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toMatchObject({
      changes: [
        {
          op: 'update',
          id: pineapple.id,
          version: 1,
          data: { nameEn: 'Golden Pineapple', inStock: false, prices: { small: '24.50', medium: '23.00', large: '20.75' } },
        },
      ],
    });
    // The table was read again (a changed revision, so a full answer) and now holds the stored row.
    await waitFor(() => expect(api.calls('/api/products/manage').length).toBe(before + 1));
    expect(api.calls('/api/products/manage').at(-1)!.ifNoneMatch).not.toBeNull();
    expect(pineapple.version).toBe(2);
    await waitFor(() => expect(unsaved().textContent).toBe('No unsaved changes'));
    expect(screen.getByLabelText('Price, large business, Golden Pineapple')).toHaveProperty('value', '20.75');
    expect(screen.getByLabelText('In stock, Golden Pineapple')).toHaveProperty('checked', false);
  }, 20_000);

  it('lists the tier prices the server flags (a large move, $0.00) and saves them only after their confirmation', async () => {
    const user = userEvent.setup();
    const { api } = renderApp('/products/manage', { role: 'admin' });
    const small = await screen.findByLabelText('Price, small business, Golden Pineapple');
    // 24.50 -> 99.00 (+304%) and 23.00 -> 0.
    fireEvent.change(small, { target: { value: '99.00' } });
    fireEvent.change(screen.getByLabelText('Price, medium business, Golden Pineapple'), { target: { value: '0.00' } });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm 2 large price changes' });
    const items = within(within(dialog).getByRole('list', { name: 'Prices that move a lot' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['Golden Pineapple, Small business: $24.50 → $99.00', 'Golden Pineapple, Medium business: $23.00 → $0.00 (becomes $0.00)']);
    const confirm = within(dialog).getByRole('button', { name: 'Save these prices' });
    expect(confirm).toHaveProperty('disabled', true);
    expect(api.state.products.find((p) => p.slug === 'golden-pineapple')!.version).toBe(1);
    await user.click(within(dialog).getByLabelText('I have checked these prices: save them.'));
    await user.click(confirm);

    expect(await screen.findByText(/Changes saved successfully\./)).toBeTruthy();
    const posts = api.calls('/api/products/changes', 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[0]!.body).not.toHaveProperty('confirmLargeMoves');
    expect(posts[1]!.body).toMatchObject({ confirmLargeMoves: true, changes: [{ data: { prices: { small: '99.00', medium: '0.00' } } }] });
    expect(api.state.products.find((p) => p.slug === 'golden-pineapple')!.version).toBe(2);
  }, 20_000);

  it('Add product puts the cursor in the first field of the new row, each time', async () => {
    const user = userEvent.setup();
    renderApp('/products/manage', { role: 'seller' });
    await screen.findByLabelText('Price, small business, Golden Pineapple');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    const first = screen.getAllByLabelText('Name in English, new product');
    expect(first).toHaveLength(1);
    // The cursor moves once the new row has rendered (a busy machine takes a frame or two).
    await waitFor(() => expect(document.activeElement).toBe(first[0]));
    await user.keyboard('Dragon fruit');
    expect(first[0]).toHaveProperty('value', 'Dragon fruit');
    // A second new row takes the cursor in turn (new rows come first).
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    const second = screen.getAllByLabelText('Name in English, new product');
    expect(second).toHaveLength(1);
    await waitFor(() => expect(document.activeElement).toBe(second[0]));
  }, 20_000);

  it('Add product pressed before the products arrive puts the cursor in the new row once the grid draws it', async () => {
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const user = userEvent.setup();
    renderApp('/products/manage', { role: 'seller' });
    // Held until released, then answered by the fake API's handler (registered after it, so asked first).
    server.use(http.get('*/api/products/manage', async () => void (await arrived)));
    await user.click(await screen.findByRole('button', { name: 'Add product' }));
    expect(screen.queryByLabelText('Price, small business, Golden Pineapple')).toBeNull();
    release();
    await screen.findByLabelText('Price, small business, Golden Pineapple');
    const added = screen.getByLabelText('Name in English, new product');
    await waitFor(() => expect(document.activeElement).toBe(added));
  }, 20_000);

  it('says so when the products cannot be loaded', async () => {
    renderApp('/products/manage', { role: 'seller' }, { failures: { '/api/products/manage': 500 } });
    expect(await screen.findByText('We could not load the products. Check your connection and try again.')).toBeTruthy();
  });
});

describe('/products/manage: drafts the import made', () => {
  it('counts them, filters the table to them, and publishes the selected ones in one request', async () => {
    const user = userEvent.setup();
    const catalogue = sampleCatalogue().map((p, i) => (i < 2 ? { ...p, draft: true } : p));
    const [first, second] = catalogue;
    const { api } = renderApp('/products/manage', { role: 'seller' }, { products: catalogue });
    const panel = await screen.findByRole('region', { name: 'Needs review (2)' });
    await user.click(screen.getByLabelText('Show only products that need review'));
    await waitFor(() => expect(screen.getByText(/^2 of \d+ products$/)).toBeTruthy());
    expect(screen.getByRole('grid').getAttribute('aria-rowcount')).toBe('3');

    await user.click(within(panel).getByRole('button', { name: 'Publish selected (0)' }));
    expect(within(panel).getByRole('alert').textContent).toBe('Select at least one product to publish.');
    expect(api.calls('/api/products/publish', 'POST')).toHaveLength(0);

    await user.click(within(panel).getByRole('checkbox', { name: new RegExp(first!.nameEn) }));
    await user.click(within(panel).getByRole('button', { name: 'Publish selected (1)' }));
    expect(await screen.findByText('1 product published: customers and the public see it now.')).toBeTruthy();
    expect(api.calls('/api/products/publish', 'POST')[0]!.body).toEqual({ ids: [first!.id] });
    // Read again without a reload: one left to review.
    const left = await screen.findByRole('region', { name: 'Needs review (1)' });
    expect(within(left).getByRole('checkbox', { name: new RegExp(second!.nameEn) })).toBeTruthy();
    expect(within(left).queryByRole('checkbox', { name: new RegExp(first!.nameEn) })).toBeNull();
  }, 20_000);

  it('shows nothing about review when there are no drafts', async () => {
    renderApp('/products/manage', { role: 'seller' });
    await screen.findByLabelText('Price, small business, Golden Pineapple');
    expect(screen.queryByRole('region', { name: /Needs review/ })).toBeNull();
  });
});
