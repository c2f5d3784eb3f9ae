import { eq } from 'drizzle-orm';
import type { Db } from '../../db/tx.js';
import { storedFiles } from '../../db/schema/index.js';

export interface StoredFileInput {
  /** Path under /uploads, content-addressed (`products/<id>-<hash>-480.webp`). */
  key: string;
  contentType: string;
  bytes: Uint8Array;
}

/**
 * One multi-row insert; a key already stored holds the same bytes and is left as it is. Returns how
 * many keys were new.
 */
export async function putFiles(db: Db, files: StoredFileInput[]): Promise<number> {
  if (!files.length) return 0;
  const inserted = await db
    .insert(storedFiles)
    .values(files.map((f) => ({ key: f.key, contentType: f.contentType, size: f.bytes.byteLength, bytes: f.bytes })))
    .onConflictDoNothing()
    .returning({ key: storedFiles.key });
  return inserted.length;
}

export async function getFile(db: Db, key: string): Promise<StoredFileInput | null> {
  const [row] = await db
    .select({ key: storedFiles.key, contentType: storedFiles.contentType, bytes: storedFiles.bytes })
    .from(storedFiles)
    .where(eq(storedFiles.key, key));
  return row ?? null;
}
