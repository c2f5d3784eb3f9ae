import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { NAMESPACES, handleMissingKey } from '../i18n/config';
import { clearNotices } from '../components/ui/toast';
import { clearRevalidationStore } from '../lib/api-client';
import { contractViolations } from './api-handlers';
import { localeResources } from './locales';
import { server } from './msw-server';

// jsdom lacks these; Radix menus and the theme code use them.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
// jsdom has <dialog> without showModal/close; the app's modals use both.
const dialogProto = HTMLDialogElement.prototype as HTMLDialogElement & { showModal?: () => void; close?: () => void };
if (typeof dialogProto.showModal !== 'function') {
  dialogProto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  dialogProto.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = () => {};

// Lazy routes load real modules; on a busy 2-core CI machine that can take longer than the 1 s default.
configure({ asyncUtilTimeout: 5_000 });

// A request no handler answers is a test bug, not a network error for the page to show.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

beforeAll(async () => {
  // Same settings as the app, with the resources in memory instead of the HTTP backend.
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: ['en', 'es'],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources: localeResources(),
    appendNamespaceToMissingKey: true,
    parseMissingKeyHandler: handleMissingKey,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});

afterEach(async () => {
  cleanup();
  // Markup a test wrote itself (the islands' tests write the server's), which cleanup() does not own:
  // files share one jsdom, so it would otherwise stay in the next file's page.
  document.body.replaceChildren();
  server.resetHandlers();
  clearNotices();
  clearRevalidationStore();
  const violations = contractViolations.splice(0);
  if (violations.length > 0) throw new Error(violations.join('\n'));
  window.localStorage.clear();
  if (i18next.language !== 'en') await i18next.changeLanguage('en');
});
