import { useEffect, useId, useRef, type ReactNode } from 'react';
import { buttonDanger, buttonPrimary, buttonSecondary } from './styles';

/**
 * A modal panel on the browser's own <dialog>: showModal() makes the rest of the page inert (focus
 * stays inside), Escape asks `onClose`, and focus returns where it was when the panel closes. The
 * element marked `data-autofocus` gets the focus first (else the browser picks the first control).
 * The body scrolls between a fixed title and footer. Rendered (and open) while mounted.
 */
export function Modal({
  title,
  description,
  onClose,
  children,
  footer,
  wide = false,
  sheet = false,
}: {
  title: string;
  description?: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
  /** A side sheet at the right edge (full screen on a phone) instead of a centred panel. */
  sheet?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const returnTo = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    // React does not write `autoFocus` to the DOM, so showModal() cannot see it: the panel names its first focus itself.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`border-gray-300 bg-white p-0 text-gray-900 shadow-xl backdrop:bg-gray-950/60 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100 ${
        sheet
          ? 'm-0 ml-auto h-dvh max-h-dvh w-screen max-w-none sm:w-[28rem] sm:border-l'
          : `m-auto max-h-[calc(100dvh-2rem)] rounded-lg border ${wide ? 'w-[min(44rem,calc(100vw-2rem))]' : 'w-[min(30rem,calc(100vw-2rem))]'}`
      }`}
    >
      <div className={`flex flex-col ${sheet ? 'h-dvh' : 'max-h-[calc(100dvh-2rem)]'}`}>
        <h2 id={titleId} className="px-5 pt-5 text-lg font-bold">
          {title}
        </h2>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 pt-2 pb-4 text-sm text-gray-800 dark:text-gray-200">
          {description ? (
            <div id={descriptionId} className="text-gray-700 dark:text-gray-300">
              {description}
            </div>
          ) : null}
          {children}
        </div>
        {footer ? <div className="flex flex-wrap justify-end gap-2 border-t border-gray-200 px-5 py-3 dark:border-gray-700">{footer}</div> : null}
      </div>
    </dialog>
  );
}

/** A yes/no question; Cancel has the focus first. Rendered while `open` (default: while mounted). */
export function ConfirmDialog({
  open = true,
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
  open?: boolean;
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
  if (!open) return null;
  return (
    <Modal
      title={title}
      description={children}
      onClose={() => {
        if (!busy) onCancel();
      }}
      footer={
        <>
          <button type="button" data-autofocus onClick={onCancel} disabled={busy} className={buttonSecondary}>
            {cancelLabel}
          </button>
          <button type="button" onClick={onConfirm} disabled={busy || confirmDisabled} className={destructive ? buttonDanger : buttonPrimary}>
            {confirmLabel}
          </button>
        </>
      }
    />
  );
}
