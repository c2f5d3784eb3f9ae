import { afterAll, beforeAll } from 'vitest';

/**
 * jsdom lays nothing out: a virtualised grid (role="grid") would render no rows. This gives the grid
 * a height of 600 px for the file's tests, and restores jsdom's answer after them.
 */
export function fakeGridHeight() {
  const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.getAttribute('role') === 'grid' ? 600 : 0;
      },
    });
  });
  afterAll(() => {
    if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
  });
}
