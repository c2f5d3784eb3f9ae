import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_LINE_QUANTITY } from '@freshprice/shared';
import { parseDecimalInput, readerLanguage } from '../../../lib/format';

/** A quantity as the reader writes it: 1.5 -> "1.5" (en), "1,5" (es). */
export function quantityText(quantity: number, language: string): string {
  if (quantity === 0) return '';
  const text = String(Math.round(quantity * 100) / 100);
  return readerLanguage(language) === 'es' ? text.replace('.', ',') : text;
}

const stepButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-md border border-gray-500 text-lg font-bold text-gray-900 hover:bg-gray-100 disabled:cursor-not-allowed disabled:opacity-50 dark:border-gray-400 dark:text-gray-100 dark:hover:bg-gray-800';

/**
 * A quantity in the item's unit with a step down and up (a whole unit each), for thumbs and keys.
 * What is typed is read in the reader's language when it is a quantity (positive, two decimals at
 * most, at most 9,999); an empty box is none. The box keeps what is being typed ("1," on the way to
 * "1,5") and shows the held quantity again when it loses the focus.
 */
export function QuantityInput({
  value,
  onChange,
  item,
  unit,
  disabled = false,
  invalid = false,
  describedBy,
}: {
  value: number;
  onChange: (quantity: number) => void;
  /** The item's name and unit: the box is "Quantity of Watermelon (case)", its steps "One more: Watermelon". */
  item: string;
  unit: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
}) {
  const { t, i18n } = useTranslation('orders');
  const language = i18n.resolvedLanguage ?? 'en';
  const label = t('quantity.label', { item, unit });
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? quantityText(value, language);
  const bad = draft !== null && draft.trim() !== '' && readQuantity(draft, language) === null;

  const step = (by: number) => {
    setDraft(null);
    // To the next whole unit: 1.5 goes up to 2 and down to 1.
    const next = by > 0 ? Math.floor(value) + 1 : Math.ceil(value) - 1;
    onChange(Math.max(0, Math.min(MAX_LINE_QUANTITY, next)));
  };

  return (
    <div className="flex items-center gap-1 sm:gap-1.5">
      <button type="button" className={stepButton} onClick={() => step(-1)} disabled={disabled || value <= 0} aria-label={t('quantity.less', { item })}>
        <span aria-hidden="true">−</span>
      </button>
      <input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        aria-label={label}
        aria-invalid={bad || invalid || undefined}
        aria-describedby={describedBy}
        disabled={disabled}
        value={shown}
        placeholder="0"
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          if (text.trim() === '') onChange(0);
          else {
            const read = readQuantity(text, language);
            if (read !== null) onChange(read);
          }
        }}
        onBlur={() => setDraft(null)}
        className="h-11 w-14 rounded-md sm:w-16 border border-gray-500 bg-white px-2 text-center text-gray-900 tabular-nums disabled:cursor-not-allowed disabled:bg-gray-100 disabled:text-gray-600 aria-[invalid=true]:border-red-700 dark:border-gray-400 dark:bg-gray-950 dark:text-gray-100 dark:disabled:bg-gray-800 dark:disabled:text-gray-400 dark:aria-[invalid=true]:border-red-400"
      />
      <button type="button" className={stepButton} onClick={() => step(1)} disabled={disabled || value + 1 > MAX_LINE_QUANTITY} aria-label={t('quantity.more', { item })}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}

/** A typed quantity (in the reader's language), or null when it is not one. */
export function readQuantity(text: string, language: string): number | null {
  const amount = parseDecimalInput(text, language);
  if (amount === null) return null;
  const quantity = Number(amount);
  return quantity > 0 && quantity <= MAX_LINE_QUANTITY ? quantity : null;
}
