import { useId } from 'react';
import type { ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

const control =
  'mt-1 block w-full rounded-md border border-gray-500 bg-white px-3 py-2 text-gray-900 placeholder:text-gray-600 aria-[invalid=true]:border-red-700 dark:border-gray-400 dark:bg-gray-900 dark:text-gray-100 dark:placeholder:text-gray-400 dark:aria-[invalid=true]:border-red-400';

function Described({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  return (
    <>
      {hint ? (
        <div id={`${id}-hint`} className="mt-1 text-sm text-gray-700 dark:text-gray-300">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </>
  );
}

function describedBy(id: string, error?: string, hint?: ReactNode) {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

function Label({ htmlFor, label, optional }: { htmlFor: string; label: string; optional?: string }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-gray-900 dark:text-gray-100">
      {label}
      {optional ? <span className="font-normal text-gray-700 dark:text-gray-300"> ({optional})</span> : null}
    </label>
  );
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  placeholder: string;
  options: { value: string; label: string }[];
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({ label, placeholder, options, error, className = '', ref, ...props }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} />
      <select
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        className={control}
        {...props}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Described id={id} error={error} />
    </div>
  );
}

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({ label, error, hint, className = '', ref, ...props }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} />
      <textarea
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`${control} min-h-40 resize-y`}
        {...props}
      />
      <Described id={id} error={error} hint={hint} />
    </div>
  );
}
