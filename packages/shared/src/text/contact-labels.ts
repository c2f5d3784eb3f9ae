import type { CONTACT_REASONS, PURCHASE_SIZES } from '../contact.js';
import type { Language } from '../language.js';

/**
 * What the contact form's choices are called, for the form and for the mail the staff receive:
 * one table, so the mail never shows a raw code such as "purchase_inquiry".
 */
export const CONTACT_REASON_LABELS: Record<Language, Record<(typeof CONTACT_REASONS)[number], string>> = {
  en: {
    request_price_list: 'Request a price list',
    purchase_inquiry: 'Purchase inquiry',
    check_availability: 'Check product availability',
    delivery_question: 'Delivery question',
    account_setup: 'Open an account',
    payment_options: 'Payment options',
    product_question: 'Question about a product',
    other: 'Other',
  },
  es: {
    request_price_list: 'Solicitar lista de precios',
    purchase_inquiry: 'Consulta de compra',
    check_availability: 'Consultar disponibilidad de productos',
    delivery_question: 'Pregunta sobre entregas',
    account_setup: 'Abrir una cuenta',
    payment_options: 'Opciones de pago',
    product_question: 'Pregunta sobre un producto',
    other: 'Otro',
  },
};

export const PURCHASE_SIZE_LABELS: Record<Language, Record<(typeof PURCHASE_SIZES)[number], string>> = {
  en: {
    under_100: 'Under $100',
    '100_250': '$100 – $250',
    '250_500': '$250 – $500',
    '500_1000': '$500 – $1,000',
    '1000_2500': '$1,000 – $2,500',
    '2500_5000': '$2,500 – $5,000',
    over_5000: 'Over $5,000',
  },
  es: {
    under_100: 'Menos de $100',
    '100_250': '$100 – $250',
    '250_500': '$250 – $500',
    '500_1000': '$500 – $1,000',
    '1000_2500': '$1,000 – $2,500',
    '2500_5000': '$2,500 – $5,000',
    over_5000: 'Más de $5,000',
  },
};
