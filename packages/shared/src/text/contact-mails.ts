import type { z } from 'zod';
import type { CompanyFacts } from '../company.js';
import { formatClockTime, formatDays } from '../company-format.js';
import type { contactSchema } from '../contact.js';
import type { Language } from '../language.js';
import type { MailText } from './account-mails.js';
import { CONTACT_REASON_LABELS, PURCHASE_SIZE_LABELS } from './contact-labels.js';

type Contact = z.output<typeof contactSchema>;

/** The staff read English; a Spanish sender's choices are also shown as the sender saw them. */
const both = (en: string, es: string, language: Contact['language']) => (language === 'es' && es !== en ? `${en} (${es})` : en);

/** What the contact form sent, for the staff. */
export function contactStaffText(m: Contact): MailText {
  const reason = CONTACT_REASON_LABELS.en[m.reason];
  return {
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
 * sender wrote (it takes only their language): the form cannot be used to mail someone else a text of one's own.
 */
export function contactConfirmationText(lang: Language, facts: CompanyFacts): MailText {
  const days = formatDays(facts.hours.days, lang);
  const opens = formatClockTime(facts.hours.opens, lang);
  const closes = formatClockTime(facts.hours.closes, lang);
  if (lang === 'es') {
    return {
      subject: `Recibimos su mensaje - ${facts.name}`,
      text: `Hola:\n\nGracias por escribirnos. Recibimos su mensaje y le responderemos pronto, normalmente el mismo día hábil.\n\nSi es urgente, llámenos al ${facts.phone} (de ${days}, de ${opens} a ${closes}).\n\nSi usted no nos escribió, ignore este correo.\n\n${facts.name}`,
    };
  }
  return {
    subject: `We received your message - ${facts.name}`,
    text: `Hello,\n\nThank you for writing to us. We received your message and will answer soon, usually the same business day.\n\nIf it is urgent, call us at ${facts.phone} (${days}, ${opens} to ${closes}).\n\nIf you did not write to us, please ignore this e-mail.\n\n${facts.name}`,
  };
}
