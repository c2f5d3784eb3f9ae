import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { requestLimits } from '../db/schema/index.js';

/**
 * Counts one request against `key` in a fixed window, in one atomic statement so that every
 * instance shares the count. Returns false once `max` requests were made in the window.
 */
export async function consumeRequestLimit(db: Database, key: string, max: number, windowSeconds: number) {
  const windowStart = sql`now() - make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .insert(requestLimits)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: requestLimits.key,
      set: {
        count: sql`case when ${requestLimits.windowStart} < ${windowStart} then 1 else ${requestLimits.count} + 1 end`,
        windowStart: sql`case when ${requestLimits.windowStart} < ${windowStart} then now() else ${requestLimits.windowStart} end`,
      },
    })
    .returning({ count: requestLimits.count });
  return (row?.count ?? 1) <= max;
}
