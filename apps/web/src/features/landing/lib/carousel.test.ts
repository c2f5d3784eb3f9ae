import { describe, expect, it } from 'vitest';
import { CAROUSEL_INTERVAL_MS, isRotating, nextIndex, previousIndex, wrapIndex } from './carousel';

describe('carousel index math', () => {
  it('advances and wraps to the first slide', () => {
    expect(nextIndex(0, 4)).toBe(1);
    expect(nextIndex(3, 4)).toBe(0);
  });

  it('goes back and wraps to the last slide', () => {
    expect(previousIndex(2, 4)).toBe(1);
    expect(previousIndex(0, 4)).toBe(3);
  });

  it('wraps any index into range', () => {
    expect(wrapIndex(-5, 4)).toBe(3);
    expect(wrapIndex(9, 4)).toBe(1);
    expect(wrapIndex(3, 0)).toBe(0);
  });

  it('rotates every 5 seconds (SPEC 9)', () => {
    expect(CAROUSEL_INTERVAL_MS).toBe(5000);
  });
});

describe('carousel rotation', () => {
  const idle = { reducedMotion: false, hovered: false, focused: false, stopped: false, count: 4 };

  it('rotates when nothing holds it', () => {
    expect(isRotating(idle)).toBe(true);
  });

  it('holds still on hover, on focus, when stopped or with reduced motion', () => {
    expect(isRotating({ ...idle, hovered: true })).toBe(false);
    expect(isRotating({ ...idle, focused: true })).toBe(false);
    expect(isRotating({ ...idle, stopped: true })).toBe(false);
    expect(isRotating({ ...idle, reducedMotion: true })).toBe(false);
  });

  it('never rotates a single slide', () => {
    expect(isRotating({ ...idle, count: 1 })).toBe(false);
  });
});
