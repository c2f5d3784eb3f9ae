import { THEME_COOKIE, type Theme } from '@freshprice/shared';

export type { Theme };

export const THEME_STORAGE_KEY = 'theme';
const THEME_EVENT = 'freshprice:theme';

function systemPrefersDark(): boolean {
  try {
    return window.matchMedia('(prefers-color-scheme: dark)').matches;
  } catch {
    return false;
  }
}

/**
 * The theme the page shows: the one chosen (the `dark` or `light` class, set by the server from the
 * cookie or by public/theme-init.js before first paint), else the system's (index.css follows it).
 */
export function currentTheme(): Theme {
  const classes = document.documentElement.classList;
  if (classes.contains('dark')) return 'dark';
  if (classes.contains('light')) return 'light';
  return systemPrefersDark() ? 'dark' : 'light';
}

export function applyTheme(theme: Theme): void {
  const classes = document.documentElement.classList;
  classes.toggle('dark', theme === 'dark');
  classes.toggle('light', theme === 'light');
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
