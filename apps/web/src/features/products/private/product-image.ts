import { categoryImage } from '../../../lib/catalogue';
import type { Category } from '@freshprice/shared';

const UPLOADED = /^(\/uploads\/products\/[^?#]+)-480\.webp$/;

/**
 * `src` and, for images uploaded here (stored as -160/-480/-960 WebP siblings), a `srcSet` so a
 * 40-pixel thumbnail does not download the 480-pixel file. Without an image: the category drawing.
 */
export function productImageSources(product: { imageUrl: string | null; category: Category | null }): {
  src: string;
  srcSet?: string;
} {
  if (!product.imageUrl) return { src: categoryImage(product.category) };
  const match = UPLOADED.exec(product.imageUrl);
  if (!match) return { src: product.imageUrl };
  const base = match[1];
  return { src: product.imageUrl, srcSet: `${base}-160.webp 160w, ${base}-480.webp 480w, ${base}-960.webp 960w` };
}
