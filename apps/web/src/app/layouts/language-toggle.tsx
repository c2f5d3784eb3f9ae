import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_PARAM } from '@freshprice/shared';
import { MexicoFlag, UsFlag } from '../../components/ui/flags';
import { iconButton } from '../../components/ui/styles';
import { changeLanguage, currentLanguage } from '../../i18n/i18n';

/**
 * One click switches between English and Spanish; the flag shows the current language. It is a link
 * (`?lang=es`) that the server answers by keeping the choice and showing the page again in that
 * language, so it works on a server-rendered page without JavaScript; in the app it switches at once.
 */
export function LanguageToggle() {
  const { t, i18n } = useTranslation('common');
  const { pathname, search } = useLocation();
  const language = i18n.resolvedLanguage === 'es' ? 'es' : currentLanguage();
  const next = language === 'es' ? 'en' : 'es';
  const Flag = language === 'es' ? MexicoFlag : UsFlag;
  const params = new URLSearchParams(search);
  params.set(LANGUAGE_PARAM, next);
  return (
    <a
      href={`${pathname}?${params}`}
      aria-label={t('language.change')}
      title={t('language.switchTo', { language: t(`language.${next}`) })}
      onClick={(event) => {
        // In the app, switch in place (a server-rendered page has no handler: the link goes to the server).
        event.preventDefault();
        void changeLanguage(next);
      }}
      className={`${iconButton} w-auto gap-1.5 px-2 text-sm font-semibold`}
    >
      <Flag label={t(`language.${language}`)} />
      <span aria-hidden="true">{language.toUpperCase()}</span>
    </a>
  );
}
