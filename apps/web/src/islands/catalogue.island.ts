/**
 * The visitors' catalogue (/products) filtering at once: the server rendered every card (those its
 * URL's filters leave out `hidden`), with its names, category and stock as data attributes. This
 * island filters them with the React page's own functions (lib/catalogue.ts) and toggles `hidden`, and
 * keeps the URL in step as the app does: a category or availability adds a history entry, typing
 * replaces it once typing pauses.
 */
import type { Category } from '@freshprice/shared';
import { filterCatalogue, type CatalogueFilters, type CatalogueItem, type CategoryGroup } from '../lib/catalogue-filter';
import { CATALOGUE_PAGE, SEARCH_DEBOUNCE_MS, SHOW_PARAM, fillTemplate, shownLimit } from '../features/products/lib/catalogue-page';
import { parseProductFilters, writeProductFilters } from '../features/products/lib/product-filters';

interface Card extends CatalogueItem {
  element: HTMLElement;
}

export interface CatalogueView {
  filters: CatalogueFilters;
  limit: number;
}

/** The cards of the rendered page, in the order they are shown (by group, then name). */
export function readCards(root: ParentNode): Card[] {
  return [...root.querySelectorAll<HTMLElement>('[data-card]')].map((element) => ({
    element,
    nameEn: element.dataset.en ?? '',
    nameEs: element.dataset.es ?? '',
    category: (element.dataset.category || null) as Category | null,
    inStock: element.dataset.stock === '1',
  }));
}

/** Shows what the filters and the limit leave, with the counts, the results line and the buttons. */
export function render(root: HTMLElement, cards: readonly Card[], view: CatalogueView): void {
  const results = root.querySelector<HTMLElement>('[data-results]');
  if (!results) return;
  const text = (key: string) => results.dataset[key] ?? '';
  const language = text('lang') || 'en';
  const numbers = new Intl.NumberFormat(language);
  const plural = new Intl.PluralRules(language);
  // data-t-results-one / data-t-results-other, data-t-group-one / data-t-group-other.
  const count = (phrase: 'Results' | 'Group', n: number) =>
    fillTemplate(text(`t${phrase}${plural.select(n) === 'one' ? 'One' : 'Other'}`), { n: numbers.format(n) });

  const { items, counts } = filterCatalogue(cards, view.filters);
  const total = items.length;
  const shown = Math.min(view.limit, total);
  const visible = new Set(items.slice(0, shown));
  for (const card of cards) card.element.hidden = !visible.has(card);

  for (const group of results.querySelectorAll<HTMLElement>('[data-group]')) {
    const category = group.dataset.group as CategoryGroup;
    group.hidden = !group.querySelector('[data-card]:not([hidden])');
    const label = group.querySelector('[data-group-count]');
    if (label) label.textContent = count('Group', counts[category] ?? 0);
  }
  // Uncategorized shows only while the catalogue has such products, or while it is the chosen filter (as in the app).
  const hasUncategorized = cards.some((card) => card.category === null);
  for (const chip of root.querySelectorAll<HTMLElement>('[data-count]')) {
    const key = chip.dataset.count as CategoryGroup | 'all';
    chip.textContent = numbers.format(counts[key] ?? 0);
    chip.closest('button')?.setAttribute('aria-pressed', String((view.filters.category ?? 'all') === key));
    if (key === 'uncategorized') {
      const item = chip.closest('li');
      if (item) item.hidden = !hasUncategorized && view.filters.category !== 'uncategorized';
    }
  }

  const status = results.querySelector('[data-status]');
  if (status) {
    status.textContent =
      total > shown ? fillTemplate(text('tShowing'), { shown: numbers.format(shown), total: numbers.format(total) }) : count('Results', total);
  }
  setHidden(results, '[data-empty]', total > 0);
  const { category, availability, q } = view.filters;
  setHidden(results, '[data-clear]', category === null && availability === null && q.trim() === '');
  setHidden(results, '[data-more-row]', total <= shown);
  const more = results.querySelector<HTMLAnchorElement>('[data-more]');
  if (more) {
    more.textContent = fillTemplate(text('tMore'), { n: numbers.format(Math.min(CATALOGUE_PAGE, total - shown)) });
    const params = writeProductFilters(new URLSearchParams(), view.filters);
    params.set(SHOW_PARAM, String(shown + CATALOGUE_PAGE));
    more.href = `/products?${params}`;
  }
}

function setHidden(root: ParentNode, selector: string, hidden: boolean) {
  const element = root.querySelector<HTMLElement>(selector);
  if (element) element.hidden = hidden;
}

/** The URL for a view: the filters (other parameters kept), without "Show more"'s count. */
export function urlFor(current: URL, filters: CatalogueFilters): string {
  const params = writeProductFilters(current.searchParams, filters);
  params.delete(SHOW_PARAM);
  const search = params.toString();
  return `${current.pathname}${search ? `?${search}` : ''}`;
}

function readView(): CatalogueView {
  const params = new URLSearchParams(window.location.search);
  return { filters: parseProductFilters(params), limit: shownLimit(params.get(SHOW_PARAM)) };
}

export function mount(root: HTMLElement): void {
  const form = root.querySelector('form');
  const search = root.querySelector<HTMLInputElement>('input[name="q"]');
  const select = root.querySelector<HTMLSelectElement>('select[name="availability"]');
  const cards = readCards(root);
  let view = readView();
  let typing: number | undefined;

  const show = () => render(root, cards, view);
  const go = (filters: Partial<CatalogueFilters>, history: 'push' | 'replace') => {
    window.clearTimeout(typing);
    view = { filters: { ...view.filters, ...filters }, limit: CATALOGUE_PAGE };
    show();
    const url = urlFor(new URL(window.location.href), view.filters);
    if (url !== `${window.location.pathname}${window.location.search}`) {
      if (history === 'push') window.history.pushState(null, '', url);
      else window.history.replaceState(null, '', url);
    }
  };

  form?.addEventListener('submit', (event) => {
    event.preventDefault();
    // A category chip (a submit button with its category), or Enter in the search box.
    const button = (event as SubmitEvent).submitter;
    const q = search?.value ?? '';
    if (button instanceof HTMLButtonElement && button.hasAttribute('aria-pressed')) {
      go({ category: parseProductFilters(new URLSearchParams({ category: button.value })).category, q }, 'push');
    } else go({ q }, 'replace');
  });
  search?.addEventListener('input', () => {
    window.clearTimeout(typing);
    view = { filters: { ...view.filters, q: search.value }, limit: CATALOGUE_PAGE };
    show();
    typing = window.setTimeout(() => go({ q: search.value }, 'replace'), SEARCH_DEBOUNCE_MS);
  });
  select?.addEventListener('change', () => {
    const { availability } = parseProductFilters(new URLSearchParams({ availability: select.value }));
    go({ availability, q: search?.value ?? '' }, 'push');
  });
  root.querySelector('[data-clear]')?.addEventListener('click', (event) => {
    event.preventDefault();
    if (search) search.value = '';
    if (select) select.value = '';
    go({ category: null, availability: null, q: '' }, 'push');
  });
  root.querySelector('[data-more]')?.addEventListener('click', (event) => {
    event.preventDefault();
    view = { ...view, limit: view.limit + CATALOGUE_PAGE };
    show();
  });
  window.addEventListener('popstate', () => {
    view = readView();
    if (search) search.value = view.filters.q;
    if (select) select.value = view.filters.availability ?? '';
    show();
  });
  // Words typed, or an availability chosen, before the island arrived count at once.
  if (select && select.value !== (view.filters.availability ?? '')) select.dispatchEvent(new Event('change'));
  else if (search && search.value !== view.filters.q) search.dispatchEvent(new Event('input'));
}
