import { useCallback, useEffect, useState } from 'react';
import { browserStorage, loadCart, saveCart, type Cart } from '../lib/cart';

/**
 * The user's cart for one list, kept in localStorage as it changes (so a reload or a lost connection
 * loses nothing). Another tab's change to the same cart (a reorder there) is taken in.
 */
export function useCart(user: string, list: string): [Cart, (change: (cart: Cart) => Cart) => void] {
  const owner = `${user}:${list}`;
  const [state, setState] = useState(() => ({ owner, cart: loadCart(browserStorage(), user, list) }));
  // Another list (or user): its own cart, read during render so no frame shows the old one.
  const current = state.owner === owner ? state : { owner, cart: loadCart(browserStorage(), user, list) };
  if (current !== state) setState(current);

  const update = useCallback(
    (change: (cart: Cart) => Cart) =>
      setState((s) => {
        const next = change(s.cart);
        // Saved at once, not in an effect: the page may go away (a navigation, a closed tab) right after.
        saveCart(browserStorage(), user, next);
        return { ...s, cart: next };
      }),
    [user],
  );

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== window.localStorage || event.key === null || !event.key.endsWith(`:${user}:${list}`)) return;
      setState({ owner, cart: loadCart(browserStorage(), user, list) });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [owner, user, list]);

  return [current.cart, update];
}
