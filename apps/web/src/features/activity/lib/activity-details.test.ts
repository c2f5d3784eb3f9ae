import { beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import type { ActivityEntry, Language } from '@freshprice/shared';
import { detailLines } from './activity-details';
import { fileName, formatLine, formatValue, recordTitle, type Translate } from './activity-format';

let en: Translate;
let es: Translate;
beforeAll(() => {
  en = i18next.getFixedT('en', 'activity') as Translate;
  es = i18next.getFixedT('es', 'activity') as Translate;
});

/** Every line of a record as the page reads it: "label: value". */
const read = (resourceType: ActivityEntry['resourceType'], details: Record<string, unknown>, language: Language = 'en') =>
  detailLines({ resourceType, details }).map((l) => {
    const { label, value } = formatLine(l, language === 'en' ? en : es, language);
    return `${label}: ${value}`;
  });

describe('activity details', () => {
  it('reads a price-list save as its prices in money, and its facts, never the slug', () => {
    const details = {
      list: 'hotel-mar',
      name: 'Hotel Mar',
      version: 4,
      reason: 'Morning prices',
      count: 2,
      changes: [
        { productId: 'p0', name: 'Item 0', old: null, new: '11.00' },
        { productId: 'p1', name: 'Item 1', old: '10.00', new: '1234.50' },
      ],
    };
    expect(read('price_items', details)).toEqual(['Item 0 · Price: — → $11.00', 'Item 1 · Price: $10.00 → $1,234.50', 'Version: 4', 'Reason: Morning prices']);
    expect(read('price_items', details, 'es')).toEqual([
      'Item 0 · Precio: — → $11.00',
      'Item 1 · Precio: $10.00 → $1,234.50',
      'Versión: 4',
      'Motivo: Morning prices',
    ]);
  });

  it("reads a product save with the form's labels, translated values, the quantity in its unit and tier prices", () => {
    const details = {
      count: 1,
      changes: [
        {
          id: '0b6f0c57-8a3a-4d5e-9f7e-4c2b1a0e9d11',
          name: 'Kent Mangoes',
          action: 'updated',
          unit: 'case',
          old: { draft: false, category: 'fruits', unit: 'case', inStock: true, quickbooksId: null, quantity: '0.00', cost: '8.00', imageUrl: '/uploads/products/abc-480.webp' },
          new: { category: 'vegetables', unit: 'box', inStock: false, quickbooksId: 'QB-7', quantity: '12.50', cost: '9.25', imageUrl: '/uploads/products/def-480.webp' },
          quantity: { old: '0.00', new: '12.50' },
          prices: [{ priceListId: '1b6f0c57-8a3a-4d5e-9f7e-4c2b1a0e9d11', tier: 'small', action: 'updated', old: '10.00', new: '11.00' }],
        },
      ],
    };
    const lines = read('products', details);
    expect(lines).toEqual([
      'Kent Mangoes · Category: Fruits → Vegetables',
      'Kent Mangoes · Unit: case → box',
      'Kent Mangoes · In stock: Yes → No',
      'Kent Mangoes · QuickBooks id: — → QB-7',
      'Kent Mangoes · Quantity: 0 cases → 12.5 boxes',
      'Kent Mangoes · Cost: $8.00 → $9.25',
      'Kent Mangoes · Image: abc-480.webp → def-480.webp',
      'Kent Mangoes · Price (Small business): $10.00 → $11.00',
    ]);
    expect(read('products', details, 'es')).toEqual([
      'Kent Mangoes · Categoría: Frutas → Verduras',
      'Kent Mangoes · Unidad: caja → caja de cartón',
      'Kent Mangoes · Disponible: Sí → No',
      'Kent Mangoes · Id de QuickBooks: — → QB-7',
      'Kent Mangoes · Cantidad: 0 cajas → 12.5 cajas de cartón',
      'Kent Mangoes · Costo: $8.00 → $9.25',
      'Kent Mangoes · Imagen: abc-480.webp → def-480.webp',
      'Kent Mangoes · Precio (Pequeña empresa): $10.00 → $11.00',
    ]);
    expect(lines.join('\n')).not.toMatch(/uploads|0b6f0c57|1b6f0c57|quickbooksId|inStock/);
  });

  it('reads a new product as its values, a deletion kept for history as archived, a publication as no longer a draft', () => {
    expect(read('products', { count: 1, changes: [{ id: 'x', name: 'Lime', action: 'created', new: { nameEn: 'Lime', category: null, unit: 'each', inStock: true, quantity: '1.00', quickbooksId: null } }] })).toEqual([
      'Lime · Name (English): Lime',
      'Lime · Unit: each',
      'Lime · In stock: Yes',
      'Lime · Quantity: 1 each',
    ]);
    expect(read('products', { count: 1, changes: [{ id: 'x', name: 'Lime', action: 'deleted', archived: true, old: { nameEn: 'Lime' } }] })).toEqual([
      'Lime · Name (English): Lime',
      'Lime · Kept as archived (used in price lists): Yes',
    ]);
    expect(read('products', { name: 'Lime', old: { draft: true }, new: { draft: false } })).toEqual(['Draft: Yes → No']);
    expect(read('products', { name: 'QuickBooks import, batch 1', created: 2, updated: 1, matched: 0 }, 'es')).toEqual([
      'Productos creados: 2',
      'Productos actualizados: 1',
      'Emparejados por id de QuickBooks: 0',
    ]);
  });

  it('names a QuickBooks import in the reader\'s language, by its batch or its file (never a path)', () => {
    expect(recordTitle({ resourceType: 'products', details: { name: 'QuickBooks import, batch 3', batch: 3, created: 1 } }, es)).toBe('Importación de QuickBooks, lote 3');
    expect(recordTitle({ resourceType: 'products', details: { name: 'Undo', fileName: 'C:\\fakepath\\items.csv', costsRestored: 2 } }, en)).toBe('Undo of the QuickBooks import items.csv');
    expect(read('products', { name: 'Undo', fileName: 'items.csv', batch: 1, costsRestored: 2 })).toEqual(['Costs restored: 2']);
    // A record written before these facts: its name as written.
    expect(recordTitle({ resourceType: 'products', details: { name: 'QuickBooks import, batch 3', created: 1 } }, es)).toBe('QuickBooks import, batch 3');
    expect(recordTitle({ resourceType: 'products', details: { count: 1, changes: [] } }, en)).toBeNull();
  });

  it("reads a user's role, status and invitation as the users page names them", () => {
    expect(read('users', { name: 'ana@example.com', old: { role: 'customer' }, new: { role: 'seller' } })).toEqual(['Role: Customer → Seller']);
    expect(read('users', { name: 'ana@example.com', old: { role: 'customer' }, new: { role: 'admin' } }, 'es')).toEqual(['Rol: Cliente → Administrador']);
    expect(read('users', { name: 'ana@example.com', new: { email: 'ana@example.com', role: 'customer' } })).toEqual(['E-mail: ana@example.com', 'Role: Customer']);
    expect(read('users', { name: 'ana@example.com', old: { disabled: false }, new: { disabled: true } }, 'es')).toEqual(['Desactivado: No → Sí']);
    expect(read('users', { name: 'ana@example.com', passwordResetSent: true })).toEqual(['Password reset e-mail sent: Yes']);
  });

  it('reads an export as its channel and language, never the customer id', () => {
    const details = { name: 'Hotel Mar', channel: 'pdf', language: 'en', parts: 2, customer: 'Ana', customerId: 'u1' };
    expect(read('price_lists', details)).toEqual(['Sent by: PDF', 'Language: English', 'Messages: 2', 'Customer: Ana']);
    expect(read('price_lists', { ...details, channel: 'whatsapp' }, 'es')).toEqual(['Enviada por: WhatsApp', 'Idioma: Inglés', 'Mensajes: 2', 'Cliente: Ana']);
    expect(read('price_lists', { ...details, language: 'es' })).toContain('Language: Spanish');
  });

  it('reads a list by its base by name (or as deleted), its rule, its shares and the pricing settings', () => {
    expect(
      read('price_lists', {
        name: 'Copy',
        slug: 'copy',
        base: { ref: 'price_list', name: 'Small business' },
        linked: true,
        items: 3,
        belowFloor: 0,
        largeMoves: 0,
        sharedWith: ['ana@example.com', 'luis@example.com'],
      }),
    ).toEqual([
      'Slug: copy',
      'Base list: Small business',
      'Follows its base: Yes',
      'Items: 3',
      'Below minimum margin: 0',
      'Large price moves: 0',
      'Shared with: ana@example.com and luis@example.com',
    ]);
    expect(
      read(
        'price_lists',
        {
          name: 'Copy',
          old: { base: { ref: 'price_list', name: null }, adjustment: null, sharedWith: [] },
          new: { base: null, adjustment: { kind: 'percent', direction: 'up', value: 800, rounding: 'x9' }, sharedWith: ['ana@example.com'] },
        },
        'es',
      ),
    ).toEqual(['Lista base: Lista eliminada → Sin lista base', 'Ajuste: Sin ajuste → +8%, redondeado a .x9', 'Compartida con: Ninguno → ana@example.com']);
    expect(read('price_lists', { old: { minMarginBp: 1500, staleListDays: 1 }, new: { minMarginBp: 1825, staleListDays: 7 } })).toEqual([
      'Minimum gross margin: 15% → 18.25%',
      'Days before a list counts as not updated: 1 day → 7 days',
    ]);
  });

  it('reads a move note set on an item of a list, and the alert share of the pricing settings', () => {
    const details = {
      name: 'Hotel Mar',
      changes: [{ name: 'Roma tomatoes', old: { moveNoteEn: null, moveNoteEs: null }, new: { moveNoteEn: 'Short supply', moveNoteEs: 'Poca oferta' } }],
    };
    expect(read('price_lists', details)).toEqual(['Roma tomatoes · Note on the price move (English): — → Short supply', 'Roma tomatoes · Note on the price move (Spanish): — → Poca oferta']);
    expect(read('price_lists', details, 'es')).toEqual(['Roma tomatoes · Nota del cambio de precio (inglés): — → Short supply', 'Roma tomatoes · Nota del cambio de precio (español): — → Poca oferta']);
    expect(read('price_lists', { old: { alertMoveBp: 1000 }, new: { alertMoveBp: 1500 } })).toEqual(['Price-move alerts: 10% → 15%']);
  });

  it("reads the company's facts as the site shows them", () => {
    expect(
      read('company', {
        name: 'Fresh Co',
        old: { sameDayCutoff: '04:00', minimumOrder: { small: 250, medium: 500, large: null }, hours: { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '04:00', closes: '14:00' } },
        new: { sameDayCutoff: '05:00', minimumOrder: { small: 300, medium: 500, large: null }, hours: { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], opens: '04:00', closes: '14:00' } },
      }).map((l) => l.replace(/\u202f/g, ' ')),
    ).toEqual([
      'Same-day order cut-off: 4:00 AM → 5:00 AM',
      'Minimum order: Small business: $250.00; Medium business: $500.00; Large business: None → Small business: $300.00; Medium business: $500.00; Large business: None',
      'Opening hours: Monday to Friday, 4:00 AM to 2:00 PM → Monday to Saturday, 4:00 AM to 2:00 PM',
    ]);
  });

  it('reads the account-protection setting by the words of its switch', () => {
    const change = { old: { requireStaffTwoFactor: false }, new: { requireStaffTwoFactor: true } };
    expect(read('security', change)).toEqual(['Require two-step verification for sellers and admins: No → Yes']);
    expect(read('security', change, 'es')).toEqual(['Exigir la verificación en dos pasos a vendedores y administradores: No → Sí']);
  });

  it('reads an order, its cancelling, a customer\'s business and the delivery rules in both languages', () => {
    expect(read('orders', { number: '10001', deliveryDate: '2026-11-27', total: '250.00', lines: 2, priceList: 'Café Luna', late: false, minimumWaived: false })).toEqual([
      'Delivery date: Friday, November 27',
      'Total: $250.00',
      'Lines: 2',
      'Price list: Café Luna',
      'Placed past the cutoff: No',
      'Minimum order waived: No',
    ]);
    expect(read('orders', { number: '10001', reason: 'Truck broke down' }, 'es')).toEqual(['Motivo: Truck broke down']);
    expect(read('users', { email: 'a@example.com', business: true, old: { size: 'small', deliveryDays: null }, new: { size: 'medium', deliveryDays: ['tue', 'fri'] } })).toEqual([
      'Business size: Small business → Medium business',
      'Delivery days: Every delivery day → Tuesday and Friday',
      'E-mail: a@example.com',
    ]);
    expect(read('company', { name: 'Fresh Co', old: { holidays: [] }, new: { holidays: ['2026-12-25'] } }, 'es')).toEqual(['Feriados (sin entrega): Ninguno → vie, 25 de dic']);
  });

  it('never shows a field it does not know by its data name', () => {
    expect(read('products', { name: 'x', mystery: 'value' })).toEqual(['Other detail: value']);
  });
});

describe('activity values', () => {
  it('keeps only the file name of a path or URL', () => {
    expect(fileName('/uploads/products/abc-480.webp')).toBe('abc-480.webp');
    expect(fileName('https://cdn.example.com/a/b/photo.jpg?x=1')).toBe('photo.jpg');
    expect(fileName('C:\\fakepath\\prices.csv')).toBe('prices.csv');
  });

  it('reads a quantity without a known unit as a plain number, never as money', () => {
    expect(formatValue('products.quantity', '0.00', en, 'en')).toBe('0');
    expect(formatValue('products.quantity', '3.00', en, 'en', { unit: 'case' })).toBe('3 cases');
    expect(formatValue('products.quantity', '1.00', es, 'es', { unit: 'case' })).toBe('1 caja');
  });
});
