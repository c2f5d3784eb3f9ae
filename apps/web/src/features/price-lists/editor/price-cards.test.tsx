import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { BELOW_MD } from '../../../lib/use-media-query';
import { fakeDetail, fakeItem } from './test-fixtures';
import { renderEditor } from './editor-test-app';

// A phone: the window is narrower than md.
const matchMedia = window.matchMedia;
const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')!;
beforeAll(() => {
  window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query === BELOW_MD });
  // jsdom lays nothing out: each card is 180 px tall, so that the window (768 px high) holds a few.
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.hasAttribute('data-index') ? 180 : 0;
    },
  });
});
afterAll(() => {
  window.matchMedia = matchMedia;
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offsetHeight);
});
afterEach(async () => {
  const { default: i18next } = await import('i18next');
  await i18next.changeLanguage('en');
});

const cards = () => screen.getByRole('list', { name: /Prices of Restaurant A/ });
const price = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name: `Price of ${name}` });
const card = (name: string) => price(name).closest<HTMLElement>('[data-card]')!;
const status = () => screen.getByText(/unsaved change/, { selector: '[role="status"] p' });

async function loaded() {
  await screen.findByRole('list', { name: /Prices of Restaurant A/ });
}

describe('the price cards on a phone', () => {
  it('shows a card per product instead of the grid, with the price in a box ready for one tap', async () => {
    renderEditor();
    await loaded();
    expect(screen.queryByRole('grid')).toBeNull();
    expect(within(cards()).getAllByRole('listitem')).toHaveLength(4);
    const apple = price('Apple');
    expect(apple.value).toBe('10.00');
    expect(apple.getAttribute('inputmode')).toBe('decimal');
    expect(apple.getAttribute('enterkeyhint')).toBe('next');
    const a = within(card('Apple'));
    // The other language's name, the cost and the margin.
    expect(a.getByText('Manzana')).toBeTruthy();
    expect(a.getByText('$8.00')).toBeTruthy();
    expect(a.getByText('20%')).toBeTruthy();
    expect(screen.getByText(/Tap a price to change it/)).toBeTruthy();
  });

  it('keeps a typed price on Enter and moves to the next card, puts it back on Escape, keeps it on leaving the box', async () => {
    const { user } = renderEditor();
    await loaded();
    await user.click(price('Apple'));
    expect(document.activeElement).toBe(price('Apple'));
    // The whole price is selected: typing replaces it.
    await user.keyboard('12.75{Enter}');
    expect(document.activeElement).toBe(price('Pear'));
    expect(price('Apple').value).toBe('12.75');
    expect(card('Apple').getAttribute('data-changed')).toBe('true');
    expect(within(card('Apple')).getByText('Unsaved change: was $10.00, now $12.75')).toBeTruthy();
    expect(status().textContent).toBe('1 unsaved change');

    // Escape puts the price back, and the box keeps the focus.
    await user.keyboard('99{Escape}');
    expect(price('Pear').value).toBe('12.50');
    expect(document.activeElement).toBe(price('Pear'));
    expect(status().textContent).toBe('1 unsaved change');

    // Leaving the box keeps what was typed: not a price here, flagged, and saving is blocked.
    await user.clear(price('Pear'));
    await user.keyboard('abc');
    await user.click(price('Basil'));
    expect(price('Pear').getAttribute('aria-invalid')).toBe('true');
    expect(within(card('Pear')).getByText('Invalid price format.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toHaveProperty('disabled', true);

    expect(screen.getByText('1 price is not valid: fix or undo it before saving.')).toBeTruthy();

    // Focusing and leaving without typing is no edit.
    await user.click(price('Plum'));
    await user.click(price('Basil'));
    expect(card('Plum').hasAttribute('data-changed')).toBe(false);
    expect(status().textContent).toBe('1 unsaved change');
  });

  it('removes a product and offers its undo; selects it for the bulk adjustment', async () => {
    const { user } = renderEditor();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Remove Plum from the list' }));
    const plum = within(screen.getByRole('button', { name: 'Keep Plum in the list' }).closest<HTMLElement>('[data-card]')!);
    expect(plum.getByText('To be removed')).toBeTruthy();
    // No price box for a product to be removed.
    expect(screen.queryByRole('textbox', { name: 'Price of Plum' })).toBeNull();
    // Enter skips it.
    await user.click(price('Pear'));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(price('Basil'));
    await user.click(screen.getByRole('button', { name: 'Keep Plum in the list' }));
    expect(price('Plum').value).toBe('3.00');

    await user.click(screen.getByRole('checkbox', { name: 'Select Basil' }));
    expect(screen.getByRole('checkbox', { name: 'Select Basil' })).toHaveProperty('checked', true);
    expect(screen.getByText('(1 selected)')).toBeTruthy();
  });

  it('reads a Spanish decimal comma', async () => {
    const { user } = renderEditor();
    await loaded();
    const { default: i18next } = await import('i18next');
    await i18next.changeLanguage('es');
    const manzana = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Precio de Manzana' });
    await user.click(manzana);
    await user.keyboard('12,75{Enter}');
    await waitFor(() => expect(manzana.value).toBe('12.75'));
    expect(screen.getByText('1 cambio sin guardar')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Precio de Pera' }));
  });

  it('renders only the cards in view of 2,000, and follows the search', async () => {
    const items = Array.from({ length: 2000 }, (_, i) => fakeItem({ nameEn: `Item ${String(i).padStart(4, '0')}`, price: '1.00' }));
    const { user } = renderEditor(fakeDetail({ items }));
    await loaded();
    await waitFor(() => expect(within(cards()).getAllByRole('listitem').length).toBeGreaterThan(0));
    expect(within(cards()).getAllByRole('listitem').length).toBeLessThan(20);
    expect(within(cards()).getAllByRole('listitem')[0]!.getAttribute('aria-setsize')).toBe('2000');
    await user.type(screen.getByRole('searchbox'), 'Item 1999');
    await waitFor(() => expect(within(cards()).getAllByRole('listitem')).toHaveLength(1));
    expect(price('Item 1999')).toBeTruthy();
  });

  it('undoes and redoes a typed price with buttons, the phone having no Ctrl+Z; fill down is a grid command only', async () => {
    const { user } = renderEditor();
    await loaded();
    const toolbar = screen.getByRole('toolbar', { name: 'Grid commands' });
    expect(within(toolbar).queryByRole('button', { name: 'Fill down' })).toBeNull();
    const undo = within(toolbar).getByRole('button', { name: 'Undo' });
    const redo = within(toolbar).getByRole('button', { name: 'Redo' });
    expect(undo.hasAttribute('disabled')).toBe(true);
    await user.click(price('Apple'));
    await user.keyboard('12.75{Enter}');
    expect(price('Apple').value).toBe('12.75');
    await user.click(undo);
    expect(price('Apple').value).toBe('10.00');
    expect(card('Apple').getAttribute('data-changed')).toBeNull();
    await user.click(redo);
    expect(price('Apple').value).toBe('12.75');
  });
});

