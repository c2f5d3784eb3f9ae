import { useTranslation } from 'react-i18next';
import { MexicoFlag, UsFlag } from '../../components/ui/flags';
import { iconButton } from '../../components/ui/styles';
import { changeLanguage, currentLanguage } from '../../i18n/i18n';

/** One click switches between English and Spanish; the flag shows the current language. */
export function LanguageToggle() {
  const { t, i18n } = useTranslation('common');
  const language = i18n.resolvedLanguage === 'es' ? 'es' : currentLanguage();
  const next = language === 'es' ? 'en' : 'es';
  const Flag = language === 'es' ? MexicoFlag : UsFlag;
  return (
    <button
      type="button"
      aria-label={t('language.change')}
      title={t('language.switchTo', { language: t(`language.${next}`) })}
      onClick={() => void changeLanguage(next)}
      className={`${iconButton} w-auto gap-1.5 px-2 text-sm font-semibold`}
    >
      <Flag label={t(`language.${language}`)} />
      <span aria-hidden="true">{language.toUpperCase()}</span>
    </button>
  );
}
