import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader, useHttpStatus } from '../../components/ui/page-title';
import { textLink } from '../../components/ui/styles';

export default function NotFoundPage() {
  const { t } = useTranslation('errors');
  useHttpStatus(404);
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <p className="text-5xl font-extrabold text-emerald-800 dark:text-emerald-300" aria-hidden="true">
        404
      </p>
      <PageHeader title={t('notFound.title')}>{t('notFound.message')}</PageHeader>
      <Link to="/" className={textLink}>
        {t('notFound.backHome')}
      </Link>
    </section>
  );
}
