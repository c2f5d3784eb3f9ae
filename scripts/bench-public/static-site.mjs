// The baseline: each public page as a static HTML file, served from memory by a bare node:http server
// with the very CSS, fonts and images the app's page uses, compressed as the app compresses them. No
// request goes to the app while it is measured, so the app's server work is not in the baseline.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { freePort } from '../free-port.mjs';
import { webDist } from './js-size.mjs';

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

// The app compresses text with gzip (hono/compress); the baseline must too, or its bytes on the
// simulated mobile network would not be comparable.
const compressible = (type) => /^text\/|svg|json|xml|javascript/.test(type);

function entry(body, contentType) {
  const gzip = compressible(contentType) ? zlib.gzipSync(body) : null;
  return { body, gzip, contentType };
}

/** Every file of the web build except its scripts (a static page loads none), read once. */
function readDist() {
  const files = new Map();
  const walk = (dir) => {
    for (const item of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, item.name);
      if (item.isDirectory()) walk(file);
      else if (!/\.(m?js|map)$/.test(item.name)) {
        const urlPath = '/' + path.relative(webDist, file).split(path.sep).join('/');
        files.set(urlPath, entry(fs.readFileSync(file), MIME[path.extname(file)] ?? 'application/octet-stream'));
      }
    }
  };
  walk(webDist);
  return files;
}

/**
 * The in-memory site: the pages' markup, the web build's files, and the resources the pages used
 * that are not files of the build (images the app serves from /api/...), fetched once from the app.
 * `pages` maps a path to { html, resources: Map(path -> content type the app served) }.
 */
export async function buildStaticSite(appUrl, pages) {
  const files = readDist();
  for (const { resources } of pages.values()) {
    for (const [urlPath, contentType] of resources) {
      const known = files.get(urlPath.split('?')[0]);
      if (known) {
        if (contentType) known.contentType = contentType; // the app's own header wins over the table
        continue;
      }
      if (files.has(urlPath)) continue;
      const res = await fetch(appUrl + urlPath);
      if (!res.ok) continue; // the app's page got no file here either
      const body = Buffer.from(await res.arrayBuffer());
      files.set(urlPath, entry(body, res.headers.get('content-type') ?? contentType ?? 'application/octet-stream'));
    }
  }
  for (const [urlPath, { html }] of pages) files.set(urlPath, entry(Buffer.from(html), MIME['.html']));
  return files;
}

/** Serves the site on a free loopback port; `missing` lists what the pages asked for and did not get. */
export async function serveStaticSite(files) {
  const missing = new Set();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const file = files.get(url.pathname + url.search) ?? files.get(url.pathname);
    if (!file || req.method !== 'GET') {
      missing.add(url.pathname);
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const gzip = file.gzip && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    res.writeHead(200, {
      'content-type': file.contentType,
      'cache-control': 'no-cache',
      vary: 'Accept-Encoding',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    res.end(gzip ? file.gzip : file.body);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    missing,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
