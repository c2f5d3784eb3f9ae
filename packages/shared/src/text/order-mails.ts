import type { CompanyFacts } from '../company.js';
import { formatUsd } from '../company-format.js';
import type { Language } from '../language.js';
import { escapeMarkup } from '../markup.js';
import { companyClock, formatLineAmounts, formatOrderDate, formatOrderTotal } from '../order-format.js';
import type { Order } from '../orders.js';
import type { MailText } from './account-mails.js';
import { ORDER_TEXT } from './order-text.js';

/** A mail with an HTML part beside its text: every text the customer or staff typed is escaped in it. */
export interface MailDocument extends MailText {
  html: string;
}

export type OrderEvent = 'placed' | 'changed' | 'cancelled';

/** What a mail says, in order: both parts are written from the same blocks, so they never differ. */
type Block =
  | { p: string }
  | { fields: readonly (readonly [label: string, value: string])[] }
  | { lines: Order; language: Language }
  | { link: string; label: string }
  | { sign: readonly string[] };

function orderRows(order: Order, language: Language) {
  return order.lines.map((line) => ({
    name: line.names?.[language] || line.name,
    ...formatLineAmounts(line, language),
  }));
}

/** "- Hass avocados: 2 cases × $32.50 = $65.00", one per line, then the total. */
function linesText(order: Order, language: Language): string {
  const rows = orderRows(order, language).map((r) => `- ${r.name}: ${r.quantity} × ${r.price} = ${r.total}`);
  const estimate = order.estimated ? [ORDER_TEXT[language].billedByWeight] : [];
  return [...rows, '', `${ORDER_TEXT[language].total}: ${formatOrderTotal(order, language)}`, ...estimate].join('\n');
}

const cell = 'padding:4px 8px;border-bottom:1px solid #e5e7eb;text-align:left;vertical-align:top';
const numberCell = `${cell};text-align:right;white-space:nowrap`;

function linesHtml(order: Order, language: Language): string {
  const { columns, total } = ORDER_TEXT[language];
  const head = [columns.product, columns.quantity, columns.price, columns.total]
    .map((label, i) => `<th style="${i === 0 ? cell : numberCell}">${escapeMarkup(label)}</th>`)
    .join('');
  const rows = orderRows(order, language)
    .map((r) => `<tr><td style="${cell}">${escapeMarkup(r.name)}</td><td style="${numberCell}">${escapeMarkup(r.quantity)}</td><td style="${numberCell}">${escapeMarkup(r.price)}</td><td style="${numberCell}">${escapeMarkup(r.total)}</td></tr>`)
    .join('');
  return `<table style="border-collapse:collapse;margin:12px 0"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>\n<p><strong>${escapeMarkup(`${total}: ${formatOrderTotal(order, language)}`)}</strong>${order.estimated ? `<br>${escapeMarkup(ORDER_TEXT[language].billedByWeight)}` : ''}</p>`;
}

/** Escaped, with the writer's line breaks kept. */
const htmlText = (text: string) => escapeMarkup(text).replace(/\r?\n/g, '<br>');

function render(subject: string, language: Language, blocks: readonly Block[]): MailDocument {
  const text: string[] = [];
  const html: string[] = [];
  for (const b of blocks) {
    if ('p' in b) {
      text.push(b.p);
      html.push(`<p>${htmlText(b.p)}</p>`);
    } else if ('fields' in b) {
      text.push(b.fields.map(([label, value]) => `${label}: ${value}`).join('\n'));
      html.push(`<table style="border-collapse:collapse">${b.fields.map(([label, value]) => `<tr><th style="${cell};font-weight:normal;color:#4b5563">${escapeMarkup(label)}</th><td style="${cell}">${htmlText(value)}</td></tr>`).join('')}</table>`);
    } else if ('lines' in b) {
      text.push(linesText(b.lines, b.language));
      html.push(linesHtml(b.lines, b.language));
    } else if ('link' in b) {
      text.push(`${b.label}: ${b.link}`);
      html.push(`<p><a href="${escapeMarkup(b.link)}">${escapeMarkup(b.label)}</a></p>`);
    } else {
      text.push(b.sign.join('\n'));
      html.push(`<p>${b.sign.map(escapeMarkup).join('<br>')}</p>`);
    }
  }
  return {
    subject,
    text: text.join('\n\n'),
    html: `<!doctype html>\n<html lang="${language}"><head><meta charset="utf-8"><title>${escapeMarkup(subject)}</title></head>\n<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.5;color:#111827">\n${html.join('\n')}\n</body></html>\n`,
  };
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');
const orderUrl = (baseUrl: string, order: Order) => `${trimSlash(baseUrl)}/orders/${encodeURIComponent(order.id)}`;

/** The customer's words, in their language. */
const CUSTOMER = {
  en: {
    hello: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    placedSubject: (n: string, date: string) => `Order ${n} received: delivery ${date}`,
    placed: (n: string, date: string) => `Thank you for your order. We received order ${n} for delivery on ${date}.`,
    changedSubject: (n: string, date: string) => `Order ${n} changed: delivery ${date}`,
    changed: (n: string, date: string) => `Your order ${n} for delivery on ${date} was changed. This is the order as it stands now.`,
    cancelledSubject: (n: string) => `Order ${n} cancelled`,
    cancelled: (n: string, date: string, total: string) => `Your order ${n} for delivery on ${date} (total ${total}) was cancelled.`,
    reason: (reason: string) => `Reason: ${reason}`,
    note: (note: string) => `Your note: ${note}`,
    until: (c: ReturnType<typeof companyClock>) => `You can change or cancel it until ${c.time} ${c.zone} on ${c.date}.`,
    locked: (phone: string) => `It can no longer be changed online: to change it, call us at ${phone}.`,
    questions: (phone: string) => `If you have questions, call us at ${phone}.`,
    see: 'See your order',
  },
  es: {
    hello: (name: string) => (name ? `Hola, ${name}:` : 'Hola:'),
    placedSubject: (n: string, date: string) => `Pedido ${n} recibido: entrega el ${date}`,
    placed: (n: string, date: string) => `Gracias por su pedido. Recibimos el pedido ${n} para entregar el ${date}.`,
    changedSubject: (n: string, date: string) => `Pedido ${n} modificado: entrega el ${date}`,
    changed: (n: string, date: string) => `Su pedido ${n} para entregar el ${date} fue modificado. Así queda el pedido ahora.`,
    cancelledSubject: (n: string) => `Pedido ${n} cancelado`,
    cancelled: (n: string, date: string, total: string) => `Su pedido ${n} para entregar el ${date} (total ${total}) fue cancelado.`,
    reason: (reason: string) => `Motivo: ${reason}`,
    note: (note: string) => `Su nota: ${note}`,
    until: (c: ReturnType<typeof companyClock>) => `Puede cambiarlo o cancelarlo hasta ${c.hour === 1 || c.hour === 13 ? 'la' : 'las'} ${c.time} (${c.zone}) del ${c.date}.`,
    locked: (phone: string) => `Ya no se puede cambiar en línea: para cambiarlo, llámenos al ${phone}.`,
    questions: (phone: string) => `Si tiene preguntas, llámenos al ${phone}.`,
    see: 'Vea su pedido',
  },
} as const satisfies Record<Language, unknown>;

/** The order placed or changed, as the customer reads it: every line, the total, the note and until when it can change. */
function customerOrderText(event: 'placed' | 'changed', order: Order, language: Language, facts: CompanyFacts, baseUrl: string): MailDocument {
  const w = CUSTOMER[language];
  const date = formatOrderDate(order.deliveryDate, language);
  const blocks: Block[] = [
    { p: w.hello(order.customer.name.trim()) },
    { p: event === 'placed' ? w.placed(order.number, date) : w.changed(order.number, date) },
    { lines: order, language },
  ];
  if (order.note?.trim()) blocks.push({ p: w.note(order.note.trim()) });
  blocks.push({ p: order.editable ? w.until(companyClock(order.cutoff, language)) : w.locked(facts.phone) });
  blocks.push({ link: orderUrl(baseUrl, order), label: w.see }, { sign: [facts.name, facts.phone] });
  const subject = event === 'placed' ? w.placedSubject(order.number, date) : w.changedSubject(order.number, date);
  return render(subject, language, blocks);
}

/** To the customer: their order was received (the confirmation mail). */
export function orderPlacedText(order: Order, language: Language, facts: CompanyFacts, baseUrl: string): MailDocument {
  return customerOrderText('placed', order, language, facts, baseUrl);
}

/** To the customer: their order as it stands after a change (by them or by staff). */
export function orderChangedText(order: Order, language: Language, facts: CompanyFacts, baseUrl: string): MailDocument {
  return customerOrderText('changed', order, language, facts, baseUrl);
}

/** To the customer: their order was cancelled, with staff's reason when one was given, and whom to call. */
export function orderCancelledText(order: Order, language: Language, facts: CompanyFacts, baseUrl: string, reason?: string | null): MailDocument {
  const w = CUSTOMER[language];
  const date = formatOrderDate(order.deliveryDate, language);
  const why = (reason ?? order.cancelReason ?? '').trim();
  const blocks: Block[] = [
    { p: w.hello(order.customer.name.trim()) },
    { p: w.cancelled(order.number, date, formatUsd(order.total, language)) },
    ...(why ? [{ p: w.reason(why) }] : []),
    { p: w.questions(facts.phone) },
    { link: orderUrl(baseUrl, order), label: w.see },
    { sign: [facts.name, facts.phone] },
  ];
  return render(w.cancelledSubject(order.number), language, blocks);
}

const STAFF_SUBJECTS: Record<OrderEvent, (n: string, who: string, date: string) => string> = {
  placed: (n, who, date) => `New order ${n} from ${who}: delivery ${date}`,
  changed: (n, who, date) => `Order ${n} changed (${who}): delivery ${date}`,
  cancelled: (n, who, date) => `Order ${n} cancelled (${who}): delivery ${date}`,
};

/**
 * To the staff, in English like the contact form's mail: who ordered, for when, every line and the
 * total, and the order desk's link. Product names are the English ones.
 */
export function staffOrderText(order: Order, event: OrderEvent, baseUrl: string): MailDocument {
  const t = ORDER_TEXT.en;
  const { customer } = order;
  const who = customer.company?.trim() || customer.name.trim() || customer.email;
  const date = formatOrderDate(order.deliveryDate, 'en');
  const reason = order.cancelReason?.trim();
  const fields: [string, string][] = [
    ['Order', order.number],
    [t.status, t.statuses[order.status]],
    [t.customer, customer.name.trim() || '-'],
    [t.company, customer.company?.trim() || '-'],
    [t.email, customer.email],
    [t.delivery, date],
    [t.priceList, order.priceList.name],
    [t.total, `${formatUsd(order.total, 'en')} (${t.lineCount(order.lines.length)})`],
  ];
  if (event === 'cancelled' && reason) fields.push([t.cancelReason, reason]);
  const blocks: Block[] = [{ fields }, { lines: order, language: 'en' }];
  if (order.note?.trim()) blocks.push({ p: `${t.note}: ${order.note.trim()}` });
  blocks.push({ link: `${trimSlash(baseUrl)}/orders/manage`, label: 'Orders to manage' });
  return render(STAFF_SUBJECTS[event](order.number, who, date), 'en', blocks);
}

/** The same layout for the other mails customers get (a price list sent to them: ../sends.ts). */
export { render as renderMailDocument, type Block as MailBlock };
