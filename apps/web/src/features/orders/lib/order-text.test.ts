import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { ApiError } from '../../../lib/api-error';
import { countdownText, formatDeliveryDay, refusalMessage, type Translate } from './order-text';

const tIn = (language: 'en' | 'es'): Translate => i18next.getFixedT(language, 'orders') as unknown as Translate;

// 2026-11-26 is a Thursday; 13:00 UTC is 8:00 AM in Miami (EST).
const cutoff = (date: string) => `${date}T13:00:00.000Z`;

describe('the cutoff countdown', () => {
  it('counts hours and minutes to the chosen day’s cutoff, and names the day', () => {
    const now = new Date('2026-11-26T10:46:00Z'); // 5:46 AM in Miami
    expect(countdownText(tIn('en'), { date: '2026-11-26', cutoff: cutoff('2026-11-26') }, now, 'en')).toBe('Order in the next 2 h 14 min for delivery today');
    expect(countdownText(tIn('es'), { date: '2026-11-26', cutoff: cutoff('2026-11-26') }, now, 'es')).toBe('Pida dentro de 2 h 14 min para entrega hoy');
    expect(countdownText(tIn('en'), { date: '2026-11-27', cutoff: cutoff('2026-11-27') }, new Date('2026-11-26T22:00:00Z'), 'en')).toBe(
      'Order in the next 15 h 0 min for delivery tomorrow',
    );
    expect(countdownText(tIn('en'), { date: '2026-11-26', cutoff: cutoff('2026-11-26') }, new Date('2026-11-26T12:50:30Z'), 'en')).toBe(
      'Order in the next 9 min for delivery today',
    );
  });

  it('names a later day, and says a day is closed once its cutoff passed', () => {
    const now = new Date('2026-11-25T14:00:00Z');
    expect(countdownText(tIn('en'), { date: '2026-11-27', cutoff: cutoff('2026-11-27') }, now, 'en')).toBe('Order in the next 1 d 23 h for delivery on Friday, Nov 27');
    expect(formatDeliveryDay('2026-11-27', 'es')).toBe('viernes, 27 de nov');
    expect(countdownText(tIn('en'), { date: '2026-11-25', cutoff: cutoff('2026-11-25') }, now, 'en')).toBe('Orders for delivery today are closed');
  });
});

describe('a refusal in words', () => {
  it('says how much more the minimum needs, from the server’s fields.missing', () => {
    const error = new ApiError(422, 'below_minimum', 'Below the minimum', { missing: '62.00' });
    expect(refusalMessage(tIn('en'), error, 'en', { minimum: '250.00' })).toBe('Your order is below your $250.00 minimum: add $62.00 more to place it.');
    expect(refusalMessage(tIn('es'), error, 'es', { minimum: '250.00' })).toBe('Su pedido no llega a su mínimo de $250.00: agregue $62.00 más para hacerlo.');
  });

  it('has words for every code of the contract, no answer, and anything else', () => {
    const en = tIn('en');
    for (const code of ['past_cutoff', 'not_a_delivery_day', 'not_in_list', 'out_of_stock', 'invalid_quantity', 'order_locked', 'idempotency_key_reused']) {
      const text = refusalMessage(en, new ApiError(422, code, 'x'), 'en');
      expect(text, code).not.toMatch(/refusal\.|unknown/);
      expect(text).not.toBe(refusalMessage(en, new ApiError(422, 'something_else', 'x'), 'en'));
    }
    expect(refusalMessage(en, new ApiError(0, 'network_error', 'x'), 'en')).toMatch(/^No connection: your order is kept here/);
    expect(refusalMessage(en, new ApiError(500, 'internal', 'x'), 'en')).toMatch(/placed only once/);
    expect(refusalMessage(en, new Error('x'), 'en')).toBe('Your order could not be sent. Try again.');
  });
});
