import type { ContactInput } from '@freshprice/shared';
import { sendContact } from '../api/contact-send';
import { mountContactForm } from '../features/contact/lib/contact-island';

/** The contact form's live checks and sending, on the server-rendered /contact. */
export function mount(element: HTMLElement): void {
  mountContactForm(element, (body) => sendContact(body as ContactInput));
}
