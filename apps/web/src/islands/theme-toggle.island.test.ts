import { afterEach, describe, expect, it } from 'vitest';
import { mount } from './theme-toggle.island';

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.classList.remove('dark');
  window.localStorage.clear();
});

describe('theme toggle island', () => {
  it('switches the theme at once instead of posting the form, both ways, and remembers it', () => {
    document.body.innerHTML = `<form method="post" action="/theme"><input type="hidden" name="theme" value="dark"><button type="submit">Toggle</button></form>`;
    const form = document.querySelector('form')!;
    mount(form);
    const submit = () => {
      const event = new Event('submit', { cancelable: true });
      form.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(submit()).toBe(true);
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(document.cookie).toContain('theme=dark');
    submit();
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(document.cookie).toContain('theme=light');
  });
});
