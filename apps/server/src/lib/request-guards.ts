import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { matchedRoutes } from 'hono/route';
import { AppError, type ErrorCode } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for every state-changing API request, better-auth's own rule applied to the app's
 * routes too: a foreign Origin (or, without one, a cross-site Sec-Fetch-Site) is refused. A
 * request that carries cookies must say where it comes from (Origin, else Referer), as better-auth
 * requires; one with no cookies and no such headers (curl, server-to-server) cannot ride a
 * browser session, so it passes.
 */
export function originGuard(baseUrl: string): MiddlewareHandler {
  const own = new URL(baseUrl).origin;
  const refuse = () => new AppError('forbidden_origin', 'This request did not come from this site.');
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin') ?? originOf(c.req.header('referer'));
    if (origin !== undefined) {
      if (origin !== own) throw refuse();
      return next();
    }
    const site = c.req.header('sec-fetch-site');
    if (site === 'cross-site' || site === 'same-site') throw refuse();
    if (c.req.header('cookie') && site !== 'same-origin') throw refuse();
    return next();
  };
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return 'null';
  }
}

export const JSON_BODY_MAX_BYTES = 64 * 1024;

export interface BodyRule {
  /** Which requests the rule covers; the first match wins, the default covers the rest. */
  match: (method: string, path: string) => boolean;
  maxBytes: number;
  code?: ErrorCode;
  message?: string;
}

/**
 * One size limit for every API body, checked from Content-Length or while a chunked body streams in,
 * so an oversize body is never read whole. Routes that need more declare it (`bodyLimit` of
 * RouteRegistry.add): `rules` is read at each request, so routes registered after this middleware count.
 */
export function bodySizeLimit(rules: readonly BodyRule[], defaultBytes = JSON_BODY_MAX_BYTES): MiddlewareHandler {
  const limiterOf = (rule: Omit<BodyRule, 'match'>) =>
    bodyLimit({
      maxSize: rule.maxBytes,
      onError: () => {
        throw new AppError(rule.code ?? 'payload_too_large', rule.message ?? 'The request body is too large.');
      },
    });
  const fallback = limiterOf({ maxBytes: defaultBytes });
  const limiters = new Map<BodyRule, MiddlewareHandler>();
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const rule = rules.find((r) => r.match(c.req.method, c.req.path));
    if (!rule) return fallback(c, next);
    const limiter = limiters.get(rule) ?? limiters.set(rule, limiterOf(rule)).get(rule)!;
    return limiter(c, next);
  };
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');
/** A NUL, or half of a surrogate pair: text no database column or mail can hold. */
const isBadText = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);
const INVALID = 'invalidCharacters';

/**
 * Refuses a request whose decoded path, query or body text holds a NUL or an unpaired surrogate
 * (or percent-encoding that is not UTF-8), with the field named, before any handler or better-auth
 * sees it. Bodies are read from a clone, so the handler (and better-auth, which reads the raw
 * request) still get theirs untouched.
 */
export function textInputGuard(): MiddlewareHandler {
  return async (c, next) => {
    const fields: Record<string, string> = {};
    checkPath(c, fields);
    checkQuery(new URL(c.req.url).search.slice(1), fields);
    if (!SAFE_METHODS.has(c.req.method) && c.req.raw.body) await checkBody(c, fields);
    const names = Object.keys(fields);
    if (names.length) {
      throw new AppError('validation_failed', `${names[0]}: contains characters that are not allowed (NUL or invalid Unicode)`, fields);
    }
    return next();
  };
}

function decode(raw: string, plusIsSpace = false): string | null {
  try {
    const text = decodeURIComponent(plusIsSpace ? raw.replace(/\+/g, ' ') : raw);
    return isBadText(text) ? null : text;
  } catch {
    return null;
  }
}

/** Names a bad path segment after the route's parameter when it is one (`slug`, `id`), else `path`. */
function checkPath(c: Context, fields: Record<string, string>) {
  const segments = new URL(c.req.url).pathname.split('/');
  const bad = segments.findIndex((s) => decode(s) === null);
  if (bad < 0) return;
  const pattern = matchedRoutes(c)
    .map((r) => r.path.split('/'))
    .find((p) => p.length === segments.length && p[bad]?.startsWith(':'));
  fields[pattern ? pattern[bad]!.slice(1).replace(/\{.*$/, '') : 'path'] = INVALID;
}

function checkQuery(search: string, fields: Record<string, string>) {
  if (!search) return;
  for (const pair of search.split('&')) {
    const eq = pair.indexOf('=');
    const rawKey = eq < 0 ? pair : pair.slice(0, eq);
    const key = decode(rawKey, true);
    if (key === null || decode(eq < 0 ? '' : pair.slice(eq + 1), true) === null) fields[key ?? visible(rawKey)] = INVALID;
  }
}

async function checkBody(c: Context, fields: Record<string, string>) {
  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  const copy = c.req.raw.clone();
  if (type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded') {
    const form = await copy.formData().catch(() => null);
    form?.forEach((value, key) => {
      if (isBadText(key)) fields[visible(key)] = INVALID;
      else if (typeof value === 'string' && isBadText(value)) fields[key] = INVALID;
    });
    return;
  }
  if (!type.includes('json')) return;
  const text = await copy.text();
  // Parsed, a body nested millions deep is millions of objects: seconds of one request's work.
  if (nestsDeeper(text, JSON_MAX_DEPTH)) throw new AppError('validation_failed', 'The request body is nested too deeply.', { _: 'tooDeep' });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return; // malformed JSON is the validator's to report
  }
  walk(body, fields);
}

/** No API body nests deeper than a handful of levels; this leaves room and refuses the absurd. */
export const JSON_MAX_DEPTH = 32;

/** Whether a JSON text nests deeper than `limit`, counted without parsing it (brackets in strings do not count). */
export function nestsDeeper(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // a backslash: the next character is escaped
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > limit) return true;
    } else if (c === 93 || c === 125) depth--;
  }
  return false;
}

interface PathNode {
  key: string;
  parent: PathNode | null;
}
const pathOf = (node: PathNode | null) => {
  const keys: string[] = [];
  for (let n = node; n; n = n.parent) keys.unshift(n.key);
  return keys.join('.') || '_';
};

/** Iterative, with paths built only on a hit, so a deeply nested body costs no more than its size. */
function walk(root: unknown, fields: Record<string, string>) {
  const stack: [unknown, PathNode | null][] = [[root, null]];
  while (stack.length) {
    const [value, at] = stack.pop()!;
    if (typeof value === 'string') {
      if (isBadText(value)) fields[pathOf(at)] = INVALID;
    } else if (Array.isArray(value)) {
      value.forEach((v, i) => stack.push([v, { key: String(i), parent: at }]));
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        if (isBadText(k)) fields[pathOf({ key: visible(k), parent: at })] = INVALID;
        else stack.push([v, { key: k, parent: at }]);
      }
    }
  }
}

/** A field name fit to echo back: the offending characters replaced. */
function visible(name: string): string {
  return name.replaceAll('\u0000', '\ufffd').replace(LONE_SURROGATES, '\ufffd');
}
