import { sql } from 'drizzle-orm';
import type { Language, RecipientState, SendChannel, SendOptions, SkipReason, Weekday } from '@freshprice/shared';
import { jsonRecords, rowsOf, textArray, uuidArray } from '../../db/statements.js';
import type { Db } from '../../db/tx.js';

/**
 * Sends of a list to its customers, their recipients (one row per customer and channel) and the
 * schedules that send. Every state change of a recipient is one conditional statement: a row is
 * claimed (pending or failed → sending) by one worker only, and a sent one never moves again.
 */

/** A time as `Date.prototype.toISOString` writes it. */
const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export interface AudienceRow {
  id: string;
  name: string;
  company: string | null;
  email: string;
  emailVerified: boolean;
  phone: string | null;
  language: Language | null;
}

/** The active customers a list is shared with (a user without a role row is a customer), by name. */
export async function audienceOf(db: Db, listId: string, customerId?: string): Promise<AudienceRow[]> {
  return rowsOf<AudienceRow>(
    db,
    sql`select u.id, u.name, u.company_name as company, u.email, u.email_verified as "emailVerified", u.phone, u.language
      from price_list_shares s join "user" u on u.id = s.user_id left join user_roles r on r.user_id = u.id
      where s.price_list_id = ${listId}::uuid and u.disabled_at is null and coalesce(r.role, 'customer') = 'customer'
        ${customerId === undefined ? sql`` : sql`and u.id = ${customerId}`}
      order by u.name, u.email, u.id`,
  );
}

export interface SendRow {
  id: string;
  priceListId: string;
  slug: string;
  listName: string;
  channels: SendChannel[];
  options: SendOptions;
  scheduleId: string | null;
  idempotencyKey: string | null;
  createdAt: string;
  createdBy: string | null;
  finishedAt: string | null;
}

const SEND_COLUMNS = sql`s.id, s.price_list_id as "priceListId", l.slug, l.name as "listName", s.channels, s.options, s.schedule_id as "scheduleId",
  s.idempotency_key as "idempotencyKey", ${iso('s.created_at')} as "createdAt", u.email as "createdBy", ${iso('s.finished_at')} as "finishedAt"`;
const SEND_FROM = sql`list_sends s join price_lists l on l.id = s.price_list_id left join "user" u on u.id = s.created_by`;

export async function sendById(db: Db, id: string): Promise<SendRow | undefined> {
  const [row] = await rowsOf<SendRow>(db, sql`select ${SEND_COLUMNS} from ${SEND_FROM} where s.id = ${id}::uuid`);
  return row;
}

export async function sendByKey(db: Db, listId: string, key: string): Promise<SendRow | undefined> {
  const [row] = await rowsOf<SendRow>(db, sql`select ${SEND_COLUMNS} from ${SEND_FROM} where s.price_list_id = ${listId}::uuid and s.idempotency_key = ${key}`);
  return row;
}

/** A list's sends, newest first. */
export async function sendsOfList(db: Db, listId: string, limit: number): Promise<SendRow[]> {
  return rowsOf<SendRow>(db, sql`select ${SEND_COLUMNS} from ${SEND_FROM} where s.price_list_id = ${listId}::uuid order by s.created_at desc, s.id limit ${limit}`);
}

export interface NewSend {
  priceListId: string;
  channels: SendChannel[];
  options: SendOptions;
  scheduleId: string | null;
  idempotencyKey: string;
  createdBy: string | null;
}

/** The new send's id; undefined when a send with the same key exists (a concurrent request made it). */
export async function insertSend(db: Db, send: NewSend): Promise<string | undefined> {
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`insert into list_sends (price_list_id, channels, options, schedule_id, idempotency_key, created_by)
      values (${send.priceListId}::uuid, ${textArray(send.channels)}, ${JSON.stringify(send.options)}::jsonb, ${send.scheduleId}::uuid,
        ${send.idempotencyKey}, ${send.createdBy})
      on conflict (price_list_id, idempotency_key) where idempotency_key is not null do nothing
      returning id`,
  );
  return row?.id;
}

export interface NewRecipient {
  customerId: string;
  channel: SendChannel;
  state: 'pending' | 'skipped';
  reason: SkipReason | null;
  language: Language;
}

export async function insertRecipients(db: Db, sendId: string, rows: NewRecipient[]) {
  if (!rows.length) return;
  await db.execute(sql`insert into list_send_recipients (send_id, customer_id, channel, state, reason, language)
    select ${sendId}::uuid, x."customerId", x.channel, x.state, x.reason, x.language
    from json_to_recordset(${jsonRecords(rows)}) as x("customerId" text, channel text, state text, reason text, language text)`);
}

export interface CountRow {
  sendId: string;
  channel: SendChannel;
  state: RecipientState;
  reason: string | null;
  n: number;
}

/** Recipients of some sends by channel, state and (skipped only) reason. */
export async function countsOf(db: Db, sendIds: string[]): Promise<CountRow[]> {
  if (!sendIds.length) return [];
  return rowsOf<CountRow>(
    db,
    sql`select send_id as "sendId", channel, state, case when state = 'skipped' then reason end as reason, count(*)::int as n
      from list_send_recipients where send_id = any(${uuidArray(sendIds)})
      group by 1, 2, 3, 4`,
  );
}

export interface RecipientRow {
  customerId: string;
  name: string;
  email: string;
  phone: string | null;
  channel: SendChannel;
  state: RecipientState;
  reason: string | null;
  language: Language;
  sentAt: string | null;
  doneBy: string | null;
}

/** A send's recipients by customer name (or one customer's), each channel a row. */
export async function recipientsOf(db: Db, sendId: string, filter: { customerId?: string; channel?: SendChannel; states?: RecipientState[] } = {}): Promise<RecipientRow[]> {
  return rowsOf<RecipientRow>(
    db,
    sql`select r.customer_id as "customerId", u.name, u.email, u.phone, r.channel, r.state, r.reason, r.language, ${iso('r.sent_at')} as "sentAt", d.email as "doneBy"
      from list_send_recipients r join "user" u on u.id = r.customer_id left join "user" d on d.id = r.done_by
      where r.send_id = ${sendId}::uuid
        ${filter.customerId === undefined ? sql`` : sql`and r.customer_id = ${filter.customerId}`}
        ${filter.channel === undefined ? sql`` : sql`and r.channel = ${filter.channel}`}
        ${filter.states === undefined ? sql`` : sql`and r.state = any(${textArray(filter.states)})`}
      order by u.name, u.email, u.id, r.channel`,
  );
}

/**
 * Takes one e-mail recipient to send it: only from pending or failed, so two workers (two instances,
 * or a resumed send beside a retry) never both send it. `sent_at` holds when the attempt began until
 * it ends, so an attempt cut off by a crash can be told from one under way.
 */
export async function claimEmail(db: Db, sendId: string, customerId: string): Promise<boolean> {
  const rows = await rowsOf(
    db,
    sql`update list_send_recipients set state = 'sending', attempts = attempts + 1, reason = null, sent_at = now()
      where send_id = ${sendId}::uuid and customer_id = ${customerId} and channel = 'email' and state in ('pending', 'failed')
      returning 1`,
  );
  return rows.length > 0;
}

export async function emailSent(db: Db, sendId: string, customerId: string) {
  await db.execute(sql`update list_send_recipients set state = 'sent', sent_at = now(), reason = null
    where send_id = ${sendId}::uuid and customer_id = ${customerId} and channel = 'email' and state = 'sending'`);
}

export async function emailFailed(db: Db, sendId: string, customerId: string, reason: string) {
  await db.execute(sql`update list_send_recipients set state = 'failed', sent_at = null, reason = ${reason}
    where send_id = ${sendId}::uuid and customer_id = ${customerId} and channel = 'email' and state = 'sending'`);
}

/**
 * Attempts begun longer ago than `minutes` and never ended (the process stopped mid-send): failed
 * as interrupted, for staff to retry. Whether the mail left is unknown, so it is not sent by itself.
 * Only unfinished sends can hold one (a send is finished once none is being sent): the scan stays small.
 */
export async function failInterrupted(db: Db, minutes: number, reason: string): Promise<string[]> {
  const rows = await rowsOf<{ sendId: string }>(
    db,
    sql`update list_send_recipients set state = 'failed', reason = ${reason}, sent_at = null
      where send_id in (select id from list_sends where finished_at is null)
        and channel = 'email' and state = 'sending' and sent_at < now() - make_interval(mins => ${minutes}::int)
      returning send_id as "sendId"`,
  );
  return [...new Set(rows.map((r) => r.sendId))];
}

/** Sends not finished: e-mails still pending, or all done and the send not yet marked finished. */
export async function unfinishedSends(db: Db, limit: number): Promise<{ id: string; pending: number }[]> {
  return rowsOf<{ id: string; pending: number }>(
    db,
    sql`select s.id, (select count(*)::int from list_send_recipients r where r.send_id = s.id and r.channel = 'email' and r.state = 'pending') as pending
      from list_sends s where s.finished_at is null order by s.created_at limit ${limit}`,
  );
}

/** Marks the send finished once no e-mail is pending or being sent; true when this call did. */
export async function finishIfDone(db: Db, sendId: string): Promise<boolean> {
  const rows = await rowsOf(
    db,
    sql`update list_sends s set finished_at = now() where s.id = ${sendId}::uuid and s.finished_at is null
      and not exists (select 1 from list_send_recipients r where r.send_id = s.id and r.channel = 'email' and r.state in ('pending', 'sending'))
      returning 1`,
  );
  return rows.length > 0;
}

export async function reopenSend(db: Db, sendId: string) {
  await db.execute(sql`update list_sends set finished_at = null where id = ${sendId}::uuid`);
}

/** Marks a customer's WhatsApp message sent (who, when) or not; false when it is not a checklist row (skipped). */
export async function setWhatsAppDone(db: Db, sendId: string, customerId: string, done: boolean, by: string): Promise<boolean> {
  const rows = await rowsOf(
    db,
    done
      ? sql`update list_send_recipients set state = 'sent', sent_at = now(), done_by = ${by}
          where send_id = ${sendId}::uuid and customer_id = ${customerId} and channel = 'whatsapp' and state in ('pending', 'sent') returning 1`
      : sql`update list_send_recipients set state = 'pending', sent_at = null, done_by = null
          where send_id = ${sendId}::uuid and customer_id = ${customerId} and channel = 'whatsapp' and state in ('pending', 'sent') returning 1`,
  );
  return rows.length > 0;
}

/** When each customer was last e-mailed the list (by any send but `exceptSend`). */
/**
 * Each customer's last e-mail of the list that was sent, and the list's version current then (what
 * its prices were), in one read for every customer.
 */
export async function lastEmailed(db: Db, listId: string, customerIds: string[], exceptSend: string | null): Promise<Map<string, { at: Date; version: number }>> {
  if (!customerIds.length) return new Map();
  const rows = await rowsOf<{ customerId: string; at: string; version: number }>(
    db,
    sql`select r.customer_id as "customerId", ${iso('max(r.sent_at)')} as at,
        (select coalesce(max(v.number), 0) from price_list_versions v where v.price_list_id = ${listId}::uuid and v.created_at <= max(r.sent_at))::int as version
      from list_send_recipients r join list_sends s on s.id = r.send_id
      where s.price_list_id = ${listId}::uuid and r.channel = 'email' and r.state = 'sent'
        and r.customer_id = any(${textArray(customerIds)})
        ${exceptSend ? sql`and r.send_id <> ${exceptSend}::uuid` : sql``}
      group by r.customer_id`,
  );
  return new Map(rows.map((r) => [r.customerId, { at: new Date(r.at), version: r.version }]));
}

export interface ProductFactsRow {
  id: string;
  nameEn: string;
  nameEs: string;
  draft: boolean;
  archivedAt: string | null;
}

/** Names, and whether a customer could see them then: a draft never, an archived product until it was archived. */
export async function productFacts(db: Db, ids: string[]): Promise<ProductFactsRow[]> {
  if (!ids.length) return [];
  return rowsOf<ProductFactsRow>(
    db,
    sql`select p.id, p.name_en as "nameEn", p.name_es as "nameEs", p.draft, ${iso('p.archived_at')} as "archivedAt" from products p where p.id = any(${uuidArray(ids)})`,
  );
}

/** The list's version current at an instant (0: none yet). */
export interface ScheduleRow {
  id: string;
  priceListId: string;
  time: string;
  weekdays: Weekday[];
  channels: SendChannel[];
  nextRunAt: string;
  createdAt: string;
  createdBy: string | null;
  createdById: string | null;
  cancelledAt: string | null;
}

const SCHEDULE_COLUMNS = sql`c.id, c.price_list_id as "priceListId", c.time, c.weekdays, c.channels, ${iso('c.next_run_at')} as "nextRunAt",
  ${iso('c.created_at')} as "createdAt", u.email as "createdBy", c.created_by as "createdById", ${iso('c.cancelled_at')} as "cancelledAt"`;
const SCHEDULE_FROM = sql`list_send_schedules c left join "user" u on u.id = c.created_by`;

/** Locks a list's row until the transaction ends (not its key: orders and shares referring to it go on). */
export async function lockList(db: Db, listId: string) {
  await db.execute(sql`select 1 from price_lists where id = ${listId}::uuid for no key update`);
}

export async function schedulesOf(db: Db, listId: string): Promise<ScheduleRow[]> {
  return rowsOf<ScheduleRow>(
    db,
    sql`select ${SCHEDULE_COLUMNS} from ${SCHEDULE_FROM} where c.price_list_id = ${listId}::uuid and c.cancelled_at is null order by c.time, c.created_at`,
  );
}

export async function scheduleById(db: Db, id: string): Promise<ScheduleRow | undefined> {
  const [row] = await rowsOf<ScheduleRow>(db, sql`select ${SCHEDULE_COLUMNS} from ${SCHEDULE_FROM} where c.id = ${id}::uuid`);
  return row;
}

export async function insertSchedule(db: Db, s: { priceListId: string; time: string; weekdays: Weekday[]; channels: SendChannel[]; nextRunAt: Date; createdBy: string }): Promise<string> {
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`insert into list_send_schedules (price_list_id, channels, time, weekdays, next_run_at, created_by)
      values (${s.priceListId}::uuid, ${textArray(s.channels)}, ${s.time}, ${textArray(s.weekdays)}, ${s.nextRunAt.toISOString()}::timestamptz, ${s.createdBy})
      returning id`,
  );
  return row!.id;
}

/** Cancels an active schedule; false when it was cancelled already. */
export async function cancelSchedule(db: Db, id: string, by: string, at: Date): Promise<boolean> {
  const rows = await rowsOf(
    db,
    sql`update list_send_schedules set cancelled_at = ${at.toISOString()}::timestamptz, cancelled_by = ${by}
      where id = ${id}::uuid and cancelled_at is null returning 1`,
  );
  return rows.length > 0;
}

/** Active schedules due at `now`, soonest first. */
export async function dueSchedules(db: Db, now: Date, limit: number): Promise<ScheduleRow[]> {
  return rowsOf<ScheduleRow>(
    db,
    sql`select ${SCHEDULE_COLUMNS} from ${SCHEDULE_FROM}
      where c.cancelled_at is null and c.next_run_at <= ${now.toISOString()}::timestamptz order by c.next_run_at limit ${limit}`,
  );
}

/**
 * Moves a due schedule on to its next run, only if it still runs at `from`: of two instances
 * ticking at once, one moves it and runs it.
 */
export async function claimRun(db: Db, id: string, from: string, to: Date): Promise<boolean> {
  const rows = await rowsOf(
    db,
    sql`update list_send_schedules set next_run_at = ${to.toISOString()}::timestamptz
      where id = ${id}::uuid and cancelled_at is null and next_run_at = ${from}::timestamptz returning 1`,
  );
  return rows.length > 0;
}
