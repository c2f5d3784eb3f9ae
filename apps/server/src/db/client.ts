import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { currentRequestWork, throwIfClientGone } from '../lib/admission.js';
import * as schema from './schema/index.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(migrationsFolder: string): Promise<void>;
  ping(): Promise<boolean>;
  /**
   * Whether a statement completed within the last `ms`: proof enough that the database answers,
   * without a ping that would wait its turn behind the statements running (the embedded database
   * runs one at a time). Only the embedded database keeps it; PostgreSQL is pinged.
   */
  answeredWithin?(ms: number): boolean;
  close(): Promise<void>;
  /**
   * Calls `listener` with every statement drizzle sends (transaction control included on
   * PostgreSQL) until the returned function is called: tests count the statements of a request.
   */
  onQuery(listener: QueryListener): () => void;
}

export type QueryListener = (query: string, params: unknown[]) => void;

/** A drizzle logger that forwards to whoever listens; with nobody listening it costs one size check. */
function queryHooks() {
  const listeners = new Set<QueryListener>();
  return {
    logger: {
      logQuery(query: string, params: unknown[]) {
        if (listeners.size) for (const l of listeners) l(query, params);
      },
    },
    onQuery(listener: QueryListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** Embedded PostgreSQL (WASM) in `dir`, or in memory when `dir` is undefined (tests). */
/** An embedded database can also be saved whole, as a data-folder archive that `openPglite` loads. */
export interface PgliteHandle extends DatabaseHandle {
  dumpDataDir(): Promise<Blob>;
}

export async function openPglite(dir?: string, loadDataDir?: Blob): Promise<PgliteHandle> {
  if (dir) await fs.mkdir(path.dirname(dir), { recursive: true }); // PGlite does not create parents
  // pg_trgm backs the catalogue search index (migration 0004), as it does on a PostgreSQL server.
  const client = await PGlite.create(dir, { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
  const hooks = queryHooks();
  const answered = { at: 0 };
  const db = drizzlePglite(takingTurns(client, answered), { schema, logger: hooks.logger }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    onQuery: hooks.onQuery,
    answeredWithin: (ms) => performance.now() - answered.at <= ms,
    async migrate(migrationsFolder) {
      await migratePglite(db as never, { migrationsFolder });
    },
    async ping() {
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

/**
 * The embedded database runs one statement at a time, on the server's thread. Statements queued in
 * PGlite run back to back in one chain of promise callbacks that never gives the event loop a turn:
 * a queue of them kept the server from even reading new requests (the health check waited a
 * minute). So statements are handed to PGlite one at a time, each after the event loop has had a
 * turn; and one for a read whose client has hung up is not run at all (throwIfClientGone,
 * lib/admission.ts). Statements inside a transaction go straight on (the transaction holds PGlite
 * already). The time of the last answer is kept in `answered` (DatabaseHandle.answeredWithin).
 */
function takingTurns(client: PGlite, answered: { at: number }): PGlite {
  let tail: Promise<unknown> = Promise.resolve();
  const inTurn = <R>(work: () => Promise<R>): Promise<R> => {
    const run = tail.then(async () => {
      await new Promise<void>((resolve) => setImmediate(resolve));
      throwIfClientGone();
      const started = performance.now();
      const result = await work();
      answered.at = performance.now();
      const request = currentRequestWork();
      if (request) request.dbMs += answered.at - started;
      return result;
    });
    tail = run.catch(() => undefined);
    return run;
  };
  const direct = <T extends Pick<PGlite, 'query'>>(target: T): T['query'] =>
    (async (...args: unknown[]) => {
      throwIfClientGone();
      const result: unknown = await (target.query as (...a: unknown[]) => Promise<unknown>).apply(target, args);
      answered.at = performance.now();
      return result;
    }) as T['query'];
  return new Proxy(client, {
    get(target, key, receiver) {
      if (key === 'query') return (...args: unknown[]) => inTurn(() => (target.query as (...a: unknown[]) => Promise<unknown>).apply(target, args));
      if (key === 'transaction') {
        return <T>(fn: (tx: Transaction) => Promise<T>) =>
          inTurn(() => target.transaction((tx) => fn(new Proxy(tx, { get: (t, k, r) => (k === 'query' ? direct(t) : Reflect.get(t, k, r)) }))));
      }
      const value: unknown = Reflect.get(target, key, receiver);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

// Any constant shared by every instance: only one of them migrates at a time.
const MIGRATION_LOCK_KEY = 72_013_2013;

export async function openPostgres(url: string, onIdleError: (err: Error) => void = () => undefined): Promise<DatabaseHandle> {
  // Without a timeout, a request waits for ever on a host that does not answer; with one, it fails
  // and is answered 503 (see lib/database-errors.ts).
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000 });
  // An idle connection dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', onIdleError);
  // The pool listens only to idle connections. One checked out (inside a transaction) that the
  // server drops emits 'error' too, and with no listener that kills the process. Its own query
  // fails already (the request gets a 503 and the transaction is not committed), and the pool
  // discards the broken connection when it comes back, so there is nothing more to do here.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const hooks = queryHooks();
  const db = drizzlePg(pool, { schema, logger: hooks.logger }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    onQuery: hooks.onQuery,
    async migrate(migrationsFolder) {
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(db as never, { migrationsFolder });
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        lock.release();
      }
    },
    async ping() {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => pool.end(),
  };
}
