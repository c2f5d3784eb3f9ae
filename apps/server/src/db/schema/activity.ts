import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.js';

/**
 * Who changed what, written in the same transaction as the change. No foreign key to the resource:
 * the record outlives a deleted product or list. The e-mail is kept for deleted users.
 */
export const activity = pgTable(
  'activity',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    resourceType: text('resource_type').notNull(),
    resourceId: text('resource_id').notNull(),
    action: text('action').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    userEmail: text('user_email'),
    details: jsonb('details').$type<{ name?: string; old?: Record<string, unknown>; new?: Record<string, unknown> }>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activity_created_idx').on(t.createdAt),
    index('activity_resource_idx').on(t.resourceType, t.resourceId),
    index('activity_user_idx').on(t.userId, t.createdAt),
    index('activity_type_created_idx').on(t.resourceType, t.createdAt),
  ],
);
