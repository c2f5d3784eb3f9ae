import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// The real entry points, as `npm start` and `npm run user:create` run them, on the embedded database.
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.resolve(serverDir, '../../node_modules/.bin/tsx');

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

function run(script: string, args: string[], env: Record<string, string>) {
  const child = spawn(tsx, [path.join(serverDir, script), ...args], {
    // A clean environment: the test runner's own variables (Vite sets BASE_URL) must not leak in.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitFor(predicate: () => boolean, describeOutput?: () => string, ms = 60_000) {
  const end = Date.now() + ms;
  while (!predicate()) {
    if (Date.now() > end) throw new Error(`timed out; output so far:\n${describeOutput?.() ?? ''}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const children: ChildProcess[] = [];
afterAll(() => children.forEach((c) => c.kill('SIGKILL')));

describe('the server process', () => {
  it('starts with demo users, refuses a second process on the same folder, and stops cleanly on SIGTERM', async () => {
    const dataDir = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'fp-proc-')), 'data');
    const port = await freePort();
    const env = { DATA_DIR: dataDir, PORT: String(port), SEED_DEMO: 'true' };

    const first = run('src/index.ts', [], env);
    children.push(first.child);
    await waitFor(() => first.output().includes('is running at'), first.output);
    expect(first.output()).toContain(`http://localhost:${port}`);
    expect(first.output()).toMatch(/admin\s+admin@example\.com\s+\S{8,}/);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'up' });

    const second = run('src/index.ts', [], { ...env, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is in use by another running server process');

    const cli = run('src/cli/user-create.ts', ['--email', 'x@example.com', '--password', 'password-1', '--role', 'seller'], env);
    expect(await cli.exited).toBe(1);
    expect(cli.output()).toContain('stop the server before running this command');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    // With the server stopped, the command works, and a later start does not seed again.
    const created = run('src/cli/user-create.ts', ['--email', 'X@example.com', '--password', 'password-1', '--role', 'seller'], env);
    expect(await created.exited).toBe(0);
    expect(created.output()).toContain('Created x@example.com with role seller.');
    const updated = run('src/cli/user-create.ts', ['--email', 'x@example.com', '--role', 'admin'], env);
    expect(await updated.exited).toBe(0);
    expect(updated.output()).toContain('Updated x@example.com with role admin.');
    const badRole = run('src/cli/user-create.ts', ['--email', 'x@example.com', '--role', 'owner'], env);
    expect(await badRole.exited).toBe(1);
    expect(badRole.output()).toContain('--role must be one of: admin, seller, customer.');

    const again = run('src/index.ts', [], env);
    children.push(again.child);
    await waitFor(() => again.output().includes('is running at'), again.output);
    expect(again.output()).not.toContain('Demo users were created');
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 120_000);

  it('refuses to start with a bad setting and names it', async () => {
    const bad = run('src/index.ts', [], { PORT: 'eighty', DATABASE_URL: 'mysql://db' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('PORT: must be a whole number');
    expect(bad.output()).toContain('DATABASE_URL: must be a URL starting with postgres://');
  });
});
