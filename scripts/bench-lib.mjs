// Helpers the benches share: a throw-away PostgreSQL database or data directory with the server's
// environment, the built server started and stopped, a sign-in, a command run to its end.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverEntry = path.join(root, 'apps/server/dist/index.js');
export const userCreateEntry = path.join(root, 'apps/server/dist/user-create.js');

export async function createDatabase(adminUrl) {
  const { default: pg } = await import('pg');
  const name = `fp_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function signIn(baseUrl, email, password) {
  const res = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export function startServer(env, logFile, baseUrl) {
  const out = fs.openSync(logFile, 'a');
  const profile = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, serverEntry], { env, cwd: root, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  return waitFor(`${baseUrl}/api/health`, child, logFile);
}

export async function waitFor(url, child, logFile, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited with code ${child.exitCode}; see ${logFile}:\n${fs.readFileSync(logFile, 'utf8').slice(-2000)}`);
    try {
      if ((await fetch(url)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export function stopServer(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export function run(cmd, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env, cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${path.basename(args[0])} exited ${code}: ${output}`))));
  });
}

/**
 * A run's ground: a data directory (the embedded database lives there), a throw-away PostgreSQL
 * database when `kind` is 'postgres', a free port, and the built server's environment (production,
 * demo data seeded). `cleanups` undo it, newest first; callers add theirs with `unshift`.
 */
export async function benchSetup(kind, prefix) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-${kind}-`));
  const cleanups = [async () => fs.rmSync(dataDir, { recursive: true, force: true })];
  let databaseUrl;
  if (kind === 'postgres') {
    const { url, drop } = await createDatabase(process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test');
    databaseUrl = url;
    cleanups.unshift(drop);
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    BASE_URL: baseUrl,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    AUTH_SECRET: randomBytes(24).toString('hex'),
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  return { dataDir, databaseUrl, baseUrl, env, cleanups };
}
