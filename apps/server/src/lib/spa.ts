import fs from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';

const NOT_BUILT = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Not built</title>
<p>The web app has not been built yet. Run <code>npm run build</code>, then start the server again.</p></html>`;

/** Serves the built web app: real files first, index.html for every other path (client routing). */
export function mountSpa(app: Hono<never>, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  const index = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;

  app.use('*', async (c, next) => {
    await next();
    if (c.req.path.startsWith('/assets/')) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    else if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-cache');
  });
  if (index) app.use('*', serveStatic({ root: distDir }));
  app.get('*', (c) => (index ? c.html(index) : c.html(NOT_BUILT, 503)));
}
