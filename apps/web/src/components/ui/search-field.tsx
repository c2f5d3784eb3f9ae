import { useId } from 'react';
import { SearchIcon } from './icons';

/** The catalogue pages' search box: a labelled search input with its magnifier. */
export function SearchField({
  name,
  label,
  placeholder,
  value,
  onChange,
  className = 'flex-1',
}: {
  /** Its name in a form that works without JavaScript. */
  name?: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-gray-900 dark:text-gray-100">
        {label}
      </label>
      <div className="relative mt-1">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-gray-600 dark:text-gray-400" />
        <input
          id={id}
          name={name}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          className="block h-11 w-full rounded-md border border-gray-500 bg-white pr-3 pl-10 text-gray-900 placeholder:text-gray-600 dark:border-gray-400 dark:bg-gray-950 dark:text-gray-100 dark:placeholder:text-gray-400"
        />
      </div>
    </div>
  );
}
