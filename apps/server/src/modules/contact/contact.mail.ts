import type { z } from 'zod';
import type { CompanyFacts, contactSchema } from '@freshprice/shared';
import type { MailMessage } from '../../lib/mail.js';

type Contact = z.output<typeof contactSchema>;

export function contactStaffMail(to: string, m: Contact): MailMessage {
  return {
    to,
    replyTo: m.email,
    subject: `Contact form: ${m.reason.replaceAll('_', ' ')} from ${m.fullName}`,
    text: [
      `Name: ${m.fullName}`,
      `E-mail: ${m.email}`,
      `Phone: ${m.phone || '-'}`,
      `Company: ${m.company || '-'}`,
      `Reason: ${m.reason}`,
      `Estimated purchase: ${m.purchaseSize}`,
      `Language: ${m.language}`,
      '',
      m.message,
    ].join('\n'),
  };
}

export function contactConfirmationMail(m: Contact, facts: CompanyFacts): MailMessage {
  if (m.language === 'es') {
    return {
      to: m.email,
      subject: `Recibimos su mensaje - ${facts.name}`,
      text: `Hola ${m.fullName}:\n\nGracias por escribirnos. Recibimos su mensaje y le responderemos pronto, normalmente el mismo día hábil.\n\nSi es urgente, llámenos al ${facts.phone} (lunes a sábado, ${facts.hours.opens} a ${facts.hours.closes}).\n\nSu mensaje:\n${m.message}\n\n${facts.name}`,
    };
  }
  return {
    to: m.email,
    subject: `We received your message - ${facts.name}`,
    text: `Hello ${m.fullName},\n\nThank you for writing to us. We received your message and will answer soon, usually the same business day.\n\nIf it is urgent, call us at ${facts.phone} (Monday to Saturday, ${facts.hours.opens} to ${facts.hours.closes}).\n\nYour message:\n${m.message}\n\n${facts.name}`,
  };
}
