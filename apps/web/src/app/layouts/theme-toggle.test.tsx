import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { ServerThemeContext, ThemeToggle } from './theme-toggle';
import { mount } from '../../islands/theme-toggle.island';

let root: Root | null = null;
let container: HTMLElement | null = null;
const actGlobal = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let wasActEnvironment: boolean | undefined;

beforeEach(() => {
  wasActEnvironment = actGlobal.IS_REACT_ACT_ENVIRONMENT;
  actGlobal.IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = container = null;
  document.documentElement.classList.remove('dark');
  document.cookie = 'theme=; max-age=0; path=/';
  window.localStorage.clear();
  actGlobal.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
});

const toggle = (path = '/products?category=fruits') => (
  <MemoryRouter initialEntries={[path]}>
    <ThemeToggle />
  </MemoryRouter>
);

describe('ThemeToggle', () => {
  it('is a form posting the other theme and the page to come back to (no JavaScript needed)', () => {
    container = document.createElement('div');
    container.innerHTML = renderToString(toggle());
    const form = container.querySelector('form')!;
    expect(form.getAttribute('action')).toBe('/theme');
    expect(form.getAttribute('method')).toBe('post');
    expect(form.querySelector<HTMLInputElement>('[name="theme"]')!.value).toBe('dark');
    expect(form.querySelector<HTMLInputElement>('[name="back"]')!.value).toBe('/products?category=fruits');

    container.innerHTML = renderToString(<ServerThemeContext.Provider value="dark">{toggle()}</ServerThemeContext.Provider>);
    expect(container.querySelector<HTMLInputElement>('[name="theme"]')!.value).toBe('light');
  });

  it('in the app, switches at once, keeps the choice in storage and cookie, and posts nothing', async () => {
    container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container!);
      root.render(toggle());
    });
    const prevented: boolean[] = [];
    const watch = (event: Event) => prevented.push(event.defaultPrevented);
    document.addEventListener('submit', watch);
    const button = container.querySelector('button')!;
    act(() => button.click());
    document.removeEventListener('submit', watch);
    expect(prevented).toEqual([true]);
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(document.cookie).toContain('theme=dark');
    expect(button.title).toBe('Switch to light theme');
    act(() => button.click());
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });
});

describe('the theme toggle island', () => {
  it('turns the server-rendered form into an instant switch of the page theme', () => {
    container = document.createElement('div');
    container.innerHTML = renderToString(toggle('/'));
    document.body.append(container);
    const form = container.querySelector('form')!;
    mount(form);
    const submitted = new Event('submit', { cancelable: true });
    form.dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(true);
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.cookie).toContain('theme=dark');
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });
});
