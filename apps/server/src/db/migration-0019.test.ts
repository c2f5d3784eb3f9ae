import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reasonText, versionReasonCodeSchema } from '@freshprice/shared';
import { migrationsFolder, migrationsUpTo } from '../test/migrations.js';
import { openPglite, type DatabaseHandle } from './client.js';

/**
 * Versions written before reasons had codes: the English sentences the system wrote are read back into
 * their facts, so old versions render in the reader's language too; a reason a person typed keeps none.
 */
describe('migration 0019: the facts of the reasons the system wrote', () => {
  let h: DatabaseHandle;
  let older: string;
  const reasons = [
    'Rolled back to version 5',
    'Undo QuickBooks import prices (1).csv',
    'QuickBooks import november.csv',
    'Assistant: sube las frutas 10% en la lista hotel-mar',
    'Base list Small business version 12',
    'Adjustment changed: +8.5% (x9) of Small business',
    'Adjustment changed: -$0.50 (cent)',
    'Created from Small business +8%',
    'Market update',
    'Rolled back to version five',
    null,
  ];

  beforeAll(async () => {
    h = await openPglite();
    older = migrationsUpTo('0017_product_drafts');
    await h.migrate(older);
    await h.db.execute(sql`insert into price_lists (slug, name, parent_id, linked, adjust_kind, adjust_direction, adjust_value, rounding)
      select 'cafe-luna', 'Cafe Luna', id, true, 'percent', 'up', 800, 'x9' from price_lists where slug = 'small-business'`);
    for (const [i, reason] of reasons.entries()) {
      await h.db.execute(sql`insert into price_list_versions (price_list_id, number, reason) select id, ${i + 1}, ${reason} from price_lists where slug = 'cafe-luna'`);
    }
    await h.migrate(migrationsFolder);
  });

  afterAll(async () => {
    await h.close();
    rmSync(older, { recursive: true, force: true });
  });

  it('reads each English sentence back into facts that say the same, and leaves typed reasons alone', async () => {
    const { rows } = (await h.db.execute(
      sql`select v.reason, v.reason_code as code from price_list_versions v join price_lists l on l.id = v.price_list_id where l.slug = 'cafe-luna' order by v.number`,
    )) as unknown as { rows: { reason: string | null; code: unknown }[] };
    const small = { slug: 'small-business', name: 'Small business' };
    expect(rows.map((r) => r.code)).toEqual([
      { kind: 'rollback', version: 5 },
      { kind: 'import_undo', file: 'prices (1).csv' },
      { kind: 'import', file: 'november.csv' },
      { kind: 'assistant', request: 'sube las frutas 10% en la lista hotel-mar' },
      { kind: 'base', list: small, version: 12 },
      { kind: 'adjustment', adjustment: { kind: 'percent', direction: 'up', value: 850, rounding: 'x9' }, base: small },
      { kind: 'adjustment', adjustment: { kind: 'amount', direction: 'down', value: 50, rounding: 'cent' }, base: null },
      { kind: 'created', list: small, adjustment: { kind: 'percent', direction: 'up', value: 800, rounding: 'x9' } },
      null,
      null,
      null,
    ]);
    // Every code is a valid one, and says what its sentence said (the demo's sentence now names the rounding).
    for (const row of rows.slice(0, 7)) expect(reasonText(versionReasonCodeSchema.parse(row.code))).toBe(row.reason);
  });
});
