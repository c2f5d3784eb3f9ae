import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Every react-query key of the app, from one factory. Keys nest ("catalogue" holds the list, each
 * product and the category counts), so invalidating a prefix reaches every query under it.
 */
export const queryKeys = {
  me: () => ['me'] as const,
  company: () => ['company'] as const,
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
};

/**
 * After products or their prices change: every read that shows them (the manage table, the signed-in
 * list, the public catalogue with its product pages and category counts, the public prices) is stale.
 * Queries on screen refetch now (the promise waits for them); the others when next used. An image change
 * patches the manage table's row itself, so it leaves that query alone (`exceptManage`).
 */
export function invalidateProductReads(queryClient: QueryClient, options: { exceptManage?: boolean } = {}): Promise<void> {
  const keys: QueryKey[] = [queryKeys.products.user(), queryKeys.catalogue.all(), queryKeys.prices.all(), queryKeys.priceLists.all()];
  if (!options.exceptManage) keys.push(queryKeys.products.manage());
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}
