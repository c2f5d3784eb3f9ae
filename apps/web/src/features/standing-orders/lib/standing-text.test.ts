import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { MAX_STANDING_ORDERS, STANDING_ORDER_REFUSALS } from '@freshprice/shared';
import { ApiError } from '../../../lib/api-error';
import { writeError, type Translate } from './standing-text';

const tIn = (language: 'en' | 'es'): Translate => i18next.getFixedT(language, 'standingOrders') as unknown as Translate;

describe('a refused write in words', () => {
  it('has words for each refusal of standing orders, in both languages', () => {
    for (const language of ['en', 'es'] as const) {
      const unknown = writeError(tIn(language), new ApiError(409, 'nothing_like_this', 'x'), language);
      for (const code of STANDING_ORDER_REFUSALS) {
        const text = writeError(tIn(language), new ApiError(409, code, 'x'), language);
        expect(text, `${language} ${code}`).not.toBe(unknown);
        expect(text).not.toContain('{{');
      }
    }
    expect(writeError(tIn('en'), new ApiError(409, 'too_many_standing_orders', 'x'), 'en')).toContain(`at most ${MAX_STANDING_ORDERS} standing orders`);
  });
});
