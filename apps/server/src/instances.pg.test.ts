import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuth } from './auth/auth.js';
import { upsertUser } from './auth/users.js';
import { openPostgres } from './db/client.js';
import { createLogger } from './lib/logger.js';
import { freePort, run, serverDir, waitFor } from './test/processes.js';

// Runs only in the server-postgres project (see vitest.config.ts): two real server processes, each
// with its own disk, behind what would be a load balancer, on one PostgreSQL database.
const adminUrl = process.env.TEST_DATABASE_URL!;

async function adminQuery(text: string) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return await c.query(text);
  } finally {
    await c.end();
  }
}

interface Instance {
  base: string;
  dataDir: string;
  process: ReturnType<typeof run>;
}

describe('two instances on one PostgreSQL', () => {
  const name = `fp_instances_${randomBytes(5).toString('hex')}`;
  const dbUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  const email = 'twin-seller@example.com';
  const password = 'twin-password-1';
  const legacyKey = 'products/legacy-0123456789ab-480.webp';
  let legacyBytes: Buffer;
  let a: Instance;
  let b: Instance;

  async function start(prepare?: (dataDir: string) => Promise<void>): Promise<Instance> {
    const port = await freePort();
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fp-instance-'));
    await prepare?.(dataDir);
    // The same secret on both, as a deployment shares it; each its own data folder and address.
    const p = run('src/index.ts', [], { DATABASE_URL: dbUrl, PORT: String(port), DATA_DIR: dataDir, AUTH_SECRET: 'z'.repeat(40) });
    return { base: `http://localhost:${port}`, dataDir, process: p };
  }

  beforeAll(async () => {
    await adminQuery(`create database ${name}`);
    const h = await openPostgres(dbUrl);
    await h.migrate(path.join(serverDir, 'drizzle'));
    const auth = createAuth({ db: h.db, baseUrl: 'http://localhost', secret: 'x'.repeat(32), mailer: { send: async () => undefined, describe: () => '' }, logger: createLogger('silent') });
    await upsertUser(auth, h.db, { email, password, role: 'seller' });
    await h.close();

    legacyBytes = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#5a5' } }).webp().toBuffer();
    // B was upgraded from a version that kept images on its own disk.
    [a, b] = await Promise.all([
      start(),
      start(async (dataDir) => {
        await fs.mkdir(path.join(dataDir, 'uploads', 'products'), { recursive: true });
        await fs.writeFile(path.join(dataDir, 'uploads', legacyKey), legacyBytes);
      }),
    ]);
    for (const i of [a, b]) {
      await waitFor(() => i.process.output().includes('is running at') || !i.process.running(), i.process.output, 90_000);
      expect(i.process.running(), i.process.output()).toBe(true);
    }
  }, 120_000);

  afterAll(async () => {
    a?.process.child.kill('SIGKILL');
    b?.process.child.kill('SIGKILL');
    await adminQuery(`drop database if exists ${name} with (force)`);
  });

  async function signIn(on: Instance): Promise<string> {
    const res = await fetch(`${on.base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { origin: on.base, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  }

  it('serves an image uploaded through one instance from the other, with nothing written to either disk', async () => {
    const cookie = await signIn(a);
    const created = await fetch(`${a.base}/api/products/changes`, {
      method: 'POST',
      headers: { origin: a.base, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        changes: [
          {
            op: 'create',
            clientId: 'n1',
            // Only what the schema requires: the rest takes its defaults.
            data: { nameEn: 'Twin mango', nameEs: 'Mango gemelo', slug: 'twin-mango', category: 'fruits', unit: 'case', inStock: true, prices: { small: '9.00', medium: '8.50', large: '8.00' } },
          },
        ],
      }),
    });
    expect(created.status, await created.clone().text()).toBe(200);
    const { ids } = (await created.json()) as { ids: Record<string, string> };
    const id = ids.n1;

    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#f90' } }).png().toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'mango.png');
    const uploaded = await fetch(`${a.base}/api/products/${id}/image`, { method: 'POST', headers: { origin: a.base, cookie }, body: form });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const { imageUrl } = (await uploaded.json()) as { imageUrl: string };
    expect(imageUrl).toMatch(/^\/uploads\/products\/.+-480\.webp$/);

    const res = await fetch(`${b.base}${imageUrl}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect((await sharp(bytes).metadata()).width).toBe(300);
    // The same bytes from the instance that stored them.
    expect(Buffer.from(await (await fetch(`${a.base}${imageUrl}`)).arrayBuffer()).equals(bytes)).toBe(true);
    for (const i of [a, b]) {
      await expect(fs.access(path.join(i.dataDir, 'uploads', 'products', path.basename(imageUrl))), i.dataDir).rejects.toThrow();
    }
  });

  it('accepts a session started on one instance on the other', async () => {
    const cookie = await signIn(a);
    const res = await fetch(`${b.base}/api/me`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: unknown }).user).toMatchObject({ email, role: 'seller' });
  });

  it('serves from every instance the images one of them had on its disk before the upgrade', async () => {
    const res = await fetch(`${a.base}/uploads/${legacyKey}`);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(legacyBytes)).toBe(true);
    // B's folder is left as it was.
    expect(await fs.readFile(path.join(b.dataDir, 'uploads', legacyKey))).toEqual(legacyBytes);
  });
});
