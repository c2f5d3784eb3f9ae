import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { explainDatabaseStartFailure, isDatabaseUnavailable } from './database-errors.js';
import { AppError, toErrorResponse } from './errors.js';
import { createLogger } from './logger.js';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises a connection the server ended or refused', () => {
    for (const code of ['57P01', '57P02', '57P03', '08000', '08003', '08006', '08001', '53300', 'ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'EPIPE']) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    }
    for (const message of [
      'Connection terminated unexpectedly',
      'Connection terminated',
      'Connection terminated due to connection timeout',
      'Client has encountered a connection error and is not queryable',
      'Client was closed and is not queryable',
      'timeout exceeded when trying to connect',
    ]) {
      expect(isDatabaseUnavailable(new Error(message)), message).toBe(true);
    }
  });

  it('looks through the wrappers of drizzle and better-auth, and into AggregateError', () => {
    const wrapped = new Error('Failed query: insert into ...', { cause: withCode('57P01', 'terminating connection due to administrator command') });
    expect(isDatabaseUnavailable(new Error('Failed to get session', { cause: wrapped }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]))).toBe(true);
  });

  it('leaves every other failure alone', () => {
    // unique_violation, syntax error, serialization failure, undefined table: the request's own problem or a bug.
    for (const code of ['23505', '42601', '40001', '42P01', 'ENOENT', 'ERR_INVALID_ARG_TYPE']) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(false);
    }
    expect(isDatabaseUnavailable(new Error('duplicate key value violates unique constraint'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false);
  });
});

describe('the error mapping', () => {
  const app = new Hono();
  app.onError((err, c) => toErrorResponse(err, c, createLogger('silent')));
  app.get('/lost', () => {
    throw new Error('Failed query: select 1', { cause: withCode('57P01', 'terminating connection due to administrator command') });
  });
  app.get('/bug', () => {
    throw new TypeError('oops');
  });
  app.get('/conflict', () => {
    throw new AppError('conflict', 'Changed meanwhile');
  });

  it('answers 503 with Retry-After and a JSON error when the database is unreachable', async () => {
    const res = await app.request('/lost');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    const body = await res.json();
    expect(body).toEqual({ error: { code: 'database_unavailable', message: expect.stringMatching(/try again/i) } });
    expect(JSON.stringify(body)).not.toContain('administrator');
  });

  it('keeps 500 for a bug and the status of an AppError', async () => {
    const bug = await app.request('/bug');
    expect(bug.status).toBe(500);
    expect(bug.headers.get('retry-after')).toBeNull();
    expect((await app.request('/conflict')).status).toBe(409);
  });
});

describe('explainDatabaseStartFailure', () => {
  const url = 'postgresql://shop:p%40ss-secret@db.internal:6543/shop';
  const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'FATAL' });

  it('says what to fix for each way the first connection fails', () => {
    expect(explainDatabaseStartFailure(pgError('28P01', 'password authentication failed for user "shop"'), url)).toBe(
      'The server could not start: PostgreSQL at db.internal:6543 refused the password of user "shop". Fix the password in DATABASE_URL.',
    );
    expect(explainDatabaseStartFailure(pgError('3D000', 'database "shop" does not exist'), url)).toMatch(/database "shop" does not exist on db\.internal:6543\. Create it/);
    expect(explainDatabaseStartFailure(withCode('ENOTFOUND', 'getaddrinfo ENOTFOUND db.internal'), url)).toMatch(/host "db\.internal" was not found/);
    expect(explainDatabaseStartFailure(new Error('timeout exceeded when trying to connect'), url)).toMatch(/db\.internal:6543 did not answer/);
    // A migration refused: the driver's error sits under drizzle's wrapper.
    const migration = new Error('Failed query: CREATE TABLE ...', { cause: pgError('42501', 'permission denied for schema public') });
    expect(explainDatabaseStartFailure(migration, url)).toMatch(/user "shop" may not create the tables in database "shop" \(permission denied for schema public\)\. Make it the database's owner/);
  });

  it('never repeats the password, even when a message carries it', () => {
    const line = explainDatabaseStartFailure(pgError('28000', 'no pg_hba.conf entry for "p@ss-secret"'), url)!;
    expect(line).not.toContain('ss-secret');
    expect(line.split('\n')).toHaveLength(1);
  });

  it('leaves failures that are not about the database to the caller', () => {
    expect(explainDatabaseStartFailure(new TypeError('x is not a function'), url)).toBeUndefined();
  });
});
