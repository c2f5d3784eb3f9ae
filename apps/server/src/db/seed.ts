import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { Language, Role } from '@freshprice/shared';
import type { Auth } from '../auth/auth.js';
import { upsertUser } from '../auth/users.js';
import type { Database } from './client.js';
import { user } from './schema/index.js';

const DEMO_USERS: { email: string; name: string; role: Role; phone?: string; language?: Language }[] = [
  { email: 'admin@example.com', name: 'Demo Admin', role: 'admin' },
  { email: 'seller@example.com', name: 'Demo Seller', role: 'seller' },
  { email: 'customer@example.com', name: 'Demo Customer', role: 'customer', phone: '+1 305 555 0142', language: 'es' },
];

/** The demo customer's business: a small restaurant (the $250 minimum), delivered every truck day. */
const DEMO_BUSINESS = { companyName: 'Café Luna', deliveryAddress: '1450 SW 8th Street, Miami, FL 33135', businessSize: 'small' as const };

/**
 * Demo users for a fresh embedded database, created once with random passwords that are
 * returned to be printed once. Nothing is created when any user exists already.
 */
export async function seedDemoUsers(auth: Auth, db: Database) {
  const [{ n }] = await db.select({ n: count() }).from(user);
  if (n > 0) return [];
  const created: { email: string; role: Role; password: string }[] = [];
  for (const demo of DEMO_USERS) {
    const password = randomBytes(9).toString('base64url');
    const { userId } = await upsertUser(auth, db, { ...demo, password });
    if (demo.role === 'customer') await db.update(user).set(DEMO_BUSINESS).where(eq(user.id, userId));
    created.push({ email: demo.email, role: demo.role, password });
  }
  return created;
}
