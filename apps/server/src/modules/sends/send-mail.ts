import {
  changesSince,
  listName,
  listNote,
  listSendMail,
  whatsAppParts,
  whatsAppUrl,
  type CompanyFacts,
  type Language,
  type ListChange,
  type PriceListDetail,
  type PricedItem,
  type SendOptions,
  type SheetOptions,
  type SkipReason,
} from '@freshprice/shared';
import type { Db } from '../../db/tx.js';
import type { MailDocument } from '@freshprice/shared';
import { pricesAsOf } from '../price-lists/price-lists.service.js';
import * as repo from './sends.repo.js';

/**
 * What one customer gets: the e-mail (the changes since their last e-mail of the list in the body)
 * and the WhatsApp message, in their language, from the list as it is now and the send's options.
 */

export interface SendContext {
  list: PriceListDetail;
  facts: CompanyFacts;
  options: SendOptions;
  now: Date;
  baseUrl: string;
}

export interface Recipient {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  language: Language;
}

export const languageOf = (value: string | null | undefined): Language => (value === 'es' ? 'es' : 'en');

/** Why an e-mail cannot go to a customer: no address, or one its owner never confirmed. */
export function emailSkip(c: Pick<repo.AudienceRow, 'email' | 'emailVerified'>): SkipReason | null {
  if (!c.email.trim()) return 'no_address';
  return c.emailVerified ? null : 'unverified';
}

/** Why a WhatsApp message cannot go to a customer: no number. */
export function whatsAppSkip(c: Pick<repo.AudienceRow, 'phone'>): SkipReason | null {
  return /\d/.test(c.phone ?? '') ? null : 'no_phone';
}

/** The sheet as the send shows it, in one language: every category, arrows on WhatsApp only. */
export function sheetOptionsOf(ctx: Pick<SendContext, 'options' | 'now'>, language: Language, arrows = false): SheetOptions {
  return { language, categories: null, inStockOnly: ctx.options.inStockOnly, changedOnly: false, arrows, validUntil: ctx.options.validUntil, now: ctx.now };
}

/** Where a signed-in customer reads the list (the route table's /pricesprivate/:id). */
export const listUrlOf = (baseUrl: string, slug: string) => `${baseUrl.replace(/\/+$/, '')}/pricesprivate/${encodeURIComponent(slug)}`;

const priced = (i: { productId: string; nameEn: string; nameEs: string; price: string }): PricedItem => ({ productId: i.productId, nameEn: i.nameEn, nameEs: i.nameEs, price: i.price });

/**
 * The changes each customer is told about: between the prices as of their last e-mail of the list
 * (the version current when it was sent) and the list now; null for a customer never e-mailed it.
 * Customers e-mailed at the same version share one read of it.
 */
export async function changesFor(db: Db, list: PriceListDetail, customerIds: string[], exceptSend: string | null): Promise<Map<string, { changes: ListChange[]; since: Date } | null>> {
  const last = await repo.lastEmailed(db, list.id, customerIds, exceptSend);
  const now = list.items.filter((i) => !i.draft).map(priced);
  const known = new Map(now.map((i) => [i.productId, i]));
  const byVersion = new Map<number, Promise<PricedItem[]>>();
  const before = (version: number, at: Date) => {
    let read = byVersion.get(version);
    if (!read) {
      read = (async () => {
        const rows = await pricesAsOf(db, list.id, version);
        const facts = new Map((await repo.productFacts(db, rows.map((r) => r.productId))).map((p) => [p.id, p]));
        // What the customer could see then: never a draft, an archived product only before it was archived.
        return rows.flatMap((r) => {
          const p = facts.get(r.productId);
          if (!p || p.draft || (p.archivedAt && Date.parse(p.archivedAt) <= at.getTime())) return [];
          return [priced({ ...(known.get(r.productId) ?? { nameEn: p.nameEn, nameEs: p.nameEs }), productId: r.productId, price: r.price })];
        });
      })();
      byVersion.set(version, read);
    }
    return read;
  };
  const result = new Map<string, { changes: ListChange[]; since: Date } | null>();
  for (const id of customerIds) {
    const seen = last.get(id);
    if (!seen) {
      result.set(id, null);
      continue;
    }
    result.set(id, { changes: changesSince(await before(seen.version, seen.at), now), since: seen.at });
  }
  return result;
}

/** The e-mail's words for one customer (the sheet goes attached). */
export function emailFor(ctx: SendContext, customer: Recipient, changed: { changes: ListChange[]; since: Date } | null): MailDocument {
  return listSendMail({
    language: customer.language,
    customerName: customer.name,
    listName: listName(ctx.list, customer.language),
    company: ctx.facts,
    now: ctx.now,
    validUntil: ctx.options.validUntil,
    changes: changed?.changes ?? null,
    since: changed?.since ?? null,
    listUrl: listUrlOf(ctx.baseUrl, ctx.list.slug),
  });
}

/** The WhatsApp message for one customer: its parts (the short form with a link when the list is long) and a wa.me link each. */
export function whatsAppFor(ctx: SendContext, customer: Recipient): { parts: string[]; links: string[] } {
  const { language } = customer;
  const context = {
    company: ctx.facts,
    listName: listName(ctx.list, language),
    note: listNote(ctx.list, ctx.list.description, language),
    customerName: customer.name || customer.email,
    tier: ctx.list.tier,
  };
  const parts = whatsAppParts(ctx.list.items, context, sheetOptionsOf(ctx, language, true), listUrlOf(ctx.baseUrl, ctx.list.slug));
  return { parts, links: parts.map((p) => whatsAppUrl(p, customer.phone)) };
}
