import type { ReactNode } from 'react';

const labelClass = 'block text-sm font-medium text-gray-900 dark:text-gray-100';
const radioClass = 'size-4 shrink-0 accent-emerald-700 dark:accent-emerald-400';

/** A legend and its radio buttons in a row. */
export function RadioGroup<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  describedBy,
}: {
  legend: string;
  name: string;
  value: T;
  options: { value: T; label: ReactNode; disabled?: boolean }[];
  onChange: (value: T) => void;
  describedBy?: string;
}) {
  return (
    <fieldset className="min-w-0" aria-describedby={describedBy}>
      <legend className={labelClass}>{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {options.map((option) => (
          <label key={option.value} className="inline-flex min-h-8 items-center gap-2 text-sm has-[:disabled]:opacity-60">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
              className={radioClass}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
