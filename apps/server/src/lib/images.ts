import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { StoredFileInput } from '../modules/files/files.repo.js';

export type ImageKind = 'jpeg' | 'png' | 'gif' | 'webp';

/** The image type from its first bytes: the file name and the declared type are not trusted. */
export function detectImageType(bytes: Uint8Array): ImageKind | null {
  const b = (i: number) => bytes[i];
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  if (bytes.length >= 3 && b(0) === 0xff && b(1) === 0xd8 && b(2) === 0xff) return 'jpeg';
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b(i) === v)) return 'png';
  if (bytes.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return 'gif';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

/** The widths the pages use: cards on phones, cards on desktop, the product page. */
export const IMAGE_WIDTHS = [160, 480, 960] as const;

export interface RenderedImage {
  /** The URL of the 480 one, which the product stores. */
  url: string;
  files: StoredFileInput[];
}

/**
 * Re-encodes the upload as WebP at each width (never larger than the original), dropping metadata,
 * keyed by a content hash, so a key never changes its bytes. Nothing is stored: the caller stores the
 * files in the transaction that points the product at them.
 */
export async function renderProductImage(bytes: Uint8Array, productId: string): Promise<RenderedImage> {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 12);
  const base = `${productId}-${hash}`;
  const files: StoredFileInput[] = [];
  for (const width of IMAGE_WIDTHS) {
    const data = await sharp(bytes, { animated: false, limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    files.push({ key: `products/${base}-${width}.webp`, contentType: 'image/webp', bytes: data });
  }
  return { url: `/uploads/products/${base}-480.webp`, files };
}
