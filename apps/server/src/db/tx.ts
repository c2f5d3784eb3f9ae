import type { Database } from './client.js';

/** A transaction, usable wherever the database is. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Db = Database | Tx;
