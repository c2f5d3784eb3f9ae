import { LANGUAGE_COOKIE, LANGUAGES, type Language } from '@freshprice/shared';

export { LANGUAGES, type Language };
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'language';

/** Every namespace in public/locales/{lng}/. `common` and `errors` load at start-up, the rest with their pages. */
export const NAMESPACES = ['common', 'errors', 'pages', 'auth', 'validation', 'landing', 'about', 'products', 'prices', 'contact', 'catalogue', 'productsManage', 'priceLists', 'imports', 'exports', 'assistant', 'activity', 'dashboard', 'users', 'profile', 'orders', 'orderDesk', 'dispatch', 'fulfilment', 'invoices', 'standingOrders', 'priceAlerts', 'sends'] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const INITIAL_NAMESPACES: Namespace[] = ['common', 'errors'];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function storedLanguage(): Language {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function rememberLanguage(language: Language): void {
  document.documentElement.lang = language;
  // The server reads the cookie to render pages in this language (a year; not sensitive).
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
}

/** SPEC 8: a missing key logs a warning and shows the key itself. Nothing is posted anywhere. */
export function handleMissingKey(key: string): string {
  console.warn(`[i18n] Missing translation: ${key}`);
  return key;
}
