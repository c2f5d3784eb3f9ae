import { afterEach, describe, expect, it, vi } from 'vitest';
import { syncLanguage } from './page-preferences';

afterEach(() => {
  document.documentElement.lang = 'en';
  window.localStorage.clear();
  document.cookie = 'language=; max-age=0; path=/';
});

const fakeWindow = () => ({ location: { href: 'http://localhost/products?q=x', replace: vi.fn() } }) as unknown as Window & { location: { replace: ReturnType<typeof vi.fn> } };

describe('syncLanguage', () => {
  it('remembers the language of the rendered page in storage, where the app reads it', () => {
    document.cookie = 'language=es; path=/';
    window.localStorage.setItem('language', 'en');
    document.documentElement.lang = 'es';
    const win = fakeWindow();
    syncLanguage(win);
    expect(window.localStorage.getItem('language')).toBe('es');
    expect(win.location.replace).not.toHaveBeenCalled();
  });

  it('sends a language stored before the server knew of it (no cookie) to the server, and shows the page again', () => {
    window.localStorage.setItem('language', 'es');
    const win = fakeWindow();
    syncLanguage(win);
    expect(document.cookie).toContain('language=es');
    expect(win.location.replace).toHaveBeenCalledWith('http://localhost/products?q=x');
    expect(window.localStorage.getItem('language')).toBe('es');
  });

  it('a first visit (nothing stored) keeps the page as it is', () => {
    const win = fakeWindow();
    syncLanguage(win);
    expect(win.location.replace).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('language')).toBe('en');
  });
});
