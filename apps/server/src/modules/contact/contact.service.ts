import type { z } from 'zod';
import type { contactSchema } from '@freshprice/shared';
import type { Database } from '../../db/client.js';
import { contactMessages } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import type { Mailer } from '../../lib/mail.js';
import { consumeRequestLimit } from '../../lib/request-limit.js';
import { readFacts } from '../company/company.repo.js';
import { contactConfirmationMail, contactStaffMail } from './contact.mail.js';

export const CONTACT_LIMIT = { max: 5, windowSeconds: 10 * 60 };

/**
 * Stores the message first (nothing is lost if mail fails), then tells the staff and sends the
 * sender a confirmation in the language they wrote in.
 */
export async function submitContact(
  deps: { db: Database; mailer: Mailer; logger: Logger; staffEmail?: string },
  input: z.output<typeof contactSchema>,
  ip: string | undefined,
) {
  const { db, mailer, logger } = deps;
  if (!(await consumeRequestLimit(db, `contact:${ip ?? 'unknown'}`, CONTACT_LIMIT.max, CONTACT_LIMIT.windowSeconds))) {
    throw new AppError('rate_limited', 'Too many messages. Please try again later.');
  }
  const [saved] = await db.insert(contactMessages).values(input).returning({ id: contactMessages.id });
  const facts = await readFacts(db);
  const results = await Promise.allSettled([
    mailer.send(contactStaffMail(deps.staffEmail ?? facts.email, input)),
    mailer.send(contactConfirmationMail(input, facts)),
  ]);
  for (const r of results) if (r.status === 'rejected') logger.error({ err: r.reason, id: saved.id }, 'contact mail failed');
  return { id: saved.id };
}
