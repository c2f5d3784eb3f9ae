import type { CompanyFacts } from '../company.js';
import { formatUsd, intlLocale } from '../company-format.js';
import type { Language } from '../language.js';
import { formatOrderDate, formatOrderQuantity } from '../order-format.js';
import { renderMail, type MailBlock, type MailDocument } from './order-mails.js';

/** One moved price as the customer's mail tells it, their words already chosen (name and note in their language). */
export interface PriceAlertMailItem {
  name: string;
  list: string;
  unit: string;
  old: string;
  new: string;
  /** Signed percent (12.5 = +12.5%). */
  percent: number;
  quantity: number | null;
  deliveryDate: string | null;
  effectCents: number | null;
  note: string | null;
}

export interface PriceAlertMail {
  language: Language;
  /** The customer's name ('' when none). */
  name: string;
  items: readonly PriceAlertMailItem[];
  facts: Pick<CompanyFacts, 'name' | 'phone'>;
  baseUrl: string;
}

const WORDS = {
  en: {
    subject: (n: number) => (n === 1 ? 'A price on your items moved' : `${n} prices on your items moved`),
    hello: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    intro: 'These prices on your list moved, on items you order:',
    onOrder: (effect: string, date: string, quantity: string) => `${effect} on your order for ${date} (${quantity})`,
    onNextOrder: (effect: string, quantity: string) => `${effect} on an order like your last one (${quantity})`,
    list: (name: string) => `List: ${name}`,
    note: (note: string) => `Note: ${note}`,
    questions: (phone: string) => `Questions, or a change to your order? Call us at ${phone}.`,
    see: 'See your prices',
  },
  es: {
    subject: (n: number) => (n === 1 ? 'Cambió un precio de sus productos' : `Cambiaron ${n} precios de sus productos`),
    hello: (name: string) => (name ? `Hola, ${name}:` : 'Hola:'),
    intro: 'Estos precios de su lista cambiaron, en productos que usted pide:',
    onOrder: (effect: string, date: string, quantity: string) => `${effect} en su pedido para el ${date} (${quantity})`,
    onNextOrder: (effect: string, quantity: string) => `${effect} en un pedido como el último (${quantity})`,
    list: (name: string) => `Lista: ${name}`,
    note: (note: string) => `Nota: ${note}`,
    questions: (phone: string) => `¿Preguntas, o un cambio en su pedido? Llámenos al ${phone}.`,
    see: 'Vea sus precios',
  },
} as const satisfies Record<Language, unknown>;

const signedFormats = new Map<string, Intl.NumberFormat>();
/** One formatter per language and kind: a mail to 300 customers writes thousands of amounts. */
function signed(language: Language, kind: 'usd' | 'percent'): Intl.NumberFormat {
  const key = `${language}:${kind}`;
  let format = signedFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      intlLocale(language),
      kind === 'usd' ? { style: 'currency', currency: 'USD', signDisplay: 'exceptZero' } : { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' },
    );
    signedFormats.set(key, format);
  }
  return format;
}

/** A change of money, signed: "+$12.60", "-$3.00". */
export function formatUsdChange(cents: number, language: Language): string {
  return signed(language, 'usd').format(cents / 100);
}

/** A move in percent, signed, to a tenth at most: "+20%", "-12.5%". */
export function formatMovePercent(percent: number, language: Language): string {
  return signed(language, 'percent').format(percent / 100);
}

/** "Roma tomatoes: $20.00 → $24.00 (+20%)" and the lines under it: the effect on the next order, the list, the note. */
export function priceAlertLines(item: PriceAlertMailItem, language: Language, showList: boolean): string[] {
  const w = WORDS[language];
  const lines = [`${item.name}: ${formatUsd(item.old, language)} → ${formatUsd(item.new, language)} (${formatMovePercent(item.percent, language)})`];
  if (item.effectCents !== null && item.quantity !== null) {
    const effect = formatUsdChange(item.effectCents, language);
    const quantity = formatOrderQuantity(item.quantity, item.unit, language);
    lines.push(item.deliveryDate ? w.onOrder(effect, formatOrderDate(item.deliveryDate, language), quantity) : w.onNextOrder(effect, quantity));
  }
  if (showList) lines.push(w.list(item.list));
  if (item.note) lines.push(w.note(item.note));
  return lines;
}

/** To the customer, in their language: every price of theirs that moved since their last mail, in one message. */
export function priceAlertMailText(m: PriceAlertMail): MailDocument {
  const w = WORDS[m.language];
  const showList = new Set(m.items.map((i) => i.list)).size > 1;
  const blocks: MailBlock[] = [
    { p: w.hello(m.name.trim()) },
    { p: w.intro },
    ...m.items.map((item) => ({ p: priceAlertLines(item, m.language, showList).join('\n') })),
    { p: w.questions(m.facts.phone) },
    { link: `${m.baseUrl.replace(/\/+$/, '')}/dashboard`, label: w.see },
    { sign: [m.facts.name, m.facts.phone] },
  ];
  return renderMail(w.subject(m.items.length), m.language, blocks);
}
