import { ProductsManageView } from '../manage/products-manage-view';

export default function ProductsManagePage() {
  return <ProductsManageView />;
}
