import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../features/products/lib/catalogue-page';
import { mount, urlWithQuery } from './price-list.island';

const row = (en: string, es: string) => `<tr data-en="${en}" data-es="${es}"><th>${en}</th></tr>`;

function page(): HTMLElement {
  document.body.innerHTML = `
  <section data-island="price-list">
    <form method="get" action="/prices"><input type="search" name="q"><button type="button" data-print>Print</button></form>
    <div role="status" data-empty hidden>No products match your search.</div>
    <div data-t-one="{n} product" data-t-other="{n} products">
      <section data-group="vegetables"><h2>Vegetables <span data-group-count>2 products</span></h2>
        <table><tbody>${row('Carrot', 'Zanahoria')}${row('Bell Pepper', 'Pimiento')}</tbody></table></section>
      <section data-group="fruits"><h2>Fruits <span data-group-count>1 product</span></h2>
        <table><tbody>${row('Seedless Watermelon', 'Sandía sin semilla')}</tbody></table></section>
    </div>
  </section>`;
  const root = document.querySelector<HTMLElement>('[data-island]')!;
  mount(root);
  return root;
}

const shown = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('tr:not([hidden])')].map((r) => r.dataset.en);

describe('the price list island', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/prices');
  });
  afterEach(() => vi.useRealTimers());

  it('searches the rows in either language, counts each group and keeps q in the address', () => {
    const root = page();
    const input = root.querySelector<HTMLInputElement>('input')!;
    input.value = 'pimiento';
    input.dispatchEvent(new Event('input'));
    expect(shown(root)).toEqual(['Bell Pepper']);
    expect(root.querySelector<HTMLElement>('[data-group="fruits"]')!.hidden).toBe(true);
    expect(root.querySelector('[data-group="vegetables"] [data-group-count]')!.textContent).toBe('1 product');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(window.location.search).toBe('?q=pimiento');

    input.value = 'zzzz';
    input.dispatchEvent(new Event('input'));
    expect(shown(root)).toEqual([]);
    expect(root.querySelector<HTMLElement>('[data-empty]')!.hidden).toBe(false);

    input.value = '';
    input.dispatchEvent(new Event('input'));
    expect(shown(root)).toHaveLength(3);
    expect(root.querySelector('[data-group="vegetables"] [data-group-count]')!.textContent).toBe('2 products');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(window.location.search).toBe('');
  });

  it('prints from the Print button', () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    page().querySelector<HTMLButtonElement>('[data-print]')!.click();
    expect(print).toHaveBeenCalledOnce();
  });

  it('writes q into the address, keeping other parameters', () => {
    expect(urlWithQuery(new URL('http://x/prices?a=1'), 'sandía')).toBe('/prices?a=1&q=sand%C3%ADa');
    expect(urlWithQuery(new URL('http://x/prices?q=x'), '  ')).toBe('/prices');
  });
});
