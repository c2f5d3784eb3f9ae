/**
 * The text the product generates, in English and Spanish, typed by `Language`: one file per kind.
 * - sheet.ts: price sheets and WhatsApp price messages (laid out by ../price-sheet.ts)
 * - assistant-replies.ts: the assistant's replies (exported by ../assistant)
 * - contact-labels.ts: the contact form's choices, for the form and the staff's mail
 * - company-facts.ts: words around the company's hours (../company-format.ts formats them)
 * - account-mails.ts, contact-mails.ts, order-mails.ts: mails' subjects and bodies; the server addresses and sends them
 * - standing-order-mails.ts: a standing order's draft reminder and the notice that it could not be placed
 * - order-text.ts: units, statuses and the order PDF's labels (../order-format.ts writes quantities and dates)
 * - workbook-text.ts: the header rows of the spreadsheets (a list's prices, a comparison)
 * Logic (layout, splitting, number and date formats) stays beside its callers. The words the browser
 * shows live in apps/web/public/locales, not here.
 */
export * from './contact-labels.js';
export * from './account-mails.js';
export * from './contact-mails.js';
export * from './order-text.js';
export * from './order-mails.js';
export * from './dispatch-text.js';
export * from './invoice-text.js';
export * from './standing-order-mails.js';
export * from './price-alert-mails.js';
export * from './send-text.js';
export * from './workbook-text.js';
