import { useEffect, useId, useRef, type ReactNode } from 'react';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/styles';

export const dangerButton =
  'inline-flex items-center justify-center gap-2 rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60 dark:bg-red-500 dark:text-gray-950 dark:hover:bg-red-400';

/**
 * A modal with the browser's own <dialog>: focus moves in and stays in, Escape closes, and focus
 * returns where it was. Rendered (and open) while mounted.
 */
export function Modal({
  title,
  onClose,
  children,
  footer,
  wide = false,
  describedBy,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
  describedBy?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    const returnTo = document.activeElement as HTMLElement | null;
    dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      returnTo?.focus?.();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`m-auto max-h-[calc(100dvh-2rem)] rounded-lg border border-gray-300 bg-white p-0 text-gray-900 shadow-xl backdrop:bg-gray-950/60 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100 ${
        wide ? 'w-[min(44rem,calc(100vw-2rem))]' : 'w-[min(30rem,calc(100vw-2rem))]'
      }`}
    >
      <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
        <h2 id={titleId} className="px-5 pt-5 text-lg font-bold">
          {title}
        </h2>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 pt-3 pb-1 text-sm text-gray-800 dark:text-gray-200">{children}</div>
        {footer ? <div className="flex flex-wrap justify-end gap-2 border-t border-gray-200 px-5 py-4 dark:border-gray-800">{footer}</div> : null}
      </div>
    </dialog>
  );
}

/** A yes/no question in a Modal. */
export function ConfirmModal({
  title,
  children,
  confirmLabel,
  cancelLabel,
  destructive = false,
  busy = false,
  confirmDisabled = false,
  onConfirm,
  onCancel,
}: {
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  destructive?: boolean;
  busy?: boolean;
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const bodyId = useId();
  return (
    <Modal
      title={title}
      onClose={onCancel}
      describedBy={children ? bodyId : undefined}
      footer={
        <>
          <button type="button" autoFocus onClick={onCancel} className={buttonSecondary}>
            {cancelLabel}
          </button>
          <button type="button" onClick={onConfirm} disabled={busy || confirmDisabled} className={destructive ? dangerButton : buttonPrimary}>
            {confirmLabel}
          </button>
        </>
      }
    >
      {children ? <div id={bodyId}>{children}</div> : null}
    </Modal>
  );
}
