import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { ThemeToggle } from './theme-toggle';

/** The toggle posts back to the page it is on: it reads the location. */
const toggle = (
  <MemoryRouter>
    <ThemeToggle />
  </MemoryRouter>
);

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
  window.localStorage.clear();
  actGlobal.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
});

describe('ThemeToggle', () => {
  it('a press flips the theme the page has, even when the last render saw another', async () => {
    // After hydration commits, the handler still holds the server's light theme until React's effects
    // catch up with the page's dark class; a press in that moment must still turn the page light.
    container = document.createElement('div');
    container.innerHTML = renderToString(toggle);
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container!, toggle);
    });
    document.documentElement.classList.add('dark');

    act(() => container!.querySelector('button')!.click());

    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(window.localStorage.getItem('theme')).toBe('light');
  });

  it('toggles back and forth once hydrated', async () => {
    container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(toggle);
    await act(async () => {
      root = hydrateRoot(container!, toggle);
    });
    const button = container.querySelector('button')!;
    act(() => button.click());
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(button.title).toBe('Switch to light theme');
    act(() => button.click());
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });
});
