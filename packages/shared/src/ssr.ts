import type { Language } from './language.js';
import { findRoute } from './routes.js';

/**
 * The contract between the server and the web app's server renderer (apps/web/src/entry-server.tsx),
 * which the server loads from the web build at run time. Public pages reach a signed-out visitor as
 * finished HTML in the requested language; small scripts ("islands") add what needs JavaScript.
 */

/** The cookie the web app writes with the language choice, so the server renders in that language. */
export const LANGUAGE_COOKIE = 'language';
/** The cookie the theme toggle writes ("dark" or "light"), so the server renders the right theme. */
export const THEME_COOKIE = 'theme';
export type Theme = 'light' | 'dark';
/** The query parameter of the language toggle's link (`?lang=es`): works without JavaScript. */
export const LANGUAGE_PARAM = 'lang';

/** The route-table pages the server renders for signed-out visitors (the public side of SPEC 2). */
export const RENDERED_ROUTES: readonly string[] = ['/', '/products', '/products/:productSlug', '/prices', '/about-us', '/about', '/contact'];

/** Whether a normalised pathname is a page the server renders. */
export function isRenderedPath(pathname: string): boolean {
  const route = findRoute(pathname);
  return route !== null && RENDERED_ROUTES.includes(route.path);
}

/** What a form posted without JavaScript brings back to its page: the values, each field's error code, the outcome. */
export interface ServerFormState {
  values: Record<string, string>;
  /** Field name to error code (the same codes the browser's checks give). */
  errors: Record<string, string>;
  outcome: 'invalid' | 'sent' | 'failed';
  /** The API error code of a failure, for its translated message. */
  errorCode?: string;
}

export interface PageRenderRequest {
  /** The path and query of the page, e.g. `/products?category=fruits`. */
  url: string;
  language: Language;
  /** One namespace's translations (the web build's locales/{language}/{namespace}.json). */
  loadNamespace(language: Language, namespace: string): Promise<Record<string, unknown>>;
  /** A public API request, answered in-process. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** A form on this page that was posted without JavaScript. */
  form?: ServerFormState;
}

export type PageRenderResult =
  | {
      /** 200, or 404 for a product that does not exist. */
      status: number;
      /** The markup that goes inside #root. */
      html: string;
      /** The document title and meta description in the requested language. */
      title: string;
      description: string;
    }
  | { status: 301 | 302 | 303 | 307 | 308; redirect: string };

export type PageRenderer = (request: PageRenderRequest) => Promise<PageRenderResult>;
