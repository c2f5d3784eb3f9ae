import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY_FACTS, LINE_AS_ORDERED, type OrderLine } from '@freshprice/shared';
import { orderFixture } from '../../test/order-fixture.js';
import { pdfText } from '../../test/pdf-text.js';
import { renderOrderPdf } from './order.pdf.js';

const facts = { ...DEFAULT_COMPANY_FACTS, name: 'Verde Mayorista' };
const squash = (text: string) => text.replace(/\s+/g, ' ');

describe('the order PDF', () => {
  it('is a real PDF whose text reads back in English: header, number, status, customer, day, lines, total, note', async () => {
    const bytes = await renderOrderPdf(orderFixture(), 'en', facts);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await pdfText(bytes);
    expect(pages).toHaveLength(1);
    const text = squash(pages[0]!);
    for (const part of [
      'Verde Mayorista',
      '2150 NW 12th Avenue, Miami, FL 33127',
      'Order 10001',
      'Status Placed',
      'Delivery Friday, November 27, 2026',
      'Customer Ana Ruiz',
      'Company La Cocina',
      'E-mail ana@lacocina.example',
      'Price list La Cocina prices',
      'Placed Thursday, November 26, 2026, 10:00 AM EST',
      'Product Pack Quantity Price Total',
      'Hass avocados 48 ct case 2 cases $32.50 $65.00',
      'Roma tomatoes 25 lb box 1,250.5 lb $1.10 $1,375.55',
      'Cilantro 30 bunches 1 bunch $0.90 $0.90',
      'Total: $1,441.45',
      'Note Back door, before 7',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(part);
    }
  });

  it('writes a line sold by weight as cases of about N lb at a price per lb, and the total as an estimate (both languages)', async () => {
    const weighed: OrderLine = {
      ...LINE_AS_ORDERED,
      product: 'p-9', slug: 'malanga', name: 'Malanga', names: { en: 'Malanga', es: 'Malanga' }, quantity: 3, unit: 'box',
      pack: { en: '40 lb box', es: 'caja de 40 lb' }, price: '2.50', total: '300.00', soldByWeight: true, caseWeight: '40.00',
    };
    const order = orderFixture({ lines: [weighed], total: '300.00', estimated: true });
    const en = squash((await pdfText(await renderOrderPdf(order, 'en', facts)))[0]!);
    for (const part of ['Malanga 40 lb box 3 cases (about 120 lb) $2.50/lb about $300.00', 'Total: about $300.00', 'Billed at the weight packed']) expect(en).toContain(part);
    const es = squash((await pdfText(await renderOrderPdf(order, 'es', facts)))[0]!);
    for (const part of ['3 cajas (unas 120 lb) $2.50/lb aprox. $300.00', 'Total: aprox. $300.00', 'Se factura al peso empacado']) expect(es).toContain(part);
  });

  it('reads back in Spanish, accents included', async () => {
    const order = orderFixture({ status: 'cancelled', cancelReason: 'Sin camión ese día', note: 'Entregar por la puerta trasera\nantes de las 7' });
    const text = squash((await pdfText(await renderOrderPdf(order, 'es', facts))).join('\n'));
    for (const part of [
      'Pedido 10001',
      'Estado Cancelado',
      'Entrega viernes, 27 de noviembre de 2026',
      'Cliente Ana Ruiz',
      'Empresa La Cocina',
      'Lista de precios La Cocina prices',
      'Recibido jueves, 26 de noviembre de 2026, 10:00 a. m. EST',
      'Motivo de la cancelación Sin camión ese día',
      'Producto Empaque Cantidad Precio Total',
      'Aguacates Hass caja de 48 u. 2 cajas $32.50 $65.00',
      'Tomates Roma caja de 25 lb 1,250.5 lb $1.10 $1,375.55',
      'Cilantro 30 manojos 1 manojo $0.90 $0.90',
      'Total: $1,441.45',
      'Nota Entregar por la puerta trasera antes de las 7',
      'Página 1 de 1',
    ]) {
      expect(text).toContain(part);
    }
    expect(text).not.toMatch(/\b(Order|Status|Delivery|cases|Friday)\b/);
  });

  it('runs a long order over several pages, every line once, the header on each page and the total on the last', async () => {
    const base = orderFixture().lines[0]!;
    const lines: OrderLine[] = Array.from({ length: 120 }, (_, i) => ({
      ...base,
      product: `p-${i}`,
      names: { en: `Item ${String(i + 1).padStart(3, '0')}`, es: `Artículo ${String(i + 1).padStart(3, '0')}` },
      quantity: 1,
      price: '1.00',
      total: '1.00',
    }));
    for (const language of ['en', 'es'] as const) {
      const pages = (await pdfText(await renderOrderPdf(orderFixture({ lines, total: '120.00' }), language, facts))).map(squash);
      expect(pages.length).toBeGreaterThanOrEqual(3);
      const word = language === 'en' ? 'Item' : 'Artículo';
      const seen = pages.flatMap((page) => page.match(new RegExp(`${word} \\d{3}`, 'g')) ?? []);
      expect(seen).toEqual(lines.map((l) => l.names[language]));
      const head = language === 'en' ? 'Product Pack Quantity Price Total' : 'Producto Empaque Cantidad Precio Total';
      for (const [n, page] of pages.entries()) {
        expect(page).toContain(head);
        expect(page).toContain(language === 'en' ? `Page ${n + 1} of ${pages.length}` : `Página ${n + 1} de ${pages.length}`);
      }
      expect(pages.at(-1)).toContain('Total: $120.00');
      expect(pages.slice(0, -1).join(' ')).not.toContain('Total: $');
    }
  });

  it('draws names the standard fonts lack without wrong glyphs', async () => {
    const order = orderFixture({ customer: { id: 'u', email: 'a@x.example', name: 'Zoë 🍅 Łukasz', company: null } });
    const text = squash((await pdfText(await renderOrderPdf(order, 'en', facts))).join('\n'));
    expect(text).toContain('Customer Zoë ?ukasz');
    expect(text).toContain('Company -');
  });
});
