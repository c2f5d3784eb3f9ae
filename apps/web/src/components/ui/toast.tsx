import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

export type NoticeKind = 'success' | 'error' | 'info';

export interface Notice {
  id: number;
  kind: NoticeKind;
  message: string;
}

type Listener = () => void;

let notices: Notice[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

export function dismissNotice(id: number): void {
  notices = notices.filter((notice) => notice.id !== id);
  emit();
}

/** The one toast/notice pattern of the app. Notices survive navigation and close themselves. */
export function notify(kind: NoticeKind, message: string, durationMs = 10_000): number {
  const id = nextId++;
  notices = [...notices, { id, kind, message }];
  emit();
  if (durationMs > 0) window.setTimeout(() => dismissNotice(id), durationMs);
  return id;
}

export function clearNotices(): void {
  notices = [];
  emit();
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const KIND_CLASSES: Record<NoticeKind, string> = {
  success:
    'border-emerald-700 bg-emerald-50 text-emerald-900 dark:border-emerald-400 dark:bg-emerald-950 dark:text-emerald-100',
  error: 'border-red-700 bg-red-50 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100',
  info: 'border-sky-700 bg-sky-50 text-sky-900 dark:border-sky-400 dark:bg-sky-950 dark:text-sky-100',
};

export function Toaster() {
  const { t } = useTranslation('common');
  const items = useSyncExternalStore(subscribe, () => notices, () => notices);
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-20 z-[60] flex flex-col items-center gap-2 px-4 print:hidden"
    >
      {items.map((notice) => (
        <div
          key={notice.id}
          role={notice.kind === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-md border-l-4 p-3 shadow-md ${KIND_CLASSES[notice.kind]}`}
        >
          <p className="flex-1 text-sm">{notice.message}</p>
          <button
            type="button"
            onClick={() => dismissNotice(notice.id)}
            className="rounded px-1 text-sm font-semibold underline"
          >
            {t('dismiss')}
          </button>
        </div>
      ))}
    </div>
  );
}
