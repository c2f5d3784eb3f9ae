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
