import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type DatabaseHandle } from './client.js';

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** The migrations up to and including `lastTag`, as a folder drizzle's migrator reads. */
function migrationsUpTo(lastTag: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fp-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((e) => e.tag === lastTag);
  journal.entries = journal.entries.slice(0, end + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

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
