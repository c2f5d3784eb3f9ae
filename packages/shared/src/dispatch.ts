import { z } from 'zod';
import { CATEGORIES, type Category } from './catalogue.js';
import { moneyOut } from './contract.js';
import { ORDER_STATUSES, type OrderStatus } from './orders.js';

/**
 * Dispatch: delivery routes (a truck's run, its stops in order, an optional earlier cutoff), the
 * pick list of a delivery date and the manifests per route. The shapes of `/api/routes` and
 * `/api/dispatch/*`, and the pure grouping the server and tests share.
 */

/** "HH:MM", 24-hour, company time. */
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM');
const isoDate = z.iso.date();

export const ROUTE_NAME_MAX = 60;
/** At most this many stops on one route (a truck's day). */
export const ROUTE_STOPS_MAX = 500;

/** The orders a pick list sums: confirmed and not yet out (placed ones may still change; cancelled never go). */
export const PICK_STATUSES = ['confirmed', 'picking', 'packed'] as const satisfies readonly OrderStatus[];

const routeName = z.string().trim().min(1, 'required').max(ROUTE_NAME_MAX, `at most ${ROUTE_NAME_MAX} characters`);

/** `POST /api/routes` */
export const routeInputSchema = z.object({ name: routeName, cutoff: hhmm.nullable().default(null) }).meta({ id: 'RouteInput' });
export type RouteInput = z.infer<typeof routeInputSchema>;

/** `PATCH /api/routes/{id}`: `version` is the one read; a route changed since is refused (version_conflict). */
export const routeChangeSchema = z
  .object({ name: routeName.optional(), cutoff: hhmm.nullable().optional(), version: z.number().int().min(1) })
  .meta({ id: 'RouteChange' });
export type RouteChange = z.infer<typeof routeChangeSchema>;

/** `PUT /api/routes/{id}/stops`: the route's customers in stop order (1 = first). */
export const routeStopsInputSchema = z
  .object({
    customers: z
      .array(z.string().min(1).max(100))
      .max(ROUTE_STOPS_MAX)
      .refine((ids) => new Set(ids).size === ids.length, 'a customer appears twice'),
    version: z.number().int().min(1),
  })
  .meta({ id: 'RouteStopsInput' });
export type RouteStopsInput = z.infer<typeof routeStopsInputSchema>;

const customerRef = z.object({ id: z.string(), name: z.string(), email: z.string(), company: z.string().nullable() });
export type CustomerRef = z.infer<typeof customerRef>;

export const deliveryRouteSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    cutoff: hhmm.nullable(),
    version: z.number().int(),
    stops: z.array(customerRef.extend({ position: z.number().int() })),
  })
  .meta({ id: 'DeliveryRoute' });
export type DeliveryRoute = z.infer<typeof deliveryRouteSchema>;

/** `GET /api/routes`: every route with its stops, the customers on none, and the company's cutoff. */
export const routesSchema = z
  .object({ routes: z.array(deliveryRouteSchema), unassigned: z.array(customerRef), companyCutoff: hhmm })
  .meta({ id: 'DeliveryRoutes' });
export type DeliveryRoutes = z.infer<typeof routesSchema>;

export const dispatchDateQuerySchema = z.object({ date: isoDate });

const names = z.object({ en: z.string(), es: z.string() });

/** `GET /api/dispatch/pick-list?date=`: each product summed across the day's orders, by category. */
export const pickListSchema = z
  .object({
    date: isoDate,
    statuses: z.array(z.enum(ORDER_STATUSES)),
    orders: z.number().int(),
    categories: z.array(
      z.object({
        category: z.enum(CATEGORIES).nullable(),
        products: z.array(
          z.object({
            productId: z.string().nullable(),
            names: names,
            unit: z.string(),
            quantity: z.number(),
            recipients: z.array(z.object({ customer: z.string(), order: z.string(), orderId: z.string(), quantity: z.number() })),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'PickList' });
export type PickList = z.infer<typeof pickListSchema>;
export type PickCategory = PickList['categories'][number];
export type PickProduct = PickCategory['products'][number];

/** `GET /api/dispatch/manifests?date=`: the date's orders by route in stop order; no route last. */
export const manifestsSchema = z
  .object({
    date: isoDate,
    routes: z.array(
      z.object({
        route: z.object({ id: z.string(), name: z.string(), cutoff: hhmm.nullable() }).nullable(),
        stops: z.array(
          z.object({
            position: z.number().int().nullable(),
            customer: customerRef.extend({ address: z.string().nullable(), phone: z.string().nullable() }),
            orders: z.array(z.object({ id: z.string(), number: z.string(), lines: z.number().int(), total: moneyOut, status: z.enum(ORDER_STATUSES) })),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'Manifests' });
export type Manifests = z.infer<typeof manifestsSchema>;
export type Manifest = Manifests['routes'][number];
export type ManifestStop = Manifest['stops'][number];

/** A product of the pick list as the database sums it: its total over the day and each order's part. */
export interface PickRow {
  category: string | null;
  productId: string | null;
  nameEn: string;
  nameEs: string;
  unit: string;
  quantity: number;
  recipients: PickProduct['recipients'];
}

const categoryRank = (c: string | null) => {
  const i = CATEGORIES.indexOf(c as Category);
  return i < 0 ? CATEGORIES.length : i;
};

/** One collator: `localeCompare` with a locale builds one per call, which thousands of rows feel. */
const collator = new Intl.Collator('en');
const byText = (a: string, b: string) => collator.compare(a, b);

/** Sums in hundredths: quantities have two decimals, and floats must not drift (0.1 + 0.2). */
const addQuantity = (a: number, b: number) => Math.round(a * 100 + b * 100) / 100;

/**
 * The pick list from its rows: products grouped by category in the catalogue's order (uncategorized
 * last), by English name within one, a product with a different unit apart; each with its total
 * and who gets how much (by customer, then order number).
 */
export function groupPickList(rows: readonly PickRow[]): PickCategory[] {
  const byCategory = new Map<string | null, Map<string, PickProduct>>();
  for (const r of rows) {
    const category = CATEGORIES.includes(r.category as Category) ? r.category : null;
    let products = byCategory.get(category);
    if (!products) byCategory.set(category, (products = new Map()));
    const key = `${r.productId ?? `name:${r.nameEn}`}\u0000${r.unit}`;
    const p = products.get(key);
    if (!p) products.set(key, { productId: r.productId, names: { en: r.nameEn, es: r.nameEs }, unit: r.unit, quantity: r.quantity, recipients: [...r.recipients] });
    else {
      p.quantity = addQuantity(p.quantity, r.quantity);
      p.recipients.push(...r.recipients);
    }
  }
  return [...byCategory.entries()]
    .sort(([a], [b]) => categoryRank(a) - categoryRank(b))
    .map(([category, products]) => ({
      category: category as Category | null,
      products: [...products.values()]
        .sort((a, b) => byText(a.names.en, b.names.en) || byText(a.unit, b.unit))
        .map((p) => ({ ...p, recipients: p.recipients.sort((a, b) => byText(a.customer, b.customer) || compareNumbers(a.order, b.order)) })),
    }));
}

const compareNumbers = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

/** One order of the day as the database reads it for the manifests, with its customer's route and stop. */
export interface ManifestRow {
  routeId: string | null;
  routeName: string | null;
  routeCutoff: string | null;
  position: number | null;
  customer: ManifestStop['customer'];
  order: ManifestStop['orders'][number];
}

/**
 * The manifests from the day's orders: routes by name, each in stop order, a customer's orders
 * together at their stop (by number); customers on no route in a last group (route null) by name.
 */
export function groupManifests(rows: readonly ManifestRow[]): Manifest[] {
  const routes = new Map<string | null, Manifest>();
  for (const r of rows) {
    let m = routes.get(r.routeId);
    if (!m) routes.set(r.routeId, (m = { route: r.routeId ? { id: r.routeId, name: r.routeName ?? '', cutoff: r.routeCutoff } : null, stops: [] }));
    let stop = m.stops.find((s) => s.customer.id === r.customer.id);
    if (!stop) m.stops.push((stop = { position: r.routeId ? r.position : null, customer: r.customer, orders: [] }));
    stop.orders.push(r.order);
  }
  const customerName = (s: ManifestStop) => (s.customer.company || s.customer.name || s.customer.email).toLowerCase();
  for (const m of routes.values()) {
    m.stops.sort((a, b) => (a.position ?? Infinity) - (b.position ?? Infinity) || byText(customerName(a), customerName(b)));
    for (const s of m.stops) s.orders.sort((a, b) => compareNumbers(a.number, b.number));
  }
  return [...routes.values()].sort((a, b) => (a.route === null ? 1 : b.route === null ? -1 : byText(a.route.name, b.route.name)));
}

/** A customer as lists and documents name them: the company, else the person, else the e-mail. */
export function customerLabel(c: { name: string; email: string; company: string | null }): string {
  return c.company?.trim() || c.name.trim() || c.email;
}
