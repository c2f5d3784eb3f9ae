import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

const script = fs.readFileSync(path.resolve(__dirname, '../../public/theme-init.js'), 'utf8');
const run = () => new Function(script)() as void;

function clearCookie(name: string) {
  document.cookie = `${name}=; max-age=0; path=/`;
}

afterEach(() => {
  const root = document.documentElement;
  root.className = '';
  root.removeAttribute('data-rendered');
  root.lang = 'en';
  window.localStorage.clear();
  clearCookie('theme');
  vi.unstubAllGlobals();
});

describe('theme-init.js', () => {
  it('follows the system preference when nothing was chosen', () => {
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    run();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it('prefers the cookie (the latest choice, also made without JavaScript) over storage', () => {
    window.localStorage.setItem('theme', 'light');
    document.cookie = 'theme=dark; path=/';
    run();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it('on a server-rendered page keeps the page language and remembers it; elsewhere sets the stored one', () => {
    window.localStorage.setItem('language', 'en');
    document.documentElement.lang = 'es';
    document.documentElement.setAttribute('data-rendered', '');
    run();
    expect(document.documentElement.lang).toBe('es');
    expect(window.localStorage.getItem('language')).toBe('es');

    document.documentElement.removeAttribute('data-rendered');
    window.localStorage.setItem('language', 'en');
    run();
    expect(document.documentElement.lang).toBe('en');
  });
});
