/** Pure rules of the fleet carousel, kept apart from React so they can be tested. */

export const CAROUSEL_INTERVAL_MS = 5000;

/** Wraps any index (negative or past the end) onto 0..count-1. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export function nextIndex(index: number, count: number): number {
  return wrapIndex(index + 1, count);
}

export function previousIndex(index: number, count: number): number {
  return wrapIndex(index - 1, count);
}

export interface RotationState {
  /** The visitor asked for no animation (prefers-reduced-motion: reduce). */
  reducedMotion: boolean;
  /** The pointer is over the carousel. */
  hovered: boolean;
  /** Keyboard focus is inside the carousel. */
  focused: boolean;
  /** The visitor pressed the pause button. */
  stopped: boolean;
  count: number;
}

/** Slides advance on their own only when nothing asks them to hold still. */
export function isRotating(state: RotationState): boolean {
  return state.count > 1 && !state.reducedMotion && !state.hovered && !state.focused && !state.stopped;
}
