import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expectOneLine, freePort, run, waitFor } from './test/processes.js';

// The real entry points, as `npm start` and `npm run user:create` run them, on the embedded database.
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
    const medium = run('src/cli/user-create.ts', ['--email', 'm@example.com', '--password', 'password-1', '--size', 'medium', '--company', 'Hotel Sol'], env);
    expect(await medium.exited).toBe(0);
    expect(medium.output()).toContain('Business: medium, Hotel Sol.');
    const badSize = run('src/cli/user-create.ts', ['--email', 'm@example.com', '--size', 'huge'], env);
    expect(await badSize.exited).toBe(1);
    expect(badSize.output()).toContain('--size must be one of: small, medium, large.');
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

  it('starts again at once after being killed, and still refuses a live second process', async () => {
    const dataDir = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'fp-kill-')), 'data');
    const env = { DATA_DIR: dataDir, PORT: String(await freePort()), SEED_DEMO: 'false' };
    const first = run('src/index.ts', [], env);
    children.push(first.child);
    await waitFor(() => first.output().includes('is running at'), first.output);
    first.child.kill('SIGKILL');
    await first.exited;

    // Well within the 10 s after which the dead process's lock would count as stale anyway.
    const restarted = Date.now();
    const again = run('src/index.ts', [], env);
    children.push(again.child);
    await waitFor(() => again.output().includes('is running at') || !again.running(), again.output);
    expect(again.output()).not.toContain('in use by another running server process');
    expect(again.output()).toContain('is running at');
    expect(Date.now() - restarted).toBeLessThan(30_000);
    const health = await fetch(`http://127.0.0.1:${env.PORT}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'up' });

    const second = run('src/index.ts', [], { ...env, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is in use by another running server process');

    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 120_000);

  it('refuses to start with a bad setting and names it', async () => {
    const bad = run('src/index.ts', [], { PORT: 'eighty', DATABASE_URL: 'mysql://db' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('PORT: must be a whole number');
    expect(bad.output()).toContain('DATABASE_URL: must be a URL starting with postgres://');

    const one = run('src/index.ts', [], { DATABASE_URL: 'postgresql//user:secretpw@db/app' });
    expect(await one.exited).toBe(1);
    expectOneLine(one.stderr());
    expect(one.stderr()).toContain('Invalid configuration: DATABASE_URL: must be a URL starting with postgres://');
  });

  it('explains in one line, without the password, a database it cannot reach', async () => {
    const bad = run('src/index.ts', [], { DATABASE_URL: 'postgresql://postgres:secretpw@127.0.0.1:1/test' });
    expect(await bad.exited).not.toBe(0);
    expectOneLine(bad.stderr());
    expect(bad.stderr()).toMatch(/^The server could not start: /);
    expect(bad.stderr()).toMatch(/127\.0\.0\.1:1/);
    expect(bad.stderr()).toMatch(/Start PostgreSQL there, or fix the host and port in DATABASE_URL/);
  });
});

