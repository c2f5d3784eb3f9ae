import type { Customer } from '@freshprice/shared';
import { authorize, type ServiceCall } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import * as repo from './users.repo.js';

export function createUsersService(deps: { db: Database }) {
  const { db } = deps;
  return {
    /** The customers staff may share price lists with. */
    async listCustomers({ actor }: ServiceCall): Promise<{ items: Customer[] }> {
      authorize(actor, 'prices.manage');
      return { items: await repo.customers(db) };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
