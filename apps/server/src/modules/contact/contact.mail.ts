import type { z } from 'zod';
import {
  CONTACT_REASON_LABELS,
  PURCHASE_SIZE_LABELS,
  formatClockTime,
  formatDays,
  type CompanyFacts,
  type contactSchema,
} from '@freshprice/shared';
import type { MailMessage } from '../../lib/mail.js';

type Contact = z.output<typeof contactSchema>;

/** The staff read English; a Spanish sender's choices are also shown as the sender saw them. */
const both = (en: string, es: string, language: Contact['language']) => (language === 'es' && es !== en ? `${en} (${es})` : en);

export function contactStaffMail(to: string, m: Contact): MailMessage {
  const reason = CONTACT_REASON_LABELS.en[m.reason];
  return {
    to,
    replyTo: m.email,
    subject: `Contact form: ${reason} from ${m.fullName}`,
    text: [
      `Name: ${m.fullName}`,
      `E-mail: ${m.email}`,
      `Phone: ${m.phone || '-'}`,
      `Company: ${m.company || '-'}`,
      `Reason: ${both(reason, CONTACT_REASON_LABELS.es[m.reason], m.language)}`,
      `Estimated purchase: ${both(PURCHASE_SIZE_LABELS.en[m.purchaseSize], PURCHASE_SIZE_LABELS.es[m.purchaseSize], m.language)}`,
      `Language: ${m.language === 'es' ? 'Spanish' : 'English'}`,
      '',
      m.message,
    ].join('\n'),
  };
}

/**
 * The sender's confirmation. Its address is whatever the form was given, so it repeats nothing the
 * sender wrote (no name, no message): the form cannot be used to mail someone else a text of one's own.
 */
export function contactConfirmationMail(m: Contact, facts: CompanyFacts): MailMessage {
  const lang = m.language;
  const days = formatDays(facts.hours.days, lang);
  const opens = formatClockTime(facts.hours.opens, lang);
  const closes = formatClockTime(facts.hours.closes, lang);
  if (lang === 'es') {
    return {
      to: m.email,
      subject: `Recibimos su mensaje - ${facts.name}`,
      text: `Hola:\n\nGracias por escribirnos. Recibimos su mensaje y le responderemos pronto, normalmente el mismo día hábil.\n\nSi es urgente, llámenos al ${facts.phone} (de ${days}, de ${opens} a ${closes}).\n\nSi usted no nos escribió, ignore este correo.\n\n${facts.name}`,
    };
  }
  return {
    to: m.email,
    subject: `We received your message - ${facts.name}`,
    text: `Hello,\n\nThank you for writing to us. We received your message and will answer soon, usually the same business day.\n\nIf it is urgent, call us at ${facts.phone} (${days}, ${opens} to ${closes}).\n\nIf you did not write to us, please ignore this e-mail.\n\n${facts.name}`,
  };
}
