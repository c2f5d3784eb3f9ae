import { z } from 'zod';
import { cursorPageSchema, wholeNumberParam } from './contract.js';
import { ACTIVITY_RESOURCES } from './products.js';

/** `GET /api/activity`: who changed what, newest first, in pages (keyset), with filters. */

/** The kinds of records the page filters by (SPEC: products, price lists, price items, quantity changes, users). */
export const ACTIVITY_FILTER_RESOURCES = ['products', 'price_lists', 'price_items', 'quantity_changes', 'users', 'orders'] as const;
export const ACTIVITY_LOG_ACTIONS = ['created', 'updated', 'deleted', 'exported', 'confirmed', 'cancelled'] as const;
export type ActivityAction = (typeof ACTIVITY_LOG_ACTIONS)[number];
export const ACTIVITY_PAGE_DEFAULT = 50;

export const activityQuerySchema = z.object({
  resourceType: z.enum(ACTIVITY_FILTER_RESOURCES).optional(),
  action: z.enum(ACTIVITY_LOG_ACTIONS).optional(),
  /** Staff only: the user who made the change. */
  userId: z.string().min(1).max(100).optional(),
  /** Days in the company's time zone, both included. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  cursor: z.string().max(200).optional(),
  limit: wholeNumberParam(1, 200).default(ACTIVITY_PAGE_DEFAULT),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

/**
 * A record's reference to another record, resolved when the log is read: a base list by its name now,
 * or `name: null` when it has been deleted. The log never shows the ids it stores.
 */
export const activityRefSchema = z.object({ ref: z.literal('price_list'), name: z.string().nullable() }).meta({ id: 'ActivityRef' });
export type ActivityRef = z.infer<typeof activityRefSchema>;

export const activityEntrySchema = z
  .object({
    id: z.string(),
    resourceType: z.enum(ACTIVITY_RESOURCES),
    resourceId: z.string(),
    action: z.string(),
    /** Who made the change: staff only (absent for a customer). */
    user: z.object({ id: z.string().nullable(), email: z.string().nullable() }).nullable().optional(),
    at: z.string(),
    /**
     * What changed: a name, old and new values, a price list's changes by product. A price list's
     * `base` (in it, or in its `old`/`new`) reads as an ActivityRef; a product change whose quantity
     * moved carries the product's `unit`.
     */
    details: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'ActivityEntry' });
export type ActivityEntry = z.infer<typeof activityEntrySchema>;
export const activityPageSchema = cursorPageSchema(activityEntrySchema);

/** `GET /api/activity/users` (staff): the people who appear in the log, for the user filter. */
export const activityUsersSchema = z.object({ items: z.array(z.object({ id: z.string(), email: z.string() })) });
