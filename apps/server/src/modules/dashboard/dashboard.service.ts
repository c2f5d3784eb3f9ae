import { COMPANY_TIME_ZONE, isStaff, type CustomerDashboard, type Dashboard, type PriceListSummary, type StaffDashboard } from '@freshprice/shared';
import { authorize, type ServiceCall } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import { createActivityService } from '../activity/activity.service.js';
import { createImportsService } from '../imports/imports.service.js';
import { createPriceListsService } from '../price-lists/price-lists.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const RECENT_IMPORTS = 5;
const RECENT_ACTIVITY = 10;

/** A day as the company reads it (Miami), for "updated today". */
const companyDay = (at: Date | string) => new Intl.DateTimeFormat('en-CA', { timeZone: COMPANY_TIME_ZONE }).format(new Date(at));
const line = (l: PriceListSummary) => ({ slug: l.slug, name: l.name, updatedAt: l.updatedAt, itemCount: l.itemCount });

/** The first page after sign-in: what changed for a customer; what needs doing for staff. */
export function createDashboardService(deps: { db: Database }) {
  const lists = createPriceListsService(deps);
  const imports = createImportsService(deps);
  const activity = createActivityService(deps);

  return {
    async read({ actor, input }: ServiceCall<{ now?: Date }>): Promise<Dashboard> {
      const caller = authorize(actor, 'dashboard.view');
      const now = input.now ?? new Date();
      const { items } = await lists.index({ actor: caller, input: undefined });
      if (!isStaff(caller.role)) {
        const details = await Promise.all(items.map((l) => lists.detail({ actor: caller, input: { ref: l.id } })));
        const changes: CustomerDashboard['changes'] = details.flatMap((d) =>
          d.items
            // The net change of the week (a change and its rollback is none), as the list itself shows it.
            .filter((i) => (i.recentChange === 'up' || i.recentChange === 'down') && i.previousPrice !== null)
            .map((i) => ({
              list: { slug: d.slug, name: d.name },
              productId: i.productId,
              nameEn: i.nameEn,
              nameEs: i.nameEs,
              packEn: i.packEn,
              packEs: i.packEs,
              old: i.previousPrice!,
              new: i.price,
              at: i.changedAt,
            })),
        );
        changes.sort((a, b) => b.at.localeCompare(a.at));
        return { kind: 'customer', changes, lists: items.map(line) };
      }
      const [settings, recentImports, recentActivity] = await Promise.all([
        lists.settings({ actor: caller, input: undefined }),
        imports.index({ actor: caller, input: undefined }),
        activity.list({ actor: caller, input: { limit: RECENT_ACTIVITY } }),
      ]);
      const today = companyDay(now);
      const stale: StaffDashboard['stale'] = items
        .map((l) => ({ ...line(l), days: Math.floor((now.getTime() - new Date(l.updatedAt).getTime()) / DAY_MS) }))
        .filter((l) => l.days > settings.staleListDays)
        .sort((a, b) => b.days - a.days);
      return {
        kind: 'staff',
        staleListDays: settings.staleListDays,
        updatedToday: items.filter((l) => companyDay(l.updatedAt) === today).map(line),
        stale,
        imports: recentImports.items.slice(0, RECENT_IMPORTS),
        activity: recentActivity.items,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
