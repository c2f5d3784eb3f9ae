import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language, LandingRenderer, LandingRenderResult } from '@freshprice/shared';
import type { Logger } from './logger.js';
import { escapeMarkup } from './markup.js';

/** The web build's server renderer sits beside its browser build: dist -> dist-ssr/entry-server.js. */
export function ssrEntryFor(webDistDir: string): string {
  return path.join(`${path.resolve(webDistDir)}-ssr`, 'entry-server.js');
}

export interface LandingSsr {
  render(language: Language): Promise<LandingRenderResult>;
}

/**
 * Loads the renderer once, on first use. Without one (web app not built with it) `load` answers null
 * and the plain app shell is served, as before.
 */
export function createLandingSsr(options: {
  webDistDir: string;
  fetchJson: (path: string) => Promise<unknown>;
  logger: Logger;
}): { load(): Promise<LandingSsr | null> } {
  const entry = ssrEntryFor(options.webDistDir);
  const localesDir = path.join(options.webDistDir, 'locales');
  const namespaces = new Map<string, Promise<Record<string, unknown>>>();
  let loading: Promise<LandingSsr | null> | undefined;

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

  const load = async (): Promise<LandingSsr | null> => {
    try {
      await fs.access(entry);
    } catch {
      options.logger.warn({ entry }, 'No server renderer in the web build; the landing page is served unrendered');
      return null;
    }
    const mod = (await import(pathToFileURL(entry).href)) as { renderLanding: LandingRenderer };
    return {
      render: (language) => mod.renderLanding({ language, loadNamespace, fetchJson: options.fetchJson }),
    };
  };

  return {
    load() {
      loading ??= load();
      return loading;
    },
  };
}

/** JSON inside <script type="application/json">: nothing in it may close the element or open a comment. */
export function scriptSafeJson(json: string): string {
  return json.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/**
 * Fills the app shell with a rendered page: language, title, description, markup and hydration state.
 * The preloads of the app's code are dropped: the rendered page paints without it and fetches it once idle.
 */
export function injectRendered(shell: string, language: Language, result: LandingRenderResult): string {
  const replaceOnce = (html: string, pattern: RegExp, value: string) => {
    if (!pattern.test(html)) throw new Error(`The app shell has no ${pattern.source}`);
    return html.replace(pattern, () => value);
  };
  let html = shell.replace(/\s*<link rel="modulepreload"[^>]*data-app-start[^>]*>/g, '');
  html = replaceOnce(html, /<html lang="[^"]*"/, `<html lang="${language}"`);
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeMarkup(result.title)}</title>`);
  html = replaceOnce(
    html,
    /<meta name="description" content="[^"]*"/,
    `<meta name="description" content="${escapeMarkup(result.description)}"`,
  );
  return replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root">${result.html}</div>\n    <script type="application/json" id="ssr-state">${scriptSafeJson(result.state)}</script>`,
  );
}
