import { OWN_TWO_FACTOR_MISSING, type SecuritySettings, type SecuritySettingsInput } from '@freshprice/shared';
import { authorize, type ServiceCall } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { changedFields, recordActivity } from '../activity/activity.service.js';
import * as repo from './security.repo.js';

/** How accounts are protected: read and changed by an admin (settings.manage). */
export function createSecurityService(deps: { db: Database }) {
  const { db } = deps;
  return {
    async get({ actor }: ServiceCall): Promise<SecuritySettings> {
      authorize(actor, 'settings.manage');
      return repo.readSecuritySettings(db);
    },

    /**
     * Requiring two-step verification for staff is refused while the admin asking has not turned it on
     * for themself: they see why and where to do it, and cannot lock themselves out of the setting.
     */
    async update({ actor, input }: ServiceCall<SecuritySettingsInput>): Promise<SecuritySettings> {
      const caller = authorize(actor, 'settings.manage');
      if (input.requireStaffTwoFactor && !(await repo.hasTwoFactor(db, caller.id))) {
        throw new AppError(OWN_TWO_FACTOR_MISSING, 'Turn on two-step verification for your own account (in your profile) before requiring it for staff.');
      }
      // Who loosened or tightened account protection, and when, is in the activity log with the change.
      return db.transaction(async (tx) => {
        const before = await repo.readSecuritySettings(tx);
        await repo.writeSecuritySettings(tx, input, caller.id);
        const after = await repo.readSecuritySettings(tx);
        await recordActivity(tx, caller, [
          { resourceType: 'security', resourceId: 'settings', action: 'updated', details: changedFields(before, after) ?? { old: {}, new: {} } },
        ]);
        return after;
      });
    },
  };
}

export type SecurityService = ReturnType<typeof createSecurityService>;
