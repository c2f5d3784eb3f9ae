import { useEffect } from 'react';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonPrimary, textLink } from '../../components/ui/styles';

/** What the error page says: status and status text, else the error message, else null. */
export function routeErrorSummary(error: unknown): string | null {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error && error.message) return error.message;
  return null;
}

/** react-router errorElement. Defaults keep it readable even if translations failed. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation('errors', { useSuspense: false });
  const summary = routeErrorSummary(error) ?? t('route.unexpected', { defaultValue: 'An unexpected error occurred' });

  useEffect(() => {
    console.error('Route error', error);
    document.title = summary;
  }, [error, summary]);

  return (
    <div id="main-content" className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-gray-900 dark:text-gray-50">{summary}</h1>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-4">
        <button type="button" className={buttonPrimary} onClick={() => window.location.reload()}>
          {t('route.tryAgain', { defaultValue: 'Try again' })}
        </button>
        <Link to="/" className={textLink}>
          {t('route.backHome', { defaultValue: 'Back to the home page' })}
        </Link>
      </div>
    </div>
  );
}
