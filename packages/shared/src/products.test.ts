import { describe, expect, it } from 'vitest';
import { parseCategoryParam } from './catalogue.js';
import { imageUrlSchema, productInputSchema, slugify } from './products.js';

const valid = {
  nameEn: 'Golden Pineapple',
  nameEs: 'Piña dorada',
  slug: 'golden-pineapple',
  category: 'fruits',
  unit: 'case',
  inStock: true,
  prices: { small: '30.50', medium: '28', large: '26.84' },
};

describe('product input', () => {
  it('accepts a complete product', () => {
    expect(productInputSchema.parse(valid)).toMatchObject({ packEn: '', quickbooksId: null, quantity: '0' });
  });

  it('names missing names and a bad price', () => {
    const r = productInputSchema.safeParse({ ...valid, nameEn: ' ', nameEs: '', prices: { small: '12.345', medium: '-1', large: 'abc' } });
    const msgs = r.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(msgs).toEqual(
      expect.arrayContaining(['nameEn:nameEnRequired', 'nameEs:nameEsRequired', 'prices.small:invalidPrice', 'prices.medium:invalidPrice', 'prices.large:invalidPrice']),
    );
  });

  it('refuses line breaks, control and invisible characters in names and packs, and keeps accents and symbols', () => {
    for (const bad of ['Kiwi\n```', 'Kiwi\u202eiwik', 'Ki\u200bwi', 'Kiwi\u0007', 'Kiwi\u2028x']) {
      const r = productInputSchema.safeParse({ ...valid, nameEn: bad, nameEs: bad, packEn: bad });
      expect(r.success, JSON.stringify(bad)).toBe(false);
      const keys = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
      expect(keys, JSON.stringify(bad)).toMatchObject({ nameEn: 'textInvalid', nameEs: 'textInvalid', packEn: 'textInvalid' });
    }
    expect(productInputSchema.safeParse({ ...valid, nameEn: 'Piña "Golden" 6 ct — #1 (MD2) ½', nameEs: 'Ñame 40 lb / caja' }).success).toBe(true);
  });

  it('requires the three tier prices', () => {
    const issues = (prices: unknown) => productInputSchema.safeParse({ ...valid, prices }).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(issues({ small: '1.00', medium: '1.00', large: null })).toEqual(['prices.large:priceRequired']);
    expect(issues({ small: '1.00', medium: '1.00' })).toEqual(['prices.large:priceRequired']);
    expect(issues({ small: '1.00', medium: ' ', large: '' })).toEqual(['prices.medium:priceRequired', 'prices.large:priceRequired']);
  });

  it('makes slugs without accents or symbols', () => {
    expect(slugify('  Piña Dorada — 6 ct!  ')).toBe('pina-dorada-6-ct');
    expect(slugify('Ñame Blanco')).toBe('name-blanco');
  });

  it('accepts only http(s) image URLs', () => {
    expect(imageUrlSchema.safeParse({ url: 'https://cdn.example/a.jpg' }).success).toBe(true);
    for (const url of ['javascript:alert(1)', 'not a url', 'ftp://x/y.png', '']) {
      expect(imageUrlSchema.safeParse({ url }).error?.issues[0].message, url).toBe('invalidImageUrl');
    }
  });
});

describe('category from a URL parameter', () => {
  it('reads categories and the landing page aliases, and nothing else', () => {
    expect(parseCategoryParam('fruits')).toBe('fruits');
    expect(parseCategoryParam('dried')).toBe('dry_produce');
    expect(parseCategoryParam('uncategorized')).toBe('uncategorized');
    expect(parseCategoryParam('')).toBeNull();
    expect(parseCategoryParam('mangoes')).toBeNull();
    // Names an object inherits are not aliases.
    expect(parseCategoryParam('constructor')).toBeNull();
    expect(parseCategoryParam('toString')).toBeNull();
  });
});
