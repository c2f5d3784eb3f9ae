import { useQuery, type QueryClient } from '@tanstack/react-query';
import { IMAGE_MAX_BYTES, IMAGE_TYPES, type ProductChange } from '@freshprice/shared';
import { apiFetch } from '../../../lib/api-client';
import type { ManagedProduct } from './unsaved-changes';

export const manageProductsKey = ['products', 'manage'] as const;

export function useManagedProducts() {
  return useQuery({
    queryKey: manageProductsKey,
    queryFn: ({ signal }) => apiFetch<{ items: ManagedProduct[] }>('/api/products/manage', { signal }),
    select: (page) => page.items,
    // Fresh data only when asked for (after a save, or Reload): unsaved edits keep the version they began from.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export interface SaveResult {
  created: number;
  updated: number;
  deleted: number;
  archived: number;
  ids: Record<string, string>;
}

export function saveProductChanges(changes: ProductChange[]): Promise<SaveResult> {
  return apiFetch<SaveResult>('/api/products/changes', { method: 'POST', body: { changes } });
}

export interface ImageResult {
  id: string;
  imageUrl: string;
  version: number;
}

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

/** After an image is stored: the cached row shows it and carries its new version. */
export function applyImageResult(queryClient: QueryClient, result: ImageResult) {
  queryClient.setQueryData<{ items: ManagedProduct[] }>(manageProductsKey, (page) =>
    page ? { items: page.items.map((p) => (p.id === result.id ? { ...p, imageUrl: result.imageUrl, version: result.version } : p)) } : page,
  );
  void queryClient.invalidateQueries({ queryKey: ['products', 'user'] });
}
