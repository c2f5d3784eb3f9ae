import type { Category } from '../catalogue.js';
import type { Language } from '../language.js';

/** A line ending in one full stop, also after "a. m.". */
const sentence = (text: string) => (text.endsWith('.') ? text : `${text}.`);

/** The words of price sheets and WhatsApp price messages; price-sheet.ts lays them out. */
export const SHEET_TEXT = {
  en: {
    categories: { vegetables: 'Vegetables', fruits: 'Fruits', dry_produce: 'Dried produce', herbs: 'Herbs', others: 'Others' } as Record<Category, string>,
    uncategorized: 'Uncategorized',
    list: 'Price list',
    validUntil: (day: string, time: string) => `Prices valid until ${day} ${time}`,
    orders: 'Orders',
    hours: (days: string, opens: string, closes: string) => `${days}, ${opens} to ${closes}`,
    sameDay: (cutoff: string) => sentence(`Same-day delivery for orders before ${cutoff}`),
    minimum: (amount: string) => `Minimum order: ${amount}.`,
    noMinimum: 'No minimum order.',
    empty: 'No items match these options.',
    part: (n: number, total: number) => `*Part ${n} of ${total}*`,
    continued: '(continued)',
    columns: { product: 'Product', pack: 'Pack', price: 'Price' },
    page: (n: number, total: number) => `Page ${n} of ${total}`,
    orderBy: (cutoff: string) => `Order by ${cutoff} for same-day delivery`,
    changes: (days: number) => `Price changes and new items, last ${days} days`,
    noChanges: (days: number) => `No price changes in the last ${days} days.`,
    moreChanges: (count: number) => `…and ${count} more in the full list.`,
    fullList: (url: string) => `Full list: ${url}`,
  },
  es: {
    categories: { vegetables: 'Verduras', fruits: 'Frutas', dry_produce: 'Productos secos', herbs: 'Hierbas', others: 'Otros' } as Record<Category, string>,
    uncategorized: 'Sin categoría',
    list: 'Lista de precios',
    validUntil: (day: string, time: string) => `Precios válidos hasta el ${day} ${time}`,
    orders: 'Pedidos',
    hours: (days: string, opens: string, closes: string) => `${days}, de ${opens} a ${closes}`,
    sameDay: (cutoff: string) => sentence(`Entrega el mismo día en pedidos antes de las ${cutoff}`),
    minimum: (amount: string) => `Pedido mínimo: ${amount}.`,
    noMinimum: 'Sin pedido mínimo.',
    empty: 'Ningún artículo coincide con estas opciones.',
    part: (n: number, total: number) => `*Parte ${n} de ${total}*`,
    continued: '(continuación)',
    columns: { product: 'Producto', pack: 'Empaque', price: 'Precio' },
    page: (n: number, total: number) => `Página ${n} de ${total}`,
    orderBy: (cutoff: string) => `Pida antes de las ${cutoff} para entrega el mismo día`,
    changes: (days: number) => `Cambios de precio y artículos nuevos, últimos ${days} días`,
    noChanges: (days: number) => `Sin cambios de precio en los últimos ${days} días.`,
    moreChanges: (count: number) => `…y ${count} más en la lista completa.`,
    fullList: (url: string) => `Lista completa: ${url}`,
  },
} as const satisfies Record<Language, unknown>;
