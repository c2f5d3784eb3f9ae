import { bigint, customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // pg returns a Buffer and PGlite a Uint8Array: both are Uint8Array.
  fromDriver: (value) => value,
  toDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/**
 * Files users upload (product images), kept in the database so that every instance serves every
 * file (ADR 009). Keys are content-addressed: a key never changes its bytes.
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A counter per data scope, bumped by triggers on every statement that changes the scope's tables
 * (migration 0004). Conditional GETs compare it instead of reading the data: an ETag costs one
 * primary-key read, and no write path can forget to bump it.
 */
export const dataRevisions = pgTable('data_revisions', {
  scope: text('scope').primaryKey(),
  revision: bigint('revision', { mode: 'number' }).notNull().default(0),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
