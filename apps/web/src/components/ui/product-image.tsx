import { useState, type ImgHTMLAttributes } from 'react';
import type { Category } from '@freshprice/shared';
import { categoryImage, productImageSources } from '../../lib/catalogue';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'onError'> & {
  product: { imageUrl: string | null; category: Category | null };
};

/**
 * A product's picture, the same on every page. With `sizes`, an uploaded image offers its smaller
 * copies (`srcSet`). An image that stops loading (a dead link, a removed file) shows the category
 * drawing instead of the browser's broken-image icon.
 */
export function ProductImage({ product, sizes, ...props }: Props) {
  const fallback = categoryImage(product.category);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const failed = !product.imageUrl || product.imageUrl === failedUrl;
  const image = failed ? { src: fallback } : productImageSources(product);
  const fail = () => {
    if (!failed) setFailedUrl(product.imageUrl);
  };
  const srcSet = sizes ? image.srcSet : undefined;

  // `data-fallback`: on a server-rendered page (no React handlers) an island swaps it in instead.
  return (
    <img
      {...props}
      src={image.src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      data-fallback={failed ? undefined : fallback}
      onError={fail}
    />
  );
}
