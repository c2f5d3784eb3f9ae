import { orderCancelledText, orderChangedText, orderPlacedText, staffOrderText, type CompanyFacts, type Language, type Order, type OrderEvent } from '@freshprice/shared';
import type { MailMessage } from '../../lib/mail.js';

/**
 * Order mails addressed to one recipient: the customer's in their language, the staff's in English.
 * The words and both parts (text and HTML): packages/shared/src/text/order-mails.ts.
 */

/** The customer's confirmation: every line, the total and until when the order can change. */
export function orderPlacedMail(order: Order, to: string, language: Language, facts: CompanyFacts, baseUrl: string): MailMessage {
  return { to, ...orderPlacedText(order, language, facts, baseUrl) };
}

/** The customer's order as it stands after a change. */
export function orderChangedMail(order: Order, to: string, language: Language, facts: CompanyFacts, baseUrl: string): MailMessage {
  return { to, ...orderChangedText(order, language, facts, baseUrl) };
}

/** The customer's order was cancelled: staff's reason when given (else the order's), and the company's phone. */
export function orderCancelledMail(order: Order, to: string, language: Language, facts: CompanyFacts, baseUrl: string, reason?: string | null): MailMessage {
  return { to, ...orderCancelledText(order, language, facts, baseUrl, reason) };
}

/** The staff's notice of a new, changed or cancelled order; answering it writes to the customer. */
export function staffOrderMail(order: Order, to: string, event: OrderEvent, baseUrl: string): MailMessage {
  return { to, replyTo: order.customer.email, ...staffOrderText(order, event, baseUrl) };
}
