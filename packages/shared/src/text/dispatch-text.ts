import type { Category } from '../catalogue.js';
import type { Language } from '../language.js';

/**
 * The words of the dispatch documents the product writes (pick list, manifests, packing slips:
 * apps/server/src/modules/dispatch/dispatch.pdf.ts), in English and Spanish. Statuses and units are
 * the orders' (order-text.ts).
 */
export const DISPATCH_TEXT = {
  en: {
    pickList: 'Pick list',
    pickNote: 'Confirmed, being picked and packed orders; placed and cancelled orders are not included.',
    orders: (n: number) => (n === 1 ? '1 order' : `${n} orders`),
    categories: { vegetables: 'Vegetables', fruits: 'Fruits', dry_produce: 'Dried produce', herbs: 'Herbs', others: 'Others' } as Record<Category, string>,
    uncategorized: 'Uncategorized',
    delivery: 'Delivery',
    manifest: (route: string) => `Manifest: ${route}`,
    noRoute: 'No route',
    cutoff: 'Cutoff',
    stop: 'Stop',
    columns: { stop: 'Stop', customer: 'Customer', address: 'Address', phone: 'Phone', orders: 'Orders', lines: 'Lines', total: 'Total', status: 'Status', product: 'Product', quantity: 'Quantity', check: 'Packed' },
    noOrders: 'No orders for this date.',
    packingSlip: (number: string) => `Packing slip, order ${number}`,
    customer: 'Customer',
    address: 'Address',
    phone: 'Phone',
    route: 'Route',
    routeStop: (route: string, stop: number) => `${route}, stop ${stop}`,
    none: '-',
    page: (n: number, total: number) => `Page ${n} of ${total}`,
  },
  es: {
    pickList: 'Lista de preparación',
    pickNote: 'Pedidos confirmados, en preparación y empacados; los recibidos y cancelados no se incluyen.',
    orders: (n: number) => (n === 1 ? '1 pedido' : `${n} pedidos`),
    categories: { vegetables: 'Verduras', fruits: 'Frutas', dry_produce: 'Productos secos', herbs: 'Hierbas', others: 'Otros' } as Record<Category, string>,
    uncategorized: 'Sin categoría',
    delivery: 'Entrega',
    manifest: (route: string) => `Hoja de ruta: ${route}`,
    noRoute: 'Sin ruta',
    cutoff: 'Hora límite',
    stop: 'Parada',
    columns: { stop: 'Parada', customer: 'Cliente', address: 'Dirección', phone: 'Teléfono', orders: 'Pedidos', lines: 'Líneas', total: 'Total', status: 'Estado', product: 'Producto', quantity: 'Cantidad', check: 'Empacado' },
    noOrders: 'No hay pedidos para esta fecha.',
    packingSlip: (number: string) => `Lista de empaque, pedido ${number}`,
    customer: 'Cliente',
    address: 'Dirección',
    phone: 'Teléfono',
    route: 'Ruta',
    routeStop: (route: string, stop: number) => `${route}, parada ${stop}`,
    none: '-',
    page: (n: number, total: number) => `Página ${n} de ${total}`,
  },
} as const satisfies Record<Language, unknown>;
