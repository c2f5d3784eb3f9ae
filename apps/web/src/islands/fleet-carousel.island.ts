import { CAROUSEL_INTERVAL_MS, isRotating, nextIndex, previousIndex, wrapIndex } from '../features/landing/lib/carousel';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * The fleet slideshow (WAI-ARIA APG carousel pattern). Without JavaScript its slides are a row that
 * scrolls sideways (snapping to each slide) and its dots are links to each slide; this adds the rest:
 * it advances every 5 s, holds still while the pointer is over it, while focus is inside it, after
 * Pause, and always for reduced motion; previous, next and pause show once it runs (they take their
 * space from the start, so nothing moves). The app's carousel runs the same function on its markup.
 *
 * Markup: `[data-carousel-slides]` (the scrolling row) holding `[data-slide]`s, `[data-carousel-dot]`s,
 * `[data-carousel-previous]`, `[data-carousel-next]`, `[data-carousel-pause]` with its labels in
 * `data-label-pause` / `data-label-play` and icons `[data-icon-pause]` / `[data-icon-play]`.
 */
export function mount(root: HTMLElement): () => void {
  const row = root.querySelector<HTMLElement>('[data-carousel-slides]');
  if (!row) return () => undefined;
  const slides = Array.from(row.querySelectorAll<HTMLElement>('[data-slide]'));
  const dots = Array.from(root.querySelectorAll<HTMLElement>('[data-carousel-dot]'));
  const pause = root.querySelector<HTMLButtonElement>('[data-carousel-pause]');
  const previous = root.querySelector<HTMLButtonElement>('[data-carousel-previous]');
  const next = root.querySelector<HTMLButtonElement>('[data-carousel-next]');
  const motion = window.matchMedia(REDUCED_MOTION);
  const count = slides.length;

  const width = () => row.clientWidth || 1;
  let index = wrapIndex(Math.round(row.scrollLeft / width()), count);
  let hovered = false;
  let focused = false;
  let stopped = false;
  let timer: number | undefined;
  /** A scroll this code started is under way: its end is not a visitor's swipe. */
  let scrolling = false;

  const rotating = () => isRotating({ reducedMotion: motion.matches, hovered, focused, stopped, count });

  const render = () => {
    slides.forEach((slide, i) => {
      slide.dataset.active = String(i === index);
      slide.inert = i !== index;
    });
    dots.forEach((dot, i) => {
      if (i === index) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
    row.setAttribute('aria-live', rotating() ? 'off' : 'polite');
    if (pause) {
      // Reduced motion never rotates, so it has nothing to pause: the button keeps its space, unseen.
      pause.classList.toggle('invisible', motion.matches);
      const label = (stopped ? root.dataset.labelPlay : root.dataset.labelPause) ?? '';
      pause.setAttribute('aria-label', label);
      pause.title = label;
      pause.querySelector<HTMLElement>('[data-icon-pause]')?.classList.toggle('hidden', stopped);
      pause.querySelector<HTMLElement>('[data-icon-play]')?.classList.toggle('hidden', !stopped);
    }
    window.clearTimeout(timer);
    // Restarts on every change, so a visitor who just moved gets a full interval.
    if (rotating()) timer = window.setTimeout(() => show(nextIndex(index, count)), CAROUSEL_INTERVAL_MS);
  };

  const scrollToIndex = () => {
    const left = index * width();
    if (Math.abs(row.scrollLeft - left) < 1) return;
    scrolling = true;
    row.scrollTo?.({ left, behavior: motion.matches ? 'instant' : 'smooth' });
  };

  const show = (i: number) => {
    index = wrapIndex(i, count);
    scrollToIndex();
    render();
  };

  const onScrollEnd = () => {
    const settled = wrapIndex(Math.round(row.scrollLeft / width()), count);
    if (scrolling) {
      scrolling = false;
      if (settled !== index) scrollToIndex();
    } else if (settled !== index) {
      // The visitor swiped or scrolled the row to another slide.
      index = settled;
      render();
    }
  };
  const onDot = (event: Event) => {
    event.preventDefault();
    show(dots.indexOf(event.currentTarget as HTMLElement));
  };
  const onPrevious = () => show(previousIndex(index, count));
  const onNext = () => show(nextIndex(index, count));
  const onPause = () => {
    stopped = !stopped;
    render();
  };
  // Over, not enter: it fires on any move inside, so a pointer already there when this runs counts too.
  const onOver = () => {
    if (hovered) return;
    hovered = true;
    render();
  };
  const onLeave = () => {
    hovered = false;
    render();
  };
  const onFocusIn = () => {
    if (focused) return;
    focused = true;
    render();
  };
  const onFocusOut = (event: FocusEvent) => {
    if (root.contains(event.relatedTarget as Node | null)) return;
    focused = false;
    render();
  };

  const listeners: [EventTarget | null, string, EventListener][] = [
    [row, 'scrollend', onScrollEnd],
    [previous, 'click', onPrevious],
    [next, 'click', onNext],
    [pause, 'click', onPause],
    [root, 'mouseover', onOver],
    [root, 'mouseleave', onLeave],
    [root, 'focusin', onFocusIn],
    [root, 'focusout', onFocusOut as EventListener],
    [motion, 'change', render],
    ...dots.map((dot): [EventTarget, string, EventListener] => [dot, 'click', onDot]),
  ];
  for (const [target, type, listener] of listeners) target?.addEventListener(type, listener);
  for (const control of [previous, next]) control?.classList.remove('invisible');
  focused = root.contains(document.activeElement);
  render();

  return () => {
    window.clearTimeout(timer);
    for (const [target, type, listener] of listeners) target?.removeEventListener(type, listener);
  };
}
