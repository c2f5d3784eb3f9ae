import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  type ManagedProduct,
  type UserProduct,
  type ProductChange,
  type ProductImageResult,
  type PublishProductsResult,
  type SaveChangesResult,
} from '@freshprice/shared';
import { apiFetch, fetchAllPages } from '../lib/api-client';
import { invalidatePriceReads } from './price-reads';
import { queryKeys } from './keys';

export function useManagedProducts() {
  return useQuery({
    queryKey: queryKeys.products.manage(),
    queryFn: ({ signal }) => fetchAllPages<ManagedProduct>('/api/products/manage', { signal }),
    // Fresh data only when asked for (after a save, or Reload): unsaved edits keep the version they began from.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** Re-reads the manage table now (Reload); resolves when the fresh rows are in. */
export function reloadManagedProducts(queryClient: QueryClient): Promise<void> {
  return queryClient.refetchQueries({ queryKey: queryKeys.products.manage() });
}

/** The row as the manage table last read it (an image change may be newer than the row a dialog holds). */
export function cachedManagedProduct(queryClient: QueryClient, id: string): ManagedProduct | undefined {
  return queryClient.getQueryData<ManagedProduct[]>(queryKeys.products.manage())?.find((p) => p.id === id);
}

/**
 * Saves the changes in one request; then every read that shows products is stale, and the promise
 * resolves once the manage table on screen holds the saved rows.
 */
export async function saveProductChanges(queryClient: QueryClient, changes: ProductChange[], options: { confirmLargeMoves?: boolean } = {}): Promise<SaveChangesResult> {
  const body = { changes, ...(options.confirmLargeMoves ? { confirmLargeMoves: true } : {}) };
  const result = await apiFetch<SaveChangesResult>('/api/products/changes', { method: 'POST', body });
  await invalidatePriceReads(queryClient);
  return result;
}

/** Publishes drafts the import made; every read that shows products (customers', the public's) is stale. */
export async function publishDrafts(queryClient: QueryClient, ids: string[]): Promise<PublishProductsResult> {
  const result = await apiFetch<PublishProductsResult>('/api/products/publish', { method: 'POST', body: { ids } });
  await invalidatePriceReads(queryClient);
  return result;
}

export type ImageResult = ProductImageResult;

export function uploadProductImage(id: string, file: File): Promise<ImageResult> {
  const form = new FormData();
  form.append('file', file);
  return apiFetch<ImageResult>(`/api/products/${encodeURIComponent(id)}/image`, { method: 'POST', body: form });
}

export function setProductImageUrl(id: string, url: string): Promise<ImageResult> {
  return apiFetch<ImageResult>(`/api/products/${encodeURIComponent(id)}/image-url`, { method: 'PUT', body: { url } });
}

/** The browser's check before an upload (the server checks again, by content). */
export function checkImageFile(file: File): 'notAnImage' | 'imageTooLarge' | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'notAnImage';
  if (file.size > IMAGE_MAX_BYTES) return 'imageTooLarge';
  return null;
}

/**
 * After an image is stored: the cached row shows it and carries its new version (the table is not
 * re-read, so unsaved edits keep their base); every other read that shows the product is stale.
 */
export function applyImageResult(queryClient: QueryClient, result: ImageResult) {
  queryClient.setQueryData<ManagedProduct[]>(queryKeys.products.manage(), (rows) =>
    rows?.map((p) => (p.id === result.id ? { ...p, imageUrl: result.imageUrl, version: result.version } : p)),
  );
  void invalidatePriceReads(queryClient, { exceptManage: true });
}

/** The whole catalogue with the caller's prices (every page); filtering happens in the browser. */
export function useUserProducts() {
  return useQuery({
    queryKey: queryKeys.products.user(),
    queryFn: ({ signal }) => fetchAllPages<UserProduct>('/api/products', { signal }),
    staleTime: 60_000,
  });
}

/**
 * Every product of the catalogue (staff), to add to a list: names in both languages, pack, category.
 * Read when the add dialog first opens; under the products' key, so any product change makes it stale.
 */
export function useCatalogueProducts(enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.products.manage(), 'forPriceList'] as const,
    queryFn: ({ signal }) => fetchAllPages<ManagedProduct>('/api/products/manage', { signal }),
    enabled,
    staleTime: 60_000,
  });
}
