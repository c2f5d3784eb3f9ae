import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language, PageRenderer, PageRenderResult, ServerFormState, Theme } from '@freshprice/shared';
import type { Logger } from './logger.js';
import { escapeMarkup } from './markup.js';

/** The web build's server renderer sits beside its browser build: dist -> dist-ssr/entry-server.js. */
export function ssrEntryFor(webDistDir: string): string {
  return path.join(`${path.resolve(webDistDir)}-ssr`, 'entry-server.js');
}

/** The islands' entry in the browser build (their own build's manifest names its hashed file). */
export const ISLANDS_ENTRY = 'src/islands/main.ts';

export interface PageSsr {
  render(request: { url: string; language: Language; form?: ServerFormState }): Promise<PageRenderResult>;
  /** The script a rendered page loads: the islands' entry, e.g. `/islands/islands-1a2b.js`. */
  islandsScript: string;
}

/**
 * Loads the renderer once, on first use. Without one (web app not built with it) `load` answers null
 * and the plain app shell is served.
 */
export function createPageSsr(options: {
  webDistDir: string;
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
  logger: Logger;
}): { load(): Promise<PageSsr | null> } {
  const entry = ssrEntryFor(options.webDistDir);
  const localesDir = path.join(options.webDistDir, 'locales');
  const namespaces = new Map<string, Promise<Record<string, unknown>>>();
  let loading: Promise<PageSsr | null> | undefined;

  // Translation files are part of the build: read once and kept.
  const loadNamespace = (language: Language, namespace: string) => {
    const key = `${language}/${namespace}`;
    let cached = namespaces.get(key);
    if (!cached) {
      cached = fs
        .readFile(path.join(localesDir, language, `${namespace}.json`), 'utf8')
        .then((text) => JSON.parse(text) as Record<string, unknown>);
      cached.catch(() => namespaces.delete(key));
      namespaces.set(key, cached);
    }
    return cached;
  };

  const load = async (): Promise<PageSsr | null> => {
    let islandsScript: string;
    try {
      await fs.access(entry);
      const manifest = JSON.parse(await fs.readFile(path.join(options.webDistDir, '.vite', 'islands-manifest.json'), 'utf8')) as Record<
        string,
        { file?: string }
      >;
      const file = manifest[ISLANDS_ENTRY]?.file;
      if (!file) throw new Error(`The web build's manifest has no ${ISLANDS_ENTRY}`);
      islandsScript = `/${file}`;
    } catch (error) {
      options.logger.warn({ entry, err: error }, 'No server renderer in the web build; public pages are served unrendered');
      return null;
    }
    const mod = (await import(pathToFileURL(entry).href)) as { renderPage: PageRenderer };
    const cache = createRenderCache(options.fetch);
    return {
      islandsScript,
      render: async (request) => {
        // A posted form's answer is its own; every other render may be kept while its data stands.
        const key = request.form ? null : `${new Date().toISOString().slice(0, 10)} ${request.language} ${request.url}`;
        const kept = key ? await cache.get(key) : undefined;
        if (kept) return kept;
        const reads = new ReadLog();
        const result = await mod.renderPage({ ...request, loadNamespace, fetch: reads.watch(options.fetch) });
        if (key && reads.cacheable) cache.set(key, result, reads.entries);
        return result;
      },
    };
  };

  return {
    load() {
      loading ??= load();
      return loading;
    },
  };
}

/** The API reads a render made, each with the ETag that says when its answer changes. */
class ReadLog {
  readonly entries: { path: string; etag: string }[] = [];
  /** False once a read had no ETag (an error, a 404, an answer without one): such a render is not kept. */
  cacheable = true;

  watch(fetch: (path: string, init?: RequestInit) => Promise<Response>) {
    return async (path: string, init?: RequestInit) => {
      const res = await fetch(path, init);
      const etag = res.headers.get('ETag');
      const read = (init?.method ?? 'GET').toUpperCase() === 'GET';
      if (read && res.status === 200 && etag) this.entries.push({ path, etag });
      else this.cacheable = false;
      return res;
    };
  }
}

/** Pages kept, most recently used last; a page is about 20-350 KB of text. */
const RENDER_CACHE_ENTRIES = 100;

/**
 * Rendered pages kept while every API answer they were made from still stands: a hit asks each of its
 * reads again with its ETag (a revision lookup each, in-process) and is served only if all answer 304.
 * A write to the catalogue, the prices or the company facts changes their revision, so the next visitor
 * gets a fresh render; nothing is ever served stale.
 */
function createRenderCache(fetch: (path: string, init?: RequestInit) => Promise<Response>) {
  const pages = new Map<string, { result: PageRenderResult; reads: { path: string; etag: string }[] }>();
  return {
    async get(key: string): Promise<PageRenderResult | undefined> {
      const kept = pages.get(key);
      if (!kept) return undefined;
      const answers = await Promise.all(kept.reads.map((r) => fetch(r.path, { headers: { 'If-None-Match': r.etag } })));
      if (!answers.every((res) => res.status === 304)) {
        pages.delete(key);
        return undefined;
      }
      pages.delete(key);
      pages.set(key, kept);
      return kept.result;
    },
    set(key: string, result: PageRenderResult, reads: { path: string; etag: string }[]): void {
      pages.delete(key);
      pages.set(key, { result, reads });
      if (pages.size > RENDER_CACHE_ENTRIES) pages.delete(pages.keys().next().value as string);
    },
  };
}

/**
 * Fills the app shell with a rendered page: language, theme, title, description and markup. The app's
 * own scripts are dropped (the entry and its preloads): the page loads its islands instead.
 */
export function injectRendered(
  shell: string,
  page: { language: Language; theme: Theme | null; islandsScript: string; title: string; description: string; html: string },
): string {
  const replaceOnce = (html: string, pattern: RegExp, value: string) => {
    if (!pattern.test(html)) throw new Error(`The app shell has no ${pattern.source}`);
    return html.replace(pattern, () => value);
  };
  // theme-init.js too: the server sets the language and the chosen theme, and the stylesheet follows
  // the system's theme while none was chosen, so nothing needs to block the first paint.
  let html = shell.replace(/\s*<link rel="modulepreload"[^>]*>/g, '').replace(/\s*<script src="\/theme-init\.js"><\/script>/, '');
  // The islands' entry goes last in the body: the stylesheet and the page's pictures are asked for first.
  html = replaceOnce(html, /\s*<script type="module"[^>]*src="[^"]*"[^>]*><\/script>/, '');
  // The theme the cookie chose, as the class the stylesheet reads (none: the system's theme).
  const theme = page.theme ? ` class="${page.theme}"` : '';
  html = replaceOnce(html, /<html lang="[^"]*"/, `<html lang="${page.language}"${theme}`);
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeMarkup(page.title)}</title>`);
  html = replaceOnce(
    html,
    /<meta name="description" content="[^"]*"/,
    `<meta name="description" content="${escapeMarkup(page.description)}"`,
  );
  return replaceOnce(
    html,
    /<div id="root"><\/div>/,
    // Low priority: nothing on the page waits for it (the islands themselves load once it has painted).
    `<div id="root">${page.html}</div>\n    <script type="module" src="${escapeMarkup(page.islandsScript)}" fetchpriority="low"></script>`,
  );
}
