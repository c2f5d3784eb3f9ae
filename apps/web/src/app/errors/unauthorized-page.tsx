import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-title';
import { buttonPrimary, buttonSecondary } from '../../components/ui/styles';

export default function UnauthorizedPage() {
  const { t } = useTranslation('errors');
  return (
    <section className="mx-auto max-w-2xl px-4 py-16">
      <PageHeader title={t('unauthorized.title')}>{t('unauthorized.message')}</PageHeader>
      <div className="flex flex-wrap gap-3">
        <Link to="/dashboard" className={buttonPrimary}>
          {t('unauthorized.toDashboard')}
        </Link>
        <Link to="/" className={buttonSecondary}>
          {t('unauthorized.toHome')}
        </Link>
      </div>
    </section>
  );
}
