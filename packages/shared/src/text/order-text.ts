import type { Language } from '../language.js';
import type { OrderStatus } from '../orders.js';
import type { UNITS } from '../products.js';

type Unit = (typeof UNITS)[number];

/** A unit's name for one and for several ("1 case", "2 cases"; "1 caja", "2 cajas"). */
type UnitWords = Record<Unit, readonly [one: string, many: string]>;

/**
 * The words of orders that the product writes, in English and Spanish: units, statuses and the
 * labels of the order PDF (apps/server/src/modules/orders/order.pdf.ts). The mails' sentences are in
 * order-mails.ts; ../order-format.ts writes quantities and dates with these.
 */
export const ORDER_TEXT = {
  en: {
    units: {
      case: ['case', 'cases'],
      lb: ['lb', 'lb'],
      each: ['each', 'each'],
      box: ['box', 'boxes'],
      bag: ['bag', 'bags'],
      bunch: ['bunch', 'bunches'],
      dozen: ['dozen', 'dozen'],
      flat: ['flat', 'flats'],
      sack: ['sack', 'sacks'],
      gallon: ['gallon', 'gallons'],
      tray: ['tray', 'trays'],
    } satisfies UnitWords,
    statuses: {
      placed: 'Placed',
      confirmed: 'Confirmed',
      picking: 'Being picked',
      packed: 'Packed',
      out_for_delivery: 'Out for delivery',
      delivered: 'Delivered',
      cancelled: 'Cancelled',
    } satisfies Record<OrderStatus, string>,
    order: (number: string) => `Order ${number}`,
    status: 'Status',
    customer: 'Customer',
    company: 'Company',
    email: 'E-mail',
    delivery: 'Delivery',
    priceList: 'Price list',
    placedAt: 'Placed',
    cancelReason: 'Reason for cancelling',
    columns: { product: 'Product', pack: 'Pack', quantity: 'Quantity', price: 'Price', total: 'Total' },
    total: 'Total',
    /** Catch weight: "3 cases (about 120 lb)", "$2.50/lb", "about $300.00". */
    aboutWeight: (quantity: string, lb: string) => `${quantity} (about ${lb} lb)`,
    perLb: (price: string) => `${price}/lb`,
    about: (amount: string) => `about ${amount}`,
    caseAbout: (lb: string) => `case about ${lb} lb`,
    billedByWeight: 'Billed at the weight packed: items sold by weight are priced per lb, and the total is an estimate until they are weighed.',
    note: 'Note',
    lineCount: (n: number) => (n === 1 ? '1 line' : `${n} lines`),
    page: (n: number, total: number) => `Page ${n} of ${total}`,
  },
  es: {
    units: {
      case: ['caja', 'cajas'],
      lb: ['lb', 'lb'],
      each: ['unidad', 'unidades'],
      box: ['caja de cartón', 'cajas de cartón'],
      bag: ['bolsa', 'bolsas'],
      bunch: ['manojo', 'manojos'],
      dozen: ['docena', 'docenas'],
      flat: ['bandeja plana', 'bandejas planas'],
      sack: ['saco', 'sacos'],
      gallon: ['galón', 'galones'],
      tray: ['bandeja', 'bandejas'],
    } satisfies UnitWords,
    statuses: {
      placed: 'Recibido',
      confirmed: 'Confirmado',
      picking: 'En preparación',
      packed: 'Empacado',
      out_for_delivery: 'En camino',
      delivered: 'Entregado',
      cancelled: 'Cancelado',
    } satisfies Record<OrderStatus, string>,
    order: (number: string) => `Pedido ${number}`,
    status: 'Estado',
    customer: 'Cliente',
    company: 'Empresa',
    email: 'Correo',
    delivery: 'Entrega',
    priceList: 'Lista de precios',
    placedAt: 'Recibido',
    cancelReason: 'Motivo de la cancelación',
    columns: { product: 'Producto', pack: 'Empaque', quantity: 'Cantidad', price: 'Precio', total: 'Total' },
    total: 'Total',
    aboutWeight: (quantity: string, lb: string) => `${quantity} (unas ${lb} lb)`,
    perLb: (price: string) => `${price}/lb`,
    about: (amount: string) => `aprox. ${amount}`,
    caseAbout: (lb: string) => `caja de unas ${lb} lb`,
    billedByWeight: 'Se factura al peso empacado: los productos por peso se cobran por lb y el total es un estimado hasta pesarlos.',
    note: 'Nota',
    lineCount: (n: number) => (n === 1 ? '1 línea' : `${n} líneas`),
    page: (n: number, total: number) => `Página ${n} de ${total}`,
  },
} as const satisfies Record<Language, unknown>;
