import { applyTheme, currentTheme } from '../lib/theme';

/**
 * The theme toggle switches at once instead of posting its form, to the other of the page's theme at
 * the moment of the press. The form holds a button per theme and shows the one leading away from the
 * theme shown: the pressed one hides, so focus moves to the one that appears. The app's toggle runs
 * this too. Returns what undoes it.
 */
export function mount(form: HTMLElement): () => void {
  const onSubmit = (event: Event) => {
    event.preventDefault();
    const next = currentTheme() === 'dark' ? 'light' : 'dark';
    const hadFocus = form.contains(document.activeElement);
    applyTheme(next);
    if (hadFocus) form.querySelector<HTMLButtonElement>(`button[value="${next === 'dark' ? 'light' : 'dark'}"]`)?.focus();
  };
  form.addEventListener('submit', onSubmit);
  return () => form.removeEventListener('submit', onSubmit);
}
