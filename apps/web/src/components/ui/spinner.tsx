import i18next from 'i18next';

/** Works before translations load too (it is the Suspense fallback while they do). */
function loadingLabel(): string {
  if (i18next.isInitialized && i18next.exists('common:loading')) return i18next.t('common:loading');
  return typeof document !== 'undefined' && document.documentElement.lang === 'es' ? 'Cargando…' : 'Loading…';
}

export function Spinner({ className = '' }: { className?: string }) {
  return (
    <div role="status" aria-live="polite" className={`flex items-center justify-center gap-3 ${className}`}>
      <svg
        aria-hidden="true"
        className="size-8 animate-spin text-emerald-700 motion-reduce:animate-none dark:text-emerald-400"
        viewBox="0 0 24 24"
        fill="none"
      >
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <span className="sr-only">{loadingLabel()}</span>
    </div>
  );
}

export function FullScreenSpinner() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-white dark:bg-gray-950">
      <Spinner />
    </div>
  );
}

export function PageSpinner() {
  return <Spinner className="min-h-[40vh]" />;
}
