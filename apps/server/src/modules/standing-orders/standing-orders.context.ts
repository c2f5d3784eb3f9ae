import { isStaff, isUuid, orderRulesOf, type CompanyFacts, type Draft, type Language, type OrderRules, type Weekday } from '@freshprice/shared';
import type { Actor } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import type { Db } from '../../db/tx.js';
import { AppError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import type { Mailer, MailMessage } from '../../lib/mail.js';
import { readFacts } from '../company/company.service.js';
import { routeCutoffOf } from '../dispatch/dispatch.service.js';
import { checkQuantities, priceLines, type OrdersService } from '../orders/orders.service.js';
import { findListByRef, isSharedWith, orderItems } from '../price-lists/price-lists.service.js';
import { businessOf } from '../users/users.service.js';
import type { StoredLine } from './standing-orders.repo.js';

/** The mails of standing orders (standing-orders.mail.ts); none: no mail. */
export interface StandingOrderMails {
  reminder(draft: Draft, token: string, to: string, language: Language, facts: CompanyFacts, baseUrl: string): MailMessage;
  failed(draft: Draft, to: string, language: Language, facts: CompanyFacts, baseUrl: string): MailMessage;
}

export interface StandingOrdersDeps {
  db: Database;
  /** Drafts become orders only through ordering's placing, as the customer. */
  orders: OrdersService;
  mailer?: Mailer;
  logger?: Logger;
  baseUrl?: string;
  clock?: () => Date;
  mails?: StandingOrderMails;
}

/** The idempotency key of the order a draft places: the same draft never places two orders. */
export const draftOrderKey = (draftId: string) => `standing-draft:${draftId}`;

export const notFound = () => new AppError('not_found', 'Standing order not found');
export const draftNotFound = () => new AppError('not_found', 'Draft not found');
export const draftClosed = (state: string) =>
  new AppError('draft_closed', state === 'draft' ? 'The time to answer this draft has passed.' : `This draft was already ${state}.`, { state });

/** Whether the caller may see a customer's standing orders and drafts: their own, or staff. */
export function mayHandle(caller: Actor, customerId: string): boolean {
  return isStaff(caller.role) || caller.id === customerId;
}

/** The id as a uuid, or "not found" for anything else (it never reaches the database). */
export function checkedId(id: string, missing: () => AppError): string {
  if (!isUuid(id)) throw missing();
  return id;
}

/** What decides a customer's dates: the company's rules with their route's cutoff, and their own delivery days. */
export interface CustomerRules {
  rules: OrderRules;
  customerDays: Weekday[] | null;
}

/** The rules of each customer asked for, read once per customer (a scheduled run reads many). */
export function rulesReader(db: Db) {
  let facts: Promise<CompanyFacts> | undefined;
  const cache = new Map<string, Promise<CustomerRules>>();
  return (customerId: string): Promise<CustomerRules> => {
    facts ??= readFacts(db);
    let found = cache.get(customerId);
    if (!found) {
      found = Promise.all([facts, businessOf(db, customerId), routeCutoffOf(db, customerId)]).then(([f, business, routeCutoff]) => ({
        rules: orderRulesOf(f, routeCutoff),
        customerDays: business?.deliveryDays ?? null,
      }));
      cache.set(customerId, found);
    }
    return found;
  };
}

/** The list by id or slug, if shared with the customer; "not found" otherwise, as ordering answers. */
export async function sharedList(db: Db, customerId: string, ref: string) {
  const list = await findListByRef(db, ref);
  if (!list || !(await isSharedWith(db, list.id, customerId))) throw new AppError('not_found', 'Price list not found', { priceList: 'unknownList' });
  return list;
}

/**
 * Lines checked as ordering checks them (quantities, on the list, whole cases when sold by weight; a
 * product named twice is one line), except stock: an item out today may be back on the day.
 */
export async function checkedLines(db: Db, listId: string, lines: readonly { productId: string; quantity: unknown }[]): Promise<StoredLine[]> {
  const asked = checkQuantities(lines.map((l) => ({ product: l.productId, quantity: l.quantity })));
  const items = await orderItems(db, listId, asked.map((l) => l.ref));
  const priced = priceLines(asked, items.map((i) => ({ ...i, inStock: true })));
  return priced.map((l) => ({ productId: l.productId!, quantity: Number(l.quantity) }));
}
