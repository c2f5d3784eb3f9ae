import { applyTheme, currentTheme } from '../lib/theme';

/**
 * The theme toggle switches at once instead of posting its form, to the other of the page's theme at
 * the moment of the press (not the one the form was rendered for). The app's toggle runs it too.
 */
export function mount(form: HTMLElement): () => void {
  const onSubmit = (event: Event) => {
    event.preventDefault();
    applyTheme(currentTheme() === 'dark' ? 'light' : 'dark');
  };
  form.addEventListener('submit', onSubmit);
  return () => form.removeEventListener('submit', onSubmit);
}
