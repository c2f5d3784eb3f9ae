import { useId } from 'react';
import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { describedBy, FieldFrame } from './field-frame';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  announce?: boolean;
  /** The textarea's own classes, for a form whose boxes look like its text fields (`textControl`). */
  controlClassName?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled textarea, its hint and its error tied to it with aria-describedby (TextField's twin). */
const dialogControl =
  'mt-1 block w-full rounded-md border border-gray-500 bg-white px-3 py-2 text-gray-900 aria-[invalid=true]:border-red-700 dark:border-gray-400 dark:bg-gray-950 dark:text-gray-100 dark:aria-[invalid=true]:border-red-400';

export function TextAreaField({ label, error, hint, announce = false, id, className = '', controlClassName = dialogControl, ref, ...props }: TextAreaFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <FieldFrame id={inputId} label={label} hint={hint} error={error} announce={announce} className={className}>
      <textarea
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        className={controlClassName}
        {...props}
      />
    </FieldFrame>
  );
}
