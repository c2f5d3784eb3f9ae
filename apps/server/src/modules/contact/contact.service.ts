import type { z } from 'zod';
import type { contactSchema } from '@freshprice/shared';
import type { ServiceCall } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import type { Mailer } from '../../lib/mail.js';
import { consumeRequestLimit } from '../../lib/request-limit.js';
import { readFacts } from '../company/company.repo.js';
import { contactConfirmationMail, contactStaffMail } from './contact.mail.js';
import { insertContactMessage } from './contact.repo.js';

export const CONTACT_LIMIT = { max: 5, windowSeconds: 10 * 60 };

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
      if (!(await consumeRequestLimit(db, `contact:${clientIp ?? 'unknown'}`, CONTACT_LIMIT.max, CONTACT_LIMIT.windowSeconds))) {
        throw new AppError('rate_limited', 'Too many messages. Please try again later.');
      }
      const saved = await insertContactMessage(db, message);
      const facts = await readFacts(db);
      const results = await Promise.allSettled([
        mailer.send(contactStaffMail(deps.staffEmail ?? facts.email, message)),
        mailer.send(contactConfirmationMail(message, facts)),
      ]);
      for (const r of results) if (r.status === 'rejected') logger.error({ err: r.reason, id: saved.id }, 'contact mail failed');
      return { id: saved.id };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
