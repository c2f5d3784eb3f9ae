import { formatOrderQuantity, type Language, type PriceAlert } from '@freshprice/shared';
import { formatDay, formatMoneyChange } from '../../../lib/format';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The product's name in the reader's language. */
export const alertName = (a: Pick<PriceAlert, 'nameEn' | 'nameEs'>, language: Language) => (language === 'es' ? a.nameEs : a.nameEn);

/** Staff's note in the reader's language: the Spanish one when written, else the English one. */
export function alertNote(note: PriceAlert['note'], language: Language): string | null {
  if (!note) return null;
  return language === 'es' ? (note.es ?? note.en) : note.en;
}

/** "+$9.00 on your order for Friday, November 27 (3 cases)", or an order like the last one; null without a quantity. */
export function effectLine(a: Pick<PriceAlert, 'effectCents' | 'quantity' | 'unit' | 'deliveryDate'>, t: Translate, language: Language): string | null {
  if (a.effectCents === null || a.quantity === null) return null;
  const values = { effect: formatMoneyChange(a.effectCents, language), quantity: formatOrderQuantity(a.quantity, a.unit, language) };
  return a.deliveryDate ? t('card.onOrder', { ...values, date: formatDay(a.deliveryDate, language) }) : t('card.onNextOrder', values);
}
