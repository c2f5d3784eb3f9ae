import type { Auth } from './auth/auth.js';
import type { Database } from './db/client.js';
import type { Logger } from './lib/logger.js';
import type { Mailer } from './lib/mail.js';
import type { ScheduledTask } from './lib/scheduler.js';
import { createActivityService } from './modules/activity/activity.service.js';
import { createAssistantService } from './modules/assistant/assistant.service.js';
import type { ModelReader } from './modules/assistant/model.js';
import { createCatalogueService } from './modules/catalogue/catalogue.service.js';
import { createCompanyService } from './modules/company/company.service.js';
import { createContactService } from './modules/contact/contact.service.js';
import { createDashboardService } from './modules/dashboard/dashboard.service.js';
import { createExportsService } from './modules/exports/exports.service.js';
import { createFilesService } from './modules/files/files.service.js';
import { createImportsService } from './modules/imports/imports.service.js';
import { createPriceListsService } from './modules/price-lists/price-lists.service.js';
import { createProductsService } from './modules/products/products.service.js';
import { createProfileService } from './modules/profile/profile.service.js';
import { createSecurityService } from './modules/security/security.service.js';
import { createSeoService } from './modules/seo/seo.service.js';
import { createUsersService } from './modules/users/users.service.js';
import { createBusinessService } from './modules/users/business.service.js';
import { createInvoicesService } from './modules/invoices/invoices.service.js';
import { createOrdersService } from './modules/orders/orders.service.js';
import { createDispatchService } from './modules/dispatch/dispatch.service.js';
import { createFulfilmentService } from './modules/fulfilment/fulfilment.service.js';
import { createStandingOrdersService } from './modules/standing-orders/standing-orders.service.js';
import { STANDING_ORDER_MAILS } from './modules/standing-orders/standing-orders.mail.js';
import { createSendsService } from './modules/sends/sends.service.js';
import { substitutionAskMail } from './modules/fulfilment/fulfilment.mail.js';
import { orderCancelledMail, orderChangedMail, orderPlacedMail, staffOrderMail } from './modules/orders/orders.mail.js';
import { createPriceAlertsService } from './modules/price-alerts/price-alerts.service.js';

export interface ServiceDeps {
  db: Database;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  baseUrl: string;
  /** Where contact messages go; the company e-mail when unset. */
  staffEmail?: string;
  /** The assistant's language model, when one is configured. */
  model?: ModelReader | null;
  /** The time now; tests set it (ordering's cutoffs). */
  clock?: () => Date;
  /** How long a price must stand before customers are alerted about its move (PRICE_ALERT_SETTLE_SECONDS). */
  priceAlertSettleSeconds?: number;
}

/** What an order mails its customer and the staff (orders.mail.ts). */
const ORDER_MAILS = { placed: orderPlacedMail, changed: orderChangedMail, cancelled: orderCancelledMail, staff: staffOrderMail };

/** Every module's service, built once from the app's dependencies: the routes get theirs from here. */
export function createServices(deps: ServiceDeps) {
  const { db, auth, mailer, logger, baseUrl } = deps;
  const orders = createOrdersService({ db, mailer, logger, baseUrl, staffEmail: deps.staffEmail, clock: deps.clock, mails: ORDER_MAILS });
  return {
    activity: createActivityService({ db }),
    business: createBusinessService({ db }),
    assistant: createAssistantService({ db, model: deps.model ?? null }),
    catalogue: createCatalogueService({ db }),
    company: createCompanyService({ db }),
    contact: createContactService({ db, mailer, logger, staffEmail: deps.staffEmail }),
    dashboard: createDashboardService({ db }),
    exports: createExportsService({ db }),
    files: createFilesService({ db, logger }),
    imports: createImportsService({ db }),
    invoices: createInvoicesService({ db, clock: deps.clock }),
    orders,
    dispatch: createDispatchService({ db, orders }),
    fulfilment: createFulfilmentService({ db, orders, mailer, logger, baseUrl, clock: deps.clock, askMail: substitutionAskMail }),
    standingOrders: createStandingOrdersService({ db, orders, mailer, logger, baseUrl, clock: deps.clock, mails: STANDING_ORDER_MAILS }),
    priceLists: createPriceListsService({ db }),
    priceAlerts: createPriceAlertsService({ db, mailer, logger, baseUrl, clock: deps.clock, settleSeconds: deps.priceAlertSettleSeconds }),
    products: createProductsService({ db, logger }),
    profile: createProfileService({ db, auth, mailer, baseUrl }),
    security: createSecurityService({ db }),
    seo: createSeoService({ db, baseUrl }),
    sends: createSendsService({ db, mailer, logger, baseUrl, clock: deps.clock }),
    users: createUsersService({ db, auth, mailer, baseUrl }),
  };
}

export type Services = ReturnType<typeof createServices>;

/**
 * What runs on a schedule (lib/scheduler.ts): each module's work that falls due with time rather
 * than with a request. Each claims its rows with a conditional update, so several instances may run it.
 */
export function scheduledTasks(services: Services): ScheduledTask[] {
  return [
    { name: 'list sends', run: (now) => services.sends.tick(now) },
    { name: 'standing-orders', run: (now) => services.standingOrders.tick(now) },
    { name: 'price-alerts', run: (now) => services.priceAlerts.tick(now) },
  ];
}
