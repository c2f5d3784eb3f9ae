import { parseArgs } from 'node:util';
import { isRole, ROLES } from '@freshprice/shared';
import { upsertUser } from '../auth/users.js';
import { EnvError, loadEnv } from '../env.js';
import { DataDirLockedError } from '../lib/data-dir.js';
import { createLogger } from '../lib/logger.js';
import { openRuntime } from '../runtime.js';

const USAGE = `Usage: npm run user:create -- --email E [--password P] [--role ${ROLES.join('|')}] [--name N]
Creates the user, or updates the password and role of an existing one.`;

async function main() {
  let args;
  try {
    args = parseArgs({
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        role: { type: 'string', default: 'customer' },
        name: { type: 'string' },
        help: { type: 'boolean' },
      },
    }).values;
  } catch (err) {
    fail(`${(err as Error).message}\n${USAGE}`);
  }
  if (args.help) {
    console.log(USAGE);
    return;
  }
  if (!args.email) fail(`--email is required.\n${USAGE}`);
  if (!isRole(args.role)) fail(`--role must be one of: ${ROLES.join(', ')}.`);

  let env;
  try {
    env = loadEnv();
  } catch (err) {
    if (err instanceof EnvError) fail(err.message);
    throw err;
  }
  let runtime;
  try {
    runtime = await openRuntime(env, createLogger('warn'));
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      fail(
        `${err.message}\nWith the embedded database, stop the server before running this command, then start it again.`,
      );
    }
    throw err;
  }
  try {
    const result = await upsertUser(runtime.auth, runtime.database.db, {
      email: args.email,
      password: args.password,
      role: args.role,
      name: args.name,
    });
    console.log(`${result.created ? 'Created' : 'Updated'} ${args.email.toLowerCase()} with role ${args.role}.`);
  } catch (err) {
    await runtime.close();
    fail((err as Error).message);
  }
  await runtime.close();
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
