import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { usePageTitle } from '../../../components/ui/page-title';
import { buttonPrimary, textLink } from '../../../components/ui/styles';

export function TitleOnly({ title }: { title: string }) {
  usePageTitle(title);
  return <h1 className="mb-6 text-3xl font-bold tracking-tight text-gray-900 dark:text-gray-50">{title}</h1>;
}

export function BackLink() {
  const { t } = useTranslation('priceLists');
  return (
    <Link to="/prices-manage" className={`mb-4 inline-flex items-center gap-1.5 text-sm ${textLink}`}>
      <ArrowLeftIcon className="size-4" />
      {t('editor.backToLists')}
    </Link>
  );
}

export function NotFound() {
  const { t } = useTranslation('priceLists');
  return (
    <div className="rounded-lg border border-gray-200 bg-gray-50 px-6 py-10 text-center dark:border-gray-800 dark:bg-gray-900">
      <TitleOnly title={t('editor.notFound.title')} />
      <p className="text-gray-700 dark:text-gray-300">{t('editor.notFound.text')}</p>
      <Link to="/prices-manage" className={`${buttonPrimary} mt-6`}>
        {t('editor.backToLists')}
      </Link>
    </div>
  );
}
