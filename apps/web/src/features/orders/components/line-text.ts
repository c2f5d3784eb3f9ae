import { estimatedWeightHundredths, unitName } from '@freshprice/shared';
import { formatMoney, readerLanguage } from '../../../lib/format';
import type { Translate } from '../lib/order-text';
import { quantityText } from './quantity-input';

/** What a line says of itself: a catch-weight line is "3 cases (about 120 lb) × $2.50/lb". */
export interface LineLike {
  quantity: number;
  unit: string;
  price: string;
  soldByWeight?: boolean;
  caseWeight?: string | null;
}

/** "2 cases × $32.50", or for a product sold by weight "3 cases (about 120 lb) × $2.50/lb". */
export function lineQuantityText(t: Translate, line: LineLike, language: string): string {
  const price = formatMoney(line.price, language);
  if (!line.soldByWeight || !line.caseWeight || !Number.isInteger(line.quantity)) {
    return t('cart.quantityTimesPrice', { quantity: quantityText(line.quantity, language), unit: unitName(line.unit, line.quantity, readerLanguage(language)), price: line.soldByWeight ? t('weight.perLb', { price }) : price });
  }
  const lb = quantityText(estimatedWeightHundredths(line.quantity, line.caseWeight) / 100, language);
  return t('weight.quantityTimesPrice', { cases: t('weight.cases', { count: line.quantity }), lb, price });
}

/** An amount, "about $300.00" when it is an estimate. */
export function amountText(t: Translate, amount: string | null, estimated: boolean, language: string): string {
  const money = formatMoney(amount, language);
  return estimated ? t('weight.about', { amount: money }) : money;
}

/** The price as a list shows it: "$32.50 / case" ("/ caja"), or "$2.50/lb · case about 40 lb" for a product sold by weight. */
export function itemPriceText(t: Translate, item: { price: string; unit: string; soldByWeight?: boolean; caseWeight?: string | null }, language: string): string {
  const price = formatMoney(item.price, language);
  if (!item.soldByWeight) return `${price} / ${unitName(item.unit, 1, readerLanguage(language))}`;
  const perLb = t('weight.perLb', { price });
  return item.caseWeight ? `${perLb} · ${t('weight.caseAbout', { lb: quantityText(Number(item.caseWeight), language) })}` : perLb;
}
