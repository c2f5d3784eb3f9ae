import { describe, expect, it } from 'vitest';
import { localeResources } from '../../../test/locales';
import { LANDING_CATEGORIES } from './landing-data';

describe('landing categories', () => {
  // The cards show both languages at once, so they carry both names; they must read as every other page does.
  it('are named as the category labels of the locale files', () => {
    const resources = localeResources();
    const labels = (language: string) => resources[language]?.common?.categories as Record<string, string>;
    for (const category of LANDING_CATEGORIES) {
      expect(category.nameEn).toBe(labels('en')[category.id]);
      expect(category.nameEs).toBe(labels('es')[category.id]);
    }
    expect(LANDING_CATEGORIES.find((c) => c.id === 'vegetables')?.nameEs).toBe('Verduras');
  });
});
