import path from 'node:path';
import { serve } from '@hono/node-server';
import { DEFAULT_COMPANY_FACTS } from '@freshprice/shared';
import { createApp } from './app.js';
import { seedDemoCatalogue } from './db/demo/seed-catalogue.js';
import { seedDemoPriceLists } from './db/demo/seed-price-lists.js';
import { seedDemoUsers } from './db/seed.js';
import type { Env } from './env.js';
import { ACCOUNT_MAIL_LIMIT, SIGN_IN_ACCOUNT_BACKOFF, SIGN_IN_ADDRESS_LIMIT } from './auth/account-protection.js';
import type { Logger } from './lib/logger.js';
import { readLimitersFor } from './lib/read-limit.js';
import { CONTACT_LIMIT } from './modules/contact/contact.service.js';
import { createModelReader } from './modules/assistant/model.js';
import { createFilesService } from './modules/files/files.service.js';
import { createMaintenanceService, longestAuthWindowSeconds } from './modules/maintenance/maintenance.service.js';
import type { Runtime } from './runtime.js';
import { startScheduler } from './lib/scheduler.js';
import { scheduledTasks } from './services.js';

/**
 * How long a `request_limits` row can matter: the longest window or back-off memory of any limit
 * counted there. A limit added with a longer one must be added here, or its rows are purged early.
 */
export const REQUEST_LIMIT_RETENTION_SECONDS = Math.max(
  SIGN_IN_ACCOUNT_BACKOFF.forgetAfterSeconds,
  SIGN_IN_ACCOUNT_BACKOFF.maxDelaySeconds,
  SIGN_IN_ADDRESS_LIMIT.windowSeconds,
  ACCOUNT_MAIL_LIMIT.windowSeconds,
  CONTACT_LIMIT.windowSeconds,
);

/** Seeds demo data when asked, listens, and stops cleanly on SIGTERM or SIGINT. */
export async function startServer(env: Env, logger: Logger, runtime: Runtime) {
  if (env.SEED_DEMO) {
    const seeded = await seedDemoCatalogue(runtime.database.db);
    if (seeded) logger.info({ products: seeded }, 'demo catalogue created');
    const demo = await seedDemoUsers(runtime.auth, runtime.database.db);
    if (demo.length) {
      console.log('\nDemo users were created. Their passwords are shown this once:');
      for (const u of demo) console.log(`  ${u.role.padEnd(8)} ${u.email.padEnd(22)} ${u.password}`);
      console.log('Set a new one at any time with: npm run user:create -- --email E --password P --role R\n');
    }
    if (await seedDemoPriceLists(runtime.database.db)) logger.info('demo customer price list created');
  }

  // Images that versions before ADR 009 wrote to disk move into the database, where every instance
  // finds them; the folder is left as it was.
  await createFilesService({ db: runtime.database.db, logger }).importFolder(path.join(env.DATA_DIR, 'uploads'));

  const { app, services } = createApp({
    database: runtime.database,
    auth: runtime.auth,
    mailer: runtime.mailer,
    staffEmail: env.STAFF_EMAIL,
    logger,
    baseUrl: env.BASE_URL,
    trustProxy: env.TRUST_PROXY,
    webDistDir: env.WEB_DIST_DIR,
    model: createModelReader(env.LLM_BASE_URL && env.LLM_MODEL ? { baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL, timeoutMs: env.LLM_TIMEOUT_MS } : null, logger),
    readLimiters: readLimitersFor(env.READ_LIMIT_PER_SECOND),
    priceAlertSettleSeconds: env.PRICE_ALERT_SETTLE_SECONDS,
  });

  const purging = createMaintenanceService({
    db: runtime.database.db,
    logger,
    requestLimitRetentionSeconds: REQUEST_LIMIT_RETENTION_SECONDS,
    authRateLimitRetentionSeconds: longestAuthWindowSeconds(runtime.auth.options),
  }).startPurging();
  const scheduler = startScheduler(scheduledTasks(services), logger, env.SCHEDULER_INTERVAL_MS);

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => {
    logger.info(
      { database: runtime.database.kind, mail: runtime.mailer.describe(), dataDir: env.DATA_DIR },
      'server started',
    );
    console.log(`${DEFAULT_COMPANY_FACTS.name} is running at ${env.BASE_URL}`);
  });
  // Idle connections stay open longer than a client or a proxy in front keeps them (those commonly
  // hold 60 s): a server that closes first races the client's next request on the same socket, which
  // then fails with a connection reset.
  const http = server as { keepAliveTimeout?: number; headersTimeout?: number };
  http.keepAliveTimeout = 65_000;
  http.headersTimeout = 66_000;
  server.on('error', async (err: NodeJS.ErrnoException) => {
    console.error(
      err.code === 'EADDRINUSE'
        ? `Port ${env.PORT} is already in use. Stop the other program or set PORT to a free port.`
        : `The server could not start: ${err.message}`,
    );
    await purging.stop();
    await scheduler.stop();
    await runtime.close();
    process.exit(1);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    server.close(async () => {
      await purging.stop();
      await scheduler.stop();
      // E-mails of a send under way end before the database closes; the rest go after the next start.
      await services.sends.stop();
      await runtime.close();
      clearTimeout(force);
      process.exit(0);
    });
    // Idle keep-alive connections would hold close() open.
    (server as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
