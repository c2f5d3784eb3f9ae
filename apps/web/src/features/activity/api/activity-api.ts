import type { ActivityEntry, CursorPage } from '@freshprice/shared';
import { apiFetch } from '../../../lib/api-client';

export interface ActivityFilters {
  resourceType?: string;
  action?: string;
  userId?: string;
  from?: string;
  to?: string;
}

/** Every call the activity page makes, typed by the shared contract. */
export const activityApi = {
  page: (filters: ActivityFilters, cursor: string | null, signal?: AbortSignal) => {
    const params = new URLSearchParams(Object.entries(filters).filter((e): e is [string, string] => Boolean(e[1])));
    if (cursor) params.set('cursor', cursor);
    return apiFetch<CursorPage<ActivityEntry>>(`/api/activity?${params.toString()}`, { signal });
  },
  users: (signal?: AbortSignal) => apiFetch<{ items: { id: string; email: string }[] }>('/api/activity/users', { signal }).then((r) => r.items),
};
