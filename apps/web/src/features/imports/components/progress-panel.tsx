import { useTranslation } from 'react-i18next';
import type { Progress } from './use-import-run';

/** How far a check or an import has come, and what went wrong on the way. */
export function ProgressPanel({ progress }: { progress: Progress }) {
  const { t } = useTranslation('imports');
  const label =
    progress.number === 0
      ? t('progress.finishing')
      : t(progress.label === 'checking' ? 'progress.checking' : 'progress.processing', { number: progress.number, total: progress.total });
  return (
    <section className="mt-6 max-w-2xl" aria-label={t('progress.label')}>
      {progress.finished ? null : (
        <>
          <p className="font-medium text-gray-900 dark:text-gray-100" aria-live="polite">
            {label}
          </p>
          <progress className="mt-2 h-3 w-full accent-emerald-700" max={progress.total} value={progress.number} aria-label={label} />
        </>
      )}
      {progress.log.length ? (
        <ul className="mt-2 space-y-1 text-sm" aria-live="polite">
          {progress.log.map((entry) => (
            <li key={entry.id} className={entry.tone === 'error' ? 'text-red-700 dark:text-red-300' : 'text-gray-700 dark:text-gray-300'}>
              {entry.text}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
