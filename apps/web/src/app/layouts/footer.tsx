import { useTranslation } from 'react-i18next';

export function Footer() {
  const { t } = useTranslation('common');
  return (
    <footer className="border-t border-gray-200 bg-gray-50 print:hidden dark:border-gray-800 dark:bg-gray-900">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-8 text-sm text-gray-700 sm:flex-row sm:items-end sm:justify-between sm:px-6 lg:px-8 dark:text-gray-300">
        <div>
          <p className="font-semibold text-gray-900 dark:text-gray-50">{t('appName')}</p>
          <p>{t('tagline')}</p>
          <p>{t('footer.hours')}</p>
        </div>
        <p>
          © {new Date().getFullYear()} {t('appName')}. {t('footer.rights')}
        </p>
      </div>
    </footer>
  );
}
