import { sql } from 'drizzle-orm';
import { DEFAULT_COMPANY_FACTS, type CompanyFacts } from '@freshprice/shared';
import type { Db } from '../../db/tx.js';
import { companyFacts } from '../../db/schema/index.js';

export async function readFacts(db: Db): Promise<CompanyFacts> {
  const [row] = await db.select({ facts: companyFacts.facts }).from(companyFacts);
  // Stored facts win; fields added to the defaults since they were saved are filled in.
  return { ...DEFAULT_COMPANY_FACTS, ...(row?.facts ?? {}) };
}

export async function writeFacts(db: Db, facts: CompanyFacts, userId: string) {
  await db
    .insert(companyFacts)
    .values({ id: 1, facts, updatedBy: userId })
    .onConflictDoUpdate({ target: companyFacts.id, set: { facts, updatedBy: userId, updatedAt: sql`now()` } });
}
