import { Writable } from 'node:stream';
import { Hono } from 'hono';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { loggablePath, logSlowRequests } from './logger.js';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level: 'warn' }, stream), lines };
}

describe('logSlowRequests', () => {
  it('warns about a request slower than the threshold, with its method, path, status and time', async () => {
    const { logger, lines } = capture();
    const app = new Hono();
    app.use('*', logSlowRequests(logger, 30));
    app.get('/slow', async (c) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return c.text('late', 202);
    });
    app.get('/fast', (c) => c.text('ok'));

    await app.request('/fast');
    expect(lines).toEqual([]);
    await app.request('/slow?x=1');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'slow request', method: 'GET', path: '/slow', status: 202 });
    expect(lines[0]!.ms).toBeGreaterThanOrEqual(30);
  });
});

describe('loggablePath', () => {
  it('keeps the one-time tokens of mailed links out of the log, and every other path as it is', () => {
    expect(loggablePath('/api/substitutions/abc123')).toBe('/api/substitutions/…');
    expect(loggablePath('/api/standing-order-drafts/by-token/abc123')).toBe('/api/standing-order-drafts/by-token/…');
    expect(loggablePath('/api/standing-order-drafts/5f0c')).toBe('/api/standing-order-drafts/5f0c');
    expect(loggablePath('/api/orders/10001')).toBe('/api/orders/10001');
  });
});
