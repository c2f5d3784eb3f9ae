import { z } from 'zod';
import type { CompanyFacts } from './company.js';
import { COMPANY_TIME_ZONE, formatUsd, intlLocale } from './company-format.js';
import { LANGUAGES, type Language } from './language.js';
import { addDays, dateIn, weekdayOf, WEEKDAYS, zonedInstant, type Weekday } from './order-rules.js';
import { sheetDate, validityLine, type ValidUntil } from './price-sheet.js';
import { toCents } from './pricing.js';
import { renderMail, type MailBlock, type MailDocument } from './text/order-mails.js';
import { SEND_TEXT } from './text/send-text.js';

/**
 * Sending a list to all its customers at once: by e-mail (the sheet attached, the changes since
 * their last one in the body, each in their language) and by WhatsApp (a checklist of prepared
 * messages). The contracts of `/api/price-lists/{ref}/sends`, `/api/sends/*` and the schedules, when
 * a schedule sends next (company time, across daylight-saving changes), the net changes since a
 * customer's last send, and the mail.
 */

export const SEND_CHANNELS = ['email', 'whatsapp'] as const;
export type SendChannel = (typeof SEND_CHANNELS)[number];

/**
 * A recipient of one channel. E-mail: pending → sending → sent | failed; WhatsApp: pending until staff
 * mark it done from the checklist (sent). Skipped: nothing to send it to.
 */
export const RECIPIENT_STATES = ['pending', 'sending', 'sent', 'failed', 'skipped'] as const;
export type RecipientState = (typeof RECIPIENT_STATES)[number];

/**
 * Why a recipient is skipped: no e-mail address, an address its owner never confirmed (sign-up
 * unfinished: a typed-wrong address would get the prices), no WhatsApp number.
 */
export const SKIP_REASONS = ['no_address', 'unverified', 'no_phone'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/** The reason of an e-mail whose sending was cut off (the server stopped): whether it left is unknown, so it is not sent again by itself. */
export const SEND_INTERRUPTED = 'interrupted';

/** The refusal codes of sending: a list shared with no active customer has nobody to send to. */
export const SEND_REFUSALS = ['no_recipients', 'idempotency_key_reused'] as const;

/** At most this many changes are listed in a mail's body; the rest are on the attached sheet. */
export const MAX_CHANGES_IN_MAIL = 30;
/** Recent sends a list's page shows. */
export const RECENT_SENDS = 20;
/** Active schedules a list may have. */
export const MAX_SCHEDULES = 10;

/** "HH:MM", 24-hour, company time. */
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM');
const unique = <T>(items: readonly T[]) => new Set(items).size === items.length;
const channelsSchema = z.array(z.enum(SEND_CHANNELS)).min(1).max(SEND_CHANNELS.length).refine(unique, 'a channel appears twice');
const int = z.number().int();

/** What the sheet shows: until when the prices hold, and whether out-of-stock items are left out. */
export const sendOptionsSchema = z.object({
  validUntil: z.object({ date: z.iso.date(), time: hhmm }).nullable().default(null),
  inStockOnly: z.boolean().default(false),
});
export type SendOptions = z.infer<typeof sendOptionsSchema>;

/** `POST /api/price-lists/{ref}/sends` (with an `Idempotency-Key` header). */
export const createSendInputSchema = sendOptionsSchema.extend({ channels: channelsSchema }).meta({ id: 'CreateSendInput' });
export type CreateSendInput = z.infer<typeof createSendInputSchema>;

/** `GET /api/price-lists/{ref}/sends/preview`: one customer's messages, with the options the page has chosen. */
export const sendPreviewQuerySchema = z.object({
  customerId: z.string().min(1).max(100),
  inStockOnly: z.enum(['true', 'false']).optional(),
  validDate: z.iso.date().optional(),
  validTime: hhmm.optional(),
});
export type SendPreviewQuery = z.infer<typeof sendPreviewQuerySchema>;

/** A customer the list goes to, and what each channel can reach. */
export const sendAudienceMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  company: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  language: z.enum(LANGUAGES),
  /** Null: the e-mail goes; else why it is skipped. */
  emailSkip: z.enum(SKIP_REASONS).nullable(),
  whatsAppSkip: z.enum(SKIP_REASONS).nullable(),
});
export type SendAudienceMember = z.infer<typeof sendAudienceMemberSchema>;

/** `GET /api/price-lists/{ref}/sends/recipients`: the active customers the list is shared with. */
export const sendAudienceSchema = z.object({ customers: z.array(sendAudienceMemberSchema) }).meta({ id: 'SendAudience' });
export type SendAudience = z.infer<typeof sendAudienceSchema>;

/** The WhatsApp message of one customer: its parts (each one link) and whether staff sent it. */
const whatsAppPartsSchema = z.object({
  phone: z.string().nullable(),
  skip: z.enum(SKIP_REASONS).nullable(),
  parts: z.array(z.string()),
  /** One wa.me link per part, to the customer's number. */
  links: z.array(z.string()),
});

export const sendPreviewSchema = z
  .object({
    customer: z.object({ id: z.string(), name: z.string(), language: z.enum(LANGUAGES) }),
    email: z.object({
      to: z.string().nullable(),
      skip: z.enum(SKIP_REASONS).nullable(),
      subject: z.string(),
      text: z.string(),
      html: z.string(),
      /** The attached sheet's file name. */
      attachment: z.string(),
      language: z.enum(LANGUAGES),
    }),
    whatsapp: whatsAppPartsSchema,
  })
  .meta({ id: 'SendPreview' });
export type SendPreview = z.infer<typeof sendPreviewSchema>;

const channelCounts = z.object({ total: int, sent: int, failed: int, pending: int, skipped: int });
export type ChannelCounts = z.infer<typeof channelCounts>;

/** A send as its list's page lists it: what was sent, how, and how far it got. */
export const listSendSchema = z
  .object({
    id: z.string(),
    priceList: z.object({ id: z.string(), slug: z.string(), name: z.string() }),
    channels: z.array(z.enum(SEND_CHANNELS)),
    options: sendOptionsSchema,
    /** Sent by a schedule rather than by hand. */
    scheduled: z.boolean(),
    createdAt: z.string(),
    createdBy: z.string().nullable(),
    /** When every e-mail was sent, failed or skipped; null while e-mails are still going. */
    finishedAt: z.string().nullable(),
    counts: z.object({ email: channelCounts, whatsapp: channelCounts }),
    /** Skipped recipients by reason. */
    skipped: z.object({ no_address: int, unverified: int, no_phone: int }),
  })
  .meta({ id: 'ListSend' });
export type ListSend = z.infer<typeof listSendSchema>;

export const sendRecipientSchema = z.object({
  customerId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  channel: z.enum(SEND_CHANNELS),
  state: z.enum(RECIPIENT_STATES),
  /** Why it failed (the mail server's answer) or was skipped (a SkipReason). */
  reason: z.string().nullable(),
  language: z.enum(LANGUAGES),
  /** When it was sent (WhatsApp: marked done). */
  sentAt: z.string().nullable(),
  /** WhatsApp: who marked it done. */
  doneBy: z.string().nullable(),
});
export type SendRecipient = z.infer<typeof sendRecipientSchema>;

/** `GET /api/sends/{id}`: the summary and every recipient, by name. */
export const sendDetailSchema = listSendSchema.extend({ recipients: z.array(sendRecipientSchema) }).meta({ id: 'SendDetail' });
export type SendDetail = z.infer<typeof sendDetailSchema>;

/** `GET /api/price-lists/{ref}/sends`: the list's recent sends, newest first. */
export const listSendsSchema = z.object({ items: z.array(listSendSchema) }).meta({ id: 'ListSends' });
export type ListSends = z.infer<typeof listSendsSchema>;

/** `GET /api/sends/{id}/whatsapp/{customerId}` */
export const whatsAppMessageSchema = whatsAppPartsSchema
  .extend({
    customerId: z.string(),
    name: z.string(),
    language: z.enum(LANGUAGES),
    state: z.enum(RECIPIENT_STATES),
    doneAt: z.string().nullable(),
    doneBy: z.string().nullable(),
  })
  .meta({ id: 'WhatsAppMessage' });
export type WhatsAppMessage = z.infer<typeof whatsAppMessageSchema>;

/** `PUT /api/sends/{id}/whatsapp/{customerId}`: marks the customer's WhatsApp message sent, or not. */
export const whatsAppDoneInputSchema = z.object({ done: z.boolean() }).meta({ id: 'WhatsAppDoneInput' });
export type WhatsAppDoneInput = z.infer<typeof whatsAppDoneInputSchema>;

/** `POST /api/price-lists/{ref}/send-schedules`: every chosen weekday (default all) at a time, company time. */
export const sendScheduleInputSchema = z
  .object({
    time: hhmm,
    weekdays: z.array(z.enum(WEEKDAYS)).min(1).max(7).refine(unique, 'a weekday appears twice').default([...WEEKDAYS]),
    channels: channelsSchema,
  })
  .meta({ id: 'SendScheduleInput' });
export type SendScheduleInput = z.infer<typeof sendScheduleInputSchema>;

export const sendScheduleSchema = z
  .object({
    id: z.string(),
    time: hhmm,
    weekdays: z.array(z.enum(WEEKDAYS)),
    channels: z.array(z.enum(SEND_CHANNELS)),
    nextRunAt: z.string(),
    createdAt: z.string(),
    createdBy: z.string().nullable(),
  })
  .meta({ id: 'SendSchedule' });
export type SendSchedule = z.infer<typeof sendScheduleSchema>;

/** `GET /api/price-lists/{ref}/send-schedules`: the active schedules (cancelled ones are in activity). */
export const sendSchedulesSchema = z.object({ items: z.array(sendScheduleSchema) }).meta({ id: 'SendSchedules' });
export type SendSchedules = z.infer<typeof sendSchedulesSchema>;

/** Weekdays in the week's order (Monday first), whatever order they were given in. */
export function weekdaysInOrder(days: readonly Weekday[]): Weekday[] {
  return WEEKDAYS.filter((d) => days.includes(d));
}

/**
 * The first instant after `after` at which the wall clock of `timeZone` reads `time` ("HH:MM") on one
 * of `weekdays`. A schedule at 5:30 AM stays at 5:30 AM across the daylight-saving changes (its
 * instants are 23 or 25 hours apart those nights); a time the spring change skips (2:30 AM) runs at
 * the instant after the gap (3:30 AM daylight time), and one the autumn change repeats runs once, at
 * its first occurrence.
 */
export function nextRunAt(time: string, weekdays: readonly Weekday[], after: Date, timeZone: string = COMPANY_TIME_ZONE): Date {
  if (!weekdays.length) throw new RangeError('a schedule needs at least one weekday');
  const today = dateIn(after, timeZone);
  // Eight days: today's time may have passed, and the same weekday comes again a week later.
  for (let i = 0; i <= 7; i++) {
    const date = addDays(today, i);
    if (!weekdays.includes(weekdayOf(date))) continue;
    const at = zonedInstant(date, time, timeZone);
    if (at.getTime() > after.getTime()) return at;
  }
  throw new Error('unreachable: some weekday comes within eight days');
}

/** A list's item as a customer received it, or receives it now: prices as exact strings. */
export interface PricedItem {
  productId: string;
  nameEn: string;
  nameEs: string;
  price: string;
}

export type ListChangeKind = 'up' | 'down' | 'new' | 'removed';

export interface ListChange {
  kind: ListChangeKind;
  productId: string;
  nameEn: string;
  nameEs: string;
  /** The price at the last send (null: new). */
  old: string | null;
  /** The price now (null: removed). */
  new: string | null;
}

/**
 * What changed for a customer between the prices of their last send and now: the net change per
 * product (two snapshots compared, so a change and its rollback between them is no change), new
 * items and items no longer on the list. Names are the current ones (for a removed item, its last).
 */
export function changesSince(before: readonly PricedItem[], now: readonly PricedItem[]): ListChange[] {
  const then = new Map(before.map((i) => [i.productId, i]));
  const changes: ListChange[] = [];
  for (const item of now) {
    const old = then.get(item.productId);
    then.delete(item.productId);
    const { productId, nameEn, nameEs } = item;
    if (!old) {
      changes.push({ kind: 'new', productId, nameEn, nameEs, old: null, new: item.price });
      continue;
    }
    const diff = toCents(item.price) - toCents(old.price);
    if (diff !== 0) changes.push({ kind: diff > 0 ? 'up' : 'down', productId, nameEn, nameEs, old: old.price, new: item.price });
  }
  for (const old of then.values()) changes.push({ kind: 'removed', productId: old.productId, nameEn: old.nameEn, nameEs: old.nameEs, old: old.price, new: null });
  return changes;
}

export interface ListSendMailInput {
  language: Language;
  customerName: string;
  listName: string;
  company: Pick<CompanyFacts, 'name' | 'phone'>;
  /** When it is sent: the date the mail and the sheet give. */
  now: Date;
  validUntil: ValidUntil | null;
  /** The changes since the customer's last e-mail of this list; null when this is the first. */
  changes: readonly ListChange[] | null;
  /** When that last e-mail was sent (null with `changes`). */
  since: Date | null;
  /** Where the customer reads the list signed in. */
  listUrl: string;
}

const GROUPS: readonly ListChangeKind[] = ['up', 'down', 'new', 'removed'];

/** "+6.7%" / "-5 %": a change's share of the old price, signed, in the reader's language. */
function percentChange(old: string, next: string, language: Language): string {
  const ratio = (toCents(next) - toCents(old)) / toCents(old);
  return new Intl.NumberFormat(intlLocale(language), { style: 'percent', maximumFractionDigits: 1, signDisplay: 'always' }).format(ratio);
}

function changeValue(change: ListChange, language: Language): string {
  const t = SEND_TEXT[language];
  if (change.kind === 'new') return formatUsd(change.new!, language);
  if (change.kind === 'removed') return t.was(formatUsd(change.old!, language));
  const moved = `${formatUsd(change.old!, language)} → ${formatUsd(change.new!, language)}`;
  return toCents(change.old!) > 0 ? `${moved} (${percentChange(change.old!, change.new!, language)})` : moved;
}

/** The body's changes: a heading and a table per kind, names in the customer's language, at most MAX_CHANGES_IN_MAIL rows. */
function changeBlocks(changes: readonly ListChange[], language: Language): MailBlock[] {
  const t = SEND_TEXT[language];
  const name = (c: ListChange) => (language === 'es' ? c.nameEs : c.nameEn);
  const collator = new Intl.Collator(intlLocale(language), { sensitivity: 'base', numeric: true });
  const blocks: MailBlock[] = [];
  let room = MAX_CHANGES_IN_MAIL;
  for (const kind of GROUPS) {
    const rows = changes.filter((c) => c.kind === kind).sort((a, b) => collator.compare(name(a), name(b)));
    const shown = rows.slice(0, room);
    room -= shown.length;
    if (!shown.length) continue;
    blocks.push({ p: t.groups[kind] }, { fields: shown.map((c) => [name(c), changeValue(c, language)] as const) });
  }
  if (changes.length > MAX_CHANGES_IN_MAIL) blocks.push({ p: t.more(changes.length - MAX_CHANGES_IN_MAIL) });
  return blocks;
}

/**
 * The mail that sends a list to one customer, in their language: the date and list, the validity
 * line, the changes since their last e-mail of it (none listed on the first), the link to read it
 * signed in, and whom to call. The sheet goes attached.
 */
export function listSendMail(input: ListSendMailInput): MailDocument {
  const { language } = input;
  const t = SEND_TEXT[language];
  const date = sheetDate(input.now, language);
  const blocks: MailBlock[] = [{ p: t.hello(input.customerName.trim()) }, { p: t.attached(input.listName, date) }];
  if (input.validUntil) blocks.push({ p: validityLine(input.validUntil, language, input.now) });
  if (input.changes && input.since) {
    const since = sheetDate(input.since, language);
    if (input.changes.length) blocks.push({ p: t.since(since) }, ...changeBlocks(input.changes, language));
    else blocks.push({ p: t.noChanges(since) });
  }
  blocks.push({ link: input.listUrl, label: t.online }, { p: t.order(input.company.phone) }, { sign: [input.company.name, input.company.phone] });
  return renderMail(t.subject(input.listName, date), language, blocks);
}
