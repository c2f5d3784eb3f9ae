import path from 'node:path';
import type { Env } from './env.js';
import { openPglite, openPostgres, type DatabaseHandle } from './db/client.js';
import { lockDataDir, loadAuthSecret } from './lib/data-dir.js';
import { createMailer, type Mailer } from './lib/mail.js';
import type { Logger } from './lib/logger.js';
import { createAuth, type Auth } from './auth/auth.js';
import { readFacts } from './modules/company/company.repo.js';

export interface Runtime {
  database: DatabaseHandle;
  auth: Auth;
  mailer: Mailer;
  close(): Promise<void>;
}

/** Opens the database (locking DATA_DIR for the embedded one), migrates it and builds auth and mail. */
export async function openRuntime(env: Env, logger: Logger): Promise<Runtime> {
  let release: (() => Promise<void>) | undefined;
  let database: DatabaseHandle;
  if (env.DATABASE_URL) {
    database = await openPostgres(env.DATABASE_URL, (err) => logger.warn({ err }, 'idle database connection lost'));
  } else {
    release = await lockDataDir(env.DATA_DIR, (err) => {
      logger.fatal({ err }, 'lost the lock on the data folder; stopping');
      process.exit(1);
    });
    database = await openPglite(path.join(env.DATA_DIR, 'pgdata'));
  }
  try {
    await database.migrate(env.MIGRATIONS_DIR);
  } catch (err) {
    await database.close().catch(() => undefined);
    await release?.();
    throw err;
  }
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    // The sender's display name is the brand in the company facts (read per mail: admins may change it).
    senderName: async () => (await readFacts(database.db)).name,
    outboxDir: path.join(env.DATA_DIR, 'outbox'),
    logger,
  });
  const secret = await loadAuthSecret(env.DATA_DIR, env.AUTH_SECRET);
  const auth = createAuth({ db: database.db, baseUrl: env.BASE_URL, secret, mailer, logger });
  return {
    database,
    auth,
    mailer,
    async close() {
      await database.close();
      await release?.();
    },
  };
}
