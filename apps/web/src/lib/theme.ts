import { THEME_COOKIE, type Theme } from '@freshprice/shared';

export type { Theme };

export const THEME_STORAGE_KEY = 'theme';
const THEME_EVENT = 'freshprice:theme';

/** The theme currently applied (public/theme-init.js sets it before first paint). */
export function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  // The server renders public pages in the theme of this cookie (a year; not sensitive).
  document.cookie = `${THEME_COOKIE}=${theme}; path=/; max-age=31536000; samesite=lax`;
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
  window.dispatchEvent(new Event(THEME_EVENT));
}

/** For useSyncExternalStore: the theme is a property of the document, shared by every component. */
export function subscribeTheme(onChange: () => void): () => void {
  window.addEventListener(THEME_EVENT, onChange);
  return () => window.removeEventListener(THEME_EVENT, onChange);
}

