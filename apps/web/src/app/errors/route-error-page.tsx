import { useEffect } from 'react';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../components/ui/spinner';
import { buttonPrimary, textLink } from '../../components/ui/styles';
import { isChunkLoadError, useChunkReload } from './chunk-error';

/** What the error page says: status and status text, else the error message, else null. */
export function routeErrorSummary(error: unknown): string | null {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error && error.message) return error.message;
  return null;
}

/** react-router errorElement. Defaults keep it readable even if translations failed. */
export function RouteErrorPage() {
  const error = useRouteError();
  const reloading = useChunkReload(error);
  const { t } = useTranslation('errors', { useSuspense: false });
  // The page's code could not be loaded even after a reload: say that in the reader's language
  // rather than the browser's English message.
  const chunk = isChunkLoadError(error);
  const summary = chunk
    ? t('newVersion.title', { defaultValue: 'This page could not be loaded' })
    : (routeErrorSummary(error) ?? t('route.unexpected', { defaultValue: 'An unexpected error occurred' }));

  useEffect(() => {
    console.error('Route error', error);
    if (!reloading) document.title = summary;
  }, [error, summary, reloading]);

  if (reloading) return <PageSpinner />;
  return (
    <div id="main-content" className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-gray-900 dark:text-gray-50">{summary}</h1>
      {chunk ? (
        <p className="mt-4 text-gray-700 dark:text-gray-300">
          {t('newVersion.text', { defaultValue: 'A new version of the app may have been released, or the connection dropped. Try again to load the latest version.' })}
        </p>
      ) : null}
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
