/**
 * The public price list's search (/prices) at once: the server rendered every row (those its `?q=`
 * leaves out `hidden`) with the product's names as data attributes. This island searches them with
 * the app's own rule (lib/catalogue.ts), shows or hides rows, groups and the empty state, keeps `q` in
 * the address, and makes the Print button print.
 */
import { filterCatalogue, type CatalogueItem } from '../lib/catalogue-filter';
import { SEARCH_DEBOUNCE_MS, fillTemplate } from '../features/products/lib/catalogue-page';

interface Row extends CatalogueItem {
  element: HTMLElement;
}

export function readRows(root: ParentNode): Row[] {
  return [...root.querySelectorAll<HTMLElement>('tr[data-en]')].map((element) => ({
    element,
    nameEn: element.dataset.en ?? '',
    nameEs: element.dataset.es ?? '',
    category: null,
    inStock: true,
  }));
}

/** Shows the rows matching `query`, their groups with the count of shown rows, or the empty state. */
export function search(root: HTMLElement, rows: readonly Row[], query: string): number {
  const shown = new Set(filterCatalogue(rows, { category: null, availability: null, q: query }).items);
  for (const row of rows) row.element.hidden = !shown.has(row);
  const templates = root.querySelector<HTMLElement>('[data-t-one]');
  const plural = new Intl.PluralRules(document.documentElement.lang || 'en');
  for (const group of root.querySelectorAll<HTMLElement>('[data-group]')) {
    const count = group.querySelectorAll('tr[data-en]:not([hidden])').length;
    group.hidden = count === 0;
    const label = group.querySelector('[data-group-count]');
    const template = plural.select(count) === 'one' ? templates?.dataset.tOne : templates?.dataset.tOther;
    if (label && template) label.textContent = fillTemplate(template, { n: String(count) });
  }
  const empty = root.querySelector<HTMLElement>('[data-empty]');
  if (empty) empty.hidden = shown.size > 0;
  return shown.size;
}

/** The address with the search in it (`?q=`), or without it when the box is empty. */
export function urlWithQuery(current: URL, query: string): string {
  const params = new URLSearchParams(current.search);
  if (query.trim()) params.set('q', query);
  else params.delete('q');
  const text = params.toString();
  return `${current.pathname}${text ? `?${text}` : ''}`;
}

export function mount(root: HTMLElement): void {
  const rows = readRows(root);
  const input = root.querySelector<HTMLInputElement>('input[name="q"]');
  let typing: number | undefined;
  root.querySelector('form')?.addEventListener('submit', (event) => event.preventDefault());
  root.querySelector('[data-print]')?.addEventListener('click', () => window.print());
  input?.addEventListener('input', () => {
    search(root, rows, input.value);
    window.clearTimeout(typing);
    typing = window.setTimeout(() => window.history.replaceState(null, '', urlWithQuery(new URL(window.location.href), input.value)), SEARCH_DEBOUNCE_MS);
  });
  // Words typed before the island arrived are searched at once.
  if (input && input.value !== (new URLSearchParams(window.location.search).get('q') ?? '')) input.dispatchEvent(new Event('input'));
}
