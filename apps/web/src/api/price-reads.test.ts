import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { queryKeys } from './keys';
import { invalidatePriceReads, listenForWrites } from './price-reads';

const CHANNEL = 'freshprice:writes';

function clientWith(keys: readonly (readonly unknown[])[]): QueryClient {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, 'data');
  return client;
}
const invalidated = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? false;
const nextMessage = (ch: BroadcastChannel) => new Promise<unknown>((resolve) => ch.addEventListener('message', (e) => resolve(e.data), { once: true }));
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('invalidatePriceReads', () => {
  const open: BroadcastChannel[] = [];
  const stops: (() => void)[] = [];
  afterEach(() => {
    for (const ch of open.splice(0)) ch.close();
    for (const stop of stops.splice(0)) stop();
  });

  it('marks every read that shows products or prices stale, the dashboard, activity and export included', async () => {
    const keys = [
      queryKeys.products.user(),
      queryKeys.products.manage(),
      queryKeys.catalogue.list(),
      queryKeys.prices.public(),
      queryKeys.priceLists.detail('small-business'),
      queryKeys.dashboard(),
      [...queryKeys.activity.all(), 'log', {}],
      [...queryKeys.exports.all(), 'lists'],
    ];
    const client = clientWith([...keys, ['profile']]);
    await invalidatePriceReads(client);
    for (const key of keys) expect(invalidated(client, key), JSON.stringify(key)).toBe(true);
    expect(invalidated(client, ['profile'])).toBe(false);
  });

  it("tells the app's other tabs, which mark their own reads stale", async () => {
    const otherTab = new BroadcastChannel(CHANNEL);
    open.push(otherTab);
    const told = nextMessage(otherTab);
    await invalidatePriceReads(clientWith([]), { exceptManage: true });
    expect(await told).toEqual({ kind: 'productsExceptManage' });

    // A write in another tab: this tab's reads go stale without any write of its own.
    const client = clientWith([queryKeys.prices.public(), queryKeys.products.manage(), ['profile']]);
    stops.push(listenForWrites(client));
    otherTab.postMessage({ kind: 'products' });
    await settle();
    expect(invalidated(client, queryKeys.prices.public())).toBe(true);
    expect(invalidated(client, queryKeys.products.manage())).toBe(true);
    expect(invalidated(client, ['profile'])).toBe(false);
  });

  it('ignores messages it does not know', async () => {
    const otherTab = new BroadcastChannel(CHANNEL);
    open.push(otherTab);
    const client = clientWith([queryKeys.prices.public()]);
    stops.push(listenForWrites(client));
    otherTab.postMessage({ kind: 'something else' });
    otherTab.postMessage(null);
    await settle();
    expect(invalidated(client, queryKeys.prices.public())).toBe(false);
  });
});
