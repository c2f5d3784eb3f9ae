import { useQuery } from '@tanstack/react-query';
import type { ContactInput } from '@freshprice/shared';
import { apiFetch } from '../lib/api-client';
import { publicProductQuery } from './catalogue';

/** The product a visitor asks about (?product=<slug>), to name it in the message; null while unknown. */
export function useProductForMessage(slug: string | null) {
  return useQuery({ ...publicProductQuery(slug ?? ''), enabled: slug !== null, retry: false });
}

/** `POST /api/contact`: the visitor's message, sent to the company. */
export function sendContact(input: ContactInput): Promise<{ id: string }> {
  return apiFetch<{ id: string }>('/api/contact', { method: 'POST', body: input });
}
