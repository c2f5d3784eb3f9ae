import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

/** The real entry points (`npm start`, `npm run user:create`) run as processes, for tests. */
export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

export function run(script: string, args: string[], env: Record<string, string>) {
  // Node itself with tsx's loader (not the tsx wrapper, which runs the script in a child process):
  // the pid is the server's, so SIGKILL kills the server as a crash would.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverDir, script), ...args], {
    cwd: serverDir,
    // A clean environment: the test runner's own variables (Vite sets BASE_URL) must not leak in.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let stderr = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => {
    output += d;
    stderr += d;
  });
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      exitCode = code;
      resolve(code);
    }),
  );
  return { child, exited, output: () => output, stderr: () => stderr, running: () => exitCode === undefined };
}

export async function waitFor(predicate: () => boolean, describeOutput?: () => string, ms = 60_000) {
  const end = Date.now() + ms;
  while (!predicate()) {
    if (Date.now() > end) throw new Error(`timed out; output so far:\n${describeOutput?.() ?? ''}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A start-up failure told in one line: no stack frames, no object dump, never the password. */
export function expectOneLine(stderr: string) {
  expect(stderr.trim().split('\n'), stderr).toHaveLength(1);
  expect(stderr).not.toContain('secretpw');
  expect(stderr).not.toMatch(/^\s+at \S|\{$/m);
}
