/** How long typing pauses before the search box's text goes into the URL. */
export const SEARCH_DEBOUNCE_MS = 200;

/** Cards shown at first and added by each "Show more": divisible by 2, 3, 4 and 5 columns. */
export const CATALOGUE_PAGE = 60;

/** The URL parameter of "Show more" without JavaScript: how many cards to show (?show=120). */
export const SHOW_PARAM = 'show';

/** How many cards a `show` parameter asks for: a whole number of pages, at least one. */
export function shownLimit(value: string | null): number {
  const asked = Number.parseInt(value ?? '', 10);
  if (!Number.isFinite(asked) || asked <= CATALOGUE_PAGE) return CATALOGUE_PAGE;
  return Math.ceil(asked / CATALOGUE_PAGE) * CATALOGUE_PAGE;
}

/** Fills a translated template the server renders for the islands: "Showing {shown} of {total}". */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
