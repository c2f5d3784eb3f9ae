import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { catchWeightEstimateCents, fromCents, toCents } from '@freshprice/shared';
import {
  afterFailure,
  blockReason,
  cartFromReorder,
  cartStorageKey,
  cartTotals,
  emptyCart,
  lastList,
  loadCart,
  minimumProgress,
  refusedLines,
  saveCart,
  setQuantity,
  submission,
  type Cart,
  type PricedItem,
} from './cart';

const items = new Map<string, PricedItem>([
  ['a', { productId: 'a', price: '24.50', inStock: true }],
  ['b', { productId: 'b', price: '10.99', inStock: true }],
  ['c', { productId: 'c', price: '38.00', inStock: false }],
]);

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

const keys = (...list: string[]) => {
  const queue = [...list];
  return () => queue.shift() ?? 'exhausted';
};

describe('the cart', () => {
  it('adds, changes and removes lines; a new product goes last', () => {
    let cart = emptyCart('list-1');
    cart = setQuantity(cart, 'a', 2);
    cart = setQuantity(cart, 'b', 1.5);
    cart = setQuantity(cart, 'a', 3);
    expect(cart.lines).toEqual([
      { product: 'a', quantity: 3 },
      { product: 'b', quantity: 1.5 },
    ]);
    cart = setQuantity(cart, 'a', 0);
    expect(cart.lines).toEqual([{ product: 'b', quantity: 1.5 }]);
  });

  it('totals each line in integer cents (half a cent up) and leaves out the lines that cannot be ordered', () => {
    let cart = emptyCart('l');
    cart = setQuantity(cart, 'a', 2); // 49.00
    cart = setQuantity(cart, 'b', 1.5); // 16.485 -> 16.49
    const totals = cartTotals(cart, items);
    expect(totals.totalCents).toBe(6549);
    expect(totals.lines.map((l) => l.totalCents)).toEqual([4900, 1649]);
    expect(totals.count).toBe(2);
    expect(totals.hasProblems).toBe(false);

    const withProblems = cartTotals(setQuantity(setQuantity(cart, 'c', 1), 'gone', 4), items);
    expect(withProblems.totalCents).toBe(6549);
    expect(withProblems.lines.map((l) => l.problem)).toEqual([null, null, 'out_of_stock', 'gone']);
    expect(blockReason(withProblems, '2026-11-27')).toBe('problems');
  });

  it('the total is the sum of the lines at any quantity and price', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 999_999 }), fc.integer({ min: 1, max: 999_900 })), { minLength: 1, maxLength: 30 }),
        (pairs) => {
          const priced = new Map(pairs.map(([cents], i) => [`p${i}`, { productId: `p${i}`, price: fromCents(cents), inStock: true }]));
          const cart = pairs.reduce((c, [, hundredths], i) => setQuantity(c, `p${i}`, hundredths / 100), emptyCart('l'));
          const totals = cartTotals(cart, priced);
          const expected = pairs.reduce((sum, [cents, hundredths]) => sum + Math.floor((cents * hundredths + 50) / 100), 0);
          expect(totals.totalCents).toBe(expected);
          expect(totals.lines.reduce((s, l) => s + l.totalCents, 0)).toBe(expected);
        },
      ),
    );
  });

  it('counts a product sold by weight at its estimate, whole cases only, as the server does', () => {
    const weighed = new Map<string, PricedItem>([...items, ['w', { productId: 'w', price: '2.50', inStock: true, soldByWeight: true, caseWeight: '40.00' }]]);
    const three = cartTotals(setQuantity(setQuantity(emptyCart('l'), 'w', 3), 'a', 1), weighed);
    expect(three.totalCents).toBe(30_000 + 2450);
    expect(three.estimated).toBe(true);
    const part = cartTotals(setQuantity(emptyCart('l'), 'w', 1.5), weighed);
    expect(part.lines[0]!.problem).toBe('invalid_quantity');
    expect(part).toMatchObject({ totalCents: 0, hasProblems: true, estimated: false });
    expect(cartTotals(setQuantity(emptyCart('l'), 'a', 2), weighed).estimated).toBe(false);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 99_999 }), fc.integer({ min: 1, max: 9999 }), (cents, weight, cases) => {
        const item = { productId: 'x', price: fromCents(cents), inStock: true, soldByWeight: true, caseWeight: fromCents(weight) };
        const totals = cartTotals(setQuantity(emptyCart('l'), 'x', cases), new Map([['x', item]]));
        expect(totals.totalCents).toBe(catchWeightEstimateCents({ pricePerLbCents: cents, cases, caseWeightHundredths: weight }));
      }),
    );
  });

  it('says how far it is from the minimum', () => {
    expect(minimumProgress(18_800, '250.00')).toEqual({ minimumCents: 25_000, missingCents: 6_200, percent: 75 });
    expect(minimumProgress(30_000, '250.00')).toEqual({ minimumCents: 25_000, missingCents: 0, percent: 100 });
    expect(minimumProgress(100, null)).toEqual({ minimumCents: null, missingCents: 0, percent: 100 });
  });

  it('is not sent empty or without a date; being under the minimum is the server’s to refuse', () => {
    const cart = setQuantity(emptyCart('l'), 'b', 1);
    expect(blockReason(cartTotals(emptyCart('l'), items), '2026-11-27')).toBe('empty');
    expect(blockReason(cartTotals(cart, items), null)).toBe('noDate');
    expect(blockReason(cartTotals(cart, items), '2026-11-27')).toBeNull();
  });
});

describe('placing it once', () => {
  const ready = (): Cart => ({ ...setQuantity(setQuantity(emptyCart('list-1'), 'a', 10), 'b', 2), date: '2026-11-27', note: '  Back door  ' });

  it('makes a key for the first attempt and sends the cart as the contract asks', () => {
    const sent = submission(ready(), keys('k1'));
    expect(sent.idempotencyKey).toBe('k1');
    expect(sent.cart.key).toBe('k1');
    expect(sent.input).toEqual({
      priceList: 'list-1',
      deliveryDate: '2026-11-27',
      lines: [
        { product: 'a', quantity: 10 },
        { product: 'b', quantity: 2 },
      ],
      note: 'Back door',
    });
  });

  it('keeps the key across a lost answer (network, server failure), so the retry answers the same order', () => {
    const newKey = keys('k1', 'k2');
    const first = submission(ready(), newKey);
    const afterNetwork = afterFailure(first.cart, 0);
    expect(afterNetwork.key).toBe('k1');
    expect(submission(afterNetwork, newKey).idempotencyKey).toBe('k1');
    expect(submission(afterFailure(first.cart, 503), newKey).idempotencyKey).toBe('k1');
    // A double tap before any answer: the cart already holds the key.
    expect(submission(first.cart, newKey).idempotencyKey).toBe('k1');
  });

  it('starts a new submission after a refusal: nothing was placed', () => {
    const newKey = keys('k1', 'k2');
    const first = submission(ready(), newKey);
    const refused = afterFailure(first.cart, 422);
    expect(refused.key).toBeNull();
    expect(refused.lines).toEqual(first.cart.lines);
    expect(submission(refused, newKey).idempotencyKey).toBe('k2');
  });

  it('survives a reload with its key while an attempt is under way', () => {
    const storage = memoryStorage();
    const sent = submission(ready(), keys('k1'));
    saveCart(storage, 'user-1', afterFailure(sent.cart, 0));
    const reloaded = loadCart(storage, 'user-1', 'list-1');
    expect(reloaded).toEqual({ ...ready(), key: 'k1' });
    expect(submission(reloaded, keys('k9')).idempotencyKey).toBe('k1');
  });

  it('marks the lines the server refused, by the position they were sent in', () => {
    const sent = [{ product: 'a' }, { product: 'b' }, { product: 'c' }];
    expect(refusedLines({ 'lines.2': 'out_of_stock', 'lines.0': 'not_in_list', missing: '62.00' }, sent)).toEqual({ c: 'out_of_stock', a: 'not_in_list' });
    expect(refusedLines({ 'lines.7': 'out_of_stock' }, sent)).toEqual({});
  });
});

describe('kept in the browser', () => {
  it('per user and list, remembering the last list; an empty cart leaves nothing behind', () => {
    const storage = memoryStorage();
    const cart = setQuantity(emptyCart('list-1'), 'a', 2);
    saveCart(storage, 'u1', cart);
    expect(loadCart(storage, 'u1', 'list-1')).toEqual(cart);
    expect(loadCart(storage, 'u2', 'list-1')).toEqual(emptyCart('list-1'));
    expect(loadCart(storage, 'u1', 'list-2')).toEqual(emptyCart('list-2'));
    expect(lastList(storage, 'u1')).toBe('list-1');
    saveCart(storage, 'u1', emptyCart('list-1'));
    expect(storage.data.has(cartStorageKey('u1', 'list-1'))).toBe(false);
  });

  it('reads a damaged or foreign entry as an empty cart, and a blocked storage as none', () => {
    const storage = memoryStorage();
    storage.setItem(cartStorageKey('u1', 'list-1'), '{not json');
    expect(loadCart(storage, 'u1', 'list-1')).toEqual(emptyCart('list-1'));
    storage.setItem(cartStorageKey('u1', 'list-1'), JSON.stringify({ ...emptyCart('list-2'), lines: [{ product: 'a', quantity: 1 }] }));
    expect(loadCart(storage, 'u1', 'list-1')).toEqual(emptyCart('list-1'));
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => undefined,
    };
    expect(loadCart(blocked, 'u1', 'list-1')).toEqual(emptyCart('list-1'));
    expect(() => saveCart(blocked, 'u1', emptyCart('list-1'))).not.toThrow();
  });
});

describe('a reorder', () => {
  it('fills the cart with the lines still on the list and in stock, and says what changed', () => {
    const cart = cartFromReorder(
      {
        priceList: 'list-1',
        lines: [
          { product: 'a', name: 'Watermelon', quantity: 3, price: '26.00', was: '24.50', status: 'up' },
          { product: 'b', name: 'Cilantro', quantity: 1.5, price: '10.99', was: '10.99', status: 'same' },
          { product: 'c', name: 'Avocado', quantity: 2, price: '38.00', was: '38.00', status: 'out_of_stock' },
          { product: 'd', name: 'Ice', quantity: 1, price: null, was: '3.00', status: 'gone' },
        ],
      },
      'list-1',
    );
    expect(cart.lines).toEqual([
      { product: 'a', quantity: 3 },
      { product: 'b', quantity: 1.5 },
    ]);
    expect(cart.changes.map((c) => [c.product, c.status])).toEqual([
      ['a', 'up'],
      ['c', 'out_of_stock'],
      ['d', 'gone'],
    ]);
    expect(cart.key).toBeNull();
    expect(toCents(cart.changes[0]!.was)).toBe(2450);
  });

  it('keeps what the cart held: its other lines, date and note; the reorder sets its own quantities', () => {
    const held: Cart = { ...setQuantity(setQuantity(emptyCart('list-1'), 'z', 4), 'a', 1), date: '2026-11-28', note: 'Gate code 12' };
    const cart = cartFromReorder({ priceList: 'list-1', lines: [{ product: 'a', name: 'Watermelon', quantity: 3, price: '24.50', was: '24.50', status: 'same' }] }, 'list-1', held);
    expect(cart.lines).toEqual([
      { product: 'z', quantity: 4 },
      { product: 'a', quantity: 3 },
    ]);
    expect([cart.date, cart.note, cart.changes]).toEqual(['2026-11-28', 'Gate code 12', []]);
  });
});
