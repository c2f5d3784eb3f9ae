import { useCallback, useSyncExternalStore } from 'react';

/** Narrower than Tailwind's `md` (48rem): a phone, where tables of few columns become cards. */
export const BELOW_MD = '(max-width: 47.98rem)';
/** Narrower than Tailwind's `xl` (80rem): up to a small laptop, where wide staff tables become cards. */
export const BELOW_XL = '(max-width: 79.98rem)';

/**
 * Whether the window matches a media query now, following it as the window is resized. For layouts
 * that differ in structure, not only in style (a table or cards): only the one shown is rendered.
 * False where there is no window (the server) or no match.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
