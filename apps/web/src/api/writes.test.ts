import { describe, expect, it } from 'vitest';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { server } from '../test/msw-server';
import { assistantWrites } from './assistant';
import { invalidateAfterImport } from './imports';
import { queryKeys } from './keys';
import { savePricingSettings } from './price-lists';

// The writes that change prices outside the price-list editor: each leaves every read that shows
// prices stale (an open list refetches at once), and leaves the unrelated reads alone.

const priceReads: QueryKey[] = [
  queryKeys.priceLists.index(),
  queryKeys.priceLists.detail('restaurants'),
  queryKeys.priceLists.settings(),
  queryKeys.products.user(),
  queryKeys.prices.public(),
  queryKeys.dashboard(),
  queryKeys.priceAlerts.moves(7),
];
const otherReads: QueryKey[] = [queryKeys.me(), queryKeys.profile.all(), queryKeys.assistant()];

function seeded() {
  const queryClient = new QueryClient();
  for (const key of [...priceReads, ...otherReads]) queryClient.setQueryData(key, []);
  const stale = () => [...priceReads, ...otherReads].filter((key) => queryClient.getQueryState(key)?.isInvalidated).map((key) => JSON.stringify(key));
  return { queryClient, stale };
}
const keys = (list: QueryKey[]) => list.map((key) => JSON.stringify(key));

describe('writes that change prices', () => {
  it('an import finished or undone: the history and every price read', async () => {
    const { queryClient, stale } = seeded();
    queryClient.setQueryData(queryKeys.imports.history(), []);
    await invalidateAfterImport(queryClient);
    expect(stale()).toEqual(keys(priceReads));
    expect(queryClient.getQueryState(queryKeys.imports.history())?.isInvalidated).toBe(true);
  });

  it("the assistant's confirm, cancel (an undo) and typed requests: every price read", async () => {
    server.use(
      http.post('*/api/assistant/actions/:id/confirm', () => HttpResponse.json({ items: [] })),
      http.post('*/api/assistant/actions/:id/cancel', () => HttpResponse.json({ items: [] })),
    );
    for (const write of [(q: QueryClient) => assistantWrites(q).confirm('a1', 'en', false, false), (q: QueryClient) => assistantWrites(q).cancel('a1', 'en')]) {
      const { queryClient, stale } = seeded();
      expect(await write(queryClient)).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(stale()).toEqual(keys(priceReads));
    }
  });

  it('a refused assistant confirm changes nothing', async () => {
    server.use(http.post('*/api/assistant/actions/:id/confirm', () => HttpResponse.json({ error: { code: 'conflict', message: 'decided' } }, { status: 409 })));
    const { queryClient, stale } = seeded();
    await expect(assistantWrites(queryClient).confirm('a1', 'en', false, false)).rejects.toThrow();
    expect(stale()).toEqual([]);
  });

  it("the dashboard's stale-days setting: the settings take the answer and every price read is stale", async () => {
    const saved = { minMarginBp: 1500, staleListDays: 10, largeMoveBp: 5000, alertMoveBp: 1000 };
    server.use(http.put('*/api/price-lists/settings', () => HttpResponse.json(saved)));
    const { queryClient, stale } = seeded();
    expect(await savePricingSettings(queryClient, { staleListDays: 10 })).toEqual(saved);
    expect(queryClient.getQueryData(queryKeys.priceLists.settings())).toEqual(saved);
    expect(stale()).toEqual(keys(priceReads));
  });
});
