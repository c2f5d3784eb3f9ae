import { z } from 'zod';
import { TIERS } from './catalogue.js';
import { cursorPageSchema, moneyOut, wholeNumberParam } from './contract.js';
import { MAX_ORDER_LINES, WEEKDAYS } from './order-rules.js';
import { FULFILMENT_STATUSES } from './fulfilment-rules.js';
import { lineFulfilmentShape, orderFulfilmentShape } from './fulfilment.js';

/**
 * `/api/orders`: customers order from their own shared price lists; staff confirm and cancel. The
 * shapes of the contract (issue "Ordering") are kept exactly; pages read a few more fields beside them.
 */

/** An order's way from placed to delivered (fulfilment-rules.ts says who moves it where). */
export const ORDER_STATUSES = FULFILMENT_STATUSES;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The refusal codes of the contract: every one answers 4xx with `{ error: { code, message, fields? } }`. */
export const ORDER_REFUSALS = [
  'below_minimum',
  'past_cutoff',
  'not_a_delivery_day',
  'not_in_list',
  'out_of_stock',
  'invalid_quantity',
  'order_locked',
] as const;
export type OrderRefusal = (typeof ORDER_REFUSALS)[number];

export const ORDER_NOTE_MAX = 1000;
export const CANCEL_REASON_MAX = 500;

const isoDate = z.iso.date();

/** `GET /api/orders/options?priceList=` */
export const orderOptionsQuerySchema = z.object({ priceList: z.string().min(1).max(200) });
export const orderOptionsSchema = z
  .object({
    deliveryDates: z.array(z.object({ date: isoDate, cutoff: z.string() })),
    /** The caller's minimum order (null: none, or waived). */
    minimum: moneyOut.nullable(),
    currency: z.literal('USD'),
  })
  .meta({ id: 'OrderOptions' });
export type OrderOptions = z.infer<typeof orderOptionsSchema>;

/** Why a day is not offered, for the order page (the API's refusal code and the finer reason). */
export const dayRefusalReasons = ['cutoffPassed', 'past', 'closed', 'holiday', 'notYourDay', 'tooFar'] as const;

/**
 * `GET /api/orders/planner?priceList=`: what the order page shows beside the options: the next two
 * weeks with the reason a day is not offered, the items ordered lately, and the caller's business.
 */
export const orderPlannerSchema = z
  .object({
    calendar: z.array(
      z.object({
        date: isoDate,
        cutoff: z.string(),
        available: z.boolean(),
        reason: z.enum(dayRefusalReasons).nullable(),
      }),
    ),
    minimum: moneyOut.nullable(),
    size: z.enum(TIERS),
    /** Product ids ordered from any list in the last 90 days, most ordered first. */
    usualProducts: z.array(z.string()),
    /** Staff allowed one order past today's cutoff. */
    lateOrderAllowed: z.boolean(),
    now: z.string(),
  })
  .meta({ id: 'OrderPlanner' });
export type OrderPlanner = z.infer<typeof orderPlannerSchema>;

/**
 * A line as asked for. The quantity is checked by the service (`invalid_quantity`), not here, so that
 * a zero or a negative gets the contract's code rather than a generic validation failure.
 */
export const orderLineInputSchema = z.object({
  /** The product's id or slug. */
  product: z.string().min(1).max(200),
  quantity: z.unknown().meta({ type: 'number', description: 'In the item\'s unit: positive, at most two decimals, at most 9999' }),
});
export const placeOrderInputSchema = z.object({
  priceList: z.string().min(1).max(200),
  deliveryDate: isoDate,
  lines: z.array(orderLineInputSchema).min(1).max(MAX_ORDER_LINES),
  note: z.string().max(ORDER_NOTE_MAX).optional(),
});
export type PlaceOrderInput = z.infer<typeof placeOrderInputSchema>;

export const changeOrderInputSchema = z
  .object({
    lines: z.array(orderLineInputSchema).min(1).max(MAX_ORDER_LINES).optional(),
    note: z.string().max(ORDER_NOTE_MAX).nullable().optional(),
  })
  .refine((v) => v.lines !== undefined || v.note !== undefined, { message: 'Nothing to change' });
export type ChangeOrderInput = z.infer<typeof changeOrderInputSchema>;

export const cancelOrderInputSchema = z.object({ reason: z.string().trim().max(CANCEL_REASON_MAX).optional() });
/** `POST /api/orders/{id}/status` (staff): the next status on the way, or one step back. */
export const orderStatusInputSchema = z.object({ status: z.enum(ORDER_STATUSES).exclude(['cancelled']) });
export const confirmOrdersInputSchema = z.object({ ids: z.array(z.uuid()).min(1).max(200) });

export const orderLineSchema = z
  .object({
    /** The product's id. */
    product: z.string(),
    slug: z.string().nullable(),
    /** In the caller's language; `names` has both. */
    name: z.string(),
    names: z.object({ en: z.string(), es: z.string() }),
    quantity: z.number(),
    unit: z.string(),
    pack: z.object({ en: z.string(), es: z.string() }),
    /** The list's price when the line was placed: it never changes afterwards. */
    price: moneyOut,
    total: moneyOut,
    /** The desk's: shorts, credits, catch weight and the substitute (fulfilment.ts). */
    ...lineFulfilmentShape,
  })
  .meta({ id: 'OrderLine' });
export type OrderLine = z.infer<typeof orderLineSchema>;

const orderCustomerSchema = z.object({ id: z.string(), email: z.string(), name: z.string(), company: z.string().nullable() });

export const orderSchema = z
  .object({
    id: z.string(),
    number: z.string(),
    status: z.enum(ORDER_STATUSES),
    deliveryDate: isoDate,
    total: moneyOut,
    /** Some line is sold by weight: the total is an estimate, billed at the weight packed. */
    estimated: z.boolean(),
    lines: z.array(orderLineSchema),
    currency: z.literal('USD'),
    note: z.string().nullable(),
    /** When orders for its delivery date close: changes and cancelling end then. */
    cutoff: z.string(),
    /** Before the cutoff and not cancelled: the customer may still change or cancel it. */
    editable: z.boolean(),
    priceList: z.object({ id: z.string().nullable(), slug: z.string().nullable(), name: z.string() }),
    customer: orderCustomerSchema,
    placedAt: z.string(),
    updatedAt: z.string(),
    confirmedAt: z.string().nullable(),
    cancelledAt: z.string().nullable(),
    cancelReason: z.string().nullable(),
    /** Every status it has had, oldest first, with when; staff also see who. */
    history: z.array(z.object({ status: z.enum(ORDER_STATUSES), at: z.string(), by: z.string().nullable().optional() })),
    /** The desk's: credits, the weights' settlement, the minimum (fulfilment.ts). */
    ...orderFulfilmentShape,
    /** The order's invoice, once delivered. */
    invoice: z.object({ id: z.string(), number: z.string() }).nullable(),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof orderSchema>;

export const orderSummarySchema = orderSchema
  .omit({ lines: true, note: true, history: true, credit: true, weights: true, belowMinimum: true, invoice: true })
  .extend({ lineCount: z.number().int() })
  .meta({ id: 'OrderSummary' });
export type OrderSummary = z.infer<typeof orderSummarySchema>;
export const orderPageSchema = cursorPageSchema(orderSummarySchema);
export type OrderPage = z.infer<typeof orderPageSchema>;

export const ORDERS_PAGE_DEFAULT = 50;
export const ordersQuerySchema = z.object({
  /** Delivery date. */
  date: isoDate.optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  /** Staff: a customer's user id. */
  customer: z.string().max(100).optional(),
  /** Staff: part of the order number, or of the customer's e-mail, name or company. */
  q: z.string().trim().max(100).optional(),
  cursor: z.string().max(300).optional(),
  limit: wholeNumberParam(1, 200).default(ORDERS_PAGE_DEFAULT),
});
export type OrdersQuery = z.infer<typeof ordersQuerySchema>;

/** `POST /api/orders/{id}/reorder`: the order's lines at today's prices, with what changed, to fill a cart. */
export const reorderSchema = z
  .object({
    priceList: z.string(),
    lines: z.array(
      z.object({
        product: z.string(),
        name: z.string(),
        quantity: z.number(),
        /** Today's price; null when the item is no longer on the list. */
        price: moneyOut.nullable(),
        was: moneyOut,
        status: z.enum(['same', 'up', 'down', 'gone', 'out_of_stock']),
      }),
    ),
  })
  .meta({ id: 'Reorder' });
export type Reorder = z.infer<typeof reorderSchema>;

/** A customer's business: company and address are theirs to give; the rest staff set. */
export const businessSchema = z
  .object({
    company: z.string().nullable(),
    address: z.string().nullable(),
    size: z.enum(TIERS),
    /** Null: every day the trucks run. */
    deliveryDays: z.array(z.enum(WEEKDAYS)).nullable(),
    substitutions: z.boolean(),
    /** How far a substitute may differ in price, in percent (null: any). */
    substitutionLimit: z.number().int().min(0).max(100).nullable(),
    minimumWaived: z.boolean(),
    /** One order past the cutoff is allowed; used up by that order. */
    lateOrderAllowed: z.boolean(),
    /** The customer's name in QuickBooks, which invoices are exported under (null: the company name, else the name). */
    quickbooksName: z.string().nullable(),
  })
  .meta({ id: 'Business' });
export type Business = z.infer<typeof businessSchema>;

export const COMPANY_NAME_MAX = 120;
export const ADDRESS_MAX = 300;
/** QuickBooks Desktop allows 41 characters in a customer name. */
export const QUICKBOOKS_NAME_MAX = 41;
export const businessInputSchema = z.object({
  company: z.string().trim().max(COMPANY_NAME_MAX).nullable().optional(),
  address: z.string().trim().max(ADDRESS_MAX).nullable().optional(),
  size: z.enum(TIERS).optional(),
  deliveryDays: z.array(z.enum(WEEKDAYS)).min(1).max(7).nullable().optional(),
  substitutions: z.boolean().optional(),
  substitutionLimit: z.number().int().min(0).max(100).nullable().optional(),
  minimumWaived: z.boolean().optional(),
  lateOrderAllowed: z.boolean().optional(),
  quickbooksName: z.string().trim().max(QUICKBOOKS_NAME_MAX).nullable().optional(),
});
export type BusinessInput = z.infer<typeof businessInputSchema>;
/** What a customer may change of their own business (on their profile). */
export const ownBusinessInputSchema = businessInputSchema.pick({ company: true, address: true });
