import { afterEach, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import { handleMissingKey, rememberLanguage, storedLanguage } from './config';

describe('i18n config', () => {
  afterEach(() => vi.restoreAllMocks());

  it('warns about a missing key and shows the key', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(i18next.t('common:no.such.key')).toBe('common:no.such.key');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('common:no.such.key'));
    expect(handleMissingKey('x')).toBe('x');
  });

  it('keeps the language in localStorage `language` and on <html lang>, English by default', () => {
    expect(storedLanguage()).toBe('en');
    rememberLanguage('es');
    expect(window.localStorage.getItem('language')).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(storedLanguage()).toBe('es');
    window.localStorage.setItem('language', 'fr');
    expect(storedLanguage()).toBe('en');
  });
});
