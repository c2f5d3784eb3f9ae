import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonSecondary } from '../../../components/ui/styles';
import { ALWAYS_SHOWN, DEFAULT_SHOWN, normalizeShown, PRODUCT_COLUMNS } from './product-columns';
import type { Field } from './unsaved-changes';

/**
 * "Columns": a popover of checkboxes, one per column (the name always shown). Escape or a click
 * outside closes it and the focus goes back to the button.
 */
export function ColumnsChooser({ shown, onChange }: { shown: readonly Field[]; onChange: (fields: Field[]) => void }) {
  const { t } = useTranslation('productsManage');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    boxRef.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
    const outside = (event: PointerEvent) => {
      if (!boxRef.current?.contains(event.target as Node) && !buttonRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const toggle = (field: Field, on: boolean) => onChange(normalizeShown(on ? [...shown, field] : shown.filter((f) => f !== field)));

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className={`${buttonSecondary} px-3 py-1.5 text-sm`}
      >
        {t('columnsChooser.button', { shown: shown.length, total: PRODUCT_COLUMNS.length })}
      </button>
      {open ? (
        <div
          ref={boxRef}
          id={panelId}
          role="group"
          aria-labelledby={headingId}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              close();
            }
          }}
          className="absolute right-0 z-30 mt-1 w-[min(18rem,calc(100vw-2rem))] sm:right-auto sm:left-0 rounded-md border border-gray-300 bg-white p-3 text-sm shadow-lg dark:border-gray-700 dark:bg-gray-900"
        >
          <p id={headingId} className="mb-2 font-semibold text-gray-900 dark:text-gray-100">
            {t('columnsChooser.title')}
          </p>
          <ul className="max-h-[50vh] space-y-1 overflow-y-auto">
            {PRODUCT_COLUMNS.map(({ field }) => (
              <li key={field}>
                <label className="flex min-h-11 items-center gap-2 sm:min-h-8 text-gray-900 dark:text-gray-100">
                  <input
                    type="checkbox"
                    checked={shown.includes(field)}
                    disabled={field === ALWAYS_SHOWN}
                    onChange={(event) => toggle(field, event.target.checked)}
                    className="size-5 shrink-0 accent-emerald-700 dark:accent-emerald-400"
                  />
                  {t(`columns.${field}`)}
                </label>
              </li>
            ))}
          </ul>
          <div className="mt-2 flex flex-wrap gap-2 border-t border-gray-200 pt-2 dark:border-gray-700">
            <button type="button" onClick={() => onChange([...DEFAULT_SHOWN])} className={`${buttonSecondary} px-3 py-1.5 text-sm`}>
              {t('columnsChooser.reset')}
            </button>
            <button type="button" onClick={close} className={`${buttonSecondary} px-3 py-1.5 text-sm`}>
              {t('columnsChooser.done')}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
