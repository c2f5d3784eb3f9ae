import { applyTheme, currentTheme } from '../lib/theme';

/** The theme toggle switches at once, as in the app, instead of posting its form. */
export function mount(form: HTMLElement): void {
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    applyTheme(currentTheme() === 'dark' ? 'light' : 'dark');
  });
}
