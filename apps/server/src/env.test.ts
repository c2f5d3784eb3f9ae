import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.js';

const problems = (env: Record<string, string>) => {
  try {
    loadEnv(env);
  } catch (err) {
    if (err instanceof EnvError) return err.problems;
    throw err;
  }
  return [];
};

describe('configuration', () => {
  it('has working defaults for a fresh machine', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe(path.resolve('./data'));
    expect(env.BASE_URL).toBe('http://localhost:3000');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SEED_DEMO).toBe(true);
    expect(env.MIGRATIONS_DIR).toMatch(/apps\/server\/drizzle$/);
  });

  it('names every bad value with a clear message', () => {
    expect(problems({ PORT: 'abc' })).toEqual([expect.stringMatching(/^PORT: must be a whole number from 1 to 65535 \(got "abc"\)/)]);
    expect(problems({ PORT: '70000' })[0]).toMatch(/^PORT:/);
    expect(problems({ DATABASE_URL: 'mysql://x' })[0]).toMatch(/^DATABASE_URL: must be a URL starting with postgres:\/\/ or postgresql:\/\/$/);
    expect(problems({ SMTP_URL: 'http://mail' })[0]).toMatch(/^SMTP_URL: must be a URL starting with smtp:/);
    expect(problems({ BASE_URL: 'localhost:3000' })[0]).toMatch(/^BASE_URL:/);
    expect(problems({ AUTH_SECRET: 'short' })[0]).toMatch(/^AUTH_SECRET: must be at least 32 characters/);
    expect(problems({ TRUST_PROXY: 'maybe' })[0]).toMatch(/^TRUST_PROXY: must be true, false or the number of proxies/);
    expect(problems({ TRUST_PROXY: '11' })[0]).toMatch(/^TRUST_PROXY: must be true, false or the number of proxies/);
    expect(problems({ TRUST_PROXY: '-1' })[0]).toMatch(/^TRUST_PROXY:/);
    expect(problems({ PORT: 'x', SMTP_URL: 'y' })).toHaveLength(2);
  });

  it('reads TRUST_PROXY as the number of trusted proxies', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(0);
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
  });

  it('reads how long a price must stand before customers are alerted: 30 minutes unless set', () => {
    expect(loadEnv({}).PRICE_ALERT_SETTLE_SECONDS).toBe(1800);
    expect(loadEnv({ PRICE_ALERT_SETTLE_SECONDS: '5' }).PRICE_ALERT_SETTLE_SECONDS).toBe(5);
    for (const bad of ['0', '1.5', 'soon', '86401']) {
      expect(problems({ PRICE_ALERT_SETTLE_SECONDS: bad })[0]).toMatch(/^PRICE_ALERT_SETTLE_SECONDS: must be a whole number of seconds from 1 to 86400/);
    }
  });

  it('does not echo values that may hold credentials', () => {
    expect(problems({ DATABASE_URL: 'mysql://user:hunter2@db' })[0]).not.toContain('hunter2');
  });

  it('uses the real database and no demo data when DATABASE_URL is set', () => {
    const env = loadEnv({ DATABASE_URL: 'postgres://u@h/db', PORT: '8080', BASE_URL: 'https://prices.example.com/' });
    expect(env.SEED_DEMO).toBe(false);
    expect(env.BASE_URL).toBe('https://prices.example.com');
    expect(env.PORT).toBe(8080);
  });
});
