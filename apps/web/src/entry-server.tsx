/**
 * Server rendering of the public pages, loaded by the server from dist-ssr/entry-server.js. A
 * signed-out visitor gets each public page as finished HTML in their language; nothing hydrates it.
 * What needs JavaScript comes as small islands (src/islands/), and the app itself loads only on the
 * sign-in and signed-in pages.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { DEFAULT_COMPANY_FACTS, type CompanyFacts, type PageRenderer, type PageRenderResult } from '@freshprice/shared';
import { AppProviders, createQueryClient } from './app/providers';
import { routes } from './app/router';
import { DEFAULT_LANGUAGE, NAMESPACES } from './i18n/config';
import { queryKeys } from './api/keys';
import { readApiInProcess } from './api/in-process';
import { PageHeadCollector, PageHeadContext } from './components/ui/page-title';
import { ServerFormContext } from './lib/server-form';

/** A page's data is read in rounds: what one render asked for is fetched before the next. */
const MAX_ROUNDS = 4;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** renderToString's mark of a Suspense boundary it left to the browser. */
const SUSPENDED = '<!--$!-->';

async function createI18n(request: Parameters<PageRenderer>[0]): Promise<I18n> {
  const { language, loadNamespace } = request;
  const entries = await Promise.all(NAMESPACES.map(async (ns) => [ns, await loadNamespace(language, ns)] as const));
  const i18n = createInstance();
  // No initReactI18next: it would make this request's instance the process's default; the provider passes it.
  await i18n.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources: { [language]: Object.fromEntries(entries) },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  return i18n;
}

/** Queries a render asked for that have no data yet, are not being read, and are not switched off. */
function unread(queryClient: QueryClient) {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      const { enabled } = query.options as { enabled?: boolean | ((q: typeof query) => boolean) };
      const on = typeof enabled === 'function' ? enabled(query) : enabled !== false;
      return on && query.state.status === 'pending' && query.state.fetchStatus === 'idle';
    });
}

/** The route tree's handler, made once: each request only matches and loads its route. */
const staticHandler = createStaticHandler(routes);

export const renderPage: PageRenderer = async (request) => {
  readApiInProcess((path, init) => request.fetch(path, init));
  const url = new URL(request.url, 'http://localhost');
  const { query, dataRoutes } = staticHandler;
  const context = await query(new Request(url));
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    if (REDIRECTS.has(context.status) && location) return { status: context.status as 301, redirect: location };
    throw new Error(`${url.pathname} answered ${context.status}`);
  }

  const i18n = await createI18n(request);
  const queryClient = createQueryClient();
  // A failed read shows its error at once (a product that does not exist is a 404 page), not a retry's spinner.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false, retryOnMount: false } });
  // Only signed-out visitors are rendered here (the server checks for a session cookie first).
  queryClient.setQueryData(queryKeys.me(), null);
  const router = createStaticRouter(dataRoutes, context);

  const tree = (head: PageHeadCollector) => (
    <StrictMode>
      <PageHeadContext.Provider value={head}>
        <ServerFormContext.Provider value={request.form ?? null}>
          <I18nextProvider i18n={i18n}>
            <AppProviders queryClient={queryClient}>
              {/* No router hydration script: nothing hydrates, and the CSP forbids inline scripts. */}
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProviders>
          </I18nextProvider>
        </ServerFormContext.Provider>
      </PageHeadContext.Provider>
    </StrictMode>
  );

  // Render, read what the page asked for, render again, until the page asks for nothing new. A part
  // that suspended (a lazy component's code) is waited for by `prerender`: the final markup comes from
  // renderToString, which writes no inline scripts (the CSP forbids them).
  let head = new PageHeadCollector();
  let html = '';
  for (let round = 0; round < MAX_ROUNDS; round++) {
    head = new PageHeadCollector();
    html = renderToString(tree(head));
    const suspended = html.includes(SUSPENDED);
    // Waiting for the code also renders what it held back, which asks for that part's data.
    if (suspended) await prerender(tree(new PageHeadCollector()));
    const pending = unread(queryClient);
    if (pending.length === 0 && !suspended) break;
    await Promise.all(pending.map((q) => q.fetch().catch(() => undefined)));
  }
  if (html.includes(SUSPENDED)) throw new Error(`${url.pathname} still suspends after ${MAX_ROUNDS} renders`);

  const facts = queryClient.getQueryData<CompanyFacts>(queryKeys.company()) ?? DEFAULT_COMPANY_FACTS;
  const result: PageRenderResult = {
    status: head.head.status ?? 200,
    html,
    title: head.head.title ?? facts.name,
    description: head.head.description ?? '',
  };
  return result;
};
