import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const script = fs.readFileSync(path.resolve(__dirname, '../../public/theme-init.js'), 'utf8');
const run = () => new Function(script)() as void;

// The tests of a run share one document: start without the cookies another file's toggle may have left.
beforeEach(() => {
  document.cookie = 'theme=; max-age=0; path=/';
  document.cookie = 'language=; max-age=0; path=/';
});

afterEach(() => {
  document.documentElement.className = '';
  document.documentElement.lang = 'en';
  window.localStorage.clear();
  document.cookie = 'theme=; max-age=0; path=/';
  vi.unstubAllGlobals();
});

const classes = () => [...document.documentElement.classList].sort();

describe('theme-init.js (the app pages)', () => {
  it('follows the system preference when nothing was chosen, naming the theme as a class', () => {
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    run();
    expect(classes()).toEqual(['dark']);
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    run();
    expect(classes()).toEqual(['light']);
  });

  it('prefers the cookie (the latest choice, also made without JavaScript) over storage', () => {
    window.localStorage.setItem('theme', 'light');
    document.cookie = 'theme=dark; path=/';
    run();
    expect(classes()).toEqual(['dark']);
  });

  it('sets the stored language', () => {
    window.localStorage.setItem('language', 'es');
    run();
    expect(document.documentElement.lang).toBe('es');
  });
});
