import type { Language } from '../language.js';

/**
 * The words of the mail that sends a price list to a customer (the sheet attached, the changes since
 * the last one in the body); ../sends.ts lays them out.
 */
export const SEND_TEXT = {
  en: {
    subject: (list: string, date: string) => `Our prices for ${date}: ${list}`,
    hello: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    attached: (list: string, date: string) => `Attached are our prices for ${date} (${list}).`,
    noChanges: (since: string) => `No price has changed since our last list of ${since}.`,
    since: (since: string) => `Since our last list of ${since}:`,
    groups: { up: 'Prices up', down: 'Prices down', new: 'New on your list', removed: 'No longer on your list' },
    was: (price: string) => `was ${price}`,
    more: (count: number) => (count === 1 ? 'One more change is on the attached sheet.' : `${count} more changes are on the attached sheet.`),
    online: 'See the list online',
    order: (phone: string) => `To order, call us at ${phone}.`,
  },
  es: {
    subject: (list: string, date: string) => `Nuestros precios del ${date}: ${list}`,
    hello: (name: string) => (name ? `Hola, ${name}:` : 'Hola:'),
    attached: (list: string, date: string) => `Adjuntamos nuestros precios del ${date} (${list}).`,
    noChanges: (since: string) => `Ningún precio ha cambiado desde nuestra última lista del ${since}.`,
    since: (since: string) => `Desde nuestra última lista del ${since}:`,
    groups: { up: 'Suben', down: 'Bajan', new: 'Nuevos en su lista', removed: 'Ya no están en su lista' },
    was: (price: string) => `antes ${price}`,
    more: (count: number) => (count === 1 ? 'Hay un cambio más en la hoja adjunta.' : `Hay ${count} cambios más en la hoja adjunta.`),
    online: 'Vea la lista en línea',
    order: (phone: string) => `Para hacer un pedido, llámenos al ${phone}.`,
  },
} as const satisfies Record<Language, unknown>;
