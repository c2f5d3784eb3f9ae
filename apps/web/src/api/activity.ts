import type { ActivityEntry, CursorPage } from '@freshprice/shared';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../lib/api-client';
import { queryKeys } from './keys';

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

/** The people the log can be filtered by (staff only). */
export function useActivityUsers(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.activity.users(), queryFn: ({ signal }) => activityApi.users(signal), enabled });
}

/** The log, newest first, a page at a time. */
export function useActivityLog(filters: ActivityFilters) {
  return useInfiniteQuery({
    queryKey: queryKeys.activity.log(filters),
    queryFn: ({ pageParam, signal }) => activityApi.page(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
}
