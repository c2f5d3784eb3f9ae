import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, loadAuthSecret, lockDataDir } from './data-dir.js';

const tmp = () => fs.mkdtemp(path.join(os.tmpdir(), 'fp-data-'));

describe('data folder', () => {
  it('creates missing parents and refuses a second holder with a clear message', async () => {
    const dir = path.join(await tmp(), 'nested', 'data');
    const release = await lockDataDir(dir, () => undefined);
    const second = lockDataDir(dir, () => undefined);
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(/in use by another running server process/);
    await release();
    const again = await lockDataDir(dir, () => undefined);
    await again();
  });

  describe('a lock left behind by a process that is gone (kill -9)', () => {
    /** DATA_DIR as a holder that was killed a moment ago leaves it: a fresh lock and its owner. */
    const leftBehind = async (owner: object | undefined) => {
      const dir = await tmp();
      await fs.mkdir(path.join(dir, 'server.lock'));
      if (owner) await fs.writeFile(path.join(dir, 'server.lock.owner'), JSON.stringify(owner));
      return dir;
    };
    const exitedPid = async () => {
      const child = spawn(process.execPath, ['-e', '']);
      await new Promise((r) => child.on('exit', r));
      return child.pid!;
    };

    it('is taken over at once when its owner no longer runs on this host', async () => {
      const dir = await leftBehind({ pid: await exitedPid(), host: os.hostname() });
      const release = await lockDataDir(dir, () => undefined);
      expect(JSON.parse(await fs.readFile(path.join(dir, 'server.lock.owner'), 'utf8'))).toEqual({ pid: process.pid, host: os.hostname() });
      await expect(lockDataDir(dir, () => undefined)).rejects.toBeInstanceOf(DataDirLockedError);
      await release();
    });

    it('is respected while its owner runs, or when the owner cannot be checked', async () => {
      const alive = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
      try {
        for (const owner of [{ pid: alive.pid, host: os.hostname() }, { pid: await exitedPid(), host: 'another-host' }, undefined]) {
          const dir = await leftBehind(owner);
          await expect(lockDataDir(dir, () => undefined), JSON.stringify(owner)).rejects.toBeInstanceOf(DataDirLockedError);
        }
      } finally {
        alive.kill('SIGKILL');
      }
    });
  });

  it('keeps one generated auth secret, private to this user', async () => {
    const dir = await tmp();
    const a = await loadAuthSecret(dir);
    expect(a.length).toBeGreaterThanOrEqual(40);
    expect(await loadAuthSecret(dir)).toBe(a);
    expect((await fs.stat(path.join(dir, 'auth-secret'))).mode & 0o077).toBe(0);
    expect(await loadAuthSecret(dir, 'from-env')).toBe('from-env');
  });
});
