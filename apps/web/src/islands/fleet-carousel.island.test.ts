import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_INTERVAL_MS } from '../features/landing/lib/carousel';
import { mount } from './fleet-carousel.island';

let undo: (() => void) | undefined;

function stubReducedMotion(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function carousel() {
  const slides = [1, 2, 3].map((n) => `<div data-slide id="s${n}" data-active="${n === 1}"></div>`).join('');
  const dots = [1, 2, 3].map((n) => `<a href="#s${n}" data-carousel-dot ${n === 1 ? 'aria-current="true"' : ''}></a>`).join('');
  document.body.innerHTML = `
    <div data-island="fleet-carousel" data-label-pause="Pause slideshow" data-label-play="Play slideshow">
      <div data-carousel-slides aria-live="polite"><div>${slides}</div></div>
      <button data-carousel-pause class="invisible"><span data-icon-pause></span><span data-icon-play class="hidden"></span></button>
      ${dots}
      <button data-carousel-previous class="invisible"></button><button data-carousel-next class="invisible"></button>
    </div>`;
  const root = document.querySelector<HTMLElement>('[data-island]')!;
  undo = mount(root);
  const q = (selector: string) => root.querySelector<HTMLElement>(selector)!;
  return { root, row: q('[data-carousel-slides]'), pause: q('[data-carousel-pause]'), previous: q('[data-carousel-previous]'), next: q('[data-carousel-next]'), dots: Array.from(root.querySelectorAll<HTMLElement>('[data-carousel-dot]')) };
}

const active = () => Array.from(document.querySelectorAll<HTMLElement>('[data-slide]')).findIndex((slide) => slide.dataset.active === 'true') + 1;

beforeEach(() => {
  vi.useFakeTimers();
  stubReducedMotion(false);
});

afterEach(() => {
  undo?.();
  undo = undefined;
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('fleet carousel island', () => {
  it('shows its controls once it runs, and advances every interval, wrapping around', () => {
    const { next, previous, pause, row } = carousel();
    for (const control of [next, previous, pause]) expect(control.classList.contains('invisible')).toBe(false);
    expect(row.getAttribute('aria-live')).toBe('off');
    expect(active()).toBe(1);
    vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS - 1);
    expect(active()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(active()).toBe(2);
    vi.advanceTimersByTime(2 * CAROUSEL_INTERVAL_MS);
    expect(active()).toBe(1);
  });

  it('previous, next and the dots move; only the shown slide is reachable', () => {
    const { next, previous, dots } = carousel();
    next.click();
    expect(active()).toBe(2);
    expect(dots[1]?.getAttribute('aria-current')).toBe('true');
    expect(dots[0]?.hasAttribute('aria-current')).toBe(false);
    previous.click();
    previous.click();
    expect(active()).toBe(3);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    dots[0]?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(active()).toBe(1);
    expect(document.querySelectorAll<HTMLElement>('[data-slide]')[1]?.inert).toBe(true);
  });

  it('holds still while hovered or focused, and after Pause until Play', () => {
    const { root, row, pause, next } = carousel();
    root.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(row.getAttribute('aria-live')).toBe('polite');
    vi.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS);
    expect(active()).toBe(1);
    root.dispatchEvent(new MouseEvent('mouseleave'));
    next.focus();
    vi.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS);
    expect(active()).toBe(1);
    next.blur();
    pause.click();
    expect(pause.getAttribute('aria-label')).toBe('Play slideshow');
    expect(pause.querySelector('[data-icon-play]')?.classList.contains('hidden')).toBe(false);
    pause.blur();
    vi.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS);
    expect(active()).toBe(1);
    pause.click();
    pause.blur();
    expect(pause.getAttribute('aria-label')).toBe('Pause slideshow');
    vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS);
    expect(active()).toBe(2);
  });

  it('never rotates for reduced motion, and has no pause button to show', () => {
    stubReducedMotion(true);
    const { pause, next } = carousel();
    expect(pause.classList.contains('invisible')).toBe(true);
    vi.advanceTimersByTime(5 * CAROUSEL_INTERVAL_MS);
    expect(active()).toBe(1);
    next.click();
    expect(active()).toBe(2);
  });

  it('stops when undone', () => {
    carousel();
    undo?.();
    undo = undefined;
    vi.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS);
    expect(active()).toBe(1);
  });
});
