const TRIGGERS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/** Resolves once the page has painted its first content (or after a while: a hidden tab never paints). */
function firstPaint(win: Window): Promise<void> {
  return new Promise((resolve) => {
    win.setTimeout(resolve, 3000);
    try {
      if (win.performance.getEntriesByType('paint').some((e) => e.name === 'first-contentful-paint')) return resolve();
      const observer = new PerformanceObserver((list) => {
        if (!list.getEntries().some((e) => e.name === 'first-contentful-paint')) return;
        observer.disconnect();
        resolve();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      resolve();
    }
  });
}

/**
 * Runs `go` once: when the page has loaded, painted and the browser is idle, or at the first sign of a
 * visitor (a touch, a key, focus), whichever comes first.
 */
export function whenNeeded(go: () => void, win: Window = window): void {
  const doc = win.document;
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    for (const type of TRIGGERS) doc.removeEventListener(type, run, true);
    go();
  };
  for (const type of TRIGGERS) doc.addEventListener(type, run, { capture: true, passive: true });
  const idle = () =>
    void firstPaint(win).then(() => {
      if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(run, { timeout: 1000 });
      else win.setTimeout(run, 100);
    });
  if (doc.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}
