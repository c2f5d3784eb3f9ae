import type { Language } from '../language.js';

/** The words company facts are written with that Intl does not give (day names, times and lists are Intl's). */
export const COMPANY_FACTS_TEXT = {
  en: { dayRange: (first: string, last: string) => `${first} to ${last}` },
  es: { dayRange: (first: string, last: string) => `${first} a ${last}` },
} as const satisfies Record<Language, unknown>;
