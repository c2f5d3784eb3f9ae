/**
 * A product picture that stops loading (a dead link, a removed file) shows its category's drawing
 * (`data-fallback`) instead of the browser's broken-image icon. It may have failed before this ran:
 * then it swaps at once. The app's ProductImage runs the same function. Returns what undoes it.
 */
export function mount(element: HTMLElement): () => void {
  const img = element as HTMLImageElement;
  const fallback = img.dataset.fallback;
  if (!fallback) return () => undefined;
  const fail = () => {
    img.removeEventListener('error', fail);
    img.removeAttribute('srcset');
    img.removeAttribute('sizes');
    img.src = fallback;
  };
  if (img.complete && img.naturalWidth === 0 && img.getAttribute('src')) fail();
  else img.addEventListener('error', fail);
  return () => img.removeEventListener('error', fail);
}
