// The server the end-to-end tests run against: the real one, with known test accounts created first.
import { ROLES } from '@freshprice/shared';
import { upsertUser } from '../apps/server/src/auth/users.js';
import { seedDemoCatalogue } from '../apps/server/src/db/demo/seed-catalogue.js';
import { loadEnv } from '../apps/server/src/env.js';
import { createLogger } from '../apps/server/src/lib/logger.js';
import { openRuntime } from '../apps/server/src/runtime.js';
import { startServer } from '../apps/server/src/server.js';
import { E2E_ASSISTANT_MOVE_SELLERS, E2E_ASSISTANT_SELLERS, E2E_ASSISTANT_VIEW_SELLERS, E2E_CODE_USERS, E2E_DESK_CUSTOMERS, E2E_DISPATCH_CUSTOMERS, E2E_EXPORT_CUSTOMERS, E2E_FULFILMENT_CUSTOMER, E2E_FRESH_SELLER, E2E_LIST_CUSTOMERS, E2E_ORDER_CUSTOMERS, E2E_SIGN_OUT_SELLER, E2E_USERS, E2E_WEIGHT_CUSTOMERS } from './users.js';

const env = loadEnv();
const logger = createLogger(env.LOG_LEVEL);
const runtime = await openRuntime(env, logger);
await seedDemoCatalogue(runtime.database.db);
for (const role of ROLES) await upsertUser(runtime.auth, runtime.database.db, { ...E2E_USERS[role], role });
await upsertUser(runtime.auth, runtime.database.db, { ...E2E_SIGN_OUT_SELLER, role: 'seller' });
await upsertUser(runtime.auth, runtime.database.db, { ...E2E_FRESH_SELLER, role: 'seller' });
for (const seller of Object.values(E2E_ASSISTANT_SELLERS)) await upsertUser(runtime.auth, runtime.database.db, { ...seller, role: 'seller' });
for (const seller of Object.values(E2E_ASSISTANT_MOVE_SELLERS)) await upsertUser(runtime.auth, runtime.database.db, { ...seller, role: 'seller' });
for (const seller of Object.values(E2E_ASSISTANT_VIEW_SELLERS)) await upsertUser(runtime.auth, runtime.database.db, { ...seller, role: 'seller' });
for (const seller of Object.values(E2E_CODE_USERS)) await upsertUser(runtime.auth, runtime.database.db, { ...seller, role: 'seller' });
for (const customer of Object.values(E2E_LIST_CUSTOMERS)) await upsertUser(runtime.auth, runtime.database.db, { ...customer, role: 'customer' });
for (const customer of Object.values(E2E_EXPORT_CUSTOMERS)) await upsertUser(runtime.auth, runtime.database.db, { ...customer, role: 'customer' });
for (const customer of Object.values(E2E_ORDER_CUSTOMERS)) await upsertUser(runtime.auth, runtime.database.db, { ...customer, role: 'customer' });
for (const customer of Object.values(E2E_DESK_CUSTOMERS)) await upsertUser(runtime.auth, runtime.database.db, { ...customer, role: 'customer' });
for (const customer of Object.values(E2E_DISPATCH_CUSTOMERS)) await upsertUser(runtime.auth, runtime.database.db, { ...customer, role: 'customer' });
await upsertUser(runtime.auth, runtime.database.db, { ...E2E_FULFILMENT_CUSTOMER, role: 'customer' });
for (const customer of Object.values(E2E_WEIGHT_CUSTOMERS)) await upsertUser(runtime.auth, runtime.database.db, { ...customer, role: 'customer' });
await startServer(env, logger, runtime);
