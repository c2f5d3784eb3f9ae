import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { renderApp } from '../../../test/render-app';
import { installFakePriceLists, type FakePriceListsOptions } from './test/fake-price-lists';


function open(role: 'admin' | 'seller' = 'admin', options: FakePriceListsOptions = {}) {
  const app = renderApp('/prices-manage', { role });
  const fake = installFakePriceLists(options);
  return { ...app, fake };
}

const row = (name: string) => screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!;

describe('/prices-manage: the lists', () => {
  it('shows every list with its kind, base rule, items, version, sharing and last change', async () => {
    open();
    expect(await screen.findByRole('link', { name: 'Hotel Azul' })).toHaveProperty('pathname', '/prices-manage/hotel-azul');
    const hotel = within(row('Hotel Azul'));
    expect(hotel.getByText('hotel-azul')).toBeTruthy();
    expect(hotel.getByText('Customer list')).toBeTruthy();
    expect(hotel.getByRole('link', { name: 'Small business' })).toHaveProperty('pathname', '/prices-manage/small-business');
    expect(hotel.getByText('Linked: +8%, rounded to .x9')).toBeTruthy();
    expect(hotel.getByText('Ana Restaurant, Bruno Hotel +1 more')).toBeTruthy();
    expect(hotel.getByText('by seller@example.com')).toBeTruthy();
    expect(hotel.getByText('March 5, 2026')).toBeTruthy();
    expect(hotel.getAllByRole('cell').map((c) => c.textContent)).toContain('4');
    const cafe = within(row('Café Luna'));
    expect(cafe.getByText('One-time copy')).toBeTruthy();
    expect(cafe.getByText('Diego Deli')).toBeTruthy();
    const small = within(row('Small business'));
    expect(small.getByText('Template')).toBeTruthy();
    expect(small.getByText('None')).toBeTruthy();
    expect(small.getByText('Not shared')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Compare lists' })).toHaveProperty('pathname', '/prices-manage/compare');
  });

  it('below a wide screen shows each list as a card with the same details and its actions', async () => {
    const matchMedia = window.matchMedia;
    // The window is narrower than 80rem (a phone, a tablet, a small laptop).
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query.includes('max-width: 79.98rem') });
    try {
      open();
      const cards = await screen.findByRole('list', { name: 'Price lists' });
      expect(screen.queryByRole('table', { name: 'Price lists' })).toBeNull();
      const hotel = within(within(cards).getByRole('link', { name: 'Hotel Azul' }).closest('li')!);
      expect(hotel.getByText('Customer list')).toBeTruthy();
      expect(hotel.getByText('Linked: +8%, rounded to .x9')).toBeTruthy();
      expect(hotel.getByText('Ana Restaurant, Bruno Hotel +1 more')).toBeTruthy();
      expect(hotel.getByText('March 5, 2026')).toBeTruthy();
      for (const name of ['Duplicate Hotel Azul', 'Share Hotel Azul', 'Delete Hotel Azul']) expect(hotel.getByRole('button', { name })).toBeTruthy();
      const template = within(cards).getByRole('button', { name: 'Delete Small business' });
      expect(template).toHaveProperty('disabled', true);
      expect(document.getElementById(template.getAttribute('aria-describedby')!)?.textContent).toBe('Templates cannot be deleted');
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('searches by name or slug, accents aside', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByRole('link', { name: 'Hotel Azul' });
    await user.type(screen.getByLabelText('Search price lists'), 'cafe');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Hotel Azul' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Café Luna' })).toBeTruthy();
    expect(screen.getByText('1 of 4 price lists matches')).toBeTruthy();
    await user.clear(screen.getByLabelText('Search price lists'));
    await user.type(screen.getByLabelText('Search price lists'), 'medium-bus');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Café Luna' })).toBeNull());
    expect(screen.getByRole('rowheader', { name: /^Medium business/ })).toBeTruthy();
  });

  it('says so with Retry when the lists cannot be loaded', async () => {
    const user = userEvent.setup();
    const { fake } = open('admin', { failures: { 'GET /api/price-lists': 500 } });
    expect(await screen.findByText('Error loading price lists')).toBeTruthy();
    fake.heal('GET /api/price-lists');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Hotel Azul' })).toBeTruthy();
  });

  it('shows the table in Spanish with a Spanish rule text, the standard lists named in Spanish', async () => {
    await i18next.changeLanguage('es');
    open();
    await screen.findByRole('link', { name: 'Hotel Azul' });
    const hotel = within(row('Hotel Azul'));
    expect(hotel.getByText('Vinculada: +8%, redondeado a .x9')).toBeTruthy();
    expect(hotel.getByText('Lista de cliente')).toBeTruthy();
    // Its base, a standard list, in the reader's language; a customer list's name as typed.
    expect(hotel.getByRole('link', { name: 'Pequeña empresa' })).toHaveProperty('pathname', '/prices-manage/small-business');
    expect(within(row('Pequeña empresa')).getByRole('button', { name: 'Eliminar Pequeña empresa' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('rowheader', { name: /^Mediana empresa/ })).toBeTruthy();
    expect(screen.queryByText('Small business')).toBeNull();
  });
});

describe('/prices-manage: delete', () => {
  it('disables a template delete and says why', async () => {
    open();
    const button = await screen.findByRole('button', { name: 'Delete Small business' });
    expect(button).toHaveProperty('disabled', true);
    const reason = document.getElementById(button.getAttribute('aria-describedby')!);
    expect(reason?.textContent).toBe('Templates cannot be deleted');
    expect(screen.getByRole('button', { name: 'Delete Hotel Azul' })).toHaveProperty('disabled', false);
  });

  it('deletes after confirmation, and Cancel deletes nothing', async () => {
    const user = userEvent.setup();
    const { fake } = open();
    await user.click(await screen.findByRole('button', { name: 'Delete Hotel Azul' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete “Hotel Azul”?' });
    expect(within(dialog).getByText('3 customers it is shared with will no longer see it.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.calls('DELETE', '/api/price-lists/hotel-azul')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Hotel Azul' }));
    dialog = screen.getByRole('dialog', { name: 'Delete “Hotel Azul”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Price list deleted successfully')).toBeTruthy();
    expect(fake.calls('DELETE', '/api/price-lists/hotel-azul')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Hotel Azul' })).toBeNull());
  });

  it('shows the server refusal (409 list_protected) of a list others are based on, naming them', async () => {
    const user = userEvent.setup();
    const { fake } = open('admin');
    // Café Luna's base is Medium business, a template: make a customer list that others follow.
    fake.state.lists.find((l) => l.slug === 'hotel-azul')!.baseId = fake.state.lists.find((l) => l.slug === 'cafe-luna')!.id;
    await user.click(await screen.findByRole('button', { name: 'Delete Café Luna' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Error deleting price list Other price lists are based on it: “Hotel Azul”. Change or delete them first.'),
    ).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: /^Café Luna/ })).toBeTruthy();
  });

  it('shows the server message of a refusal it cannot name', async () => {
    const user = userEvent.setup();
    open('admin', {
      failures: { 'DELETE /api/price-lists/cafe-luna': { status: 409, code: 'list_protected', message: 'This list is protected.' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Café Luna' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting price list This list is protected.')).toBeTruthy();
  });
});

describe('/prices-manage: duplicate', () => {
  it('duplicates a list and shows the copy', async () => {
    const user = userEvent.setup();
    const { fake } = open('seller');
    await user.click(await screen.findByRole('button', { name: 'Duplicate Small business' }));
    expect(await screen.findByText('Price list duplicated as “Small business (copy)”.')).toBeTruthy();
    expect(fake.calls('POST', '/api/price-lists/small-business/duplicate')).toHaveLength(1);
    expect(await screen.findByRole('link', { name: 'Small business (copy)' })).toBeTruthy();
  });

  it('names the copy in the language of the person copying', async () => {
    await i18next.changeLanguage('es');
    const user = userEvent.setup();
    const { fake } = open('seller');
    await user.click(await screen.findByRole('button', { name: 'Duplicar Pequeña empresa' }));
    expect(await screen.findByRole('link', { name: 'Pequeña empresa (copia)' })).toBeTruthy();
    expect(fake.calls('POST', '/api/price-lists/small-business/duplicate')[0]!.body).toEqual({ name: 'Pequeña empresa (copia)' });
  });

  it('says so when duplicating fails', async () => {
    const user = userEvent.setup();
    open('seller', { failures: { 'POST /api/price-lists/small-business/duplicate': 500 } });
    await user.click(await screen.findByRole('button', { name: 'Duplicate Small business' }));
    expect(await screen.findByText('Error duplicating price list')).toBeTruthy();
  });
});

describe('/prices-manage: share', () => {
  it('lists customers with the shared ones checked, filters them, and saves exactly the checked ones', async () => {
    const user = userEvent.setup();
    const { fake } = open('seller');
    await user.click(await screen.findByRole('button', { name: 'Share Café Luna' }));
    const dialog = screen.getByRole('dialog', { name: 'Share “Café Luna”' });
    const diego = await within(dialog).findByRole('checkbox', { name: /Diego Deli/ });
    expect(diego).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('checkbox', { name: /Ana Restaurant/ })).toHaveProperty('checked', false);
    expect(within(dialog).getByText('1 customer selected')).toBeTruthy();

    await user.type(within(dialog).getByLabelText('Filter customers'), 'bruno');
    expect(within(dialog).queryByRole('checkbox', { name: /Ana Restaurant/ })).toBeNull();
    await user.click(within(dialog).getByRole('checkbox', { name: /Bruno Hotel/ }));
    await user.clear(within(dialog).getByLabelText('Filter customers'));
    await user.click(within(dialog).getByRole('checkbox', { name: /Diego Deli/ }));
    expect(within(dialog).getByText('1 customer selected')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save sharing' }));

    expect(await screen.findByText('Price list updated successfully')).toBeTruthy();
    expect(fake.calls('PUT', '/api/price-lists/cafe-luna/shares')[0]!.body).toEqual({ userIds: ['c-bruno'] });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(within(row('Café Luna')).getByText('Bruno Hotel')).toBeTruthy());
  });

  it('keeps the dialog open with the error when saving fails', async () => {
    const user = userEvent.setup();
    open('seller', { failures: { 'PUT /api/price-lists/cafe-luna/shares': 500 } });
    await user.click(await screen.findByRole('button', { name: 'Share Café Luna' }));
    const dialog = screen.getByRole('dialog');
    await within(dialog).findByRole('checkbox', { name: /Diego Deli/ });
    await user.click(within(dialog).getByRole('button', { name: 'Save sharing' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'Error updating price list');
  });
});

describe('/prices-manage: minimum margin and large moves', () => {
  it('lets an admin change the minimum gross margin', async () => {
    const user = userEvent.setup();
    const { fake } = open('admin');
    expect(await screen.findByText('Minimum gross margin: 5%')).toBeTruthy();
    expect(screen.getByText(/^Gross margin is \(price − cost\) ÷ price\./)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Change the minimum gross margin' }));
    const input = screen.getByLabelText('Minimum gross margin (%)');
    await user.clear(input);
    await user.type(input, '120');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter a percentage from 0 to 99.99 with up to 2 decimals.')).toBeTruthy();
    expect(fake.calls('PUT', '/api/price-lists/settings')).toHaveLength(0);
    await user.clear(input);
    await user.type(input, '7.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Minimum gross margin: 7.5%')).toBeTruthy();
    expect(fake.calls('PUT', '/api/price-lists/settings')[0]!.body).toEqual({ minMarginBp: 750 });
  });

  it('lets an admin change the share beyond which a price move needs a confirmation', async () => {
    const user = userEvent.setup();
    const { fake } = open('admin');
    expect(await screen.findByText('Confirm moves of more than: 50%')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Change the share of a large price move' }));
    const input = screen.getByLabelText('A move of more than (%)');
    await user.clear(input);
    await user.type(input, '0.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter a percentage from 1 to 1000 with up to 2 decimals.')).toBeTruthy();
    expect(fake.calls('PUT', '/api/price-lists/settings')).toHaveLength(0);
    await user.clear(input);
    await user.type(input, '30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Confirm moves of more than: 30%')).toBeTruthy();
    expect(fake.calls('PUT', '/api/price-lists/settings')[0]!.body).toEqual({ largeMoveBp: 3000 });
  });

  it('lets an admin change the share of a move customers are alerted to', async () => {
    const user = userEvent.setup();
    const { fake } = open('admin');
    expect(await screen.findByText('Alert customers to moves of more than: 10%')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Change the share of a price move customers are alerted to' }));
    const input = screen.getByLabelText('Alert on a move of more than (%)');
    await user.clear(input);
    await user.type(input, '2000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter a percentage from 1 to 1000 with up to 2 decimals.')).toBeTruthy();
    await user.clear(input);
    await user.type(input, '15');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Alert customers to moves of more than: 15%')).toBeTruthy();
    expect(fake.calls('PUT', '/api/price-lists/settings')[0]!.body).toEqual({ alertMoveBp: 1500 });
  });

  it('is read-only for a seller', async () => {
    open('seller');
    expect(await screen.findByText('Minimum gross margin: 5%')).toBeTruthy();
    expect(screen.getByText('Confirm moves of more than: 50%')).toBeTruthy();
    expect(screen.getByText('Alert customers to moves of more than: 10%')).toBeTruthy();
    expect(screen.getAllByText('Only administrators can change it.')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Change the minimum gross margin' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change the share of a large price move' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change the share of a price move customers are alerted to' })).toBeNull();
  });
});

describe('/prices-manage: add a price list', () => {
  async function openCreate(title = 'Add price list') {
    const user = userEvent.setup();
    const app = open('admin');
    await user.click(await screen.findByRole('button', { name: title }));
    const dialog = screen.getByRole('dialog', { name: title });
    return { ...app, user, dialog: within(dialog), element: dialog };
  }

  it('needs a name, and sends nothing without one', async () => {
    const { user, dialog, fake } = await openCreate();
    await user.click(dialog.getByRole('button', { name: 'Create price list' }));
    expect(dialog.getByText('Creating a price list needs a name')).toBeTruthy();
    const name = dialog.getByLabelText('Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(fake.calls('POST', '/api/price-lists')).toHaveLength(0);
  });

  it('refuses a name with a bidi override or an invisible character, says why in the reader’s language, and sends nothing', async () => {
    const { user, dialog, fake } = await openCreate();
    await user.type(dialog.getByLabelText('Name'), 'Cafe \u202Eraem');
    await user.click(dialog.getByRole('button', { name: 'Create price list' }));
    expect(dialog.getByText('Use letters, numbers and punctuation only: no line breaks or invisible characters.')).toBeTruthy();
    expect(dialog.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(fake.calls('POST', '/api/price-lists')).toHaveLength(0);
  });

  it('shows the slug made from the name, and refuses an invalid one', async () => {
    const { user, dialog, fake } = await openCreate();
    await user.type(dialog.getByLabelText('Name'), 'Hotel Pez Dorado');
    expect(dialog.getByLabelText('Slug (optional)').getAttribute('placeholder')).toBe('hotel-pez-dorado');
    expect(dialog.getByText(/Leave it empty to use hotel-pez-dorado\./)).toBeTruthy();
    await user.type(dialog.getByLabelText('Slug (optional)'), 'Bad Slug');
    await user.click(dialog.getByRole('button', { name: 'Create price list' }));
    expect(dialog.getByText(/Use lowercase letters and numbers/)).toBeTruthy();
    expect(fake.calls('POST', '/api/price-lists')).toHaveLength(0);
  });

  it('previews a linked +8% .x9 list, flags the price below the floor, and needs the confirmation to create it', async () => {
    const { user, dialog, fake, router } = await openCreate();
    await user.type(dialog.getByLabelText('Name'), 'Hotel Pez');
    // A template is the default start, Small business the first template, linked the default mode.
    expect(dialog.getByRole('radio', { name: 'A template' })).toHaveProperty('checked', true);
    expect((dialog.getByLabelText('Template') as HTMLSelectElement).value).toBe('small-business');
    await user.type(dialog.getByLabelText('Value (%)'), '8');
    await user.selectOptions(dialog.getByLabelText('Rounding'), 'x9');
    expect(dialog.getByRole('radio', { name: 'Linked: follows its base list' })).toHaveProperty('checked', true);
    await user.click(dialog.getByRole('button', { name: 'Preview prices' }));

    const table = await dialog.findByRole('table', { name: 'Prices of the new list' });
    const rows = within(table).getAllByRole('row').slice(1);
    // The price below the floor comes first.
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['$9.50', '$10.29', '⚠Below minimum margin'],
      ['$10.00', '$10.79', 'OK'],
      ['$2.00', '$2.19', 'OK'],
      ['$1.50', '$1.59', 'OK'],
    ]);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('Dates');
    expect(fake.calls('POST', '/api/price-lists/preview')[0]!.body).toEqual({
      from: 'small-business',
      adjustment: { kind: 'percent', direction: 'up', value: 800, rounding: 'x9' },
    });
    expect(dialog.getByText('1 price is below the minimum margin (5%).')).toBeTruthy();

    // Creating without the confirmation is refused in the form.
    await user.click(dialog.getByRole('button', { name: 'Create price list' }));
    expect(dialog.getByText('Confirm the prices below the minimum margin to create the list.')).toBeTruthy();
    expect(fake.calls('POST', '/api/price-lists')).toHaveLength(0);

    await user.click(dialog.getByRole('checkbox', { name: 'I confirm prices below the minimum margin' }));
    await user.click(dialog.getByRole('button', { name: 'Create price list' }));
    expect(await screen.findByText('Price list added successfully')).toBeTruthy();
    expect(fake.calls('POST', '/api/price-lists')[0]!.body).toEqual({
      name: 'Hotel Pez',
      source: { kind: 'copy', from: 'small-business', adjustment: { kind: 'percent', direction: 'up', value: 800, rounding: 'x9' }, linked: true },
      confirmBelowFloor: true,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/prices-manage/hotel-pez'));
  });

  it('shows the prices an adjustment would make $0.00 and needs their own confirmation to create the list', async () => {
    const { user, dialog, fake } = await openCreate();
    await user.type(dialog.getByLabelText('Name'), 'Minus hundred');
    await user.click(dialog.getByRole('radio', { name: 'Fixed amount' }));
    await user.click(dialog.getByRole('radio', { name: 'Down' }));
    await user.type(dialog.getByLabelText('Value ($)'), '100');
    await user.click(dialog.getByRole('button', { name: 'Preview prices' }));
    const table = await dialog.findByRole('table', { name: 'Prices of the new list' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(within(row).getAllByRole('cell')[2]!.textContent).toContain('Becomes $0.00');
    expect(dialog.getAllByText('4 prices would become $0.00.').length).toBeGreaterThan(0);

    await user.click(dialog.getByRole('checkbox', { name: 'I confirm prices below the minimum margin' }));
    await user.click(dialog.getByRole('button', { name: 'Create price list' }));
    expect(dialog.getByText('Check the prices that move a lot or become $0.00 and tick the box to create the list.')).toBeTruthy();
    expect(fake.calls('POST', '/api/price-lists')).toHaveLength(0);

    await user.click(dialog.getByRole('checkbox', { name: 'I have checked these prices (large moves and prices at $0.00): create the list with them.' }));
    await user.click(dialog.getByRole('button', { name: 'Create price list' }));
    expect(await screen.findByText('Price list added successfully')).toBeTruthy();
    expect(fake.calls('POST', '/api/price-lists')[0]!.body).toMatchObject({ name: 'Minus hundred', confirmBelowFloor: true, confirmLargeMoves: true });
  });

  it('when the server refuses unconfirmed large moves (no preview yet), shows them and asks for the confirmation', async () => {
    const { user, dialog, fake } = await openCreate();
    await user.type(dialog.getByLabelText('Name'), 'Doubled');
    await user.type(dialog.getByLabelText('Value (%)'), '200');
    await user.click(dialog.getByRole('button', { name: 'Create price list' }));
    expect(await dialog.findByText('Error adding price list Some prices would become $0.00 or move a lot from the base price. Check them in the preview and confirm.')).toBeTruthy();
    expect(await dialog.findByText('4 prices would move by more than 50% from the base price.')).toBeTruthy();
    expect(fake.calls('POST', '/api/price-lists')).toHaveLength(1);
    await user.click(dialog.getByRole('checkbox', { name: 'I have checked these prices (large moves and prices at $0.00): create the list with them.' }));
    await user.click(dialog.getByRole('button', { name: 'Create price list' }));
    expect(await screen.findByText('Price list added successfully')).toBeTruthy();
    expect(fake.calls('POST', '/api/price-lists')[1]!.body).toMatchObject({ confirmLargeMoves: true });
  });

  it('marks the preview stale when the adjustment changes, and sends a one-time copy of another list with a fixed amount down', async () => {
    const { user, dialog, fake } = await openCreate();
    await user.type(dialog.getByLabelText('Name'), 'Luna dos');
    await user.click(dialog.getByRole('radio', { name: 'Another list' }));
    expect((dialog.getByLabelText('Base list') as HTMLSelectElement).value).toBe('hotel-azul');
    await user.selectOptions(dialog.getByLabelText('Base list'), 'cafe-luna');
    await user.click(dialog.getByRole('radio', { name: 'Fixed amount' }));
    await user.click(dialog.getByRole('radio', { name: 'Down' }));
    await user.type(dialog.getByLabelText('Value ($)'), '0.4');
    await user.click(dialog.getByRole('radio', { name: 'One-time copy' }));
    await user.click(dialog.getByRole('button', { name: 'Preview prices' }));
    const table = await dialog.findByRole('table', { name: 'Prices of the new list' });
    expect(within(table).getByText('$9.00')).toBeTruthy();
    await user.type(dialog.getByLabelText('Value ($)'), '5');
    expect(dialog.queryByRole('table', { name: 'Prices of the new list' })).toBeNull();
    expect(dialog.getByText(/The settings changed since the last preview/)).toBeTruthy();

    // Sharing at creation.
    await user.click(dialog.getByText('Share with customers (0 selected)'));
    await user.click(await dialog.findByRole('checkbox', { name: /Carla Market/ }));
    await user.click(dialog.getByRole('button', { name: 'Create price list' }));
    await screen.findByText('Price list added successfully');
    expect(fake.calls('POST', '/api/price-lists')[0]!.body).toEqual({
      name: 'Luna dos',
      source: { kind: 'copy', from: 'cafe-luna', adjustment: { kind: 'amount', direction: 'down', value: 45, rounding: 'cent' }, linked: false },
      sharedWith: ['c-carla'],
    });
  });

  it('reads a Spanish amount with a decimal comma', async () => {
    await i18next.changeLanguage('es');
    const { user, dialog, fake } = await openCreate('Agregar lista de precios');
    await user.type(dialog.getByLabelText('Nombre'), 'Lista Sur');
    await user.click(dialog.getByRole('radio', { name: 'Monto fijo' }));
    await user.type(dialog.getByLabelText('Valor ($)'), '1,25');
    await user.click(dialog.getByRole('radio', { name: 'Copia única' }));
    await user.click(dialog.getByRole('button', { name: 'Crear lista de precios' }));
    // $1.50 + $1.25 is +83%, $2.00 + $1.25 +62.5%: the server asks for the confirmation, in Spanish here.
    expect(await dialog.findByText(/^2 precios cambiarían más de un 50\s?% respecto al precio base\.$/)).toBeTruthy();
    await user.click(dialog.getByRole('checkbox', { name: /^Revisé estos precios/ }));
    await user.click(dialog.getByRole('button', { name: 'Crear lista de precios' }));
    await screen.findByText('Lista de precios agregada correctamente');
    expect(fake.calls('POST', '/api/price-lists').at(-1)!.body).toMatchObject({
      source: { adjustment: { kind: 'amount', direction: 'up', value: 125, rounding: 'cent' }, linked: false },
      confirmLargeMoves: true,
    });
  });

  it('offers the next free slug for a name whose slug is taken, and refuses a taken slug typed in', async () => {
    const { user, dialog, fake } = await openCreate();
    await user.type(dialog.getByLabelText('Name'), 'Hotel Azul');
    expect(dialog.getByLabelText('Slug (optional)').getAttribute('placeholder')).toBe('hotel-azul-2');
    await user.type(dialog.getByLabelText('Slug (optional)'), 'cafe-luna');
    await user.click(dialog.getByRole('button', { name: 'Create price list' }));
    expect(dialog.getByText('Another price list already uses this slug.')).toBeTruthy();
    expect(fake.calls('POST', '/api/price-lists')).toHaveLength(0);
  });

  it('shows the server refusal of a taken slug on the field, with the error message', async () => {
    const { user, dialog, fake, element } = await openCreate();
    fake.fail('POST /api/price-lists', { status: 409, code: 'key_taken', message: 'Taken', fields: { slug: 'slugTaken' } });
    await user.type(dialog.getByLabelText('Name'), 'Hotel Nuevo');
    await user.type(dialog.getByLabelText('Slug (optional)'), 'hotel-nuevo');
    await user.click(dialog.getByRole('radio', { name: 'Empty' }));
    await user.click(dialog.getByRole('button', { name: 'Create price list' }));
    expect(await dialog.findByText('Another price list already uses this slug.')).toBeTruthy();
    expect(dialog.getByRole('alert').textContent).toBe('Error adding price list');
    expect(document.activeElement).toBe(dialog.getByLabelText('Slug (optional)'));
    expect(fake.calls('POST', '/api/price-lists')[0]!.body).toEqual({ name: 'Hotel Nuevo', slug: 'hotel-nuevo', source: { kind: 'empty' } });
    expect(element.isConnected).toBe(true);
  });

  it('asks for the confirmation when the server refuses prices below the floor without a preview', async () => {
    const { user, dialog, fake } = await openCreate();
    await user.type(dialog.getByLabelText('Name'), 'Sin vista');
    await user.type(dialog.getByLabelText('Value (%)'), '8');
    await user.click(dialog.getByRole('button', { name: 'Create price list' }));
    expect(await dialog.findByText(/Error adding price list Some prices would be below the minimum margin/)).toBeTruthy();
    // The preview comes by itself and the confirmation is offered.
    expect(await dialog.findByRole('table', { name: 'Prices of the new list' })).toBeTruthy();
    await user.click(dialog.getByRole('checkbox', { name: 'I confirm prices below the minimum margin' }));
    await user.click(dialog.getByRole('button', { name: 'Create price list' }));
    await screen.findByText('Price list added successfully');
    expect(fake.calls('POST', '/api/price-lists')).toHaveLength(2);
    expect(fake.calls('POST', '/api/price-lists')[1]!.body).toMatchObject({ confirmBelowFloor: true });
  });

  it('refuses a decrease of 100% or more', async () => {
    const { user, dialog, fake } = await openCreate();
    await user.type(dialog.getByLabelText('Name'), 'Gratis');
    await user.click(dialog.getByRole('radio', { name: 'Down' }));
    await user.type(dialog.getByLabelText('Value (%)'), '100');
    await user.click(dialog.getByRole('button', { name: 'Create price list' }));
    expect(dialog.getByText('A decrease must be less than 100%.')).toBeTruthy();
    expect(fake.calls('POST', '/api/price-lists')).toHaveLength(0);
  });

  it('closes with Cancel and returns the focus to the Add button', async () => {
    const { user, dialog } = await openCreate();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add price list' }));
  });
});
