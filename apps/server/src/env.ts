import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';
import { PRICE_ALERT_SETTLE_SECONDS } from '@freshprice/shared';
import { READ_LIMIT } from './lib/read-limit.js';

/**
 * The only reader of process.env. Every value is validated once at start-up and a bad one
 * stops the server with a message naming the variable and what is wrong with it.
 */

// Both src/env.ts and the bundled dist/index.js sit one level below apps/server.
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** `true`/`false` or how many proxies append to X-Forwarded-For; the result is that count. */
const proxyHops = z
  .string()
  .regex(/^(true|false|yes|no|\d{1,2})$/, 'must be true, false or the number of proxies in front of the server (0-10)')
  .transform((v) => (v === 'true' || v === 'yes' ? 1 : v === 'false' || v === 'no' ? 0 : Number(v)))
  .refine((n) => n <= 10, 'must be true, false or the number of proxies in front of the server (0-10)');

const urlWithScheme = (schemes: string[]) =>
  z
    .string()
    .refine((v) => {
      try {
        return schemes.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    }, `must be a URL starting with ${schemes.map((s) => `${s}//`).join(' or ')}`);

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a whole number from 1 to 65535' })
    .int('must be a whole number from 1 to 65535')
    .min(1, 'must be a whole number from 1 to 65535')
    .max(65535, 'must be a whole number from 1 to 65535')
    .default(3000),
  HOST: z.string().min(1, 'must not be empty').default('127.0.0.1'),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: urlWithScheme(['postgres:', 'postgresql:']).optional(),
  SMTP_URL: urlWithScheme(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().min(3, 'must be a sender address').default('no-reply@localhost'),
  STAFF_EMAIL: z.email('must be an e-mail address').optional(),
  BASE_URL: urlWithScheme(['http:', 'https:']).optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
  TRUST_PROXY: proxyHops.default(0),
  SEED_DEMO: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MIGRATIONS_DIR: z.string().default(path.join(serverRoot, 'drizzle')),
  WEB_DIST_DIR: z.string().default(path.join(serverRoot, '..', 'web', 'dist')),
  /** An OpenAI-compatible chat API the assistant may use (with tool calling); without it the built-in reader answers. */
  LLM_BASE_URL: urlWithScheme(['http:', 'https:']).optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(8000),
  /** Signed-in reads a session and a user may make per second, with bursts of six times that; 0: no limit (ADR 020). */
  /** How often scheduled work runs (list sends, standing-order drafts, price alerts). */
  SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /** How long a price must stand before customers are alerted about its move: a rollback within it alerts no one (default 30 minutes). */
  PRICE_ALERT_SETTLE_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds from 1 to 86400' })
    .int('must be a whole number of seconds from 1 to 86400')
    .min(1, 'must be a whole number of seconds from 1 to 86400')
    .max(86_400, 'must be a whole number of seconds from 1 to 86400')
    .default(PRICE_ALERT_SETTLE_SECONDS),
  READ_LIMIT_PER_SECOND: z.coerce.number().int().min(0).max(100_000).default(READ_LIMIT.perSecond),
});

export type Env = z.infer<typeof schema> & {
  BASE_URL: string;
  /** Seed demo data: on by default with the embedded database only. */
  SEED_DEMO: boolean;
  DATA_DIR: string;
};

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // Empty strings are treated as unset, as in most deployment tools.
  const input = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    throw new EnvError(
      parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}${showValue(i.path, input)}`),
    );
  }
  const env = parsed.data;
  return {
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    BASE_URL: (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    SEED_DEMO: env.SEED_DEMO ?? !env.DATABASE_URL,
  };
}

function showValue(p: PropertyKey[], input: Record<string, unknown>): string {
  const key = String(p[0]);
  if (/URL|SECRET/.test(key)) return ''; // may hold credentials
  return key in input ? ` (got "${String(input[key])}")` : '';
}
