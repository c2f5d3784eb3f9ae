import type { Role } from '@freshprice/shared';

/** Accounts the end-to-end server creates before it listens (test data only). */
export const E2E_USERS: Record<Role, { email: string; password: string; name: string }> = {
  admin: { email: 'admin@e2e.test', password: 'e2e-admin-password', name: 'Ada Admin' },
  seller: { email: 'seller@e2e.test', password: 'e2e-seller-password', name: 'Sam Seller' },
  customer: { email: 'customer@e2e.test', password: 'e2e-customer-password', name: 'Cora Customer' },
};

/**
 * A seller for the tests that sign out: sign-out ends every session of the account, which would end
 * the sessions of other tests running at the same time as the shared seller.
 */
export const E2E_SIGN_OUT_SELLER = { email: 'signout-seller@e2e.test', password: 'e2e-signout-password', name: 'Sol Seller' };

/** Customers the export tests send lists to, one per language, with a WhatsApp number each. */
export const E2E_EXPORT_CUSTOMERS = {
  en: { email: 'export-en@e2e.test', password: 'e2e-export-en-password', name: 'Eddie Export', phone: '+1 305 555 0101', language: 'en' },
  es: { email: 'export-es@e2e.test', password: 'e2e-export-es-password', name: 'Elena Exportación', phone: '305 555 0102', language: 'es' },
} as const;

/** Customers of the dense sheet test, one per language: each is sent a long list and prints it. */
export const E2E_SHEET_CUSTOMERS = {
  en: { email: 'sheet-en@e2e.test', password: 'e2e-sheet-en-password', name: 'Sheila Sheet', phone: '+1 305 555 0111', language: 'en' },
  es: { email: 'sheet-es@e2e.test', password: 'e2e-sheet-es-password', name: 'Susana Hoja', phone: '305 555 0112', language: 'es' },
} as const;

/**
 * Sellers of the assistant tests, one per language: a conversation and its "undo that" are the
 * user's, so two tests running at once must not share one.
 */
export const E2E_ASSISTANT_SELLERS = {
  en: { email: 'assistant-en@e2e.test', password: 'e2e-assistant-en-password', name: 'Ava Assistant' },
  es: { email: 'assistant-es@e2e.test', password: 'e2e-assistant-es-password', name: 'Alma Asistente' },
} as const;

/** Sellers of the assistant's layout test (two previews, the input bar, starting over), one per language. */
export const E2E_ASSISTANT_VIEW_SELLERS = {
  en: { email: 'assistant-view-en@e2e.test', password: 'e2e-assistant-view-en-password', name: 'Vera View' },
  es: { email: 'assistant-view-es@e2e.test', password: 'e2e-assistant-view-es-password', name: 'Vito Vista' },
} as const;

/** Sellers of the assistant's amount and large-move tests, one per language (a conversation is the user's). */
export const E2E_ASSISTANT_MOVE_SELLERS = {
  en: { email: 'assistant-moves-en@e2e.test', password: 'e2e-assistant-moves-en-password', name: 'Max Moves' },
  es: { email: 'assistant-moves-es@e2e.test', password: 'e2e-assistant-moves-es-password', name: 'Mar Movimientos' },
} as const;

/** The seller of the test that watches an open list refresh after an import and an assistant change (a conversation is the user's). */
export const E2E_FRESH_SELLER = { email: 'fresh-seller@e2e.test', password: 'e2e-fresh-seller-password', name: 'Fred Fresh' };

/**
 * Customers the dashboard and activity tests share lists with: the shared customer must keep having
 * none (the private products page tells such a customer how to get prices).
 */
export const E2E_LIST_CUSTOMERS = {
  dashboard: { email: 'dashboard-customer@e2e.test', password: 'e2e-dashboard-customer-password', name: 'Dana Dashboard' },
  activity: { email: 'activity-customer@e2e.test', password: 'e2e-activity-customer-password', name: 'Abel Activity' },
  drafts: { email: 'drafts-customer@e2e.test', password: 'e2e-drafts-customer-password', name: 'Drew Drafts' },
} as const;

/** One account per language for the mailed-code sign-in: a new code replaces the account's last one. */
export const E2E_CODE_USERS = {
  en: { email: 'code-en@e2e.test', password: 'e2e-code-en-password', name: 'Cody Code' },
  es: { email: 'code-es@e2e.test', password: 'e2e-code-es-password', name: 'Coral Código' },
} as const;

/**
 * Customers of the ordering tests, one per language and width: each gets a list of its own, and a
 * customer with one list orders from it directly (two lists would ask which).
 */
export const E2E_ORDER_CUSTOMERS = {
  'en-390': { email: 'order-en-390@e2e.test', password: 'e2e-order-en-390-password', name: 'Olga Order', language: 'en' },
  'en-1366': { email: 'order-en-1366@e2e.test', password: 'e2e-order-en-1366-password', name: 'Oscar Order', language: 'en' },
  'es-390': { email: 'order-es-390@e2e.test', password: 'e2e-order-es-390-password', name: 'Olivia Pedido', language: 'es' },
  'es-1366': { email: 'order-es-1366@e2e.test', password: 'e2e-order-es-1366-password', name: 'Orlando Pedido', language: 'es' },
} as const;

/** Customers of the catch-weight test: one per language, each ordering from its own one list. */
export const E2E_WEIGHT_CUSTOMERS = {
  en: { email: 'weight-en@e2e.test', password: 'e2e-weight-en-password', name: 'Wanda Weight', language: 'en' },
  es: { email: 'weight-es@e2e.test', password: 'e2e-weight-es-password', name: 'Walter Peso', language: 'es' },
} as const;

/**
 * Customers of the order desk's tests: one per language and width places the orders staff confirm and cancel
 * (the desk finds them by the company each gives itself),
 * and one per language has its business set by staff (a size change would move the others' minimum).
 */
export const E2E_DESK_CUSTOMERS = {
  'en-390': { email: 'desk-en-390@e2e.test', password: 'e2e-desk-en-390-password', name: 'Dora Desk' },
  'en-1366': { email: 'desk-en-1366@e2e.test', password: 'e2e-desk-en-1366-password', name: 'Dina Desk' },
  'es-390': { email: 'desk-es-390@e2e.test', password: 'e2e-desk-es-390-password', name: 'Dalia Despacho' },
  'es-1366': { email: 'desk-es-1366@e2e.test', password: 'e2e-desk-es-1366-password', name: 'Diego Despacho' },
  'business-en': { email: 'desk-business-en@e2e.test', password: 'e2e-desk-business-en-password', name: 'Bea Business' },
  'business-es': { email: 'desk-business-es@e2e.test', password: 'e2e-desk-business-es-password', name: 'Beto Negocio' },
  /** Has an order delivered and invoiced (invoices.spec.ts). */
  invoices: { email: 'desk-invoices@e2e.test', password: 'e2e-desk-invoices-password', name: 'Ivan Invoice' },
} as const;

/** Customers the dispatch test puts on a route (and reorders) and whose orders it picks. */
export const E2E_DISPATCH_CUSTOMERS = {
  first: { email: 'dispatch-first@e2e.test', password: 'e2e-dispatch-first-password', name: 'Fina Dispatch' },
  second: { email: 'dispatch-second@e2e.test', password: 'e2e-dispatch-second-password', name: 'Segundo Despacho' },
} as const;
/** The customer of the order desk's fulfilment test: short, substitute and weights on their order (reads Spanish). */
export const E2E_FULFILMENT_CUSTOMER = { email: 'fulfilment-es@e2e.test', password: 'e2e-fulfilment-es-password', name: 'Flor Faltante' } as const;

/** Customers of the standing-order test, one per language: each keeps a standing order of its own and answers its draft. */
export const E2E_STANDING_CUSTOMERS = {
  en: { email: 'standing-en@e2e.test', password: 'e2e-standing-en-password', name: 'Stan Standing', language: 'en' },
  es: { email: 'standing-es@e2e.test', password: 'e2e-standing-es-password', name: 'Estela Fija', language: 'es' },
} as const;

/** Customers of the price-alert test, one per language: each orders from a list of its own, whose prices the test moves. */
export const E2E_ALERT_CUSTOMERS = {
  en: { email: 'alerts-en@e2e.test', password: 'e2e-alerts-en-password', name: 'Alma Alert', language: 'en' },
  es: { email: 'alerts-es@e2e.test', password: 'e2e-alerts-es-password', name: 'Álvaro Aviso', language: 'es' },
} as const;

/**
 * Customers a list is sent to from the send page (list-send.spec.ts): two read English, one Spanish,
 * each with a WhatsApp number. The send test shares its lists only with them.
 */
export const E2E_SEND_CUSTOMERS = {
  ada: { email: 'send-ada@e2e.test', password: 'e2e-send-ada-password', name: 'Ada Envío', phone: '305 555 0171', language: 'en' },
  ben: { email: 'send-ben@e2e.test', password: 'e2e-send-ben-password', name: 'Ben Envío', phone: '305 555 0172', language: 'en' },
  eva: { email: 'send-eva@e2e.test', password: 'e2e-send-eva-password', name: 'Eva Envío', phone: '+52 55 5555 0173', language: 'es' },
} as const;
