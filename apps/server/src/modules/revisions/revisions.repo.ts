import { eq } from 'drizzle-orm';
import type { Db } from '../../db/tx.js';
import { dataRevisions } from '../../db/schema/index.js';

/** `catalogue`: products, price lists, their items and shares. `company`: the company facts. */
export type RevisionScope = 'catalogue' | 'company';

/** The scope's counter, which triggers bump on every statement that changes its tables. */
export async function currentRevision(db: Db, scope: RevisionScope): Promise<number> {
  const [row] = await db.select({ revision: dataRevisions.revision }).from(dataRevisions).where(eq(dataRevisions.scope, scope));
  return row?.revision ?? 0;
}
