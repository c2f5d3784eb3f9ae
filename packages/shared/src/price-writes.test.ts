import { describe, expect, it } from 'vitest';
import {
  belowFloorRefusal,
  currentMap,
  largeMoveRefusal,
  planLinked,
  planVersion,
  reasonColumns,
  saveResultOf,
  tooHighRefusal,
  unconfirmed,
  type PlanOptions,
} from './price-writes.js';
import { MAX_CENTS } from './pricing.js';

const list = { id: 'L', slug: 'cafe', name: 'Café', version: 3 };
const options = (o: Partial<PlanOptions> = {}): PlanOptions => ({
  reason: null,
  minMarginBp: 0,
  largeMoveBp: 5000,
  products: new Map([
    ['a', { nameEn: 'Apples', nameEs: 'Manzanas', cost: 100 }],
    ['b', { nameEn: 'Bananas', nameEs: 'Plátanos', cost: null }],
  ]),
  ...o,
});
const current = currentMap([
  { productId: 'a', price: '2.00', quantity: null, overridden: false },
  { productId: 'b', price: '1.00', quantity: '5.00', overridden: false },
]);

describe('planVersion', () => {
  it('writes the changes as the next version, with one history row per change', () => {
    const plan = planVersion(
      list,
      current,
      [
        { productId: 'a', price: 250, quantity: null, overridden: false },
        { productId: 'b', price: null, quantity: null, overridden: false },
        { productId: 'c', price: 300, quantity: null, overridden: false },
      ],
      options({ detailed: true }),
    );
    expect(plan.outcome).toMatchObject({ version: 4, added: 1, changed: 1, removed: 1 });
    expect(plan.upserts.map((u) => [u.productId, u.price])).toEqual([
      ['a', '2.50'],
      ['c', '3.00'],
    ]);
    expect(plan.removals).toEqual(['b']);
    expect(plan.history).toEqual([
      { listId: 'L', version: 4, productId: 'a', oldPrice: '2.00', newPrice: '2.50' },
      { listId: 'L', version: 4, productId: 'b', oldPrice: '1.00', newPrice: null },
      { listId: 'L', version: 4, productId: 'c', oldPrice: null, newPrice: '3.00' },
    ]);
    expect(plan.changes[0]).toEqual({ productId: 'a', name: 'Apples', old: '2.00', new: '2.50' });
  });

  it('makes no version when nothing moves, unless asked to', () => {
    const same = [{ productId: 'a', price: 200, quantity: null, overridden: false }];
    expect(planVersion(list, current, same, options()).outcome.version).toBeNull();
    expect(planVersion(list, current, same, options({ always: true })).outcome.version).toBe(4);
  });

  it('writes a quantity change without a history row', () => {
    const plan = planVersion(list, current, [{ productId: 'b', price: 100, quantity: '6.00', overridden: false }], options());
    expect(plan.outcome).toMatchObject({ version: 4, changed: 0 });
    expect(plan.upserts).toHaveLength(1);
    expect(plan.history).toEqual([]);
  });

  it('flags prices below the floor, above the maximum, and large moves', () => {
    const plan = planVersion(
      list,
      current,
      [
        { productId: 'a', price: 105, quantity: null, overridden: false },
        { productId: 'b', price: MAX_CENTS + 1, quantity: null, overridden: false },
        { productId: 'c', price: 0, quantity: null, overridden: false },
      ],
      options({ minMarginBp: 1000 }),
    );
    expect(plan.outcome.belowFloor).toEqual([{ productId: 'a', price: '1.05', floor: '1.12' }]);
    expect(plan.outcome.tooHigh).toEqual(['b']);
    expect(plan.outcome.largeMoves.map((m) => [m.productId, m.flag])).toEqual([['c', 'zero']]);
  });

  it('measures a new item made from another price from that price', () => {
    const plan = planVersion(list, new Map(), [{ productId: 'a', price: 400, quantity: null, overridden: false, from: 200 }], options());
    expect(plan.outcome.largeMoves).toMatchObject([{ productId: 'a', old: 200, new: 400, flag: 'largeUp', percent: 100 }]);
  });
});

describe('planLinked', () => {
  it('follows the base with the adjustment, keeps overrides and leaves exclusions out', () => {
    const { plan, items } = planLinked(
      list,
      { kind: 'percent', direction: 'up', value: 1000, rounding: 'cent' },
      [
        { productId: 'a', price: 200 },
        { productId: 'b', price: 100 },
        { productId: 'c', price: 300 },
      ],
      [
        { productId: 'a', price: '2.00', quantity: null, overridden: false },
        { productId: 'b', price: '9.00', quantity: null, overridden: true },
      ],
      new Set(['c']),
      options(),
    );
    expect(items).toEqual([
      { productId: 'a', price: 220, overridden: false },
      { productId: 'b', price: 900, overridden: true },
    ]);
    expect(plan.outcome).toMatchObject({ version: 4, changed: 1, added: 0, removed: 0 });
  });
});

describe('refusals', () => {
  const own = planVersion(list, current, [{ productId: 'a', price: 50, quantity: null, overridden: false }], options({ minMarginBp: 1000 })).outcome;
  const follower = { ...own, list: { id: 'F', slug: 'deli', name: 'Deli', version: 2 } };

  it('keys a linked list’s products by its slug', () => {
    expect(belowFloorRefusal(own.belowFloor, [follower])).toEqual({
      message: '2 prices are below cost plus the minimum margin. Confirm to save them anyway.',
      fields: { a: 'belowFloor', 'deli:a': 'belowFloor' },
    });
    expect(largeMoveRefusal(own.largeMoves, [], 5000)).toEqual({
      message: '1 price moves by more than 50% or to $0.00 (the largest: Apples $2.00 -> $0.50, -75%). Confirm to save it anyway.',
      fields: { a: 'largeMove' },
    });
  });

  it('asks for the floor first, then the moves, and nothing once both are confirmed', () => {
    expect(unconfirmed(own, [], { belowFloor: false, largeMoves: false }, 5000)?.code).toBe('belowFloor');
    expect(unconfirmed(own, [], { belowFloor: true, largeMoves: false }, 5000)?.code).toBe('largeMove');
    expect(unconfirmed(own, [], { belowFloor: true, largeMoves: true }, 5000)).toBeNull();
  });

  it('refuses prices above the maximum, none otherwise', () => {
    const high = planVersion(list, current, [{ productId: 'a', price: MAX_CENTS + 1, quantity: null, overridden: false }], options());
    expect(tooHighRefusal(high)?.fields).toEqual({ a: 'priceTooHigh' });
    expect(tooHighRefusal(null, [{ ...high, list: follower.list }])?.fields).toEqual({ 'deli:a': 'priceTooHigh' });
    expect(tooHighRefusal(null, [])).toBeNull();
  });

  it('answers a save with its own and its followers’ versions and the flagged moves', () => {
    const result = saveResultOf(own, [follower], 5000);
    expect(result.linked).toEqual([{ id: 'F', slug: 'deli', name: 'Deli', version: 4, added: 0, changed: 1, removed: 0, belowFloor: 1 }]);
    expect(result.largeMoves.map((m) => [m.list, m.old, m.new])).toEqual([
      [null, '2.00', '0.50'],
      ['deli', '2.00', '0.50'],
    ]);
  });
});

describe('reasonColumns', () => {
  it('keeps a typed reason and writes the text of a system one', () => {
    expect(reasonColumns('Weekly update')).toEqual({ reason: 'Weekly update', reasonCode: null });
    expect(reasonColumns({ kind: 'rollback', version: 2 })).toEqual({ reason: 'Rolled back to version 2', reasonCode: { kind: 'rollback', version: 2 } });
  });
});
