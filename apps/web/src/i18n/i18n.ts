import i18next from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  INITIAL_NAMESPACES,
  LANGUAGES,
  handleMissingKey,
  isLanguage,
  rememberLanguage,
  storedLanguage,
} from './config';
import type { Language } from './config';

/** Starts i18next: translations load lazily from /locales/{lng}/{ns}.json. */
export function initI18n(): typeof i18next {
  const language = storedLanguage();
  document.documentElement.lang = language;
  i18next.on('languageChanged', (lng) => {
    if (isLanguage(lng)) rememberLanguage(lng);
  });
  void i18next
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      load: 'currentOnly',
      ns: INITIAL_NAMESPACES,
      defaultNS: 'common',
      fallbackNS: false,
      backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
      // SPEC 9: retry up to 5 times from 350 ms (i18next doubles it), at most 10 parallel reads.
      maxRetries: 5,
      retryTimeout: 350,
      maxParallelReads: 10,
      saveMissing: false,
      appendNamespaceToMissingKey: true,
      parseMissingKeyHandler: handleMissingKey,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
  return i18next;
}

export function changeLanguage(language: Language): Promise<unknown> {
  return i18next.changeLanguage(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18next.resolvedLanguage) ? i18next.resolvedLanguage : DEFAULT_LANGUAGE;
}
