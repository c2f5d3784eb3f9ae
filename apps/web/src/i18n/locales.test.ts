import { describe, expect, it } from 'vitest';
import { localeResources } from '../test/locales';
import { LANGUAGES, NAMESPACES } from './config';

function flattenKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => flattenKeys(child, prefix ? `${prefix}.${key}` : key));
}

const resources = localeResources();

describe('locale files', () => {
  it('exist for every language', () => {
    expect(Object.keys(resources).sort()).toEqual([...LANGUAGES].sort());
  });

  it('have the same namespaces in every language, and every namespace the app declares', () => {
    const expected = [...NAMESPACES].sort();
    for (const language of LANGUAGES) {
      expect(Object.keys(resources[language] ?? {}).sort(), language).toEqual(expected);
    }
  });

  it('have the same nested keys in English and Spanish', () => {
    const namespaces = new Set([...Object.keys(resources.en ?? {}), ...Object.keys(resources.es ?? {})]);
    for (const namespace of namespaces) {
      const en = flattenKeys(resources.en?.[namespace]).sort();
      const es = flattenKeys(resources.es?.[namespace]).sort();
      expect(es, `keys of ${namespace}.json`).toEqual(en);
    }
  });

  it('have no empty translations', () => {
    for (const [language, namespaces] of Object.entries(resources)) {
      for (const [namespace, content] of Object.entries(namespaces)) {
        const walk = (value: unknown, path: string) => {
          if (typeof value === 'string') expect(value.trim(), `${language}/${namespace}: ${path}`).not.toBe('');
          else if (typeof value === 'object' && value !== null)
            for (const [key, child] of Object.entries(value)) walk(child, path ? `${path}.${key}` : key);
        };
        walk(content, '');
      }
    }
  });

  it('translate every validation message key of the shared schemas', async () => {
    const keys = [
      'nameRequired',
      'emailRequired',
      'emailInvalid',
      'passwordRequired',
      'passwordMin',
      'passwordMax',
      'confirmRequired',
      'passwordsDoNotMatch',
      // packages/shared/src/contact.ts
      'fullNameRequired',
      'fullNameMax',
      'phoneInvalid',
      'companyMax',
      'messageRequired',
      'messageMax',
      'reasonRequired',
      'purchaseSizeRequired',
    ];
    for (const language of LANGUAGES) {
      for (const key of keys) expect(resources[language]?.validation?.[key], `${language} ${key}`).toBeTypeOf('string');
    }
  });
});
