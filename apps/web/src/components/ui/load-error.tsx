import { AlertIcon } from './icons';
import { buttonSecondary } from './styles';

/** A failed read, with a way to try again. */
export function LoadError({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-lg border border-red-200 bg-red-50 px-6 py-10 text-center dark:border-red-900 dark:bg-red-950/40"
    >
      <AlertIcon className="size-8 text-red-700 dark:text-red-300" />
      <p className="font-medium text-red-900 dark:text-red-100">{message}</p>
      <button type="button" onClick={onRetry} className={buttonSecondary}>
        {retryLabel}
      </button>
    </div>
  );
}
