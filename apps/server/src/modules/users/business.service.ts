import { WEEKDAYS, type Business, type BusinessInput } from '@freshprice/shared';
import { authorize, type Actor, type ServiceCall } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import type { Tx } from '../../db/tx.js';
import { AppError } from '../../lib/errors.js';
import { changedFields, recordActivity } from '../activity/activity.service.js';
import { businessOf, writeBusiness, type BusinessRow } from './business.repo.js';

function shown(row: BusinessRow): Business {
  return {
    company: row.company,
    address: row.address,
    size: row.size,
    deliveryDays: row.deliveryDays ? WEEKDAYS.filter((d) => row.deliveryDays!.includes(d)) : null,
    substitutions: row.substitutions,
    substitutionLimit: row.substitutionLimit,
    minimumWaived: row.minimumWaived,
    lateOrderAllowed: row.lateOrderAllowed,
    quickbooksName: row.quickbooksName,
  };
}

/**
 * A customer's business: company and delivery address (theirs to give, at sign-up or on their
 * profile), size, delivery days, substitutions and the ordering exceptions (staff set them).
 */
export function createBusinessService({ db }: { db: Database }) {
  async function change(tx: Tx, actor: Actor, userId: string, input: BusinessInput): Promise<Business> {
    const before = await businessOf(tx, userId, { lock: true });
    if (!before) throw new AppError('not_found', 'User not found');
    if (before.role !== 'customer') throw new AppError('validation_failed', 'Only customers have a business.', { id: 'notCustomer' });
    await writeBusiness(tx, userId, input);
    const after = shown((await businessOf(tx, userId))!);
    const diff = changedFields(shown(before), after);
    if (diff) {
      await recordActivity(tx, actor, [
        { resourceType: 'users', resourceId: userId, action: 'updated', details: { email: before.email, business: true, ...diff } },
      ]);
    }
    return after;
  }

  async function read(userId: string): Promise<Business> {
    const row = await businessOf(db, userId);
    if (!row) throw new AppError('not_found', 'User not found');
    if (row.role !== 'customer') throw new AppError('not_found', 'Only customers have a business.');
    return shown(row);
  }

  return {
    /** Staff: a customer's business. */
    async get({ actor, input }: ServiceCall<{ id: string }>): Promise<Business> {
      authorize(actor, 'orders.manage');
      return read(input.id);
    },

    /** Staff: sets a customer's business (size, days, exceptions…); the change is in the activity log. */
    async update({ actor, input }: ServiceCall<BusinessInput & { id: string }>): Promise<Business> {
      const staff = authorize(actor, 'orders.manage');
      const { id, ...fields } = input;
      return db.transaction((tx) => change(tx, staff, id, fields));
    },

    /** The caller's own business. */
    async own({ actor }: ServiceCall): Promise<Business> {
      return read(authorize(actor, 'orders.place').id);
    },

    /** The caller changes their own company name and delivery address (nothing else). */
    async updateOwn({ actor, input }: ServiceCall<Pick<BusinessInput, 'company' | 'address'>>): Promise<Business> {
      const caller = authorize(actor, 'orders.place');
      return db.transaction((tx) => change(tx, caller, caller.id, { company: input.company, address: input.address }));
    },
  };
}

export type BusinessService = ReturnType<typeof createBusinessService>;
