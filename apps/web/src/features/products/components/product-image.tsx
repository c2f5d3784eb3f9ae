import { useState, type ImgHTMLAttributes } from 'react';
import type { Category } from '@freshprice/shared';
import { categoryImage, productImage } from '../../../lib/catalogue';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  product: { imageUrl: string | null; category: Category | null };
};

/**
 * A product's picture, the same on every page. An image that stops loading (a dead link, a removed
 * file) shows the category drawing instead of the browser's broken-image icon.
 */
export function ProductImage({ product, ...props }: Props) {
  const fallback = categoryImage(product.category);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const src = product.imageUrl && product.imageUrl !== failedUrl ? productImage(product) : fallback;
  const fail = () => {
    if (src !== fallback) setFailedUrl(product.imageUrl);
  };

  return <img {...props} src={src} onError={fail} />;
}
