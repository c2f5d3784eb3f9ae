import { afterEach, describe, expect, it } from 'vitest';
import { mount } from './product-image.island';

afterEach(() => {
  document.body.innerHTML = '';
});

function image(complete: boolean) {
  document.body.innerHTML = `<img src="/uploads/products/a-480.webp" srcset="/uploads/products/a-160.webp 160w" sizes="10rem" data-fallback="/images/categories/fruits.svg" alt="">`;
  const img = document.querySelector('img')!;
  Object.defineProperty(img, 'complete', { value: complete });
  Object.defineProperty(img, 'naturalWidth', { value: 0 });
  return img;
}

describe('product image island', () => {
  it('shows the category drawing when the picture fails to load', () => {
    const img = image(false);
    mount(img);
    expect(img.getAttribute('src')).toBe('/uploads/products/a-480.webp');
    img.dispatchEvent(new Event('error'));
    expect(img.getAttribute('src')).toBe('/images/categories/fruits.svg');
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('sizes')).toBe(false);
  });

  it('swaps at once when the picture had already failed before it ran', () => {
    const img = image(true);
    mount(img);
    expect(img.getAttribute('src')).toBe('/images/categories/fruits.svg');
  });

  it('leaves a picture without a fallback alone', () => {
    const img = image(false);
    delete img.dataset.fallback;
    mount(img);
    img.dispatchEvent(new Event('error'));
    expect(img.getAttribute('src')).toBe('/uploads/products/a-480.webp');
  });
});
