import fs from 'node:fs';
import path from 'node:path';
import type { Context, Env, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { serveStatic } from '@hono/node-server/serve-static';
import { LANGUAGE_COOKIE, type Language } from '@freshprice/shared';
import { injectRendered, type createLandingSsr } from './landing-ssr.js';
import { sessionCookieValue } from './session-cookie.js';
import type { Logger } from './logger.js';

const NOT_BUILT = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Not built</title>
<p>The web app has not been built yet. Run <code>npm run build</code>, then start the server again.</p></html>`;

export function hasSessionCookie(c: Context): boolean {
  return sessionCookieValue(c.req.header('cookie')) !== undefined;
}

export function requestLanguage(c: Context): Language {
  return getCookie(c, LANGUAGE_COOKIE) === 'es' ? 'es' : 'en';
}

/**
 * Serves the built web app: real files first, index.html for every other path (client routing).
 * A signed-out visitor's "/" comes server-rendered (signed-in users are sent on to /dashboard by
 * the app, so they get the shell); any failure there falls back to the shell.
 */
export function mountSpa<E extends Env>(
  app: Hono<E>,
  distDir: string,
  options: { landing?: ReturnType<typeof createLandingSsr>; logger?: Logger } = {},
) {
  const indexFile = path.join(distDir, 'index.html');
  const index = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;

  app.use('*', async (c, next) => {
    await next();
    if (c.req.path.startsWith('/assets/')) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    else if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-cache');
  });
  if (index && options.landing) {
    const landing = options.landing;
    app.get('/', async (c, next) => {
      // The answer depends on the language and session cookies.
      c.header('Vary', 'Cookie');
      if (hasSessionCookie(c)) return next();
      const language = requestLanguage(c);
      try {
        const renderer = await landing.load();
        if (!renderer) return next();
        return c.html(injectRendered(index, language, await renderer.render(language)));
      } catch (error) {
        options.logger?.error({ err: error }, 'Rendering the landing page failed; serving the app shell');
        return next();
      }
    });
  }
  if (index) app.use('*', serveStatic({ root: distDir }));
  app.get('*', (c) => (index ? c.html(index) : c.html(NOT_BUILT, 503)));
}
