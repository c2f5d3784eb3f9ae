import { languageOf } from './send-mail.js';
import type { ChannelCounts, ListSend, SendDetail, SendSchedule, SkipReason } from '@freshprice/shared';
import type * as repo from './sends.repo.js';

/** A send and its schedules as the API answers them. */

const zero = (): ChannelCounts => ({ total: 0, sent: 0, failed: 0, pending: 0, skipped: 0 });

/** How far a send got, per channel, and why recipients were skipped (an e-mail being sent counts as pending). */
export function summaryCounts(rows: readonly repo.CountRow[], sendId: string): Pick<ListSend, 'counts' | 'skipped'> {
  const counts = { email: zero(), whatsapp: zero() };
  const skipped: Record<SkipReason, number> = { no_address: 0, unverified: 0, no_phone: 0 };
  for (const r of rows) {
    if (r.sendId !== sendId) continue;
    const c = counts[r.channel];
    c.total += r.n;
    if (r.state === 'sending' || r.state === 'pending') c.pending += r.n;
    else c[r.state] += r.n;
    if (r.state === 'skipped' && r.reason && r.reason in skipped) skipped[r.reason as SkipReason] += r.n;
  }
  return { counts, skipped };
}

export function listSendOf(row: repo.SendRow, counts: readonly repo.CountRow[]): ListSend {
  return {
    id: row.id,
    priceList: { id: row.priceListId, slug: row.slug, name: row.listName },
    channels: row.channels,
    options: { validUntil: row.options.validUntil ?? null, inStockOnly: row.options.inStockOnly ?? false },
    scheduled: row.scheduleId !== null || (row.idempotencyKey?.startsWith('schedule:') ?? false),
    createdAt: row.createdAt,
    createdBy: row.createdBy,
    finishedAt: row.finishedAt,
    ...summaryCounts(counts, row.id),
  };
}

export function sendDetailOf(row: repo.SendRow, counts: readonly repo.CountRow[], recipients: readonly repo.RecipientRow[]): SendDetail {
  return {
    ...listSendOf(row, counts),
    recipients: recipients.map((r) => ({ ...r, language: languageOf(r.language) })),
  };
}

export function scheduleOf(row: repo.ScheduleRow): SendSchedule {
  return { id: row.id, time: row.time, weekdays: row.weekdays, channels: row.channels, nextRunAt: row.nextRunAt, createdAt: row.createdAt, createdBy: row.createdBy };
}
