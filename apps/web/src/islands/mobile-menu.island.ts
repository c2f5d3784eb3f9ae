/**
 * The phone menu: a `<details>` disclosure that opens and closes without JavaScript; this adds the
 * app's behaviour to it. Its summary says whether it is open (aria-expanded, and the label from
 * `data-open-label` / `data-close-label`), the dimmed backdrop (`[data-menu-backdrop]`) closes it,
 * Escape closes it and returns focus to the summary, and choosing a link closes it and scrolls to the
 * top. The app's menu runs the same function on its own markup. Returns what undoes it.
 */
export function mount(element: HTMLElement): () => void {
  const details = element as HTMLDetailsElement;
  const summary = details.querySelector('summary');
  if (!summary) return () => undefined;

  const sync = () => {
    summary.setAttribute('aria-expanded', String(details.open));
    const label = details.open ? summary.dataset.closeLabel : summary.dataset.openLabel;
    if (label) summary.setAttribute('aria-label', label);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !details.open) return;
    details.open = false;
    sync();
    summary.focus();
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element | null;
    if (!target || target.closest('summary')) return;
    if (target.closest('[data-menu-backdrop]')) {
      details.open = false;
      sync();
    } else if (target.closest('a[href]')) {
      details.open = false;
      sync();
      window.scrollTo({ top: 0, left: 0 });
    }
  };

  sync();
  details.addEventListener('toggle', sync);
  details.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeyDown);
  return () => {
    details.removeEventListener('toggle', sync);
    details.removeEventListener('click', onClick);
    document.removeEventListener('keydown', onKeyDown);
  };
}
