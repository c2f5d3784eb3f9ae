import {
  isUuid,
  listName,
  sheetFileName,
  nextRunAt,
  MAX_SCHEDULES,
  RECENT_SENDS,
  SEND_INTERRUPTED,
  weekdaysInOrder,
  type CreateSendInput,
  type ListSends,
  type SendAudience,
  type SendChannel,
  type SendDetail,
  type SendOptions,
  type SendPreview,
  type SendPreviewQuery,
  type SendSchedule,
  type SendScheduleInput,
  type SendSchedules,
  type WhatsAppDoneInput,
  type WhatsAppMessage,
} from '@freshprice/shared';
import { authorize, type ServiceCall } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import type { Db } from '../../db/tx.js';
import { AppError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import type { Mailer } from '../../lib/mail.js';
import { recordActivity } from '../activity/activity.service.js';
import { readFacts } from '../company/company.service.js';
import { createPriceListsService, findListByRef } from '../price-lists/price-lists.service.js';
import { changesFor, emailFor, emailSkip, languageOf, whatsAppFor, whatsAppSkip, type Recipient, type SendContext } from './send-mail.js';
import { listSendOf, scheduleOf, sendDetailOf } from './send-view.js';
import { createSendWorker, INTERRUPTED_AFTER_MINUTES, STAFF_READER, SYSTEM } from './send-worker.js';
import * as repo from './sends.repo.js';

export interface SendsServiceDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  baseUrl: string;
  clock?: () => Date;
}

/** Schedules run per tick at most (the rest on the next one). */
const DUE_PER_TICK = 20;
/** The start of a schedule's sends' idempotency keys: a client's key may not take one. */
const SCHEDULE_KEY = 'schedule:';

const listNotFound = () => new AppError('not_found', 'Price list not found');
const sendNotFound = () => new AppError('not_found', 'Send not found');
const recipientOf = (c: repo.AudienceRow): Recipient => ({ id: c.id, name: c.name, email: c.email, phone: c.phone, language: languageOf(c.language) });
const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));
/** The options as stored and compared: both keys, in one order. */
const normalOptions = (o: Partial<SendOptions>): SendOptions => ({ validUntil: o.validUntil ?? null, inStockOnly: o.inStockOnly ?? false });

/**
 * Sending a list to all its customers: e-mails (sent in the background, each customer once, in their
 * language, the sheet attached) and a WhatsApp checklist, a summary of how far it got, retries of
 * what failed, and schedules that send at a time of day, company time. Everything is in activity.
 */
export function createSendsService(deps: SendsServiceDeps) {
  const { db } = deps;
  const now = deps.clock ?? (() => new Date());
  const lists = createPriceListsService({ db });
  const worker = createSendWorker({ db, mailer: deps.mailer, logger: deps.logger, baseUrl: deps.baseUrl, clock: now, lists });

  async function listOf(tx: Db, ref: string) {
    const list = await findListByRef(tx, ref);
    if (!list) throw listNotFound();
    return list;
  }

  async function sendOf(tx: Db, id: string) {
    const send = isUuid(id) ? await repo.sendById(tx, id) : undefined;
    if (!send) throw sendNotFound();
    return send;
  }

  async function detailOf(tx: Db, send: repo.SendRow): Promise<SendDetail> {
    const [counts, recipients] = await Promise.all([repo.countsOf(tx, [send.id]), repo.recipientsOf(tx, send.id)]);
    return sendDetailOf(send, counts, recipients);
  }

  async function contextOf(listId: string, options: SendOptions): Promise<SendContext> {
    const [list, facts] = await Promise.all([lists.detail({ actor: STAFF_READER, input: { ref: listId } }), readFacts(db)]);
    return { list, facts, options, now: now(), baseUrl: deps.baseUrl };
  }

  interface StartSend {
    listId: string;
    channels: SendChannel[];
    options: SendOptions;
    key: string;
    scheduleId: string | null;
    createdBy: string | null;
    by: { id: string | null; email: string | null };
    scheduledAt?: string;
  }

  /**
   * Creates a send and its recipients (skipped ones with why), in activity, unless the key made one
   * already: the same request then answers that send, another is refused. Null: nobody to send to.
   */
  async function start(tx: Db, s: StartSend): Promise<{ send: repo.SendRow; replayed: boolean } | null> {
    const replay = (earlier: repo.SendRow) => {
      if (!sameSet(earlier.channels, s.channels) || JSON.stringify(normalOptions(earlier.options)) !== JSON.stringify(normalOptions(s.options))) {
        throw new AppError('idempotency_key_reused', 'This Idempotency-Key was used for another send: send a new key for a new send.');
      }
      return { send: earlier, replayed: true };
    };
    const earlier = await repo.sendByKey(tx, s.listId, s.key);
    if (earlier) return replay(earlier);
    const audience = await repo.audienceOf(tx, s.listId);
    if (!audience.length) return null;
    const id = await repo.insertSend(tx, { priceListId: s.listId, channels: s.channels, options: normalOptions(s.options), scheduleId: s.scheduleId, idempotencyKey: s.key, createdBy: s.createdBy });
    if (!id) return replay((await repo.sendByKey(tx, s.listId, s.key))!);
    const rows: repo.NewRecipient[] = [];
    for (const c of audience) {
      const language = languageOf(c.language);
      for (const channel of s.channels) {
        const reason = channel === 'email' ? emailSkip(c) : whatsAppSkip(c);
        rows.push({ customerId: c.id, channel, state: reason ? 'skipped' : 'pending', reason, language });
      }
    }
    await repo.insertRecipients(tx, id, rows);
    // Nothing to e-mail (WhatsApp only, or no address): the send has nothing left to finish.
    if (!rows.some((r) => r.channel === 'email' && r.state === 'pending')) await repo.finishIfDone(tx, id);
    const send = (await repo.sendById(tx, id))!;
    const toSend = (channel: SendChannel) => rows.filter((r) => r.channel === channel && r.state === 'pending').length;
    await recordActivity(tx, s.by, [
      {
        resourceType: 'price_lists',
        resourceId: s.listId,
        action: 'exported',
        details: {
          name: send.listName,
          send: 'started',
          channels: s.channels,
          customers: audience.length,
          ...(s.channels.includes('email') ? { email: toSend('email') } : {}),
          ...(s.channels.includes('whatsapp') ? { whatsapp: toSend('whatsapp') } : {}),
          skipped: rows.filter((r) => r.state === 'skipped').length,
          ...(s.scheduledAt ? { scheduledAt: s.scheduledAt } : {}),
        },
      },
    ]);
    return { send, replayed: false };
  }

  /** One customer of a list's audience (404 when the list is not shared with them, or they are disabled). */
  async function audienceMember(listId: string, customerId: string) {
    const [customer] = await repo.audienceOf(db, listId, customerId);
    if (!customer) throw new AppError('not_found', 'This customer does not get this list.', { customerId: 'unknownCustomer' });
    return customer;
  }

  /** Runs the schedules due at `now` once each, even with several instances ticking (claimed by moving them on). */
  async function runDue(at: Date): Promise<number> {
    let ran = 0;
    for (const schedule of await repo.dueSchedules(db, at, DUE_PER_TICK)) {
      const next = nextRunAt(schedule.time, schedule.weekdays, at);
      if (!(await repo.claimRun(db, schedule.id, schedule.nextRunAt, next))) continue;
      try {
        const started = await db.transaction((tx) =>
          start(tx, {
            listId: schedule.priceListId,
            channels: schedule.channels,
            options: { validUntil: null, inStockOnly: false },
            key: `${SCHEDULE_KEY}${schedule.id}:${schedule.nextRunAt}`,
            scheduleId: schedule.id,
            createdBy: schedule.createdById,
            by: SYSTEM,
            scheduledAt: schedule.nextRunAt,
          }),
        );
        if (!started) deps.logger.info({ schedule: schedule.id }, 'scheduled send skipped: the list is shared with no active customer');
        else if (!started.replayed) void worker.kick(started.send.id);
        ran++;
      } catch (err) {
        // One schedule's failure is its own: the others due, and the sends to resume, still run.
        deps.logger.warn({ err, schedule: schedule.id }, 'scheduled send failed');
      }
    }
    return ran;
  }

  /** Sends left unfinished (a stopped process, another instance's): their pending e-mails go; attempts cut off fail as interrupted. */
  async function resume(): Promise<number> {
    const interrupted = await repo.failInterrupted(db, INTERRUPTED_AFTER_MINUTES, SEND_INTERRUPTED);
    let resumed = interrupted.length;
    for (const send of await repo.unfinishedSends(db, DUE_PER_TICK)) {
      if (worker.busy(send.id)) continue;
      if (send.pending) {
        void worker.kick(send.id);
        resumed++;
      } else if (await worker.finish(send.id)) resumed++;
    }
    return resumed;
  }

  return {
    /** The customers a list goes to, and what each channel can reach. */
    async audience({ actor, input }: ServiceCall<{ ref: string }>): Promise<SendAudience> {
      authorize(actor, 'export.whatsapp');
      const list = await listOf(db, input.ref);
      const customers = await repo.audienceOf(db, list.id);
      return {
        customers: customers.map((c) => ({ ...recipientOf(c), company: c.company, emailSkip: emailSkip(c), whatsAppSkip: whatsAppSkip(c) })),
      };
    },

    /** One customer's e-mail and WhatsApp message, as a send with these options would make them now. */
    async preview({ actor, input }: ServiceCall<{ ref: string; query: SendPreviewQuery }>): Promise<SendPreview> {
      authorize(actor, 'export.whatsapp');
      const { query } = input;
      if ((query.validDate === undefined) !== (query.validTime === undefined)) {
        throw new AppError('validation_failed', 'The validity line needs both a day and a time.', { validDate: 'validityIncomplete' });
      }
      const list = await listOf(db, input.ref);
      const customer = await audienceMember(list.id, query.customerId);
      const options: SendOptions = { validUntil: query.validDate && query.validTime ? { date: query.validDate, time: query.validTime } : null, inStockOnly: query.inStockOnly === 'true' };
      const ctx = await contextOf(list.id, options);
      const recipient = recipientOf(customer);
      const changes = await changesFor(db, ctx.list, [customer.id], null);
      const mail = emailFor(ctx, recipient, changes.get(customer.id) ?? null);
      return {
        customer: { id: customer.id, name: customer.name || customer.email, language: recipient.language },
        email: { to: customer.email || null, skip: emailSkip(customer), ...mail, attachment: sheetFileName(listName(ctx.list, recipient.language), ctx.now, recipient.language), language: recipient.language },
        whatsapp: { phone: customer.phone, skip: whatsAppSkip(customer), ...whatsAppFor(ctx, recipient) },
      };
    },

    /** Starts a send (answered at once; the e-mails go in the background). The same key again answers the same send. */
    async create({ actor, input }: ServiceCall<CreateSendInput & { ref: string; key: string }>): Promise<{ send: SendDetail; replayed: boolean }> {
      const caller = authorize(actor, 'export.whatsapp');
      const { ref, key, channels, ...options } = input;
      if (key.startsWith(SCHEDULE_KEY)) throw new AppError('validation_failed', `An Idempotency-Key starting with "${SCHEDULE_KEY}" is the schedules' own.`, { 'idempotency-key': 'reserved' });
      const result = await db.transaction(async (tx) => {
        const list = await listOf(tx, ref);
        const started = await start(tx, { listId: list.id, channels, options, key, scheduleId: null, createdBy: caller.id, by: caller });
        if (!started) throw new AppError('no_recipients', 'This list is shared with no active customer: share it first.');
        return { started, detail: await detailOf(tx, started.send) };
      });
      if (!result.started.replayed) void worker.kick(result.started.send.id);
      return { send: result.detail, replayed: result.started.replayed };
    },

    async listSends({ actor, input }: ServiceCall<{ ref: string }>): Promise<ListSends> {
      authorize(actor, 'export.whatsapp');
      const list = await listOf(db, input.ref);
      const rows = await repo.sendsOfList(db, list.id, RECENT_SENDS);
      const counts = await repo.countsOf(db, rows.map((r) => r.id));
      return { items: rows.map((r) => listSendOf(r, counts)) };
    },

    async detail({ actor, input }: ServiceCall<{ id: string }>): Promise<SendDetail> {
      authorize(actor, 'export.whatsapp');
      return detailOf(db, await sendOf(db, input.id));
    },

    /** Sends the failed and still-pending e-mails again; a sent one never goes twice. */
    async retry({ actor, input }: ServiceCall<{ id: string }>): Promise<SendDetail> {
      const caller = authorize(actor, 'export.whatsapp');
      const send = await sendOf(db, input.id);
      const again = await repo.recipientsOf(db, send.id, { channel: 'email', states: ['failed', 'pending'] });
      if (again.length) {
        await db.transaction(async (tx) => {
          await repo.reopenSend(tx, send.id);
          await recordActivity(tx, caller, [
            {
              resourceType: 'price_lists',
              resourceId: send.priceListId,
              action: 'exported',
              details: { name: send.listName, send: 'retried', failed: again.filter((r) => r.state === 'failed').length, pending: again.filter((r) => r.state === 'pending').length },
            },
          ]);
        });
        void worker.kick(send.id, true);
      }
      return detailOf(db, (await repo.sendById(db, send.id))!);
    },

    /** A customer's WhatsApp message of a send: its parts and links, in their language, and whether it was sent. */
    async whatsApp({ actor, input }: ServiceCall<{ id: string; customerId: string }>): Promise<WhatsAppMessage> {
      authorize(actor, 'export.whatsapp');
      const send = await sendOf(db, input.id);
      const [row] = await repo.recipientsOf(db, send.id, { customerId: input.customerId, channel: 'whatsapp' });
      if (!row) throw new AppError('not_found', 'This customer has no WhatsApp message in this send.');
      const recipient: Recipient = { id: row.customerId, name: row.name, email: row.email, phone: row.phone, language: languageOf(row.language) };
      const ctx = await contextOf(send.priceListId, normalOptions(send.options));
      return {
        customerId: row.customerId,
        name: row.name || row.email,
        language: recipient.language,
        phone: row.phone,
        skip: whatsAppSkip(row),
        state: row.state,
        doneAt: row.state === 'sent' ? row.sentAt : null,
        doneBy: row.doneBy,
        ...whatsAppFor(ctx, recipient),
      };
    },

    /** Marks a customer's WhatsApp message sent from the checklist (who, when), or not sent again. */
    async setWhatsAppDone({ actor, input }: ServiceCall<WhatsAppDoneInput & { id: string; customerId: string }>): Promise<SendDetail> {
      const caller = authorize(actor, 'export.whatsapp');
      const send = await sendOf(db, input.id);
      return db.transaction(async (tx) => {
        const [row] = await repo.recipientsOf(tx, send.id, { customerId: input.customerId, channel: 'whatsapp' });
        if (!row) throw new AppError('not_found', 'This customer has no WhatsApp message in this send.');
        if (!(await repo.setWhatsAppDone(tx, send.id, row.customerId, input.done, caller.id))) {
          throw new AppError('conflict', 'This customer has no WhatsApp number: there is no message to send.', { customerId: 'no_phone' });
        }
        if ((row.state === 'sent') !== input.done) {
          await recordActivity(tx, caller, [
            {
              resourceType: 'price_lists',
              resourceId: send.priceListId,
              action: 'exported',
              details: { name: send.listName, send: input.done ? 'whatsappDone' : 'whatsappUndone', customer: row.name || row.email },
            },
          ]);
        }
        return detailOf(tx, send);
      });
    },

    async schedules({ actor, input }: ServiceCall<{ ref: string }>): Promise<SendSchedules> {
      authorize(actor, 'export.whatsapp');
      const list = await listOf(db, input.ref);
      return { items: (await repo.schedulesOf(db, list.id)).map(scheduleOf) };
    },

    /** A schedule that sends the list every chosen weekday at a time, company time. */
    async addSchedule({ actor, input }: ServiceCall<SendScheduleInput & { ref: string }>): Promise<SendSchedule> {
      const caller = authorize(actor, 'export.whatsapp');
      const weekdays = weekdaysInOrder(input.weekdays);
      return db.transaction(async (tx) => {
        const list = await listOf(tx, input.ref);
        // The list's row locked: two schedules added at once count each other.
        await repo.lockList(tx, list.id);
        if ((await repo.schedulesOf(tx, list.id)).length >= MAX_SCHEDULES) {
          throw new AppError('conflict', `A list has at most ${MAX_SCHEDULES} schedules: cancel one first.`, { time: 'tooManySchedules' });
        }
        const id = await repo.insertSchedule(tx, { priceListId: list.id, time: input.time, weekdays, channels: input.channels, nextRunAt: nextRunAt(input.time, weekdays, now()), createdBy: caller.id });
        await recordActivity(tx, caller, [
          { resourceType: 'price_lists', resourceId: list.id, action: 'updated', details: { name: list.name, schedule: 'added', time: input.time, weekdays, channels: input.channels } },
        ]);
        return scheduleOf((await repo.scheduleById(tx, id))!);
      });
    },

    /** Cancels a schedule; it is kept (with when and by whom) but never runs again. */
    async cancelSchedule({ actor, input }: ServiceCall<{ id: string }>): Promise<void> {
      const caller = authorize(actor, 'export.whatsapp');
      await db.transaction(async (tx) => {
        const schedule = isUuid(input.id) ? await repo.scheduleById(tx, input.id) : undefined;
        if (!schedule || !(await repo.cancelSchedule(tx, schedule.id, caller.id, now()))) throw new AppError('not_found', 'Schedule not found');
        const list = (await findListByRef(tx, schedule.priceListId))!;
        await recordActivity(tx, caller, [
          { resourceType: 'price_lists', resourceId: list.id, action: 'updated', details: { name: list.name, schedule: 'cancelled', time: schedule.time, weekdays: schedule.weekdays, channels: schedule.channels } },
        ]);
      });
    },

    /** The scheduler's work: due schedules send, unfinished sends resume. */
    async tick(at: Date): Promise<number> {
      return (await runDue(at)) + (await resume());
    },

    /** Every send under way in this process has ended (tests). */
    idle: () => worker.idle(),

    /** A graceful stop: e-mails being sent end and are recorded, no more are taken (the rest are sent after the next start). */
    stop: () => worker.stop(),
  };
}

export type SendsService = ReturnType<typeof createSendsService>;
