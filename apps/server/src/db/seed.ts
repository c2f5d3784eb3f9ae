import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
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
    await upsertUser(auth, db, { ...demo, password });
    created.push({ email: demo.email, role: demo.role, password });
  }
  return created;
}
