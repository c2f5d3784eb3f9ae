import type { ACTIVITY_RESOURCES } from '@freshprice/shared';
import type { Db } from '../../db/tx.js';
import { activity } from '../../db/schema/index.js';

export interface ActivityEntry {
  resourceType: (typeof ACTIVITY_RESOURCES)[number];
  resourceId: string;
  action: 'created' | 'updated' | 'deleted' | 'exported';
  details: { name?: string; old?: Record<string, unknown>; new?: Record<string, unknown>; [k: string]: unknown };
}

/** Call inside the transaction of the change it records. */
export async function recordActivity(db: Db, actor: { id: string; email: string }, entries: ActivityEntry[]) {
  if (!entries.length) return;
  await db.insert(activity).values(entries.map((e) => ({ ...e, userId: actor.id, userEmail: actor.email })));
}
