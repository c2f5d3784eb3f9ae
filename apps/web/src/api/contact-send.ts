import type { ContactInput } from '@freshprice/shared';
import { apiFetch } from '../lib/api-client';

/**
 * `POST /api/contact`: the visitor's message, sent to the company. On its own, without the page's
 * queries, so the contact island loads nothing else.
 */
export function sendContact(input: ContactInput): Promise<{ id: string }> {
  return apiFetch<{ id: string }>('/api/contact', { method: 'POST', body: input });
}
