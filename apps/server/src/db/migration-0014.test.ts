import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floorPrice, isBelowFloor } from '@freshprice/shared';
import { migrationsFolder, migrationsUpTo } from '../test/migrations.js';
import { openPglite, type DatabaseHandle } from './client.js';


/**
 * The stored floor was a markup over cost; after 0014 it is the gross margin with the same floor price,
 * rounded so that no price that passed the old floor is below the new one.
 */
describe('migration 0014: the margin floor becomes a gross margin', () => {
  let h: DatabaseHandle;
  let older: string;

  beforeAll(async () => {
    h = await openPglite();
    older = migrationsUpTo('0013_large_move_setting');
    await h.migrate(older);
    // The floor: 54.55% over cost (a $17.00 price on an $11.00 cost just passes it).
    await h.db.execute(sql`update pricing_settings set min_margin_bp = 5455, stale_list_days = 5, large_move_bp = 3000 where id = 1`);
    await h.migrate(migrationsFolder);
  });

  afterAll(async () => {
    await h.close();
    rmSync(older, { recursive: true, force: true });
  });

  it('stores 35.29% gross margin for 54.55% markup, and keeps the other settings', async () => {
    const [row] = ((await h.db.execute(sql`select min_margin_bp, stale_list_days, large_move_bp from pricing_settings where id = 1`)) as unknown as {
      rows: { min_margin_bp: number; stale_list_days: number; large_move_bp: number }[];
    }).rows;
    expect(row).toEqual({ min_margin_bp: 3529, stale_list_days: 5, large_move_bp: 3000 });
    // The same floor price as before for the cost, and a price that passed before still passes.
    expect(floorPrice(1100, row!.min_margin_bp)).toBe(1700);
    for (const cost of [1, 99, 1100, 12345, 999_999]) {
      const oldFloor = Math.ceil((cost * (10000 + 5455)) / 10000);
      expect(isBelowFloor(oldFloor, cost, row!.min_margin_bp)).toBe(false);
    }
  });
});
