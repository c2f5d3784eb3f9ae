import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../components/ui/icons';
import { PageHeader, useMetaDescription } from '../../../components/ui/page-title';
import { buttonPrimary, textLink } from '../../../components/ui/styles';
import { ApiError } from '../../../lib/api-error';

export const isStatus = (error: unknown, status: number) => error instanceof ApiError && error.status === status;

/**
 * The session ended while the page was open (the API answered 401). The sign-in link is a full page
 * load on purpose: the app would still take the user for signed in and send /login on to the
 * dashboard, while a fresh load checks the session again and comes back here after signing in.
 */
export function SessionLost() {
  const { t } = useTranslation('priceLists');
  const location = useLocation();
  const back = `${location.pathname}${location.search}`;
  return (
    <div role="alert" className="flex flex-col items-center gap-4 rounded-lg border border-amber-300 bg-amber-50 px-6 py-10 text-center dark:border-amber-800 dark:bg-amber-950/40">
      <AlertIcon className="size-8 text-amber-800 dark:text-amber-300" />
      <p className="font-medium text-amber-950 dark:text-amber-100">{t('sessionLost')}</p>
      <a href={`/login?redirectTo=${encodeURIComponent(back).replace(/%2F/gi, '/')}`} className={buttonPrimary}>
        {t('logIn')}
      </a>
    </div>
  );
}

/** A list that does not exist or is not shared with the reader: the two look the same (the API answers 404 to both). */
export function PriceListNotFound() {
  const { t } = useTranslation('priceLists');
  useMetaDescription(t('notFound.text'));
  return (
    <div className="mx-auto max-w-2xl py-8 text-center" data-testid="price-list-not-found">
      <p className="text-5xl font-extrabold text-emerald-800 dark:text-emerald-300" aria-hidden="true">
        404
      </p>
      <PageHeader title={t('notFound.title')}>{t('notFound.text')}</PageHeader>
      <Link to="/pricesprivate" className={textLink}>
        {t('notFound.back')}
      </Link>
    </div>
  );
}
