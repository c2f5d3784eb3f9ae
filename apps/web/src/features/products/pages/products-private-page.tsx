import { ProductsPrivateView } from '../private/products-private-view';

export default function ProductsPrivatePage() {
  return <ProductsPrivateView />;
}
