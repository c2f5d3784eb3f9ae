import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger.js';
import { createTestServer, type TestServer } from '../../test/harness.js';
import { putFiles } from './files.repo.js';
import { createFilesService } from './files.service.js';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(async () => {
  await s?.close();
});

const webp = (color: string) => sharp({ create: { width: 24, height: 24, channels: 3, background: color } }).webp().toBuffer();

describe('GET /uploads/<key>', () => {
  it('serves a stored file with its type, a year of caching, an ETag and nosniff, and answers 304 to that ETag', async () => {
    const bytes = await webp('#3a3');
    await putFiles(s.database.db, [{ key: 'products/served-abc123-480.webp', contentType: 'image/webp', bytes }]);
    const res = await s.request('/uploads/products/served-abc123-480.webp');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);

    const again = await s.request('/uploads/products/served-abc123-480.webp', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await again.text()).toBe('');
    const other = await s.request('/uploads/products/served-abc123-480.webp', { headers: { 'if-none-match': '"something-else"' } });
    expect(other.status).toBe(200);
  });

  it('answers HEAD with the headers and no body', async () => {
    const bytes = await webp('#33a');
    await putFiles(s.database.db, [{ key: 'products/head-def456-160.webp', contentType: 'image/webp', bytes }]);
    const res = await s.request('/uploads/products/head-def456-160.webp', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('content-length')).toBe(String(bytes.byteLength));
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it('answers 404 in text for an unknown key, and for keys of the wrong shape even when stored', async () => {
    const unknown = await s.request('/uploads/products/nothing-here-480.webp');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe('Not found');

    const long = `products/${'a'.repeat(200)}.webp`;
    const dotted = 'products/.hidden.webp';
    const bytes = await webp('#a33');
    await putFiles(s.database.db, [long, dotted].map((key) => ({ key, contentType: 'image/webp', bytes })));
    for (const p of [`/uploads/${long}`, `/uploads/${dotted}`, '/uploads/products/..%2F..%2Fpgdata', '/uploads/', '/uploads/a//b.webp']) {
      const res = await s.request(p);
      expect(res.status, p).toBe(404);
      expect(await res.text(), p).toBe('Not found');
    }
  });
});

describe('importing the uploads folder of an earlier version', () => {
  it('stores every WebP file under its path once, leaves the folder as it was, and skips the rest', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fp-legacy-uploads-'));
    await fs.mkdir(path.join(dir, 'products'), { recursive: true });
    const old = await webp('#963');
    await fs.writeFile(path.join(dir, 'products', 'legacy-0a1b2c3d4e5f-480.webp'), old);
    await fs.writeFile(path.join(dir, 'products', 'legacy-0a1b2c3d4e5f-160.webp'), await webp('#369'));
    await fs.writeFile(path.join(dir, 'products', 'notes.txt'), 'not an image');
    await fs.writeFile(path.join(dir, '.partial.webp'), old);
    const before = (await fs.readdir(dir, { recursive: true })).sort();

    const files = createFilesService({ db: s.database.db, logger: createLogger('silent') });
    expect(await files.importFolder(dir)).toEqual({ found: 2, imported: 2 });
    const res = await s.request('/uploads/products/legacy-0a1b2c3d4e5f-480.webp');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await res.arrayBuffer()).equals(old)).toBe(true);
    expect((await s.request('/uploads/products/notes.txt')).status).toBe(404);

    // Again (a restart, or a second instance with the same files): nothing new, nothing broken.
    expect(await files.importFolder(dir)).toEqual({ found: 2, imported: 0 });
    expect((await fs.readdir(dir, { recursive: true })).sort()).toEqual(before);
  });

  it('finds nothing to do when there is no folder', async () => {
    const files = createFilesService({ db: s.database.db, logger: createLogger('silent') });
    expect(await files.importFolder(path.join(os.tmpdir(), 'fp-no-such-folder', 'uploads'))).toEqual({ found: 0, imported: 0 });
  });
});
