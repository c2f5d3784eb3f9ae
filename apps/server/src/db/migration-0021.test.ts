import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, migrationsUpTo } from '../test/migrations.js';
import { openPglite, type DatabaseHandle } from './client.js';

/** Orders placed before statuses had a history get one from what they kept: placed, confirmed, cancelled. */
describe('migration 0021: the history of the orders placed before it', () => {
  let h: DatabaseHandle;
  let older: string;

  beforeAll(async () => {
    h = await openPglite();
    older = migrationsUpTo('0020_orders');
    await h.migrate(older);
    await h.db.execute(sql`insert into "user" (id, name, email) values ('u1', 'Ana', 'ana@example.com'), ('s1', 'Sam', 'sam@example.com')`);
    await h.db.execute(sql`insert into orders (number, customer_id, price_list_name, delivery_date, status, total, created_at, confirmed_at, confirmed_by, cancelled_at, cancelled_by)
      values ('10001', 'u1', 'L', '2026-11-27', 'placed', '10.00', '2026-11-26T10:00:00Z', null, null, null, null),
             ('10002', 'u1', 'L', '2026-11-27', 'cancelled', '10.00', '2026-11-26T10:00:00Z', '2026-11-26T11:00:00Z', 's1', '2026-11-26T12:00:00Z', 's1')`);
    await h.migrate(migrationsFolder);
  });

  afterAll(async () => {
    await h.close();
    rmSync(older, { recursive: true, force: true });
  });

  it('writes each kept status with who and when, in order', async () => {
    const { rows } = (await h.db.execute(
      sql`select o.number, c.status, c.changed_by as by, to_char(c.changed_at at time zone 'UTC', 'HH24:MI') as at
        from order_status_changes c join orders o on o.id = c.order_id order by o.number, c.id`,
    )) as unknown as { rows: { number: string; status: string; by: string; at: string }[] };
    expect(rows).toEqual([
      { number: '10001', status: 'placed', by: 'u1', at: '10:00' },
      { number: '10002', status: 'placed', by: 'u1', at: '10:00' },
      { number: '10002', status: 'confirmed', by: 's1', at: '11:00' },
      { number: '10002', status: 'cancelled', by: 's1', at: '12:00' },
    ]);
  });

  it('takes the new statuses', async () => {
    await h.db.execute(sql`update orders set status = 'out_for_delivery' where number = '10001'`);
    await expect(h.db.execute(sql`update orders set status = 'lost' where number = '10001'`)).rejects.toThrow();
  });
});
