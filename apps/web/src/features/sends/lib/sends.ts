import { formatClockTime, WEEKDAYS, type SendDetail, type SendSchedule } from '@freshprice/shared';
import { ApiError } from '../../../lib/api-error';
import { formatWeekday, nextFriday } from '../../../lib/format';

/** The choices of a send on the page: channels, and the sheet's options the export page also has. */
export interface SendChoices {
  email: boolean;
  whatsapp: boolean;
  inStockOnly: boolean;
  validity: boolean;
  validDate: string;
  validTime: string;
}

export const defaultChoices = (): SendChoices => ({ email: true, whatsapp: false, inStockOnly: false, validity: false, validDate: nextFriday(), validTime: '18:00' });

/** The validity line, when it is on and complete. */
export const validUntilOf = (c: SendChoices) => (c.validity && c.validDate && /^\d{2}:\d{2}$/.test(c.validTime) ? { date: c.validDate, time: c.validTime } : null);

export const channelsOf = (c: Pick<SendChoices, 'email' | 'whatsapp'>) => [...(c.email ? (['email'] as const) : []), ...(c.whatsapp ? (['whatsapp'] as const) : [])];

/** The `sends` key of a refused write. */
export function sendErrorKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'errors.generic';
  if (error.status === 0) return 'errors.network';
  if (error.code === 'no_recipients') return 'errors.noRecipients';
  if (error.code === 'idempotency_key_reused') return 'errors.keyReused';
  if (error.code === 'not_found') return 'errors.notFound';
  if (error.code === 'conflict' && error.fields.time === 'tooManySchedules') return 'errors.tooManySchedules';
  if (error.code === 'conflict' && error.fields.customerId === 'no_phone') return 'errors.noPhone';
  if (error.code === 'validation_failed') return 'errors.invalid';
  return 'errors.generic';
}

/** The WhatsApp checklist's progress: done of the customers who have a number. */
export function checklistProgress(send: Pick<SendDetail, 'counts'>): { done: number; total: number } {
  const c = send.counts.whatsapp;
  return { done: c.sent, total: c.total - c.skipped };
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "Every day at 5:30 AM" / "Mon, Fri at 4:00 PM", company time. */
export function scheduleText(schedule: Pick<SendSchedule, 'time' | 'weekdays'>, t: Translate, language: string): string {
  const time = formatClockTime(schedule.time, language);
  if (schedule.weekdays.length === WEEKDAYS.length) return t('schedules.everyDay', { time });
  const days = WEEKDAYS.filter((d) => schedule.weekdays.includes(d)).map((d) => formatWeekday(d, language));
  return t('schedules.onDays', { days: days.join(', '), time });
}
