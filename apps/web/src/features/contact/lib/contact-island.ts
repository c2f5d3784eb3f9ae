import { CONTACT_FIELDS, CONTACT_MESSAGE_MAX, checkContact, checkContactField, intlLocale, type ContactField } from '@freshprice/shared';
import { fieldErrorClass } from '../../../components/ui/field-error';
import { classifyContactError, counterText, offersCall, serverFieldErrors, type ContactTexts } from './contact-logic';

/** Sends the form's values as the API takes them (`POST /api/contact`); throws ApiError on a refusal. */
export type SendContact = (body: Record<ContactField, string> & { language: 'en' | 'es' }) => Promise<unknown>;

const OVER_LIMIT = ['font-semibold', 'text-red-700', 'dark:text-red-300'];
/** What "Send another message" keeps: who is writing. */
const KEPT: readonly ContactField[] = ['fullName', 'email', 'phone', 'company'];

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * The contact form's behaviour on a server-rendered page, as the app has it: checked on send, then field
 * by field as the visitor corrects it, sent as JSON, with the sending, failure and success states.
 * Everything it shows is already in the page (the server wrote the words into `data-texts`).
 */
export function mountContactForm(root: HTMLElement, send: SendContact): void {
  const form = root.querySelector('form');
  const success = root.querySelector<HTMLElement>('[data-contact-success]');
  if (!form || !success) return;
  const texts = JSON.parse(form.dataset.texts ?? '{}') as ContactTexts;
  const language = document.documentElement.lang === 'es' ? 'es' : 'en';
  const numbers = new Intl.NumberFormat(intlLocale(language));
  const control = (field: ContactField) => form.elements.namedItem(field) as Control;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const failureNote = form.querySelector<HTMLElement>('#contact-failure')!;
  // Checked as the visitor types once a send showed the errors (the server's count).
  let checking = form.querySelector('[aria-invalid="true"]') !== null;

  const showError = (field: ContactField, key: string | null) => {
    const input = control(field);
    const id = `${input.id}-error`;
    let line = document.getElementById(id);
    if (key) {
      if (!line) {
        line = document.createElement('p');
        line.id = id;
        line.className = fieldErrorClass;
        input.parentElement!.append(line);
      }
      line.textContent = texts.fields[key] ?? key;
      input.setAttribute('aria-invalid', 'true');
    } else {
      line?.remove();
      input.removeAttribute('aria-invalid');
    }
    const hint = document.getElementById(`${input.id}-hint`) ? `${input.id}-hint` : '';
    const described = [hint, key ? id : ''].filter(Boolean).join(' ');
    if (described) input.setAttribute('aria-describedby', described);
    else input.removeAttribute('aria-describedby');
  };

  const showFailure = (kind: keyof ContactTexts['failures'] | null) => {
    failureNote.hidden = kind === null;
    failureNote.querySelector('[data-failure-text]')!.textContent = kind ? texts.failures[kind] : '';
    failureNote.querySelector('a')?.toggleAttribute('hidden', !offersCall(kind));
    if (kind) form.setAttribute('aria-describedby', failureNote.id);
    else form.removeAttribute('aria-describedby');
  };

  const updateCounter = () => {
    const counter = form.querySelector('[data-counter]');
    if (!counter) return;
    const used = control('message').value.length;
    counter.textContent = counterText(texts.counter, numbers.format(used), numbers.format(CONTACT_MESSAGE_MAX));
    for (const name of OVER_LIMIT) counter.classList.toggle(name, used > CONTACT_MESSAGE_MAX);
  };

  const values = () => Object.fromEntries(CONTACT_FIELDS.map((f) => [f, control(f).value])) as Record<ContactField, string>;

  form.addEventListener('input', (event) => {
    const name = (event.target as Control).name as ContactField;
    if (name === 'message') updateCounter();
    if (checking && CONTACT_FIELDS.includes(name)) showError(name, checkContactField(name, control(name).value));
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (button.disabled) return;
    checking = true;
    const problems = checkContact(values());
    for (const field of CONTACT_FIELDS) showError(field, problems[field] ?? null);
    const first = CONTACT_FIELDS.find((f) => problems[f]);
    if (first) {
      control(first).focus();
      return;
    }
    void submit();
  });

  const setSending = (sending: boolean) => {
    button.disabled = sending;
    button.setAttribute('aria-busy', String(sending));
    button.textContent = sending ? texts.sending : texts.submit;
  };

  const submit = async () => {
    showFailure(null);
    setSending(true);
    try {
      await send({ ...values(), language });
      form.hidden = true;
      success.hidden = false;
      success.querySelector<HTMLElement>('h2')?.focus();
    } catch (error) {
      showFailure(classifyContactError(error));
      const fields = serverFieldErrors(error);
      for (const [field, key] of fields) showError(field, key);
      if (fields[0]) control(fields[0][0]).focus();
      else failureNote.focus();
    } finally {
      setSending(false);
    }
  };

  success.querySelector('[data-send-another]')?.addEventListener('click', (event) => {
    event.preventDefault();
    for (const field of CONTACT_FIELDS) {
      if (!KEPT.includes(field)) control(field).value = '';
      showError(field, null);
    }
    checking = false;
    showFailure(null);
    updateCounter();
    success.hidden = true;
    form.hidden = false;
    control('message').focus();
  });
}
