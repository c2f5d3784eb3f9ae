import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../components/ui/spinner';
import { buttonPrimary } from '../../components/ui/styles';
import { isChunkLoadError, useChunkReload } from './chunk-error';

function describe(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  try {
    return JSON.stringify(error, null, 2) ?? String(error);
  } catch {
    return String(error);
  }
}

/** Fallback of the React error boundary. Defaults keep it readable even if translations failed. */
export function ErrorFallback({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('errors', { useSuspense: false });
  const reloading = useChunkReload(error);
  if (reloading) return <PageSpinner />;
  // A lazy component that failed to load stays failed until the page is loaded again.
  const chunk = isChunkLoadError(error);
  return (
    <div role="alert" className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-2xl font-bold text-gray-900 dark:text-gray-50">
        {chunk
          ? t('newVersion.title', { defaultValue: 'This page could not be loaded' })
          : t('boundary.title', { defaultValue: 'Something went wrong.' })}
      </h1>
      {chunk ? (
        <p className="mt-4 text-gray-700 dark:text-gray-300">
          {t('newVersion.text', { defaultValue: 'A new version of the app may have been released, or the connection dropped. Try again to load the latest version.' })}
        </p>
      ) : null}
      <details className="mt-4 rounded-md border border-gray-300 p-3 dark:border-gray-700">
        <summary className="cursor-pointer font-medium text-gray-900 dark:text-gray-100">
          {t('boundary.showDetails', { defaultValue: 'Show error details' })}
        </summary>
        <pre className="mt-2 overflow-x-auto text-sm whitespace-pre-wrap text-gray-800 dark:text-gray-200">
          {describe(error)}
        </pre>
      </details>
      <button type="button" onClick={chunk ? () => window.location.reload() : onRetry} className={`${buttonPrimary} mt-6`}>
        {t('boundary.tryAgain', { defaultValue: 'Try again' })}
      </button>
    </div>
  );
}
