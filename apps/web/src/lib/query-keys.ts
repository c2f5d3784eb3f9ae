import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Every react-query key of the app, from one factory. Keys nest ("catalogue" holds the list, each
 * product and the category counts), so invalidating a prefix reaches every query under it.
 */
export const queryKeys = {
  me: () => ['me'] as const,
  company: () => ['company'] as const,
  /** The admin's account-protection settings (two-step verification for staff). */
  securitySettings: () => ['security-settings'] as const,
  /** What anyone may read: products without prices. */
  catalogue: {
    all: () => ['catalogue'] as const,
    list: () => ['catalogue', 'list'] as const,
    product: (slug: string) => ['catalogue', 'product', slug] as const,
    categories: () => ['catalogue', 'categories'] as const,
  },
  /** Signed-in product reads: with the caller's prices, and the manage table. */
  products: {
    all: () => ['products'] as const,
    user: () => ['products', 'user'] as const,
    manage: () => ['products', 'manage'] as const,
  },
  prices: {
    all: () => ['prices'] as const,
    public: () => ['prices', 'public'] as const,
  },
  /** Price lists: the index, each list, its versions and item histories, comparisons, customers, settings. */
  priceLists: {
    all: () => ['priceLists'] as const,
    index: () => ['priceLists', 'index'] as const,
    detail: (ref: string) => ['priceLists', 'detail', ref] as const,
    versions: (ref: string) => ['priceLists', 'versions', ref] as const,
    version: (ref: string, n: number) => ['priceLists', 'versions', ref, n] as const,
    compareVersions: (ref: string, from: number, to: number) => ['priceLists', 'versions', ref, 'compare', from, to] as const,
    itemHistory: (ref: string, productId: string) => ['priceLists', 'history', ref, productId] as const,
    compare: (a: string, b: string) => ['priceLists', 'compare', a, b] as const,
    customers: () => ['priceLists', 'customers'] as const,
    settings: () => ['priceLists', 'settings'] as const,
  },
  /** The signed-in home: "your prices this week", recent changes, stale lists. */
  dashboard: () => ['dashboard'] as const,
  /** The activity log (every price write adds to it). */
  activity: () => ['activity'] as const,
  /** The WhatsApp export's lists, customers and message. */
  exports: () => ['exports'] as const,
};

/**
 * After products or their prices change: every read that shows them (the manage table, the signed-in
 * list, the public catalogue with its product pages and category counts, the public prices, the price
 * lists, the dashboard, the activity log, the export) is stale. Queries on screen refetch now (the
 * promise waits for them); the others when next used. An image change patches the manage table's row
 * itself, so it leaves that query alone (`exceptManage`). The app's other open tabs are told too
 * (`listenForWrites`), so none of them keeps showing the old prices until a reload.
 */
export function invalidateProductReads(queryClient: QueryClient, options: { exceptManage?: boolean } = {}): Promise<void> {
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
    queryKeys.activity(),
    queryKeys.exports(),
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
