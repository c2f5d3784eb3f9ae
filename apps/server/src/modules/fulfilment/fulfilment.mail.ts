import { companyClock, escapeMarkup, formatOrderDate, formatOrderQuantity, formatUsd, type Language } from '@freshprice/shared';
import type { MailMessage } from '../../lib/mail.js';
import type { SubstitutionMail } from './fulfilment.service.js';

const WORDS = {
  en: {
    subject: (n: string) => `Order ${n}: approve a substitute?`,
    hello: 'Hello,',
    body: (n: string, date: string, original: string) => `We are short of ${original} for your order ${n} (delivery ${date}). We can send instead:`,
    costs: (amount: string, replaced: string) => `It costs ${amount}, instead of ${replaced} for what it replaces.`,
    until: (c: ReturnType<typeof companyClock>) => `Please answer by ${c.time} ${c.zone} on ${c.date}. Without an answer we leave it out and credit you.`,
    link: 'Approve or decline',
  },
  es: {
    subject: (n: string) => `Pedido ${n}: ¿aprueba un sustituto?`,
    hello: 'Hola:',
    body: (n: string, date: string, original: string) => `Tenemos un faltante de ${original} en su pedido ${n} (entrega el ${date}). Podemos enviar en su lugar:`,
    costs: (amount: string, replaced: string) => `Cuesta ${amount}, en lugar de ${replaced} por lo que reemplaza.`,
    until: (c: ReturnType<typeof companyClock>) => `Responda antes de ${c.hour === 1 || c.hour === 13 ? 'la' : 'las'} ${c.time} (${c.zone}) del ${c.date}. Si no responde, lo dejamos fuera y se lo acreditamos.`,
    link: 'Aprobar o rechazar',
  },
} as const satisfies Record<Language, unknown>;

/** To the customer, in their language: a substitute above their limit, and the one-time link to answer. */
export function substitutionAskMail(m: SubstitutionMail): MailMessage {
  const w = WORDS[m.language];
  const item = `${m.substitute.name}: ${formatOrderQuantity(m.substitute.quantity, m.substitute.unit, m.language)} × ${formatUsd(m.substitute.price, m.language)}`;
  const paragraphs = [
    w.hello,
    w.body(m.order.number, formatOrderDate(m.order.deliveryDate, m.language), m.original),
    item,
    w.costs(formatUsd(m.substitute.amount, m.language), formatUsd(m.replacedAmount, m.language)),
    w.until(companyClock(m.deadline, m.language)),
  ];
  const sign = [m.facts.name, m.facts.phone];
  const subject = w.subject(m.order.number);
  return {
    to: m.to,
    subject,
    text: [...paragraphs, `${w.link}: ${m.link}`, sign.join('\n')].join('\n\n'),
    html: `<!doctype html>\n<html lang="${m.language}"><head><meta charset="utf-8"><title>${escapeMarkup(subject)}</title></head>\n<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.5;color:#111827">\n${paragraphs
      .map((p) => `<p>${escapeMarkup(p)}</p>`)
      .join('\n')}\n<p><a href="${escapeMarkup(m.link)}" style="display:inline-block;padding:12px 20px;background:#15803d;color:#fff;text-decoration:none;border-radius:6px">${escapeMarkup(w.link)}</a></p>\n<p>${sign.map(escapeMarkup).join('<br>')}</p>\n</body></html>\n`,
  };
}
