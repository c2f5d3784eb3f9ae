import { useEffect, useId, useRef, type ReactNode } from 'react';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/styles';

const danger =
  'inline-flex items-center justify-center gap-2 rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 dark:bg-red-500 dark:text-gray-950 dark:hover:bg-red-400';

/**
 * A modal question with the browser's own <dialog>: focus moves in and stays in, Escape cancels,
 * and focus returns where it was. Open while `open` is true.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  destructive = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const returnTo = document.activeElement as HTMLElement | null;
      dialog.showModal();
      return () => {
        if (dialog.open) dialog.close();
        returnTo?.focus?.();
      };
    }
  }, [open]);
  if (!open) return null;
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg border border-gray-300 bg-white p-5 text-gray-900 shadow-xl backdrop:bg-gray-950/60 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100"
    >
      <h2 id={titleId} className="text-lg font-bold">
        {title}
      </h2>
      {children ? (
        <div id={bodyId} className="mt-2 text-sm text-gray-700 dark:text-gray-300">
          {children}
        </div>
      ) : null}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button type="button" autoFocus onClick={onCancel} className={buttonSecondary}>
          {cancelLabel}
        </button>
        <button type="button" onClick={onConfirm} className={destructive ? danger : buttonPrimary}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
