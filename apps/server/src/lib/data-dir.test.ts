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

  it('keeps one generated auth secret, private to this user', async () => {
    const dir = await tmp();
    const a = await loadAuthSecret(dir);
    expect(a.length).toBeGreaterThanOrEqual(40);
    expect(await loadAuthSecret(dir)).toBe(a);
    expect((await fs.stat(path.join(dir, 'auth-secret'))).mode & 0o077).toBe(0);
    expect(await loadAuthSecret(dir, 'from-env')).toBe('from-env');
  });
});
