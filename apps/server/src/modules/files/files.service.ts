import fs from 'node:fs/promises';
import path from 'node:path';
import type { ServiceCall } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import { getFile, putFiles, type StoredFileInput } from './files.repo.js';

/**
 * What may follow /uploads/: path segments of letters, digits, `.`, `_` and `-`, none starting with
 * a dot (so no `..`), at most 200 characters. Every key the server writes has this shape.
 */
export const FILE_KEY_PATTERN = /^(?:[A-Za-z0-9][A-Za-z0-9._-]*\/)*[A-Za-z0-9][A-Za-z0-9._-]*$/;
export const FILE_KEY_MAX_LENGTH = 200;

export const isFileKey = (key: string) => key.length <= FILE_KEY_MAX_LENGTH && FILE_KEY_PATTERN.test(key);

/** Stores files (a product's image) inside the caller's transaction. */
export { putFiles } from './files.repo.js';

/** Files read from a legacy folder per insert: a few MB of WebP at most. */
const IMPORT_BATCH = 50;

export function createFilesService(deps: { db: Database; logger: Logger }) {
  const { db, logger } = deps;
  return {
    /** A stored file by key. Public: every key is a content hash that only its pages link to. */
    async read({ input }: ServiceCall<{ key: string }>): Promise<StoredFileInput> {
      const file = isFileKey(input.key) ? await getFile(db, input.key) : null;
      if (!file) throw notFound('File');
      return file;
    },

    /**
     * Copies the WebP files that earlier versions wrote under `dir` (DATA_DIR/uploads) into the
     * database, under the same keys, so their URLs keep working on every instance. Run at start;
     * keys already stored are left alone, so running it again (or on several instances) is harmless.
     * The folder itself is not touched. Returns how many files were new.
     */
    async importFolder(dir: string): Promise<{ found: number; imported: number }> {
      const keys = (await listWebp(dir)).filter(isFileKey);
      let imported = 0;
      for (let i = 0; i < keys.length; i += IMPORT_BATCH) {
        const batch = await Promise.all(
          keys.slice(i, i + IMPORT_BATCH).map(async (key) => ({
            key,
            contentType: 'image/webp',
            bytes: new Uint8Array(await fs.readFile(path.join(dir, ...key.split('/')))),
          })),
        );
        imported += await putFiles(db, batch);
      }
      if (keys.length) logger.info({ dir, found: keys.length, imported }, 'uploads folder imported into the database');
      return { found: keys.length, imported };
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;

/** Keys (`/`-separated paths relative to `dir`) of the *.webp files under it; none when it is missing. */
async function listWebp(dir: string): Promise<string[]> {
  let entries: string[];
  try {
    entries = await fs.readdir(dir, { recursive: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const keys: string[] = [];
  for (const entry of entries) {
    if (!entry.endsWith('.webp')) continue;
    if ((await fs.lstat(path.join(dir, entry))).isFile()) keys.push(entry.split(path.sep).join('/'));
  }
  return keys.sort();
}
