import { useCallback, type ImgHTMLAttributes } from 'react';
import type { Category } from '@freshprice/shared';
import { mount } from '../../islands/product-image.island';
import { categoryImage, productImageSources } from '../../lib/catalogue';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'onError'> & {
  product: { imageUrl: string | null; category: Category | null };
};

/**
 * A product's picture, the same on every page. With `sizes`, an uploaded image offers its smaller
 * copies (`srcSet`). An image that stops loading (a dead link, a removed file) shows the category
 * drawing instead of the browser's broken-image icon: the `product-image` island on a server-rendered
 * page, the same function here in the app.
 */
export function ProductImage({ product, sizes, ...props }: Props) {
  const image = productImageSources(product);
  const srcSet = sizes ? image.srcSet : undefined;
  const fallback = product.imageUrl ? categoryImage(product.category) : undefined;
  // A new callback for a new picture: the old one's listener goes, the new one watches the new file.
  const watch = useCallback((img: HTMLImageElement | null) => (img ? mount(img) : undefined), [image.src]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <img
      {...props}
      ref={fallback ? watch : undefined}
      src={image.src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      data-fallback={fallback}
      data-island={fallback ? 'product-image' : undefined}
    />
  );
}
