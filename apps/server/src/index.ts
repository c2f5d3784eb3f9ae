import { EnvError, loadEnv, type Env } from './env.js';
import { DataDirLockedError } from './lib/data-dir.js';
import { explainDatabaseStartFailure, redactPassword } from './lib/database-errors.js';
import { createLogger } from './lib/logger.js';
import { openRuntime } from './runtime.js';
import { startServer } from './server.js';

async function main() {
  let env;
  try {
    env = loadEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.problems.length === 1 ? `Invalid configuration: ${err.problems[0]}` : err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(env.LOG_LEVEL);
  try {
    await startServer(env, logger, await openRuntime(env, logger));
  } catch (err) {
    // The person starting the server needs what to fix, not a stack trace or the driver's object.
    console.error(startFailure(err, env));
    logger.debug({ err }, 'start-up failure');
    process.exit(1);
  }
}

function startFailure(err: unknown, env: Env): string {
  if (err instanceof DataDirLockedError) return err.message;
  const database = env.DATABASE_URL ? explainDatabaseStartFailure(err, env.DATABASE_URL) : undefined;
  if (database) return database;
  const { code, path } = err as NodeJS.ErrnoException;
  if ((code === 'EACCES' || code === 'EPERM' || code === 'EROFS') && path) {
    return `The server could not start: it may not write to ${path} (${code}). Let this user write there, or set DATA_DIR to a folder it may write to.`;
  }
  const message = err instanceof Error ? err.message : String(err);
  const line = `The server could not start: ${message.split('\n')[0]}`;
  return env.DATABASE_URL ? redactPassword(line, new URL(env.DATABASE_URL)) : line;
}

main().catch((err) => {
  console.error(`The server could not start: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`);
  process.exit(1);
});
