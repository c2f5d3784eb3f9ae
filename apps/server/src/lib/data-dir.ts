import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {
  constructor(public readonly dataDir: string) {
    super(
      `The data folder ${dataDir} is in use by another running server process. ` +
        'The embedded database allows one process at a time: stop the other process first, ' +
        'or give this one its own DATA_DIR (or a DATABASE_URL).',
    );
  }
}

/**
 * PGlite has no lock of its own; two processes on one folder would corrupt it. The lock is a
 * folder inside DATA_DIR whose age the holder keeps fresh, so a crashed holder's lock goes stale.
 */
export async function lockDataDir(dataDir: string, onLost: (err: Error) => void): Promise<() => Promise<void>> {
  await fs.mkdir(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, 'server.lock'),
      stale: 10_000,
      update: 2_000,
      onCompromised: onLost,
    });
  } catch (err) {
    if ((err as { code?: string }).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw err;
  }
}

/** AUTH_SECRET, or one generated on first start and kept in DATA_DIR (readable by this user only). */
export async function loadAuthSecret(dataDir: string, fromEnv?: string): Promise<string> {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, 'auth-secret');
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    await fs.mkdir(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    await fs.writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(async () => undefined);
    return (await fs.readFile(file, 'utf8')).trim();
  }
}
