import fs from 'node:fs/promises';
import os from 'node:os';
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

/** Locks this process holds (a pid found in a lock is alive, but may be ours from a former life). */
const held = new Set<string>();

/**
 * PGlite has no lock of its own; two processes on one folder would corrupt it. The lock is a
 * folder inside DATA_DIR whose age the holder keeps fresh, so a crashed holder's lock goes stale
 * after 10 s. Sooner than that, a lock whose recorded owner (pid on this host) is no longer
 * running is taken over at once, so a restart right after a crash (kill -9, OOM) is not refused.
 */
export async function lockDataDir(dataDir: string, onLost: (err: Error) => void): Promise<() => Promise<void>> {
  await fs.mkdir(dataDir, { recursive: true });
  const lockfilePath = path.join(dataDir, 'server.lock');
  const ownerFile = path.join(dataDir, 'server.lock.owner');
  const options = { lockfilePath, stale: 10_000, update: 2_000, onCompromised: onLost };
  // Taking the lock, recording its owner and taking over a dead owner's lock happen one process
  // at a time: two processes starting together must not both see the dead owner and both take over.
  const releaseGuard = await lockfile.lock(path.join(dataDir, 'server.guard'), {
    realpath: false,
    stale: 10_000,
    retries: { retries: 30, minTimeout: 50, maxTimeout: 1_000 },
  });
  try {
    let release: () => Promise<void>;
    try {
      release = await lockfile.lock(dataDir, options);
    } catch (err) {
      if ((err as { code?: string }).code !== 'ELOCKED') throw err;
      if (!(await ownerIsGone(ownerFile, lockfilePath))) throw new DataDirLockedError(dataDir);
      await fs.rm(lockfilePath, { recursive: true, force: true });
      release = await lockfile.lock(dataDir, options);
    }
    await fs.writeFile(ownerFile, JSON.stringify({ pid: process.pid, host: os.hostname() }));
    held.add(lockfilePath);
    return async () => {
      held.delete(lockfilePath);
      await release();
    };
  } finally {
    await releaseGuard();
  }
}

/** True only when the lock's recorded owner certainly no longer runs; unknown counts as alive. */
async function ownerIsGone(ownerFile: string, lockfilePath: string): Promise<boolean> {
  let owner: { pid?: unknown; host?: unknown };
  try {
    owner = JSON.parse(await fs.readFile(ownerFile, 'utf8'));
  } catch {
    return false;
  }
  // Another host's processes cannot be checked (a folder shared over the network): wait for staleness.
  if (owner.host !== os.hostname() || typeof owner.pid !== 'number' || !Number.isInteger(owner.pid) || owner.pid <= 0) return false;
  // In a container every start may get the same pid: a lock "held" by our own pid is a former life's.
  if (owner.pid === process.pid) return !held.has(lockfilePath);
  try {
    process.kill(owner.pid, 0); // signal 0: only asks whether the process exists
    return false;
  } catch (err) {
    // EPERM: it exists, under another user.
    return (err as NodeJS.ErrnoException).code === 'ESRCH';
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
