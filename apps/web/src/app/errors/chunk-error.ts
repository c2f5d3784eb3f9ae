import { useEffect, useState } from 'react';

/**
 * A page's code that cannot be loaded: usually a new version was deployed and the old chunk files
 * are gone, sometimes the network dropped. Messages differ per browser.
 */
const CHUNK_ERROR = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's preload of a chunk's styles
  /Loading (CSS )?chunk \S+ failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR.some((pattern) => pattern.test(error.message));
}

export const CHUNK_RELOAD_KEY = 'chunk-reload-at';
/** A second failure this soon after the reload means reloading does not help: show the error. */
export const CHUNK_RELOAD_WINDOW_MS = 30_000;

interface ReloadOptions {
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  now?: number;
  reload?: () => void;
}

/** The address of the module that failed, when the browser's message names it. */
export function failedChunkUrl(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  return /(https?:\/\/[^\s'"]+|\/[^\s'"]+\.(?:m?js|css))/.exec(error.message)?.[1] ?? null;
}

/**
 * Reloads the page once when its code could not be loaded, which fetches the current version.
 * Returns whether it reloaded; false when the error is another one, when it already reloaded within
 * the window (so a chunk that keeps failing cannot cause a reload loop), or when the server cannot
 * be reached at all (a reload would only swap the error page for the browser's offline page).
 */
export async function reloadOnceForChunkError(
  error: unknown,
  {
    storage = window.sessionStorage,
    now = Date.now(),
    reload = () => window.location.reload(),
    fetcher = (url: string) => fetch(url, { cache: 'no-store' }),
  }: ReloadOptions & { fetcher?: (url: string) => Promise<unknown> } = {},
): Promise<boolean> {
  if (!isChunkLoadError(error) || !mayReload({ storage, now })) return false;
  const url = failedChunkUrl(error);
  if (url) {
    try {
      // Any answer (a 404 after a new deploy too) means the server is there and a reload can help.
      await fetcher(url);
    } catch {
      return false;
    }
  }
  try {
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** No reload within the window yet (and storage works, or a loop could not be noticed). */
function mayReload({ storage = window.sessionStorage, now = Date.now() }: ReloadOptions = {}): boolean {
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
    return !(Number.isFinite(last) && last > 0 && now - last >= 0 && now - last < CHUNK_RELOAD_WINDOW_MS);
  } catch {
    return false;
  }
}

let pendingReload: Promise<boolean> | null = null;

/**
 * For error pages: true while the page tries to recover from a chunk that could not be loaded by
 * reloading itself (show a spinner, not the error); false when the error should be shown.
 */
export function useChunkReload(error: unknown): boolean {
  const [reloading, setReloading] = useState(() => isChunkLoadError(error) && (pendingReload !== null || mayReload()));
  useEffect(() => {
    if (!reloading) return;
    let active = true;
    // One attempt per page: an error page shown again (remounted) while the check runs joins it.
    pendingReload ??= reloadOnceForChunkError(error);
    void pendingReload.then((reloaded) => {
      if (active && !reloaded) setReloading(false);
    });
    return () => {
      active = false;
    };
  }, [reloading, error]);
  return reloading;
}
