import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cell, fakeGridHeight, grid, loaded, PRICE, renderEditor, status } from './editor-test-app';

fakeGridHeight();

// The sample list: Apple 10.00 (cost 8.00), Pear 12.50 (fruits), Plum 3.00, Basil 2.00 (herbs).
const names = () => within(grid()).getAllByRole('row').slice(1).map((r) => r.querySelector('[data-cell$=":1"]')!.textContent);
const header = (name: string) => within(grid()).getByRole('columnheader', { name: new RegExp(`^${name}`) });

describe('the grid as a spreadsheet', () => {
  it('sorts by a header click, kept in the URL, and keeps a typed row in place until asked to sort again', async () => {
    const { user, router } = renderEditor();
    await loaded();
    expect(header('Price').getAttribute('aria-sort')).toBe('none');
    await user.click(within(header('Price')).getByRole('button'));
    expect(names()).toEqual(['Basil', 'Plum', 'Apple', 'Pear']);
    await user.click(within(header('Price')).getByRole('button'));
    expect(header('Price').getAttribute('aria-sort')).toBe('descending');
    expect(router.state.location.search).toBe('?sort=price&dir=desc');
    expect(names()).toEqual(['Pear', 'Apple', 'Plum', 'Basil']);

    // Typing 1.00 on the top row keeps it on top and Enter moves on to the row that was below it.
    await user.click(cell(0));
    await user.keyboard('1{Enter}');
    expect(names()).toEqual(['Pear', 'Apple', 'Plum', 'Basil']);
    expect(document.activeElement).toBe(cell(1));
    await user.click(screen.getByRole('button', { name: 'Sort again' }));
    expect(names()).toEqual(['Apple', 'Plum', 'Basil', 'Pear']);
    expect(screen.queryByRole('button', { name: 'Sort again' })).toBeNull();

    // A third click: the list's order again.
    await user.click(within(header('Price')).getByRole('button'));
    expect(router.state.location.search).toBe('');
    expect(names()).toEqual(['Apple', 'Pear', 'Plum', 'Basil']);
  });

  it('reads the sort and the filters from the URL, writes them back, and clears them', async () => {
    const { user, router } = renderEditor(undefined, { path: '/prices-manage/restaurant-a?sort=product&dir=asc&category=herbs' });
    await loaded();
    expect(names()).toEqual(['Basil']);
    expect(screen.getByText('(1 of 4 products shown)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(names()).toEqual(['Apple', 'Basil', 'Pear', 'Plum']);
    await user.selectOptions(screen.getByLabelText('Stock'), 'outOfStock');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=product&dir=asc&stock=outOfStock'));
    expect(screen.getByText('No products match the search and filters.')).toBeTruthy();
    expect(screen.getByText('(0 of 4 products shown)')).toBeTruthy();
  });

  it('pastes a two-column block from a spreadsheet: the price column takes its values, the read-only one is ignored and said', async () => {
    const { user } = renderEditor();
    await loaded();
    // Cost and price copied from a sheet, pasted on the cost column of the second row; three rows, two left.
    await user.click(cell(1, PRICE - 1));
    await user.paste('7.00\t$13.10\r\n1.00\t\r\n1.00\t4,25\r\n5\t6\r\n');
    expect(cell(1).textContent).toContain('$13.10');
    expect(cell(2).textContent).toContain('$3.00');
    expect(cell(3).textContent).toContain('$4.25');
    expect(screen.getByText('Pasted 2 prices. 1 blank cell left its price as it was. 1 pasted column landed on cells that cannot be edited and was ignored. 1 value did not fit: there were no more rows.')).toBeTruthy();
    expect(status().textContent).toBe('2 unsaved changes');
  });

  it('selects a block with Shift+arrows, fills down with Ctrl+D, copies what it shows, and undoes and redoes each step', async () => {
    const { user } = renderEditor();
    await loaded();
    await user.click(cell(0));
    await user.keyboard('{Shift>}{ArrowDown}{ArrowDown}{ArrowRight}{/Shift}');
    expect(cell(0).getAttribute('aria-selected')).toBe('true');
    expect(cell(2, PRICE + 1).getAttribute('aria-selected')).toBe('true');
    expect(cell(3).getAttribute('aria-selected')).toBe('false');
    expect(screen.getByRole('button', { name: 'Fill down' })).toHaveProperty('disabled', false);

    await user.keyboard('{Control>}d{/Control}');
    expect(cell(1).textContent).toContain('$10.00');
    expect(cell(2).textContent).toContain('$10.00');
    expect(screen.getByText('Filled down 2 prices.')).toBeTruthy();

    const copied = new Map<string, string>();
    fireEvent.copy(document.activeElement!, { clipboardData: { setData: (type: string, text: string) => copied.set(type, text), getData: (type: string) => copied.get(type) ?? '' } });
    expect(screen.getByText('Copied 6 cells.')).toBeTruthy();
    expect(copied.get('text/plain')).toBe('$10.00\t\n$10.00\t-$2.50\n$10.00\t+$7.00');

    await user.keyboard('{Control>}z{/Control}');
    expect(cell(1).textContent).toContain('$12.50');
    expect(screen.getByText('Change undone.')).toBeTruthy();
    expect(status().textContent).toBe('No unsaved changes');
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(cell(2).textContent).toContain('$10.00');
    expect(screen.getByText('Change redone.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(cell(2).textContent).toContain('$3.00');
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(status().textContent).toBe('2 unsaved changes');
  });

  it('leaves Ctrl+Z to the open price box, and selects everything with Ctrl+A', async () => {
    const { user } = renderEditor();
    await loaded();
    await user.click(cell(0));
    await user.keyboard('5{Enter}');
    await user.keyboard('{Enter}7{Control>}z{/Control}');
    // The grid's edit is still there: the box's own undo had the key.
    expect(status().textContent).toBe('1 unsaved change');
    await user.keyboard('{Escape}{Control>}a{/Control}');
    expect(cell(3, 1).getAttribute('aria-selected')).toBe('true');
    expect(cell(0, 1).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Control>}z{/Control}');
    expect(status().textContent).toBe('No unsaved changes');
  });
});
