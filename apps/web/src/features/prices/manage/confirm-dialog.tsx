import type { ReactNode } from 'react';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/styles';
import { Modal } from './modal';

export const dangerButton =
  'inline-flex items-center justify-center gap-2 rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60 dark:bg-red-500 dark:text-gray-950 dark:hover:bg-red-400';

/** A yes/no question (Cancel has the focus first). Rendered while `open`. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  destructive = false,
  busy = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  destructive?: boolean;
  busy?: boolean;
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
          <button type="button" onClick={onConfirm} disabled={busy} className={destructive ? dangerButton : buttonPrimary}>
            {confirmLabel}
          </button>
        </>
      }
    />
  );
}
