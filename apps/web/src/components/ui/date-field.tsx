import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDayInput, parseDayInput } from '../../lib/format';
import { describedBy, FieldFrame } from './field-frame';

/**
 * A day, typed in the reader's order: dd/mm/aaaa in Spanish, mm/dd/yyyy in English, said in the hint.
 * (A native date input shows the browser's order, whatever the page's language.) `value` is YYYY-MM-DD
 * or ''; `onChange` gets YYYY-MM-DD for a day, '' when emptied, and the text as typed when it is no day,
 * for the form to refuse.
 */
export function DateField({
  label,
  value,
  onChange,
  error,
  announce = false,
  className = '',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  announce?: boolean;
  className?: string;
}) {
  const { t, i18n } = useTranslation('common');
  const language = i18n.resolvedLanguage;
  const id = useId();
  const [text, setText] = useState(() => formatDayInput(value, language));
  const [shown, setShown] = useState({ value, language });
  // A value set from outside (cleared), or another language: the box shows the day in the reader's order.
  if (shown.value !== value || shown.language !== language) {
    setShown({ value, language });
    if ((parseDayInput(text, language) ?? text.trim()) !== value) setText(formatDayInput(value, language));
  }
  const hint = t('dateFormatHint', { format: t('dateFormat') });
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} announce={announce} className={className}>
      <input
        id={id}
        type="text"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('dateFormat')}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => {
          setText(event.target.value);
          const typed = event.target.value.trim();
          onChange(typed === '' ? '' : (parseDayInput(typed, language) ?? typed));
        }}
        className="mt-1 block w-full rounded-md border border-gray-500 bg-white px-3 py-2 text-gray-900 tabular-nums placeholder:text-gray-600 aria-[invalid=true]:border-red-700 dark:border-gray-400 dark:bg-gray-900 dark:text-gray-100 dark:placeholder:text-gray-400 dark:aria-[invalid=true]:border-red-400"
      />
    </FieldFrame>
  );
}
