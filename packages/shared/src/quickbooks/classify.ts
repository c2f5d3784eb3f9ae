import type { Category } from '../catalogue.js';
import { MAX_CENTS, type Cents } from '../pricing.js';
import { nameItem } from './names.js';
import type { QbRecord } from './read.js';

/** What a record is before anything is written (SPEC's final statuses that need no database). */
export const QB_ROW_CLASSES = [
  'product',
  'processed_inactive',
  'skipped_service_item',
  'skipped_known_non_product_code',
  'skipped_not_a_product',
  'skipped_invalid_description',
  'skipped_invalid_price',
] as const;
export type QbRowClass = (typeof QB_ROW_CLASSES)[number];

/** Item types that are sold goods, lower case, from every layout (IIF codes, Desktop and Online names, report groups). */
const PRODUCT_TYPES = new Set([
  'inventory part',
  'non-inventory part',
  'inventory assembly',
  'inventory',
  'non-inventory',
  'noninventory',
  'product',
  'part',
  'parts',
  'assembly',
  'inventory parts',
  'non-inventory parts',
]);

/** Item types that are not goods: services, charges, discounts, subtotals, taxes, groups, payments. */
const SERVICE_TYPES = new Set([
  'service',
  'services',
  'serv',
  'other charge',
  'other charges',
  'othc',
  'discount',
  'discounts',
  'disc',
  'subtotal',
  'subtotals',
  'subt',
  'sales tax item',
  'sales tax group',
  'sales tax',
  'stax',
  'comptax',
  'group',
  'grp',
  'bundle',
  'payment',
  'payments',
  'pmt',
]);

/**
 * Item names that are charges kept as items, not produce: a delivery fee or a crate deposit entered as a
 * non-inventory part is still not something to put in a price list. Compared without case or accents,
 * as the whole name or its first words.
 */
export const KNOWN_NON_PRODUCT_CODES = [
  'delivery',
  'delivery fee',
  'delivery charge',
  'freight',
  'shipping',
  'fuel surcharge',
  'surcharge',
  'deposit',
  'crate deposit',
  'pallet',
  'pallet deposit',
  'bottle deposit',
  'credit card fee',
  'service charge',
  'finance charge',
  'late fee',
  'restocking fee',
  'tip',
  'gratuity',
  'misc',
  'miscellaneous',
  'returned check',
  'bounced check',
  'write off',
  'cargo de entrega',
  'envio',
  'flete',
  'deposito',
] as const;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const NON_PRODUCT = new Set<string>(KNOWN_NON_PRODUCT_CODES);
/** Codes of several words also match as a name's first words ("delivery fee zone 3"). */
const NON_PRODUCT_STARTS = KNOWN_NON_PRODUCT_CODES.filter((code) => code.includes(' ')).map((code) => `${code} `);

function isKnownNonProduct(name: string): boolean {
  const own = fold(name.split(':').pop()!);
  return NON_PRODUCT.has(own) || NON_PRODUCT_STARTS.some((start) => own.startsWith(start));
}

/** Why a money field could not be read: a product row whose price has one is rejected; a bad cost is left out. */
export type QbMoneyProblem = 'percent' | 'negative' | 'not_a_number' | 'too_large';

/**
 * QuickBooks money in cents: `"$1,450.00  "`, `1,783`, `1095`, `0.125` (rates may carry up to five
 * decimals; rounded half up to the cent). A percentage, a negative amount or text is a problem, not a
 * price. Empty is null.
 */
export function parseQbMoney(raw: string | null): { cents: Cents | null; problem?: QbMoneyProblem } {
  const text = (raw ?? '').replace(/[\s\u00a0$]/g, '');
  if (text === '') return { cents: null };
  if (text.endsWith('%')) return { cents: null, problem: 'percent' };
  if (/^-|^\(.*\)$/.test(text)) return { cents: null, problem: 'negative' };
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d+))?$/.exec(text);
  if (!match || (match[1] === undefined && match[2] === undefined)) return { cents: null, problem: 'not_a_number' };
  const whole = (match[1] ?? '0').replace(/,/g, '');
  const decimals = match[2] ?? '';
  if (whole.length > 12) return { cents: null, problem: 'too_large' };
  let cents = Number(whole) * 100 + Number(decimals.slice(0, 2).padEnd(2, '0'));
  if (decimals.length > 2 && Number(decimals[2]) >= 5) cents += 1;
  if (cents > MAX_CENTS) return { cents: null, problem: 'too_large' };
  return { cents };
}

/** A record, classified and named: what the importer would do with it. */
export interface QbItem {
  line: number;
  qbId: string;
  /** The name as QuickBooks wrote it. */
  sourceName: string;
  rowClass: QbRowClass;
  nameEn: string;
  nameEs: string;
  category: Category | null;
  price: Cents | null;
  cost: Cents | null;
  priceProblem?: QbMoneyProblem;
}

/** Classifies one record with SPEC's statuses and names it; pure, the same in the browser and on the server. */
export function classifyRecord(record: QbRecord): QbItem {
  const { source, named } = nameItem(record.name, record.description);
  const price = parseQbMoney(record.price);
  const cost = parseQbMoney(record.cost);
  const base = {
    line: record.line,
    qbId: record.qbId,
    sourceName: record.name || record.description,
    nameEn: named.en,
    nameEs: named.es,
    category: named.category,
    price: price.cents,
    cost: cost.cents,
    ...(price.problem ? { priceProblem: price.problem } : {}),
  };
  const type = record.type.trim().toLowerCase().replace(/\s+/g, ' ');
  let rowClass: QbRowClass;
  if (record.kind === 'other') rowClass = 'skipped_not_a_product';
  else if (SERVICE_TYPES.has(type)) rowClass = 'skipped_service_item';
  else if (!PRODUCT_TYPES.has(type)) rowClass = 'skipped_not_a_product';
  else if (isKnownNonProduct(record.name) || isKnownNonProduct(source)) rowClass = 'skipped_known_non_product_code';
  else if (!/\p{L}{2}/u.test(named.en) || named.en.length > 200) rowClass = 'skipped_invalid_description';
  else if (!record.active) rowClass = 'processed_inactive';
  // A price that is not an amount is never guessed at: the row is rejected with the reason.
  else if (price.problem) rowClass = 'skipped_invalid_price';
  else rowClass = 'product';
  return { ...base, rowClass };
}
