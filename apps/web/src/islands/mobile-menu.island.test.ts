import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from './mobile-menu.island';

let undo: (() => void) | undefined;

function menu() {
  document.body.innerHTML = `
    <details data-island="mobile-menu">
      <summary aria-label="Open menu" data-open-label="Open menu" data-close-label="Close menu">≡</summary>
      <div><nav id="mobile-menu"><a href="/about-us">About us</a><button type="button">Group</button></nav>
      <div data-menu-backdrop></div></div>
    </details>`;
  const details = document.querySelector('details')!;
  undo = mount(details);
  return { details, summary: details.querySelector('summary')!, link: details.querySelector('a')!, group: details.querySelector('button')!, backdrop: details.querySelector<HTMLElement>('[data-menu-backdrop]')! };
}

/** jsdom does not fire details' toggle event as browsers do: fire it as a browser would. */
function open(details: HTMLDetailsElement) {
  details.open = true;
  details.dispatchEvent(new Event('toggle'));
}

afterEach(() => {
  undo?.();
  undo = undefined;
  document.body.innerHTML = '';
});

describe('mobile menu island', () => {
  it('says whether the menu is open, in its label and aria-expanded', () => {
    const { details, summary } = menu();
    expect(summary.getAttribute('aria-expanded')).toBe('false');
    open(details);
    expect(summary.getAttribute('aria-expanded')).toBe('true');
    expect(summary.getAttribute('aria-label')).toBe('Close menu');
  });

  it('Escape closes it and gives focus back to the toggle', () => {
    const { details, summary, link } = menu();
    open(details);
    link.focus();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(details.open).toBe(false);
    expect(summary.getAttribute('aria-label')).toBe('Open menu');
    expect(document.activeElement).toBe(summary);
  });

  it('the backdrop closes it; a group button inside does not', () => {
    const { details, backdrop, group } = menu();
    open(details);
    group.click();
    expect(details.open).toBe(true);
    backdrop.click();
    expect(details.open).toBe(false);
  });

  it('choosing a link closes it and goes to the top', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { details, link } = menu();
    open(details);
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect(details.open).toBe(false);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
  });

  it('once undone, Escape no longer touches it', () => {
    const { details } = menu();
    open(details);
    undo?.();
    undo = undefined;
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(details.open).toBe(true);
  });
});
