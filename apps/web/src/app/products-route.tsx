import { lazy } from 'react';
import { useSession } from '../api/me';
import type { Namespace } from '../i18n/config';

/** The translations this page's components read, loaded with its code (see router.tsx). */
export const namespaces: readonly Namespace[] = ['catalogue', 'products'];

const PublicProductsPage = lazy(() => import('../features/products/pages/products-public-page'));
const PrivateProductsPage = lazy(() => import('../features/products/pages/products-private-page'));

/** /products: the public catalogue for visitors, the private one for signed-in users. */
export default function ProductsRoute() {
  const session = useSession();
  return session.status === 'signedIn' ? <PrivateProductsPage /> : <PublicProductsPage />;
}
