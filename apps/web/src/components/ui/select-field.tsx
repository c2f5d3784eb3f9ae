import { useId } from 'react';
import type { Ref, SelectHTMLAttributes } from 'react';
import { describedBy, FieldFrame } from './field-frame';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string;
  hint?: string;
  /** Announce the error when it appears (role="alert"), for forms that do not move focus to it. */
  announce?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled select whose hint and error are tied to it with aria-describedby (the select twin of TextField). */
export function SelectField({ label, error, hint, announce = false, id, className = '', ref, children, ...props }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <FieldFrame id={selectId} label={label} hint={hint} error={error} announce={announce} className={className}>
      <select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, hint, error)}
        className="mt-1 block w-full rounded-md border border-gray-500 bg-white px-3 py-2 text-gray-900 aria-[invalid=true]:border-red-700 dark:border-gray-400 dark:bg-gray-900 dark:text-gray-100 dark:aria-[invalid=true]:border-red-400"
        {...props}
      >
        {children}
      </select>
    </FieldFrame>
  );
}
