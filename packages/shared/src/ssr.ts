import type { Language } from './language.js';

/**
 * The contract between the server and the web app's server-side renderer (apps/web/src/entry-server.tsx),
 * which the server loads from the web build at run time.
 */

/** The cookie the web app writes with the language choice, so the server renders in that language. */
export const LANGUAGE_COOKIE = 'language';

export interface LandingRenderRequest {
  language: Language;
  /** One namespace's translations (the web build's locales/{language}/{namespace}.json). */
  loadNamespace(language: Language, namespace: string): Promise<Record<string, unknown>>;
  /** A public API route's JSON body, read in-process. */
  fetchJson(path: string): Promise<unknown>;
}

export interface LandingRenderResult {
  /** The markup that goes inside #root. */
  html: string;
  /** The document title and meta description in the requested language. */
  title: string;
  description: string;
  /** What the browser needs to hydrate the markup (SsrState), as JSON text. */
  state: string;
}

/** Read back by the browser from <script type="application/json" id="ssr-state">. */
export interface SsrState {
  language: Language;
  /** Translations used by the rendered page, by namespace. */
  resources: Record<string, Record<string, unknown>>;
  /** react-query's dehydrated cache: the data the rendered page showed. */
  queries: unknown;
}

export type LandingRenderer = (request: LandingRenderRequest) => Promise<LandingRenderResult>;
