/**
 * Server-side rendering of the landing page, loaded by the server from dist-ssr/entry-server.js.
 * The page a signed-out visitor first sees arrives as finished HTML: it paints without waiting for
 * the app's JavaScript, which hydrates it later (see app/boot.ts).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { DEFAULT_COMPANY_FACTS, type CompanyFacts, type LandingRenderer, type SsrState } from '@freshprice/shared';
import { AppProviders, createQueryClient } from './app/providers';
import { routes } from './app/router';
import { DEFAULT_LANGUAGE, INITIAL_NAMESPACES, type Namespace } from './i18n/config';
import { queryKeys } from './api/keys';
import { POPULAR_PRODUCT_QUERIES } from './features/landing/lib/popular-products';

/** The translations the landing page and the app shell use. */
export const LANDING_NAMESPACES: Namespace[] = [...INITIAL_NAMESPACES, 'landing'];

/** The data the landing page reads, by react-query key and the public route that serves it. */
const LANDING_QUERIES = [
  { key: queryKeys.company(), path: '/api/company' },
  { key: queryKeys.catalogue.categories(), path: '/api/public/categories' },
] as const;

export const renderLanding: LandingRenderer = async ({ language, loadNamespace, fetchJson }) => {
  const entries = await Promise.all(
    LANDING_NAMESPACES.map(async (ns) => [ns, await loadNamespace(language, ns)] as const),
  );
  const resources = Object.fromEntries(entries);
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: LANDING_NAMESPACES,
    defaultNS: 'common',
    resources: { [language]: resources },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });

  const queryClient = createQueryClient();
  // Only signed-out visitors are rendered here (the server checks for a session cookie first).
  queryClient.setQueryData(queryKeys.me(), null);
  const [data, popular] = await Promise.all([
    Promise.all(LANDING_QUERIES.map((q) => fetchJson(q.path))),
    // A popular product that is gone is simply not shown; the page still renders.
    Promise.all(POPULAR_PRODUCT_QUERIES.map((q) => fetchJson(q.path).catch(() => undefined))),
  ]);
  LANDING_QUERIES.forEach((q, i) => queryClient.setQueryData(q.key, data[i]));
  POPULAR_PRODUCT_QUERIES.forEach((q, i) => {
    if (popular[i] !== undefined) queryClient.setQueryData(q.key, popular[i]);
  });

  const { query, dataRoutes } = createStaticHandler(routes);
  const context = await query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error(`The landing route answered ${context.status}`);
  const router = createStaticRouter(dataRoutes, context);

  const html = renderToString(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <AppProviders queryClient={queryClient}>
          {/* No router hydration script: the CSP forbids inline scripts; the browser router starts fresh. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </I18nextProvider>
    </StrictMode>,
  );

  const facts = (data[0] as CompanyFacts | undefined) ?? DEFAULT_COMPANY_FACTS;
  const state: SsrState = { language, resources, queries: dehydrate(queryClient) };
  return {
    html,
    title: `${i18n.t('landing:meta.title')} | ${facts.name}`,
    description: i18n.t('landing:meta.description', { year: facts.foundedYear }),
    state: JSON.stringify(state),
  };
};
