import type { Tier, UserProduct } from '@freshprice/shared';
import { nameCollator } from '../../../lib/format';

export type { UserPrice, UserProduct } from '@freshprice/shared';

/** How prices are shown: staff see the three tiers; a customer their lists (named when more than one). */
export type PriceView =
  | { kind: 'tiers' }
  | { kind: 'lists'; lists: { id: string; name: string }[] }
  | { kind: 'none' };

export function priceView(products: readonly UserProduct[], staff: boolean): PriceView {
  if (staff) return { kind: 'tiers' };
  const lists = new Map<string, string>();
  for (const product of products) for (const price of product.prices) lists.set(price.listId, price.listName);
  if (lists.size === 0) return { kind: 'none' };
  const collator = nameCollator('en');
  return {
    kind: 'lists',
    lists: [...lists].map(([id, name]) => ({ id, name })).sort((a, b) => collator.compare(a.name, b.name)),
  };
}

export function tierPrice(product: UserProduct, tier: Tier): string | null {
  return product.prices.find((p) => p.tier === tier)?.price ?? null;
}

export function listPrice(product: UserProduct, listId: string): string | null {
  return product.prices.find((p) => p.listId === listId)?.price ?? null;
}
