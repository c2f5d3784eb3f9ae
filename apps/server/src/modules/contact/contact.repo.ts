import type { z } from 'zod';
import type { contactSchema } from '@freshprice/shared';
import type { Db } from '../../db/tx.js';
import { contactMessages } from '../../db/schema/index.js';

export async function insertContactMessage(db: Db, message: z.output<typeof contactSchema>): Promise<{ id: string }> {
  const [saved] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return saved!;
}
