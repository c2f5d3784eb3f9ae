import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@freshprice/shared';
import { buttonSecondary } from '../../../components/ui/styles';

/** Links to a PDF in each language (the browser downloads it with the session cookie). */
export function PdfLinks({ url, label }: { url: (language: Language) => string; label?: string }) {
  const { t } = useTranslation('dispatch');
  return (
    <>
      {LANGUAGES.map((language) => (
        <a key={language} className={`${buttonSecondary} print:hidden`} href={url(language)} download>
          {label ? `${label} · ` : ''}
          {t('pdf', { language: t(`languages.${language}`) })}
        </a>
      ))}
    </>
  );
}
