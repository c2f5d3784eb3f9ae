import type { Hono } from 'hono';
import { etag } from 'hono/etag';
import type { AppEnv } from '../../auth/actor.js';
import { AppError } from '../../lib/errors.js';
import type { FilesService } from './files.service.js';

const PREFIX = '/uploads/';

/**
 * GET and HEAD /uploads/<key>, from the database: every instance serves every upload. Keys are
 * content-addressed, so a URL's bytes never change and browsers may keep them for a year; the ETag
 * (a hash of the bytes) lets a cache revalidate with a 304 after that.
 */
export function mountUploads(app: Hono<AppEnv>, files: FilesService) {
  app.use('/uploads/*', etag());
  app.get('/uploads/*', async (c) => {
    // The service refuses anything but a plain key (no `..`, no `%`), so no decoding is needed.
    const key = c.req.path.slice(PREFIX.length);
    let file;
    try {
      file = await files.read({ actor: null, input: { key } });
    } catch (err) {
      if (err instanceof AppError && err.code === 'not_found') return c.text('Not found', 404);
      throw err;
    }
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Type', file.contentType);
    c.header('Content-Length', String(file.bytes.byteLength));
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200);
  });
}
