import { z } from 'zod';
import { activityEntrySchema } from './activity.js';
import { importInfoSchema } from './imports.js';

/** `GET /api/dashboard`: the first page after sign-in, for a customer or for staff. */

const listLine = z.object({ slug: z.string(), name: z.string(), updatedAt: z.string(), itemCount: z.number().int() });

export const customerDashboardSchema = z.object({
  kind: z.literal('customer'),
  /** Items of the customer's lists whose price changed in the last 7 days, newest change first. */
  changes: z.array(
    z.object({
      list: z.object({ slug: z.string(), name: z.string() }),
      productId: z.string(),
      nameEn: z.string(),
      nameEs: z.string(),
      packEn: z.string(),
      packEs: z.string(),
      old: z.string(),
      new: z.string(),
      at: z.string(),
    }),
  ),
  lists: z.array(listLine),
});

export const staffDashboardSchema = z.object({
  kind: z.literal('staff'),
  /** The company setting behind `stale`. */
  staleListDays: z.number().int(),
  updatedToday: z.array(listLine),
  /** Lists not updated for more than `staleListDays` days, the oldest first. */
  stale: z.array(listLine.extend({ days: z.number().int() })),
  imports: z.array(importInfoSchema),
  activity: z.array(activityEntrySchema),
});

export const dashboardSchema = z.discriminatedUnion('kind', [customerDashboardSchema, staffDashboardSchema]).meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof dashboardSchema>;
export type CustomerDashboard = z.infer<typeof customerDashboardSchema>;
export type StaffDashboard = z.infer<typeof staffDashboardSchema>;
