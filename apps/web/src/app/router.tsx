import { createBrowserRouter, matchRoutes, replace } from 'react-router';
import type { ComponentType } from 'react';
import type { HydrationState, RouteObject } from 'react-router';
import { FullScreenSpinner } from '../components/ui/spinner';
import { RouteErrorPage } from './errors/route-error-page';
import { RootLayout } from './layouts/root-layout';

type PageModule = { default: ComponentType };

/** Rendered only for the instant before a loader's redirect applies. */
function RedirectingPage() {
  return null;
}

/** Lazy route: the page's code loads only when the route is visited. */
function page(load: () => Promise<PageModule>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: FullScreenSpinner,
    children: [
      {
        // Errors inside a page keep the header and footer.
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, lazy: page(() => import('../features/landing/pages/landing-page')) },
          { path: 'products', lazy: page(() => import('./products-route')) },
          { path: 'products/:productSlug', lazy: page(() => import('../features/products/pages/product-detail-page')) },
          { path: 'products/manage', lazy: page(() => import('../features/products/pages/products-manage-page')) },
          { path: 'prices', lazy: page(() => import('../features/prices/pages/prices-public-page')) },
          { path: 'pricesprivate', lazy: page(() => import('../features/prices/pages/prices-private-page')) },
          { path: 'pricesprivate/:id', lazy: page(() => import('../features/prices/pages/prices-private-page')) },
          { path: 'prices-manage', lazy: page(() => import('../features/prices/pages/prices-manage-page')) },
          {
            path: 'prices-manage/:priceListId',
            lazy: page(() => import('../features/prices/pages/prices-manage-page')),
          },
          {
            path: 'import-quickbooks',
            lazy: page(() => import('../features/import-quickbooks/pages/import-quickbooks-page')),
          },
          {
            path: 'exportlistswhatsapp',
            lazy: page(() => import('../features/export-whatsapp/pages/export-whatsapp-page')),
          },
          { path: 'manage-users', lazy: page(() => import('../features/manage-users/pages/manage-users-page')) },
          { path: 'dashboard', lazy: page(() => import('../features/dashboard/pages/dashboard-page')) },
          { path: 'activity', lazy: page(() => import('../features/activity/pages/activity-page')) },
          { path: 'profile', lazy: page(() => import('../features/profile/pages/profile-page')) },
          { path: 'ai', lazy: page(() => import('../features/ai/pages/ai-page')) },
          { path: 'about', loader: () => replace('/about-us'), Component: RedirectingPage },
          { path: 'about-us', lazy: page(() => import('../features/about/pages/about-us-page')) },
          { path: 'contact', lazy: page(() => import('../features/contact/pages/contact-page')) },
          { path: 'login', lazy: page(() => import('../features/auth/pages/login-page')) },
          { path: 'register', lazy: page(() => import('../features/auth/pages/register-page')) },
          { path: 'forgot-password', lazy: page(() => import('../features/auth/pages/forgot-password-page')) },
          { path: 'reset-password', lazy: page(() => import('../features/auth/pages/reset-password-page')) },
          { path: 'unauthorized', lazy: page(() => import('./errors/unauthorized-page')) },
          { path: '*', lazy: page(() => import('./errors/not-found-page')) },
        ],
      },
    ],
  },
];

/**
 * Hydrating server-rendered markup needs the page's code before the first render, or the router would
 * show its fallback instead of the markup: load the lazy routes the location matches, in place.
 */
export async function loadRoutesFor(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}
