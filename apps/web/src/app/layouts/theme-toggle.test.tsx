import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { ThemeToggle } from './theme-toggle';
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
  document.documentElement.classList.remove('dark', 'light');
  document.cookie = 'theme=; max-age=0; path=/';
  window.localStorage.clear();
  actGlobal.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
});

/** The toggle posts back to the page it is on: it reads the location. */
const toggle = (path = '/products?category=fruits') => (
  <MemoryRouter initialEntries={[path]}>
    <ThemeToggle />
  </MemoryRouter>
);

describe('ThemeToggle', () => {
  it('is a form posting a theme and the page to come back to: a button per theme, no JavaScript needed', () => {
    container = document.createElement('div');
    container.innerHTML = renderToString(toggle());
    const form = container.querySelector('form')!;
    expect(form.getAttribute('action')).toBe('/theme');
    expect(form.getAttribute('method')).toBe('post');
    expect(form.querySelector<HTMLInputElement>('[name="back"]')!.value).toBe('/products?category=fruits');
    const buttons = [...form.querySelectorAll('button')];
    expect(buttons.map((b) => [b.name, b.value, b.title])).toEqual([
      ['theme', 'dark', 'Switch to dark theme'],
      ['theme', 'light', 'Switch to light theme'],
    ]);
    // The stylesheet shows the one leading away from the theme shown.
    expect(buttons[0]!.className).toContain('dark:hidden');
    expect(buttons[1]!.className).toMatch(/(^| )hidden( |$)/);
    expect(buttons[1]!.className).toContain('dark:inline-flex');
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
    act(() => container!.querySelector<HTMLButtonElement>('button[value="dark"]')!.click());
    document.removeEventListener('submit', watch);
    expect(prevented).toEqual([true]);
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(document.cookie).toContain('theme=dark');
    act(() => container!.querySelector<HTMLButtonElement>('button[value="light"]')!.click());
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(document.documentElement.classList.contains('light')).toBe(true);
  });
});

describe('the theme toggle island', () => {
  it('turns the server-rendered form into an instant switch, and keeps focus on the toggle', () => {
    container = document.createElement('div');
    container.innerHTML = renderToString(toggle('/'));
    document.body.append(container);
    const form = container.querySelector('form')!;
    mount(form);
    const moon = form.querySelector<HTMLButtonElement>('button[value="dark"]')!;
    moon.focus();
    const submitted = new Event('submit', { cancelable: true });
    form.dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(true);
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.cookie).toContain('theme=dark');
    // The pressed button hides: focus goes to the one that leads back.
    expect(document.activeElement).toBe(form.querySelector('button[value="light"]'));
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });
});
