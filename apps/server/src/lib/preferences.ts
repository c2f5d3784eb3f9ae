import type { Env, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { THEME_COOKIE } from '@freshprice/shared';
import { originGuard } from './request-guards.js';
import { rememberPreference } from './spa.js';

/** A path on this site to go back to: `/…` but never `//host` or `/\host`, which browsers read as another site. */
function localPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value.length > 2000 ? '/' : value;
}

/**
 * `POST /theme`: the theme toggle as a form, for a page without JavaScript. It keeps the choice in a
 * cookie (the server renders `class="dark"` from it) and goes back to the page it came from.
 */
export function mountPreferences<E extends Env>(app: Hono<E>, baseUrl: string): void {
  app.post('/theme', originGuard(baseUrl), bodyLimit({ maxSize: 4 * 1024, onError: (c) => c.text('Too large', 413) }), async (c) => {
    const form = await c.req.parseBody();
    const theme = form.theme;
    if (theme === 'dark' || theme === 'light') rememberPreference(c, THEME_COOKIE, theme);
    return c.redirect(localPath(form.back), 303);
  });
}
