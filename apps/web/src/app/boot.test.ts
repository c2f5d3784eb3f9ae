import { afterEach, describe, expect, it, vi } from 'vitest';
import { canHydrate, readSsrState, startWhenNeeded } from './boot';

function ssrDocument(json: string | null) {
  document.body.innerHTML = json === null ? '<div id="root"></div>' : `<script type="application/json" id="ssr-state">${json}</script>`;
  return document;
}

afterEach(() => {
  document.body.innerHTML = '';
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

describe('readSsrState and canHydrate', () => {
  it('reads the state, and nothing from a page without one or with broken JSON', () => {
    expect(readSsrState(ssrDocument('{"language":"en","resources":{},"queries":{}}'))?.language).toBe('en');
    expect(readSsrState(ssrDocument(null))).toBeNull();
    expect(readSsrState(ssrDocument('{broken'))).toBeNull();
  });

  it('hydrates only markup rendered in the language this browser chose', () => {
    const en = { language: 'en' as const, resources: {}, queries: {} };
    const es = { ...en, language: 'es' as const };
    expect(canHydrate(en)).toBe(true);
    expect(canHydrate(es)).toBe(false);
    window.localStorage.setItem('language', 'es');
    expect(canHydrate(es)).toBe(true);
    expect(canHydrate(en)).toBe(false);
    expect(canHydrate(null)).toBe(false);
  });
});

describe('startWhenNeeded', () => {
  it('starts when the browser is idle after load, once', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (fn: () => void) => idle.push(fn));
    const start = vi.fn(() => Promise.resolve());
    startWhenNeeded(start);
    expect(idle).toHaveLength(1); // jsdom has loaded already
    idle[0]!();
    idle[0]!();
    document.dispatchEvent(new Event('pointerdown'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at the first touch, and presses again the button pressed before the app was ready', async () => {
    vi.stubGlobal('requestIdleCallback', () => 0);
    document.body.innerHTML = '<button type="button">Menu</button><a href="#x">Link</a>';
    const button = document.querySelector('button')!;
    const clicks = vi.fn();
    const linkClicks = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('a')!.addEventListener('click', linkClicks);
    let ready!: () => void;
    const start = vi.fn(() => new Promise<void>((resolve) => (ready = resolve)));
    startWhenNeeded(start);

    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
    button.click(); // before the app is ready: nothing listens yet
    document.querySelector('a')!.click(); // a link is left to the browser, never replayed
    button.addEventListener('click', clicks); // the app attaches its handlers...
    ready(); // ...and is ready
    await vi.waitFor(() => expect(clicks).toHaveBeenCalledTimes(1));
    expect(linkClicks).toHaveBeenCalledTimes(1);

    button.click(); // from now on the app alone handles clicks
    expect(clicks).toHaveBeenCalledTimes(2);
  });
});
