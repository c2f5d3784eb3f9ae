import { LANGUAGE_COOKIE } from '@freshprice/shared';

const LANGUAGE_KEY = 'language';
const hasCookie = (name: string) => new RegExp(`(?:^|;\\s*)${name}=`).test(document.cookie);

function storedLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * A server-rendered page is in the language of the visitor's cookie: remember it in storage (SPEC 8's
 * key), where the app reads it. A language chosen before the server knew of it (in storage, with no
 * cookie) is sent to the server and the page shown again in it, once: only when the cookie was kept,
 * so a browser without cookies never loops.
 */
export function syncLanguage(win: Window = window): void {
  const rendered = document.documentElement.lang === 'es' ? 'es' : 'en';
  const stored = storedLanguage();
  if (!hasCookie(LANGUAGE_COOKIE) && (stored === 'en' || stored === 'es') && stored !== rendered) {
    document.cookie = `${LANGUAGE_COOKIE}=${stored}; path=/; max-age=31536000; samesite=lax`;
    if (hasCookie(LANGUAGE_COOKIE)) win.location.replace(win.location.href);
    return;
  }
  try {
    window.localStorage.setItem(LANGUAGE_KEY, rendered);
  } catch {
    // Storage blocked: the cookie alone keeps the choice.
  }
}
