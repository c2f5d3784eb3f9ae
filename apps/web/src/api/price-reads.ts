import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { queryKeys } from './keys';

/**
 * After products or their prices change: every read that shows them (the manage table, the signed-in
 * list, the public catalogue with its product pages and category counts, the public prices, the price
 * lists, the dashboard, the activity log, the export) is stale. Queries on screen refetch now (the
 * promise waits for them); the others when next used. An image change patches the manage table's row
 * itself, so it leaves that query alone (`exceptManage`). The app's other open tabs are told too
 * (`listenForWrites`), so none of them keeps showing the old prices until a reload.
 */
export function invalidatePriceReads(queryClient: QueryClient, options: { exceptManage?: boolean } = {}): Promise<void> {
  announceWrite(options.exceptManage ? 'productsExceptManage' : 'products');
  return invalidateLocally(queryClient, options);
}

function invalidateLocally(queryClient: QueryClient, options: { exceptManage?: boolean }): Promise<void> {
  const keys: QueryKey[] = [
    queryKeys.products.user(),
    queryKeys.catalogue.all(),
    queryKeys.prices.all(),
    queryKeys.priceLists.all(),
    queryKeys.dashboard(),
    queryKeys.activity.all(),
    queryKeys.exports.all(),
    // The staff's recent moves follow every price write and the alert setting.
    queryKeys.priceAlerts.all(),
  ];
  if (!options.exceptManage) keys.push(queryKeys.products.manage());
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}

type WriteKind = 'products' | 'productsExceptManage';
const CHANNEL = 'freshprice:writes';
let channel: BroadcastChannel | null | undefined;

/** One channel per tab, for sending and receiving: a BroadcastChannel never hears its own messages. */
function writesChannel(): BroadcastChannel | null {
  if (channel === undefined) channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  return channel;
}

function announceWrite(kind: WriteKind): void {
  try {
    writesChannel()?.postMessage({ kind });
  } catch {
    // A closed channel (the tab is unloading): the other tabs refetch on focus anyway.
  }
}

/** Invalidates this tab's reads when another tab of the app wrote products or prices. Returns the unsubscribe. */
export function listenForWrites(queryClient: QueryClient): () => void {
  const ch = writesChannel();
  if (!ch) return () => undefined;
  const onMessage = (event: MessageEvent<unknown>) => {
    const kind = (event.data as { kind?: unknown } | null)?.kind;
    if (kind === 'products' || kind === 'productsExceptManage') void invalidateLocally(queryClient, { exceptManage: kind === 'productsExceptManage' });
  };
  ch.addEventListener('message', onMessage);
  return () => ch.removeEventListener('message', onMessage);
}
