import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY_FACTS } from '@freshprice/shared';
import { changesByItem, nextOrder } from './price-alerts.check.js';

/** Monday 2026-11-23, 5:00 AM in Miami: today's cutoff (8:00 AM) is still ahead. */
const ctx = { now: new Date('2026-11-23T10:00:00Z'), facts: DEFAULT_COMPANY_FACTS };
const line = (weekdays: string[], quantity: string, decided: string[] = []) => ({ customerId: 'c', listId: 'l', productId: 'p', weekdays, quantity, decided });

describe('the order a move applies to', () => {
  it('is the soonest standing order\'s next delivery not yet placed or skipped', () => {
    expect(nextOrder([line(['wed'], '2.00'), line(['mon', 'thu'], '5.00')], '9.00', null, ctx)).toEqual({ quantity: '5.00', deliveryDate: '2026-11-23' });
    expect(nextOrder([line(['mon', 'thu'], '5.00', ['2026-11-23'])], null, null, ctx)).toEqual({ quantity: '5.00', deliveryDate: '2026-11-26' });
    // A route's earlier cutoff has passed for today.
    expect(nextOrder([line(['mon', 'thu'], '5.00')], null, '04:30', ctx)).toEqual({ quantity: '5.00', deliveryDate: '2026-11-26' });
  });

  it('is an order like the last one, with no date, without a standing order', () => {
    expect(nextOrder([], '3.00', null, ctx)).toEqual({ quantity: '3.00', deliveryDate: null });
    expect(nextOrder([], null, null, ctx)).toEqual({ quantity: null, deliveryDate: null });
  });

  it('reads each item\'s changes in order, in cents', () => {
    const changes = changesByItem([
      { listId: 'l', productId: 'a', at: 1, old: null, new: '1000' },
      { listId: 'l', productId: 'b', at: 2, old: '500', new: '600' },
      { listId: 'l', productId: 'a', at: 3, old: '1000', new: '1200' },
    ]);
    expect(changes.get('l:a')).toEqual([
      { at: 1, old: null, new: 1000 },
      { at: 3, old: 1000, new: 1200 },
    ]);
    expect(changes.get('l:b')).toEqual([{ at: 2, old: 500, new: 600 }]);
  });
});
