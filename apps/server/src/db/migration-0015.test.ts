import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, migrationsUpTo } from '../test/migrations.js';
import { openPglite, type DatabaseHandle } from './client.js';


/**
 * Text written in a list's description before the split was written for staff: the migration moves
 * it to the staff note and leaves the note to customers empty (fail closed, ADR 017). Nothing is lost.
 */
describe('migration 0015: a staff note beside the note to customers', () => {
  let h: DatabaseHandle;
  let older: string;

  beforeAll(async () => {
    h = await openPglite();
    older = migrationsUpTo('0013_large_move_setting');
    await h.migrate(older);
    await h.db.execute(sql`insert into price_lists (slug, name, description) values
      ('cafe-luna', 'Cafe Luna', 'Small business prices plus 8%, rounded to .x9'),
      ('no-note', 'No note', null)`);
    await h.migrate(migrationsFolder);
  });

  afterAll(async () => {
    await h.close();
    rmSync(older, { recursive: true, force: true });
  });

  it('moves every description to the staff note and empties the note to customers', async () => {
    const { rows } = (await h.db.execute(
      sql`select slug, description, staff_note as "staffNote" from price_lists order by slug`,
    )) as unknown as { rows: { slug: string; description: string | null; staffNote: string | null }[] };
    expect(rows).toEqual([
      { slug: 'cafe-luna', description: null, staffNote: 'Small business prices plus 8%, rounded to .x9' },
      { slug: 'large-business', description: null, staffNote: 'Standard prices for large businesses, with volume discounts' },
      { slug: 'medium-business', description: null, staffNote: 'Standard prices for medium businesses' },
      { slug: 'no-note', description: null, staffNote: null },
      { slug: 'small-business', description: null, staffNote: 'Standard prices for small businesses' },
    ]);
  });
});
