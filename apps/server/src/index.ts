import { EnvError, loadEnv } from './env.js';
import { DataDirLockedError } from './lib/data-dir.js';
import { createLogger } from './lib/logger.js';
import { openRuntime } from './runtime.js';
import { startServer } from './server.js';

async function main() {
  let env;
  try {
    env = loadEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(env.LOG_LEVEL);
  try {
    await startServer(env, logger, await openRuntime(env, logger));
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

main().catch((err) => {
  console.error('The server could not start:', err);
  process.exit(1);
});
