import type { ReactNode } from 'react';
import { fieldErrorClass } from './field-error';

/**
 * The label, hint and error around one form control, tied to it by ids (the control gets
 * `aria-describedby` from `describedBy`). TextField and SelectField are this around an input or a select.
 */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  announce,
  className,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  announce: boolean;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-gray-900 dark:text-gray-100">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-gray-700 dark:text-gray-300">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role={announce ? 'alert' : undefined} className={fieldErrorClass}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The `aria-describedby` of a control framed by FieldFrame. */
export const describedBy = (id: string, hint?: ReactNode, error?: string) => [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

/** The look of a text box (TextField's input, and a form's textarea). */
export const textControl =
  'mt-1 block w-full rounded-md border border-gray-500 bg-white px-3 py-2 text-gray-900 placeholder:text-gray-600 aria-[invalid=true]:border-red-700 dark:border-gray-400 dark:bg-gray-900 dark:text-gray-100 dark:placeholder:text-gray-400 dark:aria-[invalid=true]:border-red-400';
