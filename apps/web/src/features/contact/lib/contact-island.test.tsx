import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServerFormState } from '@freshprice/shared';
import { ApiError } from '../../../lib/api-error';
import { ServerFormContext } from '../../../lib/server-form';
import { ContactForm } from '../components/contact-form';
import { mountContactForm, type SendContact } from './contact-island';

/** The contact form as the server renders it, with the island mounted on it. */
function mountRendered(send: SendContact, form: ServerFormState | null = null) {
  document.body.innerHTML = renderToString(
    <ServerFormContext.Provider value={form}>
      <ContactForm phone="+1 (305) 555-0142" initialReason={null} productLine={null} />
    </ServerFormContext.Provider>,
  );
  const root = document.querySelector<HTMLElement>('[data-island="contact"]')!;
  mountContactForm(root, send);
  const field = (name: string) => root.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  const type = (name: string, value: string) => {
    field(name).value = value;
    field(name).dispatchEvent(new Event('input', { bubbles: true }));
  };
  const submit = () => root.querySelector('form')!.requestSubmit();
  const errorOf = (name: string) => document.getElementById(`${field(name).id}-error`)?.textContent ?? null;
  return { root, field, type, submit, errorOf };
}

function fillValid(type: (name: string, value: string) => void) {
  type('fullName', 'Rosa Martínez');
  type('email', 'rosa@example.com');
  type('phone', '+1 305 555 0199');
  type('company', 'Café Rosa');
  type('reason', 'purchase_inquiry');
  type('purchaseSize', '500_1000');
  type('message', 'Ten cases of tomatoes.');
}

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.lang = '';
});

describe('the contact island', () => {
  it('checks the form on send, each field with its message, and focuses the first error', () => {
    const send = vi.fn();
    const { field, submit, errorOf } = mountRendered(send);
    submit();
    expect(errorOf('fullName')).toBe('Full name is required');
    expect(errorOf('email')).toBe('Email is required');
    expect(errorOf('reason')).toBe('Choose a reason for contacting us');
    expect(errorOf('purchaseSize')).toBe('Choose an estimated purchase size');
    expect(errorOf('message')).toBe('Message is required');
    expect(errorOf('phone')).toBeNull();
    expect(field('fullName').getAttribute('aria-invalid')).toBe('true');
    expect(field('fullName').getAttribute('aria-describedby')).toBe(`${field('fullName').id}-error`);
    // The message keeps its counter as a description beside the error.
    expect(field('message').getAttribute('aria-describedby')).toBe(`${field('message').id}-hint ${field('message').id}-error`);
    expect(document.activeElement).toBe(field('fullName'));
    expect(send).not.toHaveBeenCalled();
  });

  it('checks as the visitor types only once a send showed the errors', () => {
    const { field, type, submit, errorOf, root } = mountRendered(vi.fn());
    type('email', 'nope');
    expect(errorOf('email')).toBeNull();
    expect(root.querySelector('[data-counter]')!.textContent).toBe('0 / 5,000 characters');
    type('message', 'x'.repeat(5001));
    expect(root.querySelector('[data-counter]')!.textContent).toBe('5,001 / 5,000 characters');
    expect(root.querySelector('[data-counter]')!.classList.contains('text-red-700')).toBe(true);
    submit();
    expect(errorOf('email')).toBe('Invalid email format');
    expect(errorOf('message')).toBe('Message must be at most 5,000 characters');
    type('email', 'rosa@example.com');
    expect(errorOf('email')).toBeNull();
    expect(field('email').hasAttribute('aria-invalid')).toBe(false);
    expect(field('email').hasAttribute('aria-describedby')).toBe(false);
  });

  it('checks live at once on a page the server sent back with errors', () => {
    const { type, errorOf } = mountRendered(vi.fn(), {
      values: { email: 'nope' },
      errors: { email: 'emailInvalid' },
      outcome: 'invalid',
    });
    expect(errorOf('email')).toBe('Invalid email format');
    type('email', 'rosa@example.com');
    expect(errorOf('email')).toBeNull();
    type('fullName', ' ');
    expect(errorOf('fullName')).toBe('Full name is required');
  });

  it('sends the values in the page language, shows the sending state, then the confirmation', async () => {
    document.documentElement.lang = 'es';
    let finish: () => void = () => {};
    const send = vi.fn<SendContact>(() => new Promise<void>((resolve) => (finish = resolve)));
    const { root, type, submit } = mountRendered(send);
    fillValid(type);
    submit();
    const button = root.querySelector('button[type="submit"]')!;
    expect(button.textContent).toBe('Sending…');
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(send).toHaveBeenCalledWith({
      fullName: 'Rosa Martínez',
      email: 'rosa@example.com',
      phone: '+1 305 555 0199',
      company: 'Café Rosa',
      reason: 'purchase_inquiry',
      purchaseSize: '500_1000',
      message: 'Ten cases of tomatoes.',
      language: 'es',
    });
    finish();
    await vi.waitFor(() => expect(root.querySelector('form')!.hidden).toBe(true));
    const success = root.querySelector<HTMLElement>('[data-contact-success]')!;
    expect(success.hidden).toBe(false);
    expect(document.activeElement).toBe(success.querySelector('h2'));
    expect(button.textContent).toBe('Send message');
  });

  it('shows a field the server refuses, and the form failure', async () => {
    const send = vi.fn(() => Promise.reject(new ApiError(400, 'validation_failed', 'x', { phone: 'phoneInvalid' })));
    const { root, field, type, submit, errorOf } = mountRendered(send);
    fillValid(type);
    submit();
    await vi.waitFor(() => expect(errorOf('phone')).toBe('Enter a valid phone number'));
    const note = root.querySelector<HTMLElement>('#contact-failure')!;
    expect(note.hidden).toBe(false);
    expect(note.textContent).toContain('There was an error sending your message. Please check the highlighted fields.');
    expect(note.querySelector('a')!.hidden).toBe(true);
    expect(document.activeElement).toBe(field('phone'));
    expect(field('fullName').value).toBe('Rosa Martínez');
  });

  it('says a network failure with the number to call, keeps what was typed, and sends again', async () => {
    const send = vi.fn<SendContact>().mockRejectedValueOnce(new ApiError(0, 'network_error', 'x')).mockResolvedValueOnce({ id: '1' });
    const { root, field, type, submit } = mountRendered(send);
    fillValid(type);
    submit();
    const note = root.querySelector<HTMLElement>('#contact-failure')!;
    await vi.waitFor(() => expect(note.hidden).toBe(false));
    expect(note.textContent).toContain('There was a problem sending your message. Please try again or call us directly.');
    expect(note.querySelector('a')!.hidden).toBe(false);
    expect(root.querySelector('form')!.getAttribute('aria-describedby')).toBe('contact-failure');
    expect(document.activeElement).toBe(note);
    expect(field('message').value).toBe('Ten cases of tomatoes.');
    submit();
    await vi.waitFor(() => expect(root.querySelector('form')!.hidden).toBe(true));
    expect(note.hidden).toBe(true);
  });

  it('"Send another message" brings the form back keeping who is writing', async () => {
    const { root, field, type, submit } = mountRendered(vi.fn(() => Promise.resolve()));
    fillValid(type);
    submit();
    await vi.waitFor(() => expect(root.querySelector('form')!.hidden).toBe(true));
    root.querySelector<HTMLAnchorElement>('[data-send-another]')!.click();
    expect(root.querySelector('form')!.hidden).toBe(false);
    expect(root.querySelector<HTMLElement>('[data-contact-success]')!.hidden).toBe(true);
    expect(field('fullName').value).toBe('Rosa Martínez');
    expect(field('email').value).toBe('rosa@example.com');
    expect(field('message').value).toBe('');
    expect(field('reason').value).toBe('');
    expect(root.querySelector('[data-counter]')!.textContent).toBe('0 / 5,000 characters');
  });
});
