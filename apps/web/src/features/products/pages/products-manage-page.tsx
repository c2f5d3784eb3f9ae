import { ProductsManageView } from '../manage/products-manage-view';
import type { Namespace } from '../../../i18n/config';

/** The translations this page's components read, loaded with its code (see router.tsx). */
export const namespaces: readonly Namespace[] = ['catalogue', 'products', 'productsManage'];

export default function ProductsManagePage() {
  return <ProductsManageView />;
}
