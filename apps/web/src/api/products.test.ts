import { describe, expect, it } from 'vitest';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { queryKeys } from './keys';
import { mockApi } from '../test/render-app';
import { applyImageResult, saveProductChanges } from './products';

const productReads: QueryKey[] = [
  queryKeys.products.manage(),
  queryKeys.products.user(),
  queryKeys.catalogue.list(),
  queryKeys.catalogue.product('golden-pineapple'),
  queryKeys.catalogue.categories(),
  queryKeys.prices.public(),
];
const otherReads: QueryKey[] = [queryKeys.me(), queryKeys.company()];

function seeded() {
  const queryClient = new QueryClient();
  for (const key of [...productReads, ...otherReads]) queryClient.setQueryData(key, []);
  const invalidated = () =>
    [...productReads, ...otherReads].filter((key) => queryClient.getQueryState(key)?.isInvalidated).map((key) => JSON.stringify(key));
  return { queryClient, invalidated };
}

describe('saving product changes', () => {
  it('posts the changes and makes every read that shows products stale, and nothing else', async () => {
    const api = mockApi({ role: 'seller' });
    const [pineapple] = api.state.products;
    const { queryClient, invalidated } = seeded();
    const data = {
      nameEn: pineapple!.nameEn,
      nameEs: pineapple!.nameEs,
      slug: pineapple!.slug,
      category: pineapple!.category,
      unit: 'case' as const,
      inStock: false,
      prices: { small: '25.00', medium: '23.00', large: '21.75' },
    };
    const result = await saveProductChanges(queryClient, [{ op: 'update', id: pineapple!.id, version: pineapple!.version, data }]);
    expect(result.updated).toBe(1);
    expect(api.calls('/api/products/changes', 'POST').map((r) => r.body)).toEqual([
      { changes: [{ op: 'update', id: pineapple!.id, version: 1, data }] },
    ]);
    expect(invalidated()).toEqual(productReads.map((key) => JSON.stringify(key)));
  });

  it('invalidates nothing when the save fails', async () => {
    const api = mockApi({ role: 'seller' });
    api.fail('/api/products/changes', 500);
    const { queryClient, invalidated } = seeded();
    await expect(saveProductChanges(queryClient, [{ op: 'delete', id: api.state.products[0]!.id, version: 1 }])).rejects.toThrow();
    expect(invalidated()).toEqual([]);
  });
});

describe('an image change', () => {
  it('patches the manage row in place and makes the other product reads stale', () => {
    const { queryClient, invalidated } = seeded();
    queryClient.setQueryData(queryKeys.products.manage(), [{ id: 'p1', imageUrl: null, version: 3 }]);
    applyImageResult(queryClient, { id: 'p1', imageUrl: '/images/p1.webp', version: 4 });
    expect(queryClient.getQueryData(queryKeys.products.manage())).toEqual([{ id: 'p1', imageUrl: '/images/p1.webp', version: 4 }]);
    expect(invalidated()).toEqual(productReads.slice(1).map((key) => JSON.stringify(key)));
  });
});
