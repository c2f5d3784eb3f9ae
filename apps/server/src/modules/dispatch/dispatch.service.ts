import {
  groupManifests,
  groupPickList,
  isUuid,
  PICK_STATUSES,
  type CompanyFacts,
  type DeliveryRoute,
  type DeliveryRoutes,
  type Language,
  type Manifest,
  type Manifests,
  type Order,
  type PickList,
  type RouteChange,
  type RouteInput,
  type RouteStopsInput,
} from '@freshprice/shared';
import { authorize, type ServiceCall } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import type { Db } from '../../db/tx.js';
import { AppError } from '../../lib/errors.js';
import { recordActivity } from '../activity/activity.service.js';
import { readFacts } from '../company/company.service.js';
import type { OrdersService } from '../orders/orders.service.js';
import * as repo from './dispatch.repo.js';

export interface DispatchServiceDeps {
  db: Database;
  /** The packing slip reads its order through the orders service (who may see it, its lines). */
  orders: Pick<OrdersService, 'document'>;
}

const routeNotFound = () => new AppError('not_found', 'Delivery route not found');

/** The cutoff of the customer's delivery route (null: none): ordering takes it when it is earlier than the company's. */
export async function routeCutoffOf(db: Db, customerId: string): Promise<string | null> {
  return repo.routeCutoffOf(db, customerId);
}

/** What the packing slip prints beside the order. */
export interface PackingSlip {
  order: Order;
  facts: CompanyFacts;
  language: Language;
  address: string | null;
  phone: string | null;
  route: string | null;
  stop: number | null;
}

/**
 * Dispatch: delivery routes and their stops (staff), the pick list of a delivery date, the
 * manifests per route in stop order, and the packing slip of an order. Reads are one statement each
 * with the sums in the database; every write is one transaction with its activity record.
 */
export function createDispatchService(deps: DispatchServiceDeps) {
  const { db } = deps;

  function checkCutoff(cutoff: string | null | undefined, facts: CompanyFacts) {
    if (cutoff && cutoff > facts.sameDayCutoff) {
      throw new AppError(
        'cutoff_too_late',
        `A route's cutoff must be no later than the company's (${facts.sameDayCutoff}): a later one would have no effect.`,
        { cutoff: 'tooLate' },
      );
    }
  }

  async function checkName(tx: Db, name: string, except?: string) {
    const taken = await repo.routeByName(tx, name);
    if (taken && taken.id !== except) throw new AppError('conflict', `There is already a route named "${taken.name}".`, { name: 'taken' });
  }

  async function lockedRoute(tx: Db, id: string, version?: number) {
    if (!isUuid(id)) throw routeNotFound();
    const route = await repo.routeById(tx, id, { lock: true });
    if (!route) throw routeNotFound();
    if (version !== undefined && route.version !== version) {
      throw new AppError('version_conflict', 'This route was changed by someone else: reload it and try again.', { version: String(route.version) });
    }
    return route;
  }

  async function routeView(tx: Db, id: string): Promise<DeliveryRoute> {
    const route = (await repo.routeById(tx, id))!;
    const stops = (await repo.allStops(tx)).filter((s) => s.routeId === id);
    return { ...route, stops: stops.map(({ routeId: _, ...s }) => s) };
  }

  async function pickList({ actor, input }: ServiceCall<{ date: string }>): Promise<PickList> {
    authorize(actor, 'orders.manage');
    const [rows, orders] = await Promise.all([repo.pickRows(db, input.date), repo.pickOrderCount(db, input.date)]);
    return { date: input.date, statuses: [...PICK_STATUSES], orders, categories: groupPickList(rows) };
  }

  return {
    /** `GET /api/routes`: every route with its stops in order, and the customers on none. */
    async list({ actor }: ServiceCall): Promise<DeliveryRoutes> {
      authorize(actor, 'orders.manage');
      const [routes, stops, unassigned, facts] = await Promise.all([repo.listRoutes(db), repo.allStops(db), repo.unassignedCustomers(db), readFacts(db)]);
      return {
        routes: routes.map((r) => ({ ...r, stops: stops.filter((s) => s.routeId === r.id).map(({ routeId: _, ...s }) => s) })),
        unassigned,
        companyCutoff: facts.sameDayCutoff,
      };
    },

    async create({ actor, input }: ServiceCall<RouteInput>): Promise<DeliveryRoute> {
      const staff = authorize(actor, 'orders.manage');
      return db.transaction(async (tx) => {
        checkCutoff(input.cutoff, await readFacts(tx));
        await checkName(tx, input.name);
        const route = await repo.insertRoute(tx, input.name, input.cutoff);
        await recordActivity(tx, staff, [{ resourceType: 'delivery_routes', resourceId: route.id, action: 'created', details: { name: route.name, cutoff: route.cutoff } }]);
        return { ...route, stops: [] };
      });
    },

    async change({ actor, input }: ServiceCall<RouteChange & { id: string }>): Promise<DeliveryRoute> {
      const staff = authorize(actor, 'orders.manage');
      return db.transaction(async (tx) => {
        const before = await lockedRoute(tx, input.id, input.version);
        if (input.cutoff !== undefined) checkCutoff(input.cutoff, await readFacts(tx));
        if (input.name !== undefined) await checkName(tx, input.name, before.id);
        const after = await repo.updateRoute(tx, before.id, { name: input.name, cutoff: input.cutoff });
        await recordActivity(tx, staff, [
          {
            resourceType: 'delivery_routes',
            resourceId: before.id,
            action: 'updated',
            details: { name: after.name, old: { name: before.name, cutoff: before.cutoff }, new: { name: after.name, cutoff: after.cutoff } },
          },
        ]);
        return routeView(tx, before.id);
      });
    },

    /** Deletes a route; its customers are on no route after it. */
    async remove({ actor, input }: ServiceCall<{ id: string }>): Promise<void> {
      const staff = authorize(actor, 'orders.manage');
      await db.transaction(async (tx) => {
        const route = await lockedRoute(tx, input.id);
        await repo.deleteRoute(tx, route.id);
        await recordActivity(tx, staff, [{ resourceType: 'delivery_routes', resourceId: route.id, action: 'deleted', details: { name: route.name, cutoff: route.cutoff } }]);
      });
    },

    /** The route's stops become `customers` in that order; a customer on another route moves here. */
    async setStops({ actor, input }: ServiceCall<RouteStopsInput & { id: string }>): Promise<DeliveryRoute> {
      const staff = authorize(actor, 'orders.manage');
      return db.transaction(async (tx) => {
        const route = await lockedRoute(tx, input.id, input.version);
        const customers = new Set(await repo.customersAmong(tx, input.customers));
        const bad = input.customers.findIndex((id) => !customers.has(id));
        if (bad >= 0) throw new AppError('not_a_customer', 'Only customers can be put on a route.', { [`customers.${bad}`]: 'notACustomer' });
        const before = (await repo.allStops(tx)).filter((s) => s.routeId === route.id).map((s) => s.id);
        const movedFrom = await repo.routesOf(tx, input.customers, route.id);
        await repo.setStops(tx, route.id, input.customers);
        await repo.bumpVersions(tx, [route.id, ...movedFrom]);
        await recordActivity(tx, staff, [
          { resourceType: 'delivery_routes', resourceId: route.id, action: 'updated', details: { name: route.name, old: { stops: before }, new: { stops: input.customers } } },
        ]);
        return routeView(tx, route.id);
      });
    },

    /** `GET /api/dispatch/pick-list`: each product summed across the date's confirmed-to-packed orders. */
    pickList,

    /** `GET /api/dispatch/manifests`: the date's orders by route in stop order, no route last. */
    async manifests({ actor, input }: ServiceCall<{ date: string }>): Promise<Manifests> {
      authorize(actor, 'orders.manage');
      return { date: input.date, routes: groupManifests(await repo.manifestRows(db, input.date)) };
    },

    /** One route's manifest for a date (its stops with orders that day); 404 for no such route. */
    async manifest({ actor, input }: ServiceCall<{ date: string; routeId: string }>): Promise<{ manifest: Manifest; facts: CompanyFacts }> {
      authorize(actor, 'orders.manage');
      if (!isUuid(input.routeId)) throw routeNotFound();
      const route = await repo.routeById(db, input.routeId);
      if (!route) throw routeNotFound();
      const [grouped] = groupManifests(await repo.manifestRows(db, input.date, route.id));
      return { manifest: grouped ?? { route: { id: route.id, name: route.name, cutoff: route.cutoff }, stops: [] }, facts: await readFacts(db) };
    },

    /** The pick list with the company's facts, for its PDF. */
    async pickListDocument(call: ServiceCall<{ date: string }>): Promise<{ list: PickList; facts: CompanyFacts }> {
      const list = await pickList(call);
      return { list, facts: await readFacts(db) };
    },

    /** An order's packing slip: staff only; in the customer's language unless one is asked for. */
    async packingSlip({ actor, input }: ServiceCall<{ id: string; language?: Language }>): Promise<PackingSlip> {
      const staff = authorize(actor, 'orders.manage');
      const first = await deps.orders.document({ actor: staff, input: { id: input.id, language: input.language ?? 'en' } });
      const place = await repo.slipPlace(db, first.order.customer.id);
      const language: Language = input.language ?? (place?.language === 'es' ? 'es' : 'en');
      const { order, facts } = language === (input.language ?? 'en') ? first : await deps.orders.document({ actor: staff, input: { id: input.id, language } });
      return { order, facts, language, address: place?.address ?? null, phone: place?.phone ?? null, route: place?.route ?? null, stop: place?.position ?? null };
    },
  };
}

export type DispatchService = ReturnType<typeof createDispatchService>;
