import type { ButtonHTMLAttributes } from 'react';
import { buttonPrimary } from './styles';

interface SubmitButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** The form is being sent: the button waits, and says so to assistive technology. */
  busy: boolean;
}

/** A form's submit button: disabled and marked busy while the form is being sent. */
export function SubmitButton({ busy, disabled, className = buttonPrimary, children, ...props }: SubmitButtonProps) {
  return (
    <button type="submit" disabled={busy || disabled} aria-busy={busy} className={className} {...props}>
      {children}
    </button>
  );
}
