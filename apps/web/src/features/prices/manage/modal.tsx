import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A modal panel on the browser's own <dialog>: showModal() makes the rest of the page inert (focus
 * stays inside), Escape asks `onClose`, and focus returns where it was when the panel closes. The
 * element marked `data-autofocus` gets the focus first (else the browser picks).
 * Rendered (and open) while mounted.
 */
export function Modal({
  title,
  description,
  onClose,
  children,
  footer,
  wide = false,
}: {
  title: string;
  description?: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
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
      className={`m-auto flex max-h-[calc(100dvh-2rem)] flex-col rounded-lg border border-gray-300 bg-white p-0 text-gray-900 shadow-xl backdrop:bg-gray-950/60 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100 ${
        wide ? 'w-[min(44rem,calc(100vw-2rem))]' : 'w-[min(28rem,calc(100vw-2rem))]'
      }`}
    >
      <div className="overflow-y-auto p-5">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        {description ? (
          <div id={descriptionId} className="mt-2 text-sm text-gray-700 dark:text-gray-300">
            {description}
          </div>
        ) : null}
        {children}
      </div>
      {footer ? (
        <div className="flex flex-wrap justify-end gap-2 border-t border-gray-200 px-5 py-3 dark:border-gray-700">{footer}</div>
      ) : null}
    </dialog>
  );
}
