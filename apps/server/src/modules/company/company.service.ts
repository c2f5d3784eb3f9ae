import type { CompanyFacts } from '@freshprice/shared';
import { authorize, type ServiceCall } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import { changedFields, recordActivity } from '../activity/activity.service.js';
import { readFacts, writeFacts } from './company.repo.js';

/** The facts, for other modules' reads (a mail's footer, an export's header), inside their transaction if they have one. */
export { readFacts } from './company.repo.js';

export interface CompanyServiceDeps {
  db: Database;
}

/** The company facts every page shows; one row, replaced whole by an admin. */
export function createCompanyService({ db }: CompanyServiceDeps) {
  return {
    /** Public. */
    get: (_call: ServiceCall): Promise<CompanyFacts> => readFacts(db),

    /** Replaces the facts and records who changed which of them, in one transaction. */
    async replace({ actor, input }: ServiceCall<CompanyFacts>): Promise<CompanyFacts> {
      const admin = authorize(actor, 'settings.manage');
      return db.transaction(async (tx) => {
        const before = await readFacts(tx);
        await writeFacts(tx, input, admin.id);
        const after = await readFacts(tx);
        await recordActivity(tx, admin, [
          { resourceType: 'company', resourceId: 'facts', action: 'updated', details: { name: after.name, ...(changedFields(before, after) ?? { old: {}, new: {} }) } },
        ]);
        return after;
      });
    },
  };
}

export type CompanyService = ReturnType<typeof createCompanyService>;
