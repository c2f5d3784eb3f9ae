import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../features/products/lib/catalogue-page';
import { mount, urlFor } from './catalogue.island';

const card = (en: string, es: string, category: string, stock: boolean) =>
  `<article data-card data-en="${en}" data-es="${es}" data-category="${category}" data-stock="${stock ? 1 : 0}"><a href="#">${en}</a></article>`;

/** The markup the server renders for /products (its shape, with a handful of cards). */
function page(extraCards = ''): HTMLElement {
  document.body.innerHTML = `
  <section data-island="catalogue">
    <form method="get" action="/products">
      <input type="search" name="q" value="">
      <select name="availability"><option value=""></option><option value="in_stock"></option><option value="out_of_stock"></option></select>
      <button type="submit" name="category" value="">Search</button>
      <button type="submit" name="category" value="" aria-pressed="true">All <span data-count="all">4</span></button>
      <button type="submit" name="category" value="fruits" aria-pressed="false">Fruits <span data-count="fruits">2</span></button>
      <button type="submit" name="category" value="vegetables" aria-pressed="false">Vegetables <span data-count="vegetables">2</span></button>
      <li><button type="submit" name="category" value="uncategorized" aria-pressed="false">Uncategorized <span data-count="uncategorized">0</span></button></li>
    </form>
    <div data-results data-lang="en" data-t-results-one="{n} product" data-t-results-other="{n} products"
      data-t-showing="Showing {shown} of {total} products" data-t-group-one="{n} product" data-t-group-other="{n} products" data-t-more="Show {n} more">
      <p role="status" data-status>4 products</p>
      <a href="/products" data-clear hidden>Clear filters</a>
      <div data-empty hidden>Nothing</div>
      <section data-group="vegetables"><h2>Vegetables <span data-group-count>2 products</span></h2>
        ${card('Carrot', 'Zanahoria', 'vegetables', true)}${card('Tomato', 'Tomate', 'vegetables', false)}</section>
      <section data-group="fruits"><h2>Fruits <span data-group-count>2 products</span></h2>
        ${card('Lemon', 'Limón', 'fruits', true)}${card('Seedless Watermelon', 'Sandía sin semilla', 'fruits', true)}</section>${extraCards}
      <div data-more-row hidden><a data-more href="/products?show=120">Show 60 more</a></div>
    </div>
  </section>`;
  const root = document.querySelector<HTMLElement>('[data-island]')!;
  mount(root);
  return root;
}

const shownNames = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('[data-card]:not([hidden])')].map((c) => c.dataset.en);
const text = (root: HTMLElement, selector: string) => root.querySelector(selector)!.textContent;

describe('the catalogue island', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/products');
  });
  afterEach(() => vi.useRealTimers());

  it('filters the cards while typing, with or without accents, and puts q in the URL once typing pauses', () => {
    const root = page();
    const search = root.querySelector<HTMLInputElement>('input[name="q"]')!;
    search.value = 'sandia';
    search.dispatchEvent(new Event('input'));
    expect(shownNames(root)).toEqual(['Seedless Watermelon']);
    expect(text(root, '[data-status]')).toBe('1 product');
    expect(root.querySelector<HTMLElement>('[data-group="vegetables"]')!.hidden).toBe(true);
    expect(text(root, '[data-group="fruits"] [data-group-count]')).toBe('1 product');
    expect(text(root, '[data-count="all"]')).toBe('1');
    expect(text(root, '[data-count="vegetables"]')).toBe('0');
    expect(root.querySelector<HTMLElement>('[data-clear]')!.hidden).toBe(false);
    expect(window.location.search).toBe('');
    const entries = window.history.length;
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(window.location.search).toBe('?q=sandia');
    expect(window.history.length).toBe(entries);
  });

  it('a category chip and the availability select filter and add a history entry', () => {
    const root = page();
    const entries = window.history.length;
    root.querySelector<HTMLButtonElement>('button[value="vegetables"]')!.click();
    expect(shownNames(root)).toEqual(['Carrot', 'Tomato']);
    expect(root.querySelector('button[value="vegetables"]')!.getAttribute('aria-pressed')).toBe('true');
    expect(root.querySelector('button[aria-pressed][value=""]')!.getAttribute('aria-pressed')).toBe('false');
    expect(window.location.search).toBe('?category=vegetables');
    const select = root.querySelector<HTMLSelectElement>('select')!;
    select.value = 'out_of_stock';
    select.dispatchEvent(new Event('change'));
    expect(shownNames(root)).toEqual(['Tomato']);
    expect(window.location.search).toBe('?category=vegetables&availability=out_of_stock');
    expect(window.history.length).toBe(entries + 2);
  });

  it('shows the empty state, and Clear filters brings every card back', () => {
    const root = page();
    const search = root.querySelector<HTMLInputElement>('input[name="q"]')!;
    search.value = 'zzzz';
    search.dispatchEvent(new Event('input'));
    expect(shownNames(root)).toEqual([]);
    expect(root.querySelector<HTMLElement>('[data-empty]')!.hidden).toBe(false);
    expect(text(root, '[data-status]')).toBe('0 products');
    root.querySelector<HTMLElement>('[data-clear]')!.click();
    expect(search.value).toBe('');
    expect(shownNames(root)).toHaveLength(4);
    expect(root.querySelector<HTMLElement>('[data-empty]')!.hidden).toBe(true);
    expect(root.querySelector<HTMLElement>('[data-clear]')!.hidden).toBe(true);
    expect(window.location.search).toBe('');
  });

  it('shows the Uncategorized chip only while some product lacks a category, or while it is chosen', () => {
    const uncategorized = (root: HTMLElement) => root.querySelector('button[value="uncategorized"]')!.closest('li')!;
    // Reached by ?category=uncategorized with no such product: the chip stays while chosen, then goes.
    window.history.replaceState(null, '', '/products?category=uncategorized');
    let root = page();
    expect(uncategorized(root).hidden).toBe(false);
    root.querySelector<HTMLButtonElement>('button[value="fruits"]')!.click();
    expect(uncategorized(root).hidden).toBe(true);

    window.history.replaceState(null, '', '/products');
    root = page(`<section data-group="uncategorized"><h2>Uncategorized <span data-group-count></span></h2>${card('Mystery box', 'Caja sorpresa', '', true)}</section>`);
    expect(uncategorized(root).hidden).toBe(false);
    root.querySelector<HTMLButtonElement>('button[value="fruits"]')!.click();
    expect(uncategorized(root).hidden).toBe(false);
    expect(text(root, '[data-count="uncategorized"]')).toBe('1');
  });

  it('follows Back to the filters of the URL', () => {
    const root = page();
    root.querySelector<HTMLButtonElement>('button[value="fruits"]')!.click();
    window.history.replaceState(null, '', '/products?availability=out_of_stock');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(shownNames(root)).toEqual(['Tomato']);
    expect(root.querySelector<HTMLSelectElement>('select')!.value).toBe('out_of_stock');
  });

  it('writes the filters into the URL, keeping other parameters and dropping "show"', () => {
    expect(urlFor(new URL('http://x/products?show=120&utm=a'), { category: 'dry_produce', availability: null, q: ' ' })).toBe(
      '/products?utm=a&category=dried',
    );
    expect(urlFor(new URL('http://x/products?category=dried'), { category: 'dry_produce', availability: 'in_stock', q: 'pasa' })).toBe(
      '/products?category=dried&availability=in_stock&q=pasa',
    );
  });
});
