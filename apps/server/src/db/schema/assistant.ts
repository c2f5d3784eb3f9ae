import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AssistantBlock } from '@freshprice/shared';
import { user } from './auth.js';
import { priceLists } from './catalogue.js';

/** The assistant's conversation, one per user, kept on the server so it survives a reload. */
export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').$type<'user' | 'assistant'>().notNull(),
    text: text('text').notNull(),
    blocks: jsonb('blocks').$type<AssistantBlock[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assistant_messages_user_idx').on(t.userId, t.createdAt), check('assistant_messages_role_check', sql`${t.role} in ('user', 'assistant')`)],
);

/**
 * A change the assistant proposed: the new prices of one list as previewed on one version, applied
 * only when its user confirms (and only on that version), then undoable while the list is still there.
 */
export const assistantActions = pgTable(
  'assistant_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    priceListId: uuid('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    listVersion: integer('list_version').notNull(),
    request: text('request').notNull(),
    /** [{ productId, price }] with prices in cents. */
    changes: jsonb('changes').$type<{ productId: string; price: number }[]>().notNull(),
    status: text('status').$type<'pending' | 'applied' | 'cancelled' | 'expired' | 'undone'>().notNull().default('pending'),
    appliedVersion: integer('applied_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('assistant_actions_user_idx').on(t.userId, t.createdAt),
    check('assistant_actions_status_check', sql`${t.status} in ('pending', 'applied', 'cancelled', 'expired', 'undone')`),
  ],
);
