// Sizes of the JavaScript a page loaded: as transferred (what the browser reported) and as the gzip -9
// of the built file (a figure that does not depend on the server's compression level or on headers).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { root } from '../bench-lib.mjs';

export const webDist = path.join(root, 'apps/web/dist');

const gzipCache = new Map();

/** gzip -9 of the built file a URL names, or null when the URL is not a file of the web build. */
export function builtGzipSize(url) {
  const pathname = new URL(url).pathname;
  if (gzipCache.has(pathname)) return gzipCache.get(pathname);
  const file = path.join(webDist, pathname);
  const size = file.startsWith(webDist) && fs.existsSync(file) && fs.statSync(file).isFile()
    ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length
    : null;
  gzipCache.set(pathname, size);
  return size;
}

/**
 * Totals of a list of loaded scripts ({ url, transferSize }), each URL counted once (a module can be
 * requested twice, e.g. a modulepreload then the import; the browser fetches it once from its cache).
 */
export function summarizeScripts(scripts) {
  const byPath = new Map();
  for (const s of scripts) {
    const pathname = new URL(s.url).pathname;
    const known = byPath.get(pathname);
    // Keep the larger transfer: a second request served from the memory cache reports 0 bytes.
    if (!known || (s.transferSize ?? 0) > known.transferSize) {
      byPath.set(pathname, { path: pathname, transferSize: s.transferSize ?? 0, gzip9: builtGzipSize(s.url) ?? 0 });
    }
  }
  const rows = [...byPath.values()].sort((a, b) => b.gzip9 - a.gzip9 || b.transferSize - a.transferSize);
  return {
    count: rows.length,
    transferBytes: rows.reduce((sum, r) => sum + r.transferSize, 0),
    gzip9Bytes: rows.reduce((sum, r) => sum + r.gzip9, 0),
    rows,
  };
}
