import { createBrowserRouter, replace } from 'react-router';
import type { ComponentType } from 'react';
import i18next from 'i18next';
import type { RouteObject } from 'react-router';
import { ROUTES } from '@freshprice/shared';
import type { PageRoutePath, RouteEntry } from '@freshprice/shared';
import { FullScreenSpinner } from '../components/ui/spinner';
import type { Namespace } from '../i18n/config';
import { RouteErrorPage } from './errors/route-error-page';
import { RootLayout } from './layouts/root-layout';

/**
 * A page's code. `namespaces` lists every translation namespace its components use beyond the ones
 * loaded at start-up (page-namespaces.test.ts checks it against the page's imports): they load with
 * the page's code, so nothing it shows later (a manifest, a dialog, a field's error) waits for one
 * behind a spinner that hides the page.
 */
type PageModule = { default: ComponentType; namespaces?: readonly Namespace[] };
type LoadNamespaces = (namespaces: readonly Namespace[]) => Promise<unknown>;

/** Rendered only for the instant before a loader's redirect applies. */
function RedirectingPage() {
  return null;
}

/** Lazy route: the page's code, then its translations, load only when the route is visited. */
function page(load: () => Promise<PageModule>, loadNamespaces: LoadNamespaces): RouteObject['lazy'] {
  return async () => {
    const module = await load();
    if (module.namespaces?.length) await loadNamespaces(module.namespaces);
    return { Component: module.default };
  };
}

/**
 * The page of every path in the shared route table. The `import()` calls stay literal so Vite splits
 * each page into its own chunk; the type makes a table path without a page (or a page for a path the
 * table lacks) a compile error.
 */
export const PAGES: Record<PageRoutePath, () => Promise<PageModule>> = {
  '/': () => import('../features/landing/pages/landing-page'),
  '/products': () => import('./products-route'),
  '/products/:productSlug': () => import('../features/products/pages/product-detail-page'),
  '/products/manage': () => import('../features/products/pages/products-manage-page'),
  '/prices': () => import('../features/price-lists/pages/prices-public-page'),
  '/pricesprivate': () => import('../features/price-lists/pages/prices-private-page'),
  '/pricesprivate/:id': () => import('../features/price-lists/pages/prices-private-page'),
  '/prices-manage': () => import('../features/price-lists/pages/prices-manage-page'),
  '/prices-manage/compare': () => import('../features/price-lists/pages/prices-compare-page'),
  '/prices-manage/:priceListId': () => import('../features/price-lists/pages/price-list-edit-page'),
  '/price-moves': () => import('../features/price-alerts/pages/price-moves-page'),
  '/import-quickbooks': () => import('../features/imports/pages/imports-page'),
  '/exportlistswhatsapp': () => import('../features/exports/pages/exports-page'),
  '/exportlistswhatsapp/:ref': () => import('../features/sends/pages/send-page'),
  '/orders/manage': () => import('./order-desk-route'),
  '/orders/manage/pick-list': () => import('../features/dispatch/pages/pick-list-page'),
  '/orders/manage/routes': () => import('../features/dispatch/pages/routes-page'),
  '/manage-users': () => import('../features/users/pages/users-page'),
  '/dashboard': () => import('./dashboard-route'),
  '/activity': () => import('../features/activity/pages/activity-page'),
  '/order': () => import('../features/orders/pages/order-page'),
  '/orders': () => import('./orders-route'),
  '/orders/:orderId': () => import('../features/orders/pages/order-detail-page'),
  '/substitution': () => import('../features/fulfilment/pages/substitution-page'),
  '/invoices': () => import('../features/invoices/pages/invoices-page'),
  '/invoices/:invoiceId': () => import('../features/invoices/pages/invoice-detail-page'),
  '/standing-orders': () => import('./standing-orders-route'),
  '/standing-orders/drafts': () => import('../features/standing-orders/pages/drafts-page'),
  '/standing-orders/drafts/:draftId': () => import('./standing-order-draft-route'),
  '/standing-order': () => import('../features/standing-orders/pages/standing-order-link-page'),
  '/profile': () => import('../features/profile/pages/profile-page'),
  '/ai': () => import('../features/assistant/pages/assistant-page'),
  '/about-us': () => import('../features/about/pages/about-us-page'),
  '/contact': () => import('../features/contact/pages/contact-page'),
  '/login': () => import('../features/auth/pages/login-page'),
  '/register': () => import('../features/auth/pages/register-page'),
  '/forgot-password': () => import('../features/auth/pages/forgot-password-page'),
  '/reset-password': () => import('../features/auth/pages/reset-password-page'),
  '/invitation': () => import('../features/auth/pages/invitation-page'),
  '/unauthorized': () => import('./errors/unauthorized-page'),
};

function tableRoute(entry: RouteEntry, loadNamespaces: LoadNamespaces): RouteObject {
  const at: RouteObject = entry.path === '/' ? { index: true } : { path: entry.path.slice(1) };
  if (entry.kind === 'redirect') return { ...at, loader: () => replace(entry.to), Component: RedirectingPage };
  return { ...at, lazy: page(PAGES[entry.path as PageRoutePath], loadNamespaces) };
}

/** The route tree; the server renderer gives every namespace to its own i18next instance, so it loads none here. */
export function appRoutes(loadNamespaces: LoadNamespaces = async () => undefined): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      HydrateFallback: FullScreenSpinner,
      children: [
        {
          // Errors inside a page keep the header and footer.
          errorElement: <RouteErrorPage />,
          children: [
            ...ROUTES.map((entry) => tableRoute(entry, loadNamespaces)),
            { path: '*', lazy: page(() => import('./errors/not-found-page'), loadNamespaces) },
          ],
        },
      ],
    },
  ];
}

export const routes = appRoutes();

export function createAppRouter() {
  return createBrowserRouter(appRoutes((namespaces) => i18next.loadNamespaces([...namespaces])));
}
