import { lazy } from 'react';
import { useSession } from '../api/me';

const PublicProductsPage = lazy(() => import('../features/products/pages/products-public-page'));
const PrivateProductsPage = lazy(() => import('../features/products/pages/products-private-page'));

/** /products: the public catalogue for visitors, the private one for signed-in users. */
export default function ProductsRoute() {
  const session = useSession();
  return session.status === 'signedIn' ? <PrivateProductsPage /> : <PublicProductsPage />;
}
