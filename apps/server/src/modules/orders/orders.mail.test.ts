import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY_FACTS } from '@freshprice/shared';
import { orderFixture } from '../../test/order-fixture.js';
import { orderCancelledMail, orderChangedMail, orderPlacedMail, staffOrderMail } from './orders.mail.js';

const facts = { ...DEFAULT_COMPANY_FACTS, name: 'Verde Mayorista', phone: '+1 (305) 555-0199' };
const base = 'https://orders.example/';
const link = 'https://orders.example/orders/5b0e1f9c-3a57-4c43-9d2a-0f3c2b7e9a11';

describe('the order placed mail', () => {
  it('gives the customer, in English, the number, the day written out, every line, the total, the note, the cutoff and the link', () => {
    const mail = orderPlacedMail(orderFixture(), 'ana@lacocina.example', 'en', facts, base);
    expect(mail.to).toBe('ana@lacocina.example');
    expect(mail.subject).toBe('Order 10001 received: delivery Friday, November 27, 2026');
    expect(mail.text).toContain('We received order 10001 for delivery on Friday, November 27, 2026.');
    expect(mail.text).toContain('- Hass avocados: 2 cases × $32.50 = $65.00\n');
    expect(mail.text).toContain('- Roma tomatoes: 1,250.5 lb × $1.10 = $1,375.55\n');
    expect(mail.text).toContain('- Cilantro: 1 bunch × $0.90 = $0.90\n');
    expect(mail.text).toContain('Total: $1,441.45');
    expect(mail.text).toContain('Your note: Back door, before 7');
    expect(mail.text).toContain('You can change or cancel it until 8:00 AM EST on Friday, November 27, 2026.');
    expect(mail.text).toContain(`See your order: ${link}`);
    expect(mail.text.endsWith('Verde Mayorista\n+1 (305) 555-0199')).toBe(true);
    expect(mail.html).toContain(`<a href="${link}">See your order</a>`);
    expect(mail.html).toContain('<html lang="en">');
  });

  it('is written in Spanish for a Spanish reader: names, units, date and the 12-hour clock as the site writes them', () => {
    const mail = orderPlacedMail(orderFixture(), 'ana@lacocina.example', 'es', facts, base);
    expect(mail.subject).toBe('Pedido 10001 recibido: entrega el viernes, 27 de noviembre de 2026');
    expect(mail.text).toMatch(/^Hola, Ana Ruiz:\n/);
    expect(mail.text).toContain('- Aguacates Hass: 2 cajas × $32.50 = $65.00\n');
    expect(mail.text).toContain('- Tomates Roma: 1,250.5 lb × $1.10 = $1,375.55\n');
    expect(mail.text).toContain('- Cilantro: 1 manojo × $0.90 = $0.90\n');
    expect(mail.text).toContain('Total: $1,441.45');
    expect(mail.text).toContain('Su nota: Back door, before 7');
    expect(mail.text).toContain('Puede cambiarlo o cancelarlo hasta las 8:00 a. m. (EST) del viernes, 27 de noviembre de 2026.');
    expect(mail.text).toContain(`Vea su pedido: ${link}`);
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain('<th style="padding:4px 8px;border-bottom:1px solid #e5e7eb;text-align:left;vertical-align:top">Producto</th>');
    expect(`${mail.subject}${mail.text}`).not.toMatch(/\b(case|bunch|Friday|November|Hass avocados)\b/);
  });

  it('reads the cutoff on the company clock whatever the server zone, in summer time too, and a cutoff on another day', () => {
    const summer = orderFixture({ deliveryDate: '2026-07-10', cutoff: '2026-07-10T12:00:00.000Z' });
    expect(orderPlacedMail(summer, 'a@x.example', 'en', facts, base).text).toContain('until 8:00 AM EDT on Friday, July 10, 2026.');
    // 1:30 PM on the day before (Miami): one o'clock takes "la" in Spanish.
    const dayBefore = orderFixture({ cutoff: '2026-11-26T18:30:00.000Z' });
    expect(orderPlacedMail(dayBefore, 'a@x.example', 'en', facts, base).text).toContain('until 1:30 PM EST on Thursday, November 26, 2026.');
    expect(orderPlacedMail(dayBefore, 'a@x.example', 'es', facts, base).text).toContain('hasta la 1:30 p. m. (EST) del jueves, 26 de noviembre de 2026.');
    // Just after midnight UTC is still the evening before in Miami.
    const evening = orderFixture({ cutoff: '2026-11-27T02:00:00.000Z' });
    expect(orderPlacedMail(evening, 'a@x.example', 'en', facts, base).text).toContain('until 9:00 PM EST on Thursday, November 26, 2026.');
  });

  it('says to call once the order can no longer change, and leaves out an empty note', () => {
    const locked = orderFixture({ editable: false, note: null });
    const en = orderPlacedMail(locked, 'a@x.example', 'en', facts, base).text;
    expect(en).toContain('It can no longer be changed online: to change it, call us at +1 (305) 555-0199.');
    expect(en).not.toMatch(/until|note/i);
    expect(orderPlacedMail(locked, 'a@x.example', 'es', facts, base).text).toContain('Ya no se puede cambiar en línea: para cambiarlo, llámenos al +1 (305) 555-0199.');
    expect(orderPlacedMail(orderFixture({ note: '  ' }), 'a@x.example', 'en', facts, base).text).not.toContain('Your note');
  });

  it('escapes what customers and staff typed in the HTML part, never in the text part', () => {
    const hostile = orderFixture({
      note: '<script>alert("x")</script>\nsecond & last',
      customer: { id: 'u', email: 'a@x.example', name: 'Ana <b>Ruiz</b>', company: 'Tom & Jerry\'s' },
      lines: [{ ...orderFixture().lines[0]!, names: { en: 'Kale <img src=x onerror=alert(1)>', es: 'Col "rizada"' } }],
    });
    const en = orderPlacedMail(hostile, 'a@x.example', 'en', facts, base);
    expect(en.html).not.toMatch(/<script|<img|<b>/);
    expect(en.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;<br>second &amp; last');
    expect(en.html).toContain('Kale &lt;img src=x onerror=alert(1)&gt;');
    expect(en.html).toContain('Hello Ana &lt;b&gt;Ruiz&lt;/b&gt;,');
    expect(en.text).toContain('Your note: <script>alert("x")</script>\nsecond & last');
    expect(orderPlacedMail(hostile, 'a@x.example', 'es', facts, base).html).toContain('Col &quot;rizada&quot;');
    const staff = staffOrderMail(hostile, 'staff@x.example', 'placed', base);
    expect(staff.html).toContain('Tom &amp; Jerry&apos;s');
    expect(staff.html).not.toMatch(/<script|<img|<b>/);
  });
});

describe('the order changed and cancelled mails', () => {
  it('tell the customer the order as it stands after a change, in both languages', () => {
    const en = orderChangedMail(orderFixture(), 'a@x.example', 'en', facts, base);
    expect(en.subject).toBe('Order 10001 changed: delivery Friday, November 27, 2026');
    expect(en.text).toContain('Your order 10001 for delivery on Friday, November 27, 2026 was changed.');
    expect(en.text).toContain('- Hass avocados: 2 cases × $32.50 = $65.00');
    expect(en.text).toContain('until 8:00 AM EST');
    const es = orderChangedMail(orderFixture(), 'a@x.example', 'es', facts, base);
    expect(es.subject).toBe('Pedido 10001 modificado: entrega el viernes, 27 de noviembre de 2026');
    expect(es.text).toContain('Su pedido 10001 para entregar el viernes, 27 de noviembre de 2026 fue modificado.');
    expect(es.text).toContain('Total: $1,441.45');
  });

  it('give the reason staff wrote and the company phone, in the customer language', () => {
    const cancelled = orderFixture({ status: 'cancelled', editable: false, cancelledAt: '2026-11-26T20:00:00.000Z' });
    const es = orderCancelledMail(cancelled, 'a@x.example', 'es', facts, base, 'No hay camión ese día');
    expect(es.subject).toBe('Pedido 10001 cancelado');
    expect(es.text).toContain('Su pedido 10001 para entregar el viernes, 27 de noviembre de 2026 (total $1,441.45) fue cancelado.');
    expect(es.text).toContain('Motivo: No hay camión ese día');
    expect(es.text).toContain('Si tiene preguntas, llámenos al +1 (305) 555-0199.');
    expect(es.text).toContain(`Vea su pedido: ${link}`);
    const en = orderCancelledMail({ ...cancelled, cancelReason: 'Closed for inventory' }, 'a@x.example', 'en', facts, base);
    expect(en.subject).toBe('Order 10001 cancelled');
    expect(en.text).toContain('Reason: Closed for inventory');
    expect(en.text).toContain('If you have questions, call us at +1 (305) 555-0199.');
    // The customer cancelled: no reason line.
    expect(orderCancelledMail(cancelled, 'a@x.example', 'en', facts, base).text).not.toContain('Reason');
  });
});

describe('the staff order mail', () => {
  it('names the customer, the company, the address, the day, the lines and the total, and links to the order desk', () => {
    const mail = staffOrderMail(orderFixture(), 'sales@example.test', 'placed', base);
    expect(mail).toMatchObject({ to: 'sales@example.test', replyTo: 'ana@lacocina.example' });
    expect(mail.subject).toBe('New order 10001 from La Cocina: delivery Friday, November 27, 2026');
    expect(mail.text).toContain('Customer: Ana Ruiz\nCompany: La Cocina\nE-mail: ana@lacocina.example\nDelivery: Friday, November 27, 2026\n');
    expect(mail.text).toContain('Total: $1,441.45 (3 lines)');
    expect(mail.text).toContain('- Roma tomatoes: 1,250.5 lb × $1.10 = $1,375.55');
    expect(mail.text).toContain('Orders to manage: https://orders.example/orders/manage');
    expect(mail.html).toContain('<a href="https://orders.example/orders/manage">Orders to manage</a>');
  });

  it('says changed or cancelled, with the reason, and falls back to the name without a company', () => {
    const changed = staffOrderMail(orderFixture({ customer: { id: 'u', email: 'b@x.example', name: 'Bea', company: null } }), 's@x.example', 'changed', base);
    expect(changed.subject).toBe('Order 10001 changed (Bea): delivery Friday, November 27, 2026');
    expect(changed.text).toContain('Company: -');
    const cancelled = staffOrderMail(orderFixture({ status: 'cancelled', cancelReason: 'Duplicate' }), 's@x.example', 'cancelled', base);
    expect(cancelled.subject).toBe('Order 10001 cancelled (La Cocina): delivery Friday, November 27, 2026');
    expect(cancelled.text).toContain('Status: Cancelled');
    expect(cancelled.text).toContain('Reason for cancelling: Duplicate');
  });
});
