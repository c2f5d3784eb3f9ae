import { parseArgs } from 'node:util';
import { isRole, ROLES, TIERS, type Tier } from '@freshprice/shared';
import { businessOf, writeBusiness } from '../modules/users/users.service.js';
import { upsertUser } from '../auth/users.js';
import { EnvError, loadEnv } from '../env.js';
import { DataDirLockedError } from '../lib/data-dir.js';
import { createLogger } from '../lib/logger.js';
import { openRuntime } from '../runtime.js';

const USAGE = `Usage: npm run user:create -- --email E [--password P] [--role ${ROLES.join('|')}] [--name N]
                           [--size ${TIERS.join('|')}] [--company C] [--address A]
Creates the user, or updates the password and role of an existing one. A customer's business size
(its minimum order), company and delivery address can be set at the same time.`;

async function main() {
  let args;
  try {
    args = parseArgs({
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        role: { type: 'string', default: 'customer' },
        name: { type: 'string' },
        size: { type: 'string' },
        company: { type: 'string' },
        address: { type: 'string' },
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
  if (args.size !== undefined && !(TIERS as readonly string[]).includes(args.size)) fail(`--size must be one of: ${TIERS.join(', ')}.`);

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
    await writeBusiness(runtime.database.db, result.userId, {
      size: args.size as Tier | undefined,
      company: args.company?.trim(),
      address: args.address?.trim(),
    });
    if (args.size || args.company !== undefined || args.address !== undefined) {
      const business = await businessOf(runtime.database.db, result.userId);
      console.log(`Business: ${business?.size}${business?.company ? `, ${business.company}` : ''}${business?.address ? `, ${business.address}` : ''}.`);
    }
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
