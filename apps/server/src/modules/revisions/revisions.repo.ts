import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/tx.js';
import { dataRevisions } from '../../db/schema/index.js';

/** `catalogue`: products, price lists, their items and shares. `company`: the company facts. */
export type RevisionScope = 'catalogue' | 'company';

const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();

/**
 * Every conditional GET reads this, so the statement is built once per database handle and prepared
 * by name: drizzle does not rebuild the SQL and the server does not re-plan it on each request.
 */
function prepare(db: Db) {
  return db
    .select({ revision: dataRevisions.revision })
    .from(dataRevisions)
    .where(eq(dataRevisions.scope, sql.placeholder('scope')))
    .prepare('current_revision');
}

/** The scope's counter, which triggers bump on every statement that changes its tables. */
export async function currentRevision(db: Db, scope: RevisionScope): Promise<number> {
  let statement = prepared.get(db);
  if (!statement) prepared.set(db, (statement = prepare(db)));
  const [row] = await statement.execute({ scope });
  return row?.revision ?? 0;
}
