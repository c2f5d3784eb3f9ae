import { describe, expect, it } from 'vitest';
import { http } from 'msw';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { AppProviders } from '../../../app/providers';
import { routes } from '../../../app/router';
import { createFakeApi } from '../../../test/api-handlers';
import { server } from '../../../test/msw-server';
import { createListApi, errorReply, fakeDetail, fakeItem } from './test-fixtures';
import { cell, fakeGridHeight, grid, loaded, PRICE, renderEditor, sampleList, status } from './editor-test-app';

fakeGridHeight();
describe('the price grid by keyboard', () => {
  it('types into a price, commits with Enter and moves down, moves with the arrows, cancels with Escape, commits with Tab', async () => {
    const { user } = renderEditor();
    await loaded();
    expect(grid().getAttribute('aria-rowcount')).toBe('5');
    // The header is row 1; each product row says where it is in the whole list (rows are virtualised).
    expect(within(grid()).getAllByRole('row').map((r) => r.getAttribute('aria-rowindex'))).toEqual(['1', '2', '3', '4', '5']);
    expect(within(grid()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Select', 'Product', 'Category', 'Pack', 'Cost', 'Price', 'Change', 'Margin', 'Notes', 'Remove']);
    // One tab stop: the active cell.
    expect(grid().querySelectorAll('[tabindex="0"]')).toHaveLength(1);

    await user.click(cell(0));
    expect(document.activeElement).toBe(cell(0));
    await user.keyboard('12.75{Enter}');
    expect(cell(0).textContent).toContain('$12.75');
    expect(cell(0).getAttribute('data-changed')).toBe('true');
    expect(document.activeElement).toBe(cell(1));
    expect(status().textContent).toBe('1 unsaved change');

    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(cell(0));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(cell(0, PRICE + 1));
    await user.keyboard('{ArrowLeft}{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(cell(2));

    // Escape throws the typing away.
    await user.keyboard('{Enter}');
    const input = screen.getByRole('textbox', { name: 'Price of Plum' });
    expect(input).toHaveProperty('value', '3.00');
    await user.keyboard('99{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Price of Plum' })).toBeNull();
    expect(cell(2).textContent).toContain('$3.00');
    expect(document.activeElement).toBe(cell(2));

    // Tab commits and moves to the next row's price (the only editable column).
    await user.keyboard('4{Tab}');
    expect(cell(2).textContent).toContain('$4.00');
    expect(document.activeElement).toBe(cell(3));
    expect(status().textContent).toBe('2 unsaved changes');

    // Delete on a price removes nothing.
    await user.keyboard('{Delete}{Backspace}');
    expect(cell(3).textContent).toContain('$2.00');
    expect(status().textContent).toBe('2 unsaved changes');
  });

  it('pastes a column into consecutive rows, flagging the invalid cell, which blocks saving', async () => {
    const { user } = renderEditor();
    await loaded();
    await user.click(cell(0));
    await user.paste('12.50\nabc\n$14.25\n');
    expect(cell(0).textContent).toContain('$12.50');
    expect(cell(1).textContent).toContain('abc');
    expect(cell(2).textContent).toContain('$14.25');
    const notes = grid().querySelector<HTMLElement>('[data-cell="1:8"]')!;
    expect(notes.textContent).toContain('Invalid price format.');
    expect(cell(1).getAttribute('aria-describedby')).toBe(notes.firstElementChild!.id);
    expect(status().textContent).toBe('2 unsaved changes');
    expect(screen.getByText('1 price is not valid: fix or undo it before saving.')).toBeTruthy();
    expect(screen.getByText(/Pasted 3 prices\. 1 of them is not a valid price\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toHaveProperty('disabled', true);

    // Fixing the cell unblocks it.
    await user.click(cell(1));
    await user.keyboard('13{Enter}');
    expect(status().textContent).toBe('3 unsaved changes');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toHaveProperty('disabled', false);
  });

  it('pastes Spanish prices in Spanish', async () => {
    const { user } = renderEditor();
    await loaded();
    const { default: i18next } = await import('i18next');
    await i18next.changeLanguage('es');
    await user.click(cell(0));
    await user.paste('1.234,50\n7,25');
    // Read as Spanish (comma decimals, dot thousands); shown as es-US money.
    await waitFor(() => expect(cell(0).textContent).toContain('$1,234.50'));
    expect(cell(1).textContent).toContain('$7.25');
    expect(screen.getByText('2 cambios sin guardar')).toBeTruthy();
  });
});

describe('a long list', () => {
  it('renders only the rows in view of 2,000, and keeps the active row rendered when the keyboard jumps to the end', async () => {
    const items = Array.from({ length: 2000 }, (_, i) => fakeItem({ nameEn: `Item ${String(i).padStart(4, '0')}`, price: '1.00' }));
    const { user } = renderEditor(fakeDetail({ items }));
    await loaded();
    expect(grid().getAttribute('aria-rowcount')).toBe('2001');
    expect(within(grid()).getAllByRole('row').length).toBeLessThan(40);
    await user.click(cell(0));
    await user.keyboard('{Control>}{End}{/Control}');
    const last = grid().querySelector<HTMLElement>('[data-cell="1999:9"] button')!;
    expect(document.activeElement).toBe(last);
    expect(last.closest('[role="row"]')!.getAttribute('aria-rowindex')).toBe('2001');
    expect(within(grid()).getAllByRole('row').length).toBeLessThan(40);
  });
});

describe('selection and bulk adjustment', () => {
  it('selects with a click and a Shift+click range, then adjusts the selected prices by a percent with rounding', async () => {
    const { user } = renderEditor();
    await loaded();
    await user.click(screen.getByRole('checkbox', { name: 'Select Apple' }));
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('checkbox', { name: 'Select Plum' }));
    await user.keyboard('{/Shift}');
    expect(screen.getByText('(3 selected)')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Select Basil' })).toHaveProperty('checked', false);

    await user.type(screen.getByLabelText('Percent (%)'), '8');
    await user.selectOptions(screen.getByLabelText('Rounding'), 'x9');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    // 10.00 -> 10.80 -> 10.79; 12.50 -> 13.50 -> 13.49; 3.00 -> 3.24 -> 3.29 (a tie goes up).
    expect(cell(0).textContent).toContain('$10.79');
    expect(cell(1).textContent).toContain('$13.49');
    expect(cell(2).textContent).toContain('$3.29');
    expect(cell(3).textContent).toContain('$2.00');
    expect(status().textContent).toBe('3 unsaved changes');

    // Select all shown (after a search), then down by an amount.
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    await user.type(screen.getByLabelText('Search products'), 'albahaca');
    await waitFor(() => expect(grid().getAttribute('aria-rowcount')).toBe('2'));
    await user.click(screen.getByLabelText('Select the 1 product shown'));
    await user.selectOptions(screen.getByLabelText('Adjust by'), 'amount');
    await user.selectOptions(screen.getByLabelText('Direction'), 'down');
    await user.selectOptions(screen.getByLabelText('Rounding'), 'cent');
    await user.clear(screen.getByLabelText('Amount ($)'));
    await user.type(screen.getByLabelText('Amount ($)'), '0.25');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(cell(0).textContent).toContain('$1.75');
    expect(status().textContent).toBe('4 unsaved changes');
  });

  it('says why an adjustment is refused: not a number, a decrease of 100%, more than the 1000% the rule allows', async () => {
    const { user } = renderEditor();
    await loaded();
    await user.click(screen.getByRole('checkbox', { name: 'Select Apple' }));
    const percent = screen.getByLabelText('Percent (%)');
    const apply = async (text: string) => {
      await user.clear(percent);
      await user.type(percent, text);
      await user.click(screen.getByRole('button', { name: 'Apply' }));
    };
    await apply('abc');
    expect(screen.getByText('Enter a percentage such as 8 or 8.5 (a decrease must be under 100%).')).toBeTruthy();
    await apply('1001');
    expect(screen.getByText('That adjustment is too large: at most 1000%.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Direction'), 'down');
    await apply('100');
    expect(screen.getByText('Enter a percentage such as 8 or 8.5 (a decrease must be under 100%).')).toBeTruthy();
    expect(cell(0).textContent).toContain('$10.00');
    expect(status().textContent).toBe('No unsaved changes');
  });

  it('flags prices below the minimum margin, pending ones too, with text', async () => {
    const { user } = renderEditor(sampleList({ minMarginBp: 2000 }));
    await loaded();
    // Apple costs 8.00: a 20% gross margin puts the floor at 10.00 (8.00 / 0.8); 10.00 is fine.
    expect(screen.queryByText('Below minimum margin')).toBeNull();
    await user.click(cell(0));
    await user.keyboard('9.5{Enter}');
    expect(within(grid().querySelector<HTMLElement>('[data-cell="0:8"]')!).getByText('Below minimum margin')).toBeTruthy();
    expect(grid().querySelector('[data-cell="0:8"]')!.textContent).toContain('(minimum $10.00)');
    // The margin column shows the gross margin, (price - cost) / price: (9.50 - 8.00) / 9.50 = 15.8%.
    expect(grid().querySelector('[data-cell="0:7"]')!.textContent).toBe('15.8%');
    expect(screen.getByRole('columnheader', { name: 'Margin' }).getAttribute('title')).toBe('Gross margin: (price − cost) ÷ price');
  });
});

describe('unsaved changes', () => {
  it('counts them and discards them after asking', async () => {
    const { user } = renderEditor();
    await loaded();
    expect(status().textContent).toBe('No unsaved changes');
    await user.click(cell(1));
    await user.keyboard('15{Enter}');
    expect(status().textContent).toBe('1 unsaved change');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    const dialog = screen.getByRole('dialog', { name: 'Discard 1 unsaved change?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(status().textContent).toBe('No unsaved changes');
    expect(cell(1).textContent).toContain('$12.50');
  });

  it('removes a product as an undoable pending change', async () => {
    const { user } = renderEditor();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Remove Pear from the list' }));
    expect(grid().querySelector('[data-cell="1:8"]')!.textContent).toContain('To be removed');
    expect(status().textContent).toBe('1 unsaved change');
    await user.click(screen.getByRole('button', { name: 'Keep Pear in the list' }));
    expect(status().textContent).toBe('No unsaved changes');
  });

  it('asks before leaving the page with unsaved changes', async () => {
    const { user, router } = renderEditor();
    await loaded();
    await user.click(cell(0));
    await user.keyboard('11{Enter}');
    await user.click(screen.getAllByRole('link', { name: 'All price lists' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/prices-manage/restaurant-a');
    expect(status().textContent).toBe('1 unsaved change');
  });
});

describe('saving', () => {
  it('shows the dry run (counts, linked lists, below-floor prices) and saves with the reason and confirmation', async () => {
    const detail = sampleList({ minMarginBp: 0 });
    const { user, list } = renderEditor(detail);
    list.state.linked = [{ id: 'l2', slug: 'restaurant-b', name: 'Restaurant B', version: null, added: 0, changed: 120, removed: 0, belowFloor: 0 }];
    await loaded();
    await user.click(cell(0));
    await user.keyboard('7.50{Enter}11{Enter}');
    await user.click(screen.getByRole('button', { name: 'Remove Basil from the list' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const dialog = await screen.findByRole('dialog', { name: 'Save these changes?' });
    expect(list.state.saves[0]).toMatchObject({ version: 3, dryRun: true });
    expect(within(dialog).getByText('2 prices changed')).toBeTruthy();
    expect(within(dialog).getByText('1 product removed')).toBeTruthy();
    expect(within(dialog).getByText('Restaurant B: 120 prices')).toBeTruthy();
    // Apple below its cost of 8.00.
    expect(within(dialog).getByText('Apple: $7.50 (minimum $8.00)')).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Save version' });
    expect(confirm).toHaveProperty('disabled', true);
    await user.click(within(dialog).getByLabelText('I confirm these prices below the minimum margin.'));
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Morning prices');
    await user.click(confirm);

    expect(await screen.findByText('Price list updated successfully')).toBeTruthy();
    expect(list.state.saves).toHaveLength(2);
    const [dry, real] = list.state.saves;
    expect(real).toMatchObject({ version: 3, reason: 'Morning prices', confirmBelowFloor: true });
    expect(real!.dryRun).toBeUndefined();
    expect(real!.changes).toEqual(dry!.changes);
    expect(real!.changes).toHaveLength(3);
    // The grid shows the saved list.
    await waitFor(() => expect(status().textContent).toBe('No unsaved changes'));
    expect(screen.getByText('4', { selector: 'dd' })).toBeTruthy();
    expect(cell(0).textContent).toContain('$7.50');
    expect(cell(0).getAttribute('data-changed')).toBeNull();
    expect(grid().getAttribute('aria-rowcount')).toBe('4');
  });

  it('keeps the save dialog until the saved list is shown, and a save starts a new history: undo brings back nothing', async () => {
    const { user, list } = renderEditor(sampleList({ minMarginBp: 0 }));
    await loaded();
    await user.click(cell(0));
    await user.keyboard('10.50{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save these changes?' });
    // The saved list is read again slowly: the grid behind the dialog must not open to edits the
    // save would then let go.
    let release = () => {};
    const reread = new Promise<void>((resolve) => (release = resolve));
    server.use(http.get('*/api/price-lists/:ref', () => reread.then(() => undefined)));
    await user.click(within(dialog).getByRole('button', { name: 'Save version' }));
    await waitFor(() => expect(list.state.saves).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(status().textContent).toBe('No unsaved changes');
    await user.click(cell(0));
    await user.keyboard('{Control>}z{/Control}');
    expect(status().textContent).toBe('No unsaved changes');
    expect(cell(0).textContent).toContain('$10.50');
  });

  it('lists the prices that move a lot or go to $0.00 and saves them only after their own tick', async () => {
    const { user, list } = renderEditor(sampleList({ minMarginBp: 0 }));
    await loaded();
    await user.click(cell(0));
    // Apple 10.00 -> 25.00 (+150%), the next one to $0.00.
    await user.keyboard('25{Enter}0{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const dialog = await screen.findByRole('dialog', { name: 'Save these changes?' });
    expect(within(dialog).getByText('2 prices move by more than 50% or to $0.00')).toBeTruthy();
    const moves = within(dialog).getByRole('list', { name: 'Prices that move a lot' });
    const items = within(moves).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toHaveLength(2);
    expect(items).toContain('Apple: $10.00 → $25.00 (+150%)');
    expect(items.find((text) => text !== 'Apple: $10.00 → $25.00 (+150%)')).toMatch(/^\w+: \$\d+\.\d\d → \$0\.00 \(-100%\)$/);
    const confirm = within(dialog).getByRole('button', { name: 'Save version' });
    expect(confirm).toHaveProperty('disabled', true);
    await user.click(within(dialog).getByLabelText('I have checked these moves and prices at $0.00: save them.'));
    await user.click(confirm);

    expect(await screen.findByText('Price list updated successfully')).toBeTruthy();
    expect(list.state.saves.at(-1)).toMatchObject({ confirmLargeMoves: true });
    expect(list.state.saves.at(-1)!.dryRun).toBeUndefined();
  });

  it('says nothing was saved when the server refuses unconfirmed large moves', async () => {
    const { user, list } = renderEditor(sampleList({ minMarginBp: 0 }));
    list.state.onSave = (input) => (input.dryRun ? undefined : errorReply(422, 'large_move', 'Confirm', { x: 'largeMove', y: 'zeroPrice' }));
    await loaded();
    await user.click(cell(0));
    await user.keyboard('10.50{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save these changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Save version' }));
    expect(await screen.findByText('2 prices move a lot or to $0.00 and were not confirmed. Nothing was saved.')).toBeTruthy();
  });

  it('keeps the edits when the session is gone (401)', async () => {
    const { user, list } = renderEditor();
    list.state.onSave = () => errorReply(401, 'unauthenticated', 'Sign in first');
    await loaded();
    await user.click(cell(0));
    await user.keyboard('11{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('You must be logged in to save changes.')).toBeTruthy();
    expect(status().textContent).toBe('1 unsaved change');
    expect(cell(0).textContent).toContain('$11.00');
  });

  it('says so when the save fails', async () => {
    const { user, list } = renderEditor();
    await loaded();
    await user.click(cell(0));
    await user.keyboard('11{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save these changes?' });
    list.state.onSave = () => errorReply(500, 'internal', 'Boom');
    await user.click(within(dialog).getByRole('button', { name: 'Save version' }));
    expect(await screen.findByText('Error updating price list')).toBeTruthy();
    expect(status().textContent).toBe('1 unsaved change');
  });

  it('refuses a save behind the latest version, names who saved it, and re-applies the edits on a reload', async () => {
    const detail = sampleList();
    const [apple, pear] = detail.items;
    const { user, list } = renderEditor(detail);
    await loaded();
    await user.click(cell(0));
    await user.keyboard('11{Enter}13{Enter}');
    // Meanwhile Ana saves version 4: apple 10.50, plum 3.50.
    list.saveElsewhere({ [apple!.productId]: '10.50', [detail.items[2]!.productId]: '3.50' });

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const alert = await screen.findByText(/The list is now at version 4, saved by ana@example.com on/);
    expect(alert).toBeTruthy();
    expect(status().textContent).toBe('2 unsaved changes');

    await user.click(screen.getByRole('button', { name: 'Reload and re-apply my changes' }));
    expect(await screen.findByText('Apple: you saw $10.00, now $10.50')).toBeTruthy();
    expect(cell(0).textContent).toContain('$11.00');
    expect(cell(1).textContent).toContain('$13.00');
    // Ana's plum price is there.
    expect(cell(2).textContent).toContain('$3.50');
    expect(screen.getByText('4', { selector: 'dd' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save these changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Save version' }));
    expect(await screen.findByText('Price list updated successfully')).toBeTruthy();
    expect(list.state.saves.at(-1)).toMatchObject({
      version: 4,
      changes: [
        { productId: apple!.productId, price: '11.00' },
        { productId: pear!.productId, price: '13.00' },
      ],
    });
    expect(list.state.detail.version).toBe(5);
  });
});

describe('adding products and editing details', () => {
  it('adds a catalogue product with its price as a pending change', async () => {
    const { user, list, api } = renderEditor();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Add products' }));
    const dialog = screen.getByRole('dialog', { name: 'Add products to the list' });
    await user.type(await within(dialog).findByLabelText('Search the catalogue'), 'piña');
    await user.click(await within(dialog).findByRole('radio', { name: /Golden Pineapple/ }));
    await user.type(within(dialog).getByLabelText('Price of Golden Pineapple'), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Add to list' }));
    expect(within(dialog).getByText('Invalid price format.')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('Price of Golden Pineapple'));
    await user.type(within(dialog).getByLabelText('Price of Golden Pineapple'), '24{Enter}');
    expect(within(dialog).getByText('Golden Pineapple added to the list (unsaved).')).toBeTruthy();
    // It is no longer offered.
    expect(within(dialog).queryByRole('radio', { name: /Golden Pineapple/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));

    expect(grid().querySelector('[data-cell="0:1"]')!.textContent).toContain('Golden Pineapple');
    expect(grid().querySelector('[data-cell="0:1"]')!.textContent).toContain('New');
    expect(cell(0).textContent).toContain('$24.00');
    expect(status().textContent).toBe('1 unsaved change');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByRole('dialog', { name: 'Save these changes?' });
    const pineapple = api.state.products.find((p) => p.nameEn === 'Golden Pineapple')!;
    expect(list.state.saves[0]!.changes).toEqual([{ productId: pineapple.id, price: '24.00' }]);
  });

  it("keeps showing the list's base in the details when the other lists arrive after the dialog opened", async () => {
    const { user, queryClient } = renderEditor(sampleList({ base: { id: 'cycle-list', slug: 'restaurant-b', name: 'Restaurant B' } }));
    await loaded();
    // The editor does not read the index of lists: the dialog asks for it, and it comes late.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(http.get('*/api/price-lists', async () => void (await held)));
    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    const base = within(screen.getByRole('dialog', { name: 'Edit list details' })).getByLabelText<HTMLSelectElement>('Made from');
    expect(base.value).toBe('cycle-list');
    release();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(base.value).toBe('cycle-list');
    expect(base.selectedOptions[0]?.textContent).toBe('Restaurant B');
  });

  it('edits the details with the loaded version and shows the server errors by field', async () => {
    const { user, list } = renderEditor();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit list details' });
    const slug = within(dialog).getByLabelText('Slug');
    await user.clear(slug);
    await user.type(slug, 'taken');
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }));
    expect(await within(dialog).findByText('Another list already uses this slug.')).toBeTruthy();
    expect(slug.getAttribute('aria-invalid')).toBe('true');

    await user.clear(slug);
    await user.type(slug, 'restaurant-a');
    await user.selectOptions(within(dialog).getByLabelText('Made from'), 'Restaurant B');
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }));
    expect(await within(dialog).findByText(/This base would make a cycle/)).toBeTruthy();

    await user.selectOptions(within(dialog).getByLabelText('Made from'), 'No base list');
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }));
    expect(await within(dialog).findByText('Creating a price list needs a name')).toBeTruthy();
    await user.type(name, 'Restaurant Alpha');
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Price list updated successfully')).toBeTruthy();
    expect(list.state.patches.at(-1)).toEqual({ version: 3, name: 'Restaurant Alpha' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Restaurant Alpha' })).toBeTruthy();
  });
});

describe('linked lists', () => {
  it('marks prices set by hand and lets them follow the base again (override: false)', async () => {
    const detail = sampleList({
      base: { id: 'b1', slug: 'small-business', name: 'Small Business' },
      linked: true,
      adjustment: { kind: 'percent', direction: 'up', value: 800, rounding: 'x9' },
    });
    detail.items = detail.items.map((i, n) => ({ ...i, basePrice: '9.00', overridden: n === 1 }));
    const { user, list } = renderEditor(detail);
    await loaded();
    expect(screen.getByText('Follows:')).toBeTruthy();
    expect(screen.getByText(/\+8%, rounded to \.x9/)).toBeTruthy();
    expect(screen.getAllByText('Set by hand')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Follow the base price for Pear' }));
    // 9.00 +8% = 9.72 -> 9.69, shown before saving.
    expect(cell(1, 6).textContent).toContain('$9.69');
    expect(screen.queryByText('Set by hand')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByRole('dialog', { name: 'Save these changes?' });
    expect(list.state.saves[0]!.changes).toEqual([{ productId: detail.items[1]!.productId, price: '12.50', override: false }]);
  });
});

describe('loading', () => {
  it('says when the list does not exist', async () => {
    renderEditor(sampleList(), { path: '/prices-manage/no-such-list' });
    expect(await screen.findByRole('heading', { name: 'Price list not found' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'All price lists' }).length).toBeGreaterThan(0);
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const list = createListApi(sampleList());
    list.state.failDetail = 500;
    const api = createFakeApi({ me: { role: 'admin' } });
    server.use(...list.handlers, ...api.handlers);
    const router = createMemoryRouter(routes, { initialEntries: ['/prices-manage/restaurant-a'] });
    render(
      <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByText('Error loading the price list')).toBeTruthy();
    list.state.failDetail = null;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('grid', { name: /Prices of Restaurant A/ })).toBeTruthy();
  });
});
