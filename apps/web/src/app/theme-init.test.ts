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
  clearCookie('language');
  document.body.innerHTML = '';
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
    document.cookie = 'language=es; path=/';
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

  it('a language stored before the server knew of it (no cookie) is sent to the server, and the page shown again', () => {
    const replace = vi.fn();
    vi.stubGlobal('location', { href: 'http://localhost/products', replace });
    window.localStorage.setItem('language', 'es');
    document.documentElement.lang = 'en';
    document.documentElement.setAttribute('data-rendered', '');
    run();
    expect(document.cookie).toContain('language=es');
    expect(replace).toHaveBeenCalledWith('http://localhost/products');
  });

  it('gives the theme form of a server-rendered page the other of the theme shown', () => {
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    document.documentElement.setAttribute('data-rendered', '');
    document.body.innerHTML = '<form action="/theme"><input name="theme" value="dark"></form>';
    run();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(document.querySelector('input')!.value).toBe('light');
  });
});
