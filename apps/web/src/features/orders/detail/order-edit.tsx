import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromCents, lineAmountOf, ORDER_NOTE_MAX, unitName, type Order } from '@freshprice/shared';
import { useChangeOrder } from '../../../api/orders';
import { SubmitButton } from '../../../components/ui/submit-button';
import { buttonSecondary } from '../../../components/ui/styles';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { ApiError } from '../../../lib/api-error';
import { readerLanguage } from '../../../lib/format';
import { amountText, itemPriceText } from '../components/line-text';
import { QuantityInput } from '../components/quantity-input';
import { refusedLines } from '../lib/cart';
import { lineProblemText, refusalMessage } from '../lib/order-text';

/**
 * Changing an order before its cutoff: each line's quantity (0 or "Remove" drops it) and the note.
 * Lines keep the price they were placed at; the new total shows as it is typed.
 */
export function OrderEdit({ order, onDone }: { order: Order; onDone: () => void }) {
  const { t, i18n } = useTranslation('orders');
  const language = i18n.resolvedLanguage ?? 'en';
  const lang = readerLanguage(language);
  const change = useChangeOrder(order.id);
  const [quantities, setQuantities] = useState(() => new Map(order.lines.map((l) => [l.product, l.quantity])));
  const [note, setNote] = useState(order.note ?? '');
  const [sent, setSent] = useState<{ product: string }[]>([]);
  const reasonId = useId();

  const kept = order.lines.filter((l) => (quantities.get(l.product) ?? 0) > 0);
  // Counted as the server counts (a line sold by weight at its estimate); a part of a case counts nothing until it is whole.
  const totalCents = kept.reduce((sum, l) => sum + (lineAmountOf(l, quantities.get(l.product)) ?? 0), 0);
  const estimated = kept.some((l) => l.soldByWeight);
  const refusals = change.error instanceof ApiError ? refusedLines(change.error.fields, sent) : {};
  const setQuantity = (product: string, quantity: number) => setQuantities((m) => new Map(m).set(product, quantity));

  const save = () => {
    const lines = kept.map((l) => ({ product: l.product, quantity: quantities.get(l.product)! }));
    setSent(lines);
    change.mutate({ lines, note: note.trim() || null }, { onSuccess: onDone });
  };

  return (
    <form
      aria-label={t('edit.title')}
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (kept.length > 0) save();
      }}
    >
      <ul className="divide-y divide-gray-200 dark:divide-gray-800">
        {order.lines.map((line) => {
          const name = line.names[lang] || line.name;
          const quantity = quantities.get(line.product) ?? 0;
          return (
            <li key={line.product} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
              <div className="min-w-0 flex-1 basis-40">
                <p className={`font-medium break-words ${quantity > 0 ? 'text-gray-900 dark:text-gray-50' : 'text-gray-600 line-through dark:text-gray-400'}`}>{name}</p>
                <p className="text-sm text-gray-700 dark:text-gray-300">
                  {itemPriceText(t, line, language)}
                </p>
                {refusals[line.product] ? <p className="text-sm font-medium text-red-700 dark:text-red-300">{lineProblemText(t, refusals[line.product]!, line.soldByWeight)}</p> : null}
              </div>
              <div className="ml-auto flex items-center gap-2">
                <QuantityInput value={quantity} onChange={(q) => setQuantity(line.product, q)} item={name} unit={line.soldByWeight ? t('weight.caseUnit') : unitName(line.unit, 1, lang)} />
                <button
                  type="button"
                  onClick={() => setQuantity(line.product, 0)}
                  disabled={quantity === 0}
                  aria-label={t('cart.remove', { item: name })}
                  className="text-sm font-medium text-red-800 underline underline-offset-2 disabled:opacity-50 dark:text-red-300"
                >
                  {t('cart.removeShort')}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="flex items-baseline justify-between border-t border-gray-300 pt-3 text-lg font-bold dark:border-gray-700">
        <span>{t('edit.newTotal')}</span>
        <span className="tabular-nums">{amountText(t, fromCents(totalCents), estimated, language)}</span>
      </p>
      <TextAreaField label={t('cart.note')} value={note} maxLength={ORDER_NOTE_MAX} rows={2} onChange={(e) => setNote(e.target.value)} />
      {kept.length === 0 ? (
        <p id={reasonId} className="text-sm text-gray-800 dark:text-gray-200">
          {t('edit.noLines')}
        </p>
      ) : null}
      {change.isError ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-900 dark:border-red-800 dark:bg-red-950/50 dark:text-red-100">
          {refusalMessage(t, change.error, language)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={change.isPending} disabled={kept.length === 0} aria-describedby={kept.length === 0 ? reasonId : undefined}>
          {t('edit.save')}
        </SubmitButton>
        <button type="button" className={buttonSecondary} onClick={onDone} disabled={change.isPending}>
          {t('edit.discard')}
        </button>
      </div>
    </form>
  );
}
