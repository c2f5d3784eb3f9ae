import type { z } from 'zod';
import { contactConfirmationText, contactStaffText, type CompanyFacts, type contactSchema } from '@freshprice/shared';
import type { MailMessage } from '../../lib/mail.js';

type Contact = z.output<typeof contactSchema>;

/** To the staff, who answer the sender directly. The words: packages/shared/src/text/contact-mails.ts. */
export function contactStaffMail(to: string, m: Contact): MailMessage {
  return { to, replyTo: m.email, ...contactStaffText(m) };
}

/** The sender's confirmation, to the address the form was given. */
export function contactConfirmationMail(m: Contact, facts: CompanyFacts): MailMessage {
  return { to: m.email, ...contactConfirmationText(m.language, facts) };
}
