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

export function contactConfirmationMail(m: Contact, facts: CompanyFacts): MailMessage {
  const lang = m.language;
  const days = formatDays(facts.hours.days, lang);
  const opens = formatClockTime(facts.hours.opens, lang);
  const closes = formatClockTime(facts.hours.closes, lang);
  if (lang === 'es') {
    return {
      to: m.email,
      subject: `Recibimos su mensaje - ${facts.name}`,
      text: `Hola ${m.fullName}:\n\nGracias por escribirnos. Recibimos su mensaje y le responderemos pronto, normalmente el mismo día hábil.\n\nSi es urgente, llámenos al ${facts.phone} (de ${days}, de ${opens} a ${closes}).\n\nSu mensaje:\n${m.message}\n\n${facts.name}`,
    };
  }
  return {
    to: m.email,
    subject: `We received your message - ${facts.name}`,
    text: `Hello ${m.fullName},\n\nThank you for writing to us. We received your message and will answer soon, usually the same business day.\n\nIf it is urgent, call us at ${facts.phone} (${days}, ${opens} to ${closes}).\n\nYour message:\n${m.message}\n\n${facts.name}`,
  };
}
