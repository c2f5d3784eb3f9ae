import type { z } from 'zod';
import type { contactSchema } from '@freshprice/shared';
import type { ServiceCall } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import { rateLimited } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import type { Mailer } from '../../lib/mail.js';
import { consumeRequestLimit, takeRequestLimit } from '../../lib/request-limit.js';
import { readFacts } from '../company/company.service.js';
import { contactConfirmationMail, contactStaffMail } from './contact.mail.js';
import { insertContactMessage } from './contact.repo.js';

export const CONTACT_LIMIT = { max: 5, windowSeconds: 10 * 60 };
/**
 * Confirmations one address receives, whoever sends the form: the address is not verified, so without
 * this anyone could have it mailed from many client addresses. Past it the message is still stored
 * and the staff still told; only the confirmation is left out.
 */
export const CONFIRMATION_LIMIT = { max: 3, windowSeconds: 24 * 60 * 60 };

export interface ContactServiceDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  /** Where messages go; the company e-mail when unset. */
  staffEmail?: string;
}

export interface ContactInput {
  message: z.output<typeof contactSchema>;
  /** The sender's address, for the per-address limit. */
  clientIp: string | undefined;
}

export function createContactService(deps: ContactServiceDeps) {
  const { db, mailer, logger } = deps;
  return {
    /**
     * Public. Stores the message first (nothing is lost if mail fails), then tells the staff and
     * sends the sender a confirmation in the language they wrote in.
     */
    async submit({ input }: ServiceCall<ContactInput>): Promise<{ id: string }> {
      const { message, clientIp } = input;
      const sender = await takeRequestLimit(db, `contact:${clientIp ?? 'unknown'}`, CONTACT_LIMIT.max, CONTACT_LIMIT.windowSeconds);
      if (!sender.allowed) throw rateLimited('Too many messages. Please try again later.', sender.retryAfterSeconds);
      const saved = await insertContactMessage(db, message);
      const facts = await readFacts(db);
      const recipient = message.email.trim().toLowerCase();
      const confirm = await consumeRequestLimit(db, `contact-confirmation:${recipient}`, CONFIRMATION_LIMIT.max, CONFIRMATION_LIMIT.windowSeconds);
      if (!confirm) logger.warn({ id: saved.id }, 'contact confirmation not sent: the address had its share today');
      const results = await Promise.allSettled([
        mailer.send(contactStaffMail(deps.staffEmail ?? facts.email, message)),
        ...(confirm ? [mailer.send(contactConfirmationMail(message, facts))] : []),
      ]);
      for (const r of results) if (r.status === 'rejected') logger.error({ err: r.reason, id: saved.id }, 'contact mail failed');
      return { id: saved.id };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
