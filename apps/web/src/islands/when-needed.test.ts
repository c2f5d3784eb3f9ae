import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
});

/** A window whose document has loaded and painted, with an idle callback we release by hand. */
function loadedWindow() {
  const idle: (() => void)[] = [];
  const win = Object.create(window) as Window;
  Object.defineProperty(win, 'document', { value: document });
  Object.defineProperty(win, 'requestIdleCallback', { value: (cb: () => void) => idle.push(cb) });
  Object.defineProperty(win, 'performance', { value: { getEntriesByType: () => [{ name: 'first-contentful-paint' }] } });
  return { win, idle };
}

describe('whenNeeded', () => {
  it('runs once the page has loaded and painted and the browser is idle', async () => {
    const { whenNeeded } = await import('./when-needed');
    const { win, idle } = loadedWindow();
    const go = vi.fn();
    whenNeeded(go, win);
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    expect(go).not.toHaveBeenCalled();
    idle[0]!();
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('runs at once when the visitor touches, types or moves focus first, and only once', async () => {
    const { whenNeeded } = await import('./when-needed');
    const { win, idle } = loadedWindow();
    const go = vi.fn();
    whenNeeded(go, win);
    document.dispatchEvent(new Event('keydown'));
    expect(go).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    idle[0]!();
    document.dispatchEvent(new Event('pointerdown'));
    expect(go).toHaveBeenCalledTimes(1);
  });
});
