import { useTranslation } from 'react-i18next';
import { pageContainer } from '../../components/ui/styles';
import { useCompanyFacts } from '../../api/company';
import { capitalize, openingHours } from '../../lib/company-format';

export function Footer() {
  const { t, i18n } = useTranslation('common');
  const facts = useCompanyFacts();
  const brand = facts.name;
  const hours = openingHours(facts.hours, i18n.resolvedLanguage ?? 'en');
  return (
    <footer className="border-t border-gray-200 bg-gray-50 print:hidden dark:border-gray-800 dark:bg-gray-900">
      <div className={`${pageContainer} flex flex-col gap-2 py-8 text-sm text-gray-700 sm:flex-row sm:items-end sm:justify-between dark:text-gray-300`}>
        <div>
          <p className="font-semibold text-gray-900 dark:text-gray-50">{brand}</p>
          <p>{t('tagline')}</p>
          <p>{t('footer.hours', { ...hours, days: capitalize(hours.days) })}</p>
        </div>
        <p>
          © {new Date().getFullYear()} {brand}. {t('footer.rights')}
        </p>
      </div>
    </footer>
  );
}
