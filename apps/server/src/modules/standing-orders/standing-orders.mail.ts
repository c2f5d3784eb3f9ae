import { draftFailedText, draftReminderText } from '@freshprice/shared';
import type { StandingOrderMails } from './standing-orders.context.js';

/**
 * The mails of standing orders, to the customer in their language; the words and both parts are in
 * packages/shared/src/text/standing-order-mails.ts.
 */
export const STANDING_ORDER_MAILS: StandingOrderMails = {
  reminder: (draft, token, to, language, facts, baseUrl) => ({ to, ...draftReminderText(draft, token, language, facts, baseUrl) }),
  failed: (draft, to, language, facts, baseUrl) => ({ to, ...draftFailedText(draft, language, facts, baseUrl) }),
};
