import { useId } from 'react';
import type { InputHTMLAttributes, Ref } from 'react';
import { describedBy, FieldFrame, textControl } from './field-frame';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
  /** Announce the error when it appears (role="alert"), for forms that do not move focus to it. */
  announce?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function TextField({ label, error, hint, announce = false, id, className = '', ref, ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <FieldFrame id={inputId} label={label} hint={hint} error={error} announce={announce} className={className}>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        className={textControl}
        {...props}
      />
    </FieldFrame>
  );
}
