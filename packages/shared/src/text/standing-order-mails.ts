import type { CompanyFacts } from '../company.js';
import type { Language } from '../language.js';
import { companyClock, formatOrderDate } from '../order-format.js';
import type { Draft } from '../standing-orders.js';
import type { MailDocument } from './order-mails.js';
import { renderMail, type MailBlock } from './order-mails.js';

/**
 * The mails of standing orders, to the customer in their language: the reminder of a draft (edit, skip
 * this one, place as is, until the deadline) and the notice that an unanswered draft could not be placed.
 */

type Clock = ReturnType<typeof companyClock>;
const article = (c: Clock) => (c.hour === 1 || c.hour === 13 ? 'la' : 'las');

/** Why placing failed, per ordering's refusal code; any other reads as `other`. */
const REASONS = {
  en: {
    below_minimum: 'the order was below your minimum',
    past_cutoff: 'orders for that day had closed',
    not_a_delivery_day: 'there is no delivery for you on that day',
    not_in_list: 'its items are no longer on your price list',
    out_of_stock: 'its items are out of stock',
    invalid_quantity: 'a quantity could not be ordered',
    not_found: 'the price list is no longer shared with you',
    other: 'it could not be placed',
  },
  es: {
    below_minimum: 'el pedido no llegaba a su mínimo',
    past_cutoff: 'los pedidos para ese día ya habían cerrado',
    not_a_delivery_day: 'no hay entrega para usted ese día',
    not_in_list: 'sus artículos ya no están en su lista de precios',
    out_of_stock: 'sus artículos están agotados',
    invalid_quantity: 'una cantidad no se podía pedir',
    not_found: 'la lista de precios ya no está compartida con usted',
    other: 'no se pudo hacer',
  },
} as const satisfies Record<Language, Record<string, string>>;

export function draftFailureText(reason: string | null, language: Language): string {
  const words: Record<string, string> = REASONS[language];
  return words[reason ?? 'other'] ?? words.other!;
}

const WORDS = {
  en: {
    hello: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    reminderSubject: (name: string, date: string) => `Standing order "${name}": delivery ${date}`,
    reminder: (name: string, date: string) => `Your standing order "${name}" is ready for delivery on ${date}, at today's prices:`,
    leftOut: (items: string) => `Not available, left out: ${items}.`,
    problems: { not_in_list: 'no longer on your list', out_of_stock: 'out of stock' },
    place: (c: Clock) => `Answer by ${c.time} ${c.zone} on ${c.date}. Without an answer we place it as is.`,
    skip: (c: Clock) => `Answer by ${c.time} ${c.zone} on ${c.date}. Without an answer we skip this one.`,
    placeLink: 'Place as is',
    skipLink: 'Skip this one',
    editLink: 'Edit',
    failedSubject: (name: string, date: string) => `Standing order "${name}": no order for ${date}`,
    failed: (name: string, date: string, why: string) => `We could not place your standing order "${name}" for delivery on ${date}: ${why}.`,
    orderNow: (phone: string) => `To order for that day, order on the site or call us at ${phone}.`,
    orderLink: 'Order',
  },
  es: {
    hello: (name: string) => (name ? `Hola, ${name}:` : 'Hola:'),
    reminderSubject: (name: string, date: string) => `Pedido fijo «${name}»: entrega el ${date}`,
    reminder: (name: string, date: string) => `Su pedido fijo «${name}» está listo para entregar el ${date}, a los precios de hoy:`,
    leftOut: (items: string) => `No disponibles, quedan fuera: ${items}.`,
    problems: { not_in_list: 'ya no está en su lista', out_of_stock: 'agotado' },
    place: (c: Clock) => `Responda antes de ${article(c)} ${c.time} (${c.zone}) del ${c.date}. Si no responde, lo hacemos tal cual.`,
    skip: (c: Clock) => `Responda antes de ${article(c)} ${c.time} (${c.zone}) del ${c.date}. Si no responde, omitimos este.`,
    placeLink: 'Hacer el pedido tal cual',
    skipLink: 'Omitir este',
    editLink: 'Modificar',
    failedSubject: (name: string, date: string) => `Pedido fijo «${name}»: sin pedido para el ${date}`,
    failed: (name: string, date: string, why: string) => `No pudimos hacer su pedido fijo «${name}» para entregar el ${date}: ${why}.`,
    orderNow: (phone: string) => `Para pedir para ese día, haga su pedido en el sitio o llámenos al ${phone}.`,
    orderLink: 'Hacer un pedido',
  },
} as const satisfies Record<Language, unknown>;

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** The reminder of a draft: its lines and total at today's prices, what is left out, the deadline and the three links. */
export function draftReminderText(draft: Draft, token: string, language: Language, facts: CompanyFacts, baseUrl: string): MailDocument {
  const w = WORDS[language];
  const date = formatOrderDate(draft.deliveryDate, language);
  const name = draft.standingOrder.name;
  const orderable = draft.lines.filter((l) => !l.problem).map((l) => ({ ...l, price: l.price!, total: l.total! }));
  const leftOut = draft.lines.filter((l) => l.problem).map((l) => `${l.names[language] || l.name} (${w.problems[l.problem!]})`);
  const link = (action: string) => `${trimSlash(baseUrl)}/standing-order?token=${encodeURIComponent(token)}&action=${action}`;
  const deadline = companyClock(draft.decideAt, language);
  const blocks: MailBlock[] = [
    { p: w.hello(draft.customer.name.trim()) },
    { p: w.reminder(name, date) },
    { lines: { total: draft.total, estimated: draft.estimated, lines: orderable }, language },
    ...(leftOut.length ? [{ p: w.leftOut(leftOut.join(', ')) }] : []),
    { p: draft.standingOrder.whenUnanswered === 'place' ? w.place(deadline) : w.skip(deadline) },
    { link: link('place'), label: w.placeLink },
    { link: link('skip'), label: w.skipLink },
    { link: `${trimSlash(baseUrl)}/standing-orders/drafts/${encodeURIComponent(draft.id)}`, label: w.editLink },
    { sign: [facts.name, facts.phone] },
  ];
  return renderMail(w.reminderSubject(name, date), language, blocks);
}

/** An unanswered draft the rule placed could not be: why, and how to order for the day otherwise. */
export function draftFailedText(draft: Draft, language: Language, facts: CompanyFacts, baseUrl: string): MailDocument {
  const w = WORDS[language];
  const date = formatOrderDate(draft.deliveryDate, language);
  const name = draft.standingOrder.name;
  const blocks: MailBlock[] = [
    { p: w.hello(draft.customer.name.trim()) },
    { p: w.failed(name, date, draftFailureText(draft.reason, language)) },
    { p: w.orderNow(facts.phone) },
    { link: `${trimSlash(baseUrl)}/order`, label: w.orderLink },
    { sign: [facts.name, facts.phone] },
  ];
  return renderMail(w.failedSubject(name, date), language, blocks);
}
