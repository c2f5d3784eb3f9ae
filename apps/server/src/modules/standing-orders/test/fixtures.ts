import { sql } from 'drizzle-orm';
import type { TestServer } from '../../../test/harness.js';
import type { Shop, testClock } from '../../orders/test/fixtures.js';

/**
 * The week the standing-order tests live in: drafts for Tuesday 2026-11-24 (cutoff 8:00 AM EST =
 * 13:00Z), made 12 hours before, decided 15 minutes before the cutoff.
 */
export const WEEK = {
  /** Monday 5:00 AM in Miami: the tests start here. */
  MON_5AM: '2026-11-23T10:00:00.000Z',
  /** Tuesday's draft time, 12 hours before its cutoff: Monday 8:00 PM. */
  MON_8PM: '2026-11-24T01:00:00.000Z',
  /** Tuesday's decision time, 15 minutes before the cutoff. */
  DECIDE: '2026-11-24T12:45:00.000Z',
  TUESDAY: '2026-11-24',
} as const;

/** $300 at today's prices: 10 x $10 and 10 x $20 (the minimum is $250). */
export const weeklyLines = (shop: Shop) => [
  { productId: shop.p[0]!, quantity: 10 },
  { productId: shop.p[1]!, quantity: 10 },
];

/** The standing orders' scheduled run at `at`, the clock set there first. */
export function draftTicker(s: TestServer, clock: ReturnType<typeof testClock>) {
  return (at: string) => {
    clock.set(at);
    return s.services.standingOrders.tick(new Date(at));
  };
}

export interface DraftRowSeen {
  id: string;
  state: string;
  automatic: boolean;
  reason: string | null;
  orderId: string | null;
  date: string;
}

/** A standing order's drafts as stored. */
export async function draftsOf(s: TestServer, standingOrderId: string): Promise<DraftRowSeen[]> {
  const res = (await s.database.db.execute(
    sql`select id, state, automatic, reason, order_id as "orderId", to_char(delivery_date, 'YYYY-MM-DD') as date from standing_order_drafts where standing_order_id = ${standingOrderId}::uuid`,
  )) as unknown as { rows: DraftRowSeen[] };
  return res.rows;
}
