export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';
const THEME_EVENT = 'freshprice:theme';

/** The theme currently applied (public/theme-init.js sets it before first paint). */
export function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
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

/** Server-rendered markup cannot know the visitor's theme; hydration starts from light, then corrects. */
export function serverTheme(): Theme {
  return 'light';
}
