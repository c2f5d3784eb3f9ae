import fs from 'node:fs';
import path from 'node:path';
import type { Context, Env, Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { serveStatic } from '@hono/node-server/serve-static';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  THEME_COOKIE,
  isRenderedPath,
  type Language,
  type ServerFormState,
  type Theme,
} from '@freshprice/shared';
import { injectRendered, type createPageSsr } from './page-ssr.js';
import { sessionCookieValue } from './session-cookie.js';
import type { Logger } from './logger.js';

const NOT_BUILT = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Not built</title>
<p>The web app has not been built yet. Run <code>npm run build</code>, then start the server again.</p></html>`;

/** A year: the language and theme choices are not sensitive and should outlive the visit. */
const PREFERENCE_MAX_AGE = 365 * 24 * 60 * 60;

export function hasSessionCookie(c: Context): boolean {
  return sessionCookieValue(c.req.header('cookie')) !== undefined;
}

export function requestLanguage(c: Context): Language {
  return getCookie(c, LANGUAGE_COOKIE) === 'es' ? 'es' : 'en';
}

function requestTheme(c: Context): Theme | null {
  const theme = getCookie(c, THEME_COOKIE);
  return theme === 'dark' || theme === 'light' ? theme : null;
}

/** Keeps a visitor's language or theme choice; the browser's scripts write the same cookies. */
export function rememberPreference(c: Context, name: typeof LANGUAGE_COOKIE | typeof THEME_COOKIE, value: string): void {
  setCookie(c, name, value, { path: '/', maxAge: PREFERENCE_MAX_AGE, sameSite: 'Lax' });
}

export interface PublicPages {
  /**
   * The page at the request's path and query, server-rendered for a signed-out visitor, or null when
   * it cannot be (no renderer in the build, or the render failed): the caller serves the app shell.
   */
  render(c: Context, options?: { form?: ServerFormState; status?: number }): Promise<Response | null>;
}

export function createPublicPages(
  distDir: string,
  ssr: ReturnType<typeof createPageSsr>,
  logger?: Logger,
): PublicPages | null {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return null;
  const index = fs.readFileSync(indexFile, 'utf8');
  return {
    async render(c, options = {}) {
      // The answer depends on the language, theme and session cookies.
      c.header('Vary', 'Cookie');
      try {
        const renderer = await ssr.load();
        if (!renderer) return null;
        const url = new URL(c.req.url);
        const language = requestLanguage(c);
        const theme = requestTheme(c);
        const started = performance.now();
        const result = await renderer.render({ url: `${url.pathname}${url.search}`, language, form: options.form });
        // What the render cost, for the bench and the browser's network panel.
        c.header('Server-Timing', `render;dur=${(performance.now() - started).toFixed(1)}`);
        if ('redirect' in result) return c.redirect(result.redirect, result.status);
        const page = injectRendered(index, { ...result, language, theme, islandsScript: renderer.islandsScript });
        return c.html(page, (options.status ?? result.status) as 200);
      } catch (error) {
        logger?.error({ err: error, path: c.req.path }, 'Rendering a public page failed; serving the app shell');
        return null;
      }
    },
  };
}

/**
 * Serves the built web app: real files first, index.html for every other path (client routing).
 * A signed-out visitor's public pages (SPEC 2) come server-rendered in their language; signed-in
 * users get the app, which sends them on where SPEC 2 says. Any failure there falls back to the shell.
 */
export function mountSpa<E extends Env>(app: Hono<E>, distDir: string, options: { pages?: PublicPages | null } = {}) {
  const indexFile = path.join(distDir, 'index.html');
  const index = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;

  app.use('*', async (c, next) => {
    await next();
    // Hashed file names: the app's code and the islands' never change under one name.
    if (c.req.path.startsWith('/assets/') || c.req.path.startsWith('/islands/')) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    else if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-cache');
  });
  const pages = options.pages;
  if (index && pages) {
    app.get('*', async (c, next) => {
      if (!isRenderedPath(c.req.path)) return next();
      c.header('Vary', 'Cookie');
      if (hasSessionCookie(c)) return next();
      // The language toggle is a link (`?lang=es`): it works without JavaScript and leaves a clean address.
      const url = new URL(c.req.url);
      const chosen = url.searchParams.get(LANGUAGE_PARAM);
      if (chosen !== null) {
        if (chosen === 'en' || chosen === 'es') rememberPreference(c, LANGUAGE_COOKIE, chosen);
        url.searchParams.delete(LANGUAGE_PARAM);
        return c.redirect(`${url.pathname}${url.search}`, 303);
      }
      return (await pages.render(c)) ?? next();
    });
  }
  if (index) app.use('*', serveStatic({ root: distDir }));
  app.get('*', (c) => (index ? c.html(index) : c.html(NOT_BUILT, 503)));
}
