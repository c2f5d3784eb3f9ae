import type { SsrState } from '@freshprice/shared';
import { storedLanguage } from '../i18n/config';

/** The state a server-rendered page carries for hydration, or null for the plain app shell. */
export function readSsrState(doc: Document = document): SsrState | null {
  const text = doc.getElementById('ssr-state')?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SsrState;
  } catch {
    return null;
  }
}

/** The server rendered the page in the language this browser chose, so the markup can be kept. */
export function canHydrate(ssr: SsrState | null): ssr is SsrState {
  return ssr !== null && ssr.language === storedLanguage();
}

const TRIGGERS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * Server-rendered markup is readable and its links work before any script runs, so the app's code
 * waits: it starts once the page has loaded and the browser is idle, or at once when the visitor
 * touches, types or moves focus. A button pressed before the app was ready is pressed again after.
 */
export function startWhenNeeded(start: () => Promise<void>, win: Window = window): void {
  const doc = win.document;
  let started = false;
  let pressed: HTMLElement | null = null;

  const remember = (event: MouseEvent) => {
    const target = event.target as Element | null;
    const button = typeof target?.closest === 'function' ? target.closest('button') : null;
    if (button) pressed = button;
  };
  const go = () => {
    if (started) return;
    started = true;
    for (const type of TRIGGERS) doc.removeEventListener(type, go, true);
    void start().then(() => {
      doc.removeEventListener('click', remember, true);
      const button = pressed;
      pressed = null;
      if (button?.isConnected) button.click();
    });
  };

  for (const type of TRIGGERS) doc.addEventListener(type, go, { capture: true, passive: true });
  doc.addEventListener('click', remember, true);
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(go, { timeout: 2000 });
    else win.setTimeout(go, 200);
  };
  if (doc.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}

/**
 * react-router keys each history entry for <ScrollRestoration />, but an entry the router did not
 * create (an address typed or a link from elsewhere) has no key and is read as "default" — the same
 * for every such page, so a page opened afresh was scrolled to where another fresh page had been
 * left. Give that entry its own key before the router reads it; a reload keeps it (history state
 * survives reloads), so reloading still restores the position.
 */
export function keyFirstHistoryEntry(history: History): void {
  const state: unknown = history.state;
  const current = state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  if (typeof current.key === 'string' && current.key) return;
  history.replaceState({ ...current, key: Math.random().toString(36).slice(2, 10) }, '');
}
