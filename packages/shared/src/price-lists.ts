import { z } from 'zod';
import { CATEGORIES, TIERS } from './catalogue.js';
import { isUuid } from './paging.js';
import { ADJUSTMENT_KINDS, describeAdjustment, LARGE_MOVE_DEFAULT_BP, ROUNDINGS, type Adjustment } from './pricing.js';
import { ONE_LINE_TEXT, slugify } from './products.js';
import { LANGUAGES, type Language } from './language.js';

/**
 * Price lists: the requests and responses of `/api/price-lists`, written once. The server validates
 * and documents its routes with these; the web derives its types from them.
 *
 * `{ref}` in a path is a list's slug (`small-business`) or its uuid: links keep working when a list
 * is renamed, and the import names lists by slug.
 */

/** How many days a price change stays marked "Updated" (SPEC: recent-updates window). */
export const RECENT_CHANGE_DAYS = 7;
/** An item's net change over RECENT_CHANGE_DAYS (see `recentChange`). */
export const RECENT_CHANGES = ['up', 'down', 'new'] as const;
export type RecentChange = (typeof RECENT_CHANGES)[number];
/** Items a single save may change (a whole 10,000-item list). */
export const PRICE_SAVE_MAX_CHANGES = 10_000;
export const PRICE_LIST_NAME_MAX = 120;
export const PRICE_LIST_DESCRIPTION_MAX = 500;
export const PRICE_LIST_REASON_MAX = 200;

/**
 * A list's name: one line, like a product's name (ONE_LINE_TEXT): no line break, control or invisible
 * format character (a bidi override among them) can reach the WhatsApp message, the PDF or a title.
 */
export const priceListNameSchema = z.string().trim().min(1, 'nameRequired').max(PRICE_LIST_NAME_MAX).regex(ONE_LINE_TEXT, 'textInvalid');

/**
 * The standard lists (templates), created by the first migration with English names. Their slugs
 * cannot change, so a template whose stored name (or description) is still the standard one is shown
 * in the reader's language; a name someone typed is a name and is shown as typed.
 */
export const STANDARD_LISTS: Record<string, Record<Language, { name: string; description: string }>> = {
  'small-business': {
    en: { name: 'Small business', description: 'Standard prices for small businesses' },
    es: { name: 'Pequeña empresa', description: 'Precios estándar para pequeñas empresas' },
  },
  'medium-business': {
    en: { name: 'Medium business', description: 'Standard prices for medium businesses' },
    es: { name: 'Mediana empresa', description: 'Precios estándar para medianas empresas' },
  },
  'large-business': {
    en: { name: 'Large business', description: 'Standard prices for large businesses, with volume discounts' },
    es: { name: 'Gran empresa', description: 'Precios estándar para grandes empresas, con descuentos por volumen' },
  },
};

const standardOf = (slug: string) => (Object.hasOwn(STANDARD_LISTS, slug) ? STANDARD_LISTS[slug] : undefined);

/** A list's name in the reader's language: a standard list's own name translated, any other as stored. */
export function listName(list: { slug: string; name: string }, language: Language): string {
  const standard = standardOf(list.slug);
  return standard && list.name === standard.en.name ? standard[language].name : list.name;
}

/**
 * A list's note (to customers or to staff) in the reader's language: the standard lists' own notes
 * translated (the first migration wrote them, a later one moved them to the staff note), any other as typed.
 */
export function listNote(list: { slug: string }, text: string | null | undefined, language: Language): string | null {
  const standard = standardOf(list.slug);
  return standard && text === standard.en.description ? standard[language].description : (text ?? null);
}

/**
 * The name a duplicate gets when none is given: the source's name as the person copying reads it,
 * with "(copy)" / "(copia)" in their language. Once stored it is a name like any other.
 */
export function copyName(list: { slug: string; name: string }, language: Language): string {
  return `${listName(list, language)} ${language === 'es' ? '(copia)' : '(copy)'}`.slice(0, PRICE_LIST_NAME_MAX);
}

const money = z.string().regex(/^\d+\.\d{2}$/);
/** A signed amount of money ("-1.25"): differences and changes. */
export const signedMoneyOut = z.string().regex(/^-?\d+\.\d{2}$/);
/** Money as a client sends it: a plain decimal with at most two places, at most 99,999,999.99. */
export const moneyIn = z.string().trim().regex(/^\d{1,8}(\.\d{1,2})?$/, 'invalidPrice');

/** Words of the API and page paths beside `{ref}` (`/api/price-lists/compare`): no list may take them as slug. */
export const RESERVED_PRICE_LIST_SLUGS = ['compare', 'preview', 'settings', 'new'] as const;

/**
 * The slugs a list named `name` may get, best first: the name as a slug (at most 60 characters,
 * 'price-list' when nothing is left, never shaped like an id: `{ref}` would take it for one), then
 * `x-2`, `x-3`, ... Reserved words are skipped; the caller takes the first one not in use.
 */
export function* slugCandidates(name: string): Generator<string> {
  const fromName = slugify(name).slice(0, 60).replace(/-+$/, '') || 'price-list';
  const base = isUuid(fromName) ? `list-${fromName}`.slice(0, 60) : fromName;
  const reserved = (slug: string) => (RESERVED_PRICE_LIST_SLUGS as readonly string[]).includes(slug);
  if (!reserved(base)) yield base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    yield `${base.slice(0, 60 - suffix.length).replace(/-+$/, '')}${suffix}`;
  }
}

export const priceListSlugSchema = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'invalidSlug')
  .refine((s) => !(RESERVED_PRICE_LIST_SLUGS as readonly string[]).includes(s), 'slugReserved')
  // `{ref}` in a path is a slug or an id: a slug shaped like an id would name no list.
  .refine((s) => !isUuid(s), 'invalidSlug');

/** The largest percent adjustment, in basis points (1000%). */
export const ADJUSTMENT_MAX_PERCENT_BP = 100_000;

export const adjustmentSchema = z
  .object({
    kind: z.enum(ADJUSTMENT_KINDS),
    direction: z.enum(['up', 'down']),
    /** Basis points for a percent (800 = 8%), cents for an amount. */
    value: z.number().int().min(0).max(100_000_000),
    rounding: z.enum(ROUNDINGS),
  })
  .refine((a) => !(a.kind === 'percent' && a.direction === 'down' && a.value >= 10_000), {
    message: 'A decrease must be less than 100%.',
    path: ['value'],
  })
  .refine((a) => !(a.kind === 'percent' && a.value > ADJUSTMENT_MAX_PERCENT_BP), {
    message: 'A percent adjustment can be at most 1000%.',
    path: ['value'],
  })
  .meta({ id: 'Adjustment' });

export const PRICE_LIST_KINDS = ['template', 'customer'] as const;
export type PriceListKind = (typeof PRICE_LIST_KINDS)[number];

const listRef = z.object({ id: z.string(), slug: z.string(), name: z.string() });
export type PriceListRef = z.infer<typeof listRef>;

export const customerSchema = z.object({ id: z.string(), name: z.string(), email: z.string() }).meta({ id: 'Customer' });
export type Customer = z.infer<typeof customerSchema>;
/** `GET /api/customers`: users with the customer role, for sharing lists (staff). */
export const customerListSchema = z.object({ items: z.array(customerSchema) });

export const priceListSummarySchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    /** The note to customers: shown and printed to them ("Customers see this"). */
    description: z.string().nullable(),
    kind: z.enum(PRICE_LIST_KINDS),
    tier: z.enum(TIERS).nullable(),
    version: z.number().int(),
    itemCount: z.number().int(),
    /** The last save. */
    updatedAt: z.string(),
    // Staff only: a customer's answer has none of these keys (STAFF_ONLY_LIST_FIELDS, ADR 017).
    /** Staff only: the note staff keep for themselves (formulas, margins); never sent to customers. */
    staffNote: z.string().nullable().optional(),
    /** Staff only: the list it was made from, or follows when `linked`. */
    base: listRef.nullable().optional(),
    /** Staff only. */
    linked: z.boolean().optional(),
    /** Staff only. */
    adjustment: adjustmentSchema.nullable().optional(),
    /** Staff only: the customers it is shared with. */
    sharedWith: z.array(customerSchema).optional(),
    /** Staff only: who saved it last. */
    updatedBy: z.string().nullable().optional(),
  })
  .meta({ id: 'PriceListSummary' });
export type PriceListSummary = z.infer<typeof priceListSummarySchema>;
/** The keys of a list, its items and an item's history that only staff receive (ADR 017). */
export const STAFF_ONLY_LIST_FIELDS = ['staffNote', 'base', 'linked', 'adjustment', 'sharedWith', 'updatedBy', 'minMarginBp'] as const;
export const STAFF_ONLY_ITEM_FIELDS = ['overridden', 'cost', 'basePrice'] as const;
/** `GET /api/price-lists`: every list (staff) or the lists shared with the caller (customer). */
export const priceListIndexSchema = z.object({ items: z.array(priceListSummarySchema) });

export const priceListItemSchema = z
  .object({
    productId: z.string(),
    productSlug: z.string(),
    nameEn: z.string(),
    nameEs: z.string(),
    category: z.enum(CATEGORIES).nullable(),
    unit: z.string(),
    packEn: z.string(),
    packEs: z.string(),
    inStock: z.boolean(),
    imageUrl: z.string().nullable(),
    /** Catch weight: `price` is per lb, ordered in whole cases of about `caseWeight` lb. */
    soldByWeight: z.boolean(),
    caseWeight: z.string().nullable(),
    price: money,
    /** Minimum order quantity, when the list sets one. */
    quantity: z.string().nullable(),
    /** Staff only (absent for a customer): in a linked list, set by hand, not following the base. */
    overridden: z.boolean().optional(),
    changedAt: z.string(),
    /**
     * The net change over the last RECENT_CHANGE_DAYS days, measured against the price the item had
     * when the window began (a change and its rollback is no change): 'new' when the item entered the
     * list in the window, null when its price is what it was then.
     */
    recentChange: z.enum(RECENT_CHANGES).nullable(),
    /** The price when the window began, when `recentChange` is 'up' or 'down'; else null. */
    previousPrice: money.nullable(),
    /** Staff only (absent for a customer): what the product costs, and the base's price in a linked list. */
    cost: money.nullable().optional(),
    basePrice: money.nullable().optional(),
    /** Staff only: a product the import made and nobody published yet (a customer never receives one). Sheets and messages leave it out. */
    draft: z.boolean().optional(),
  })
  .meta({ id: 'PriceListItem' });
export type PriceListItem = z.infer<typeof priceListItemSchema>;

/** `GET /api/price-lists/{ref}`: the list with all its items, in category then English name order. */
export const priceListDetailSchema = priceListSummarySchema
  /** `minMarginBp`: staff only (absent for a customer). */
  .extend({ items: z.array(priceListItemSchema), minMarginBp: z.number().int().optional() })
  .meta({ id: 'PriceListDetail' });
export type PriceListDetail = z.infer<typeof priceListDetailSchema>;

/** `POST /api/price-lists` */
export const createPriceListInputSchema = z.object({
  name: priceListNameSchema,
  /** Made from the name when absent. */
  slug: priceListSlugSchema.optional(),
  /** The note to customers. */
  description: z.string().trim().max(PRICE_LIST_DESCRIPTION_MAX).optional(),
  /** The staff's own note, never sent to customers. */
  staffNote: z.string().trim().max(PRICE_LIST_DESCRIPTION_MAX).optional(),
  source: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('empty') }),
    z.object({
      kind: z.literal('copy'),
      /** The base list's slug or id (a template or any list). */
      from: z.string().min(1),
      adjustment: adjustmentSchema.nullable(),
      /** Follow the base from now on (needs an adjustment; 0% is fine) instead of a one-time copy. */
      linked: z.boolean(),
    }),
  ]),
  /** Confirms creating with prices below the margin floor. */
  confirmBelowFloor: z.boolean().optional(),
  /** Confirms creating with prices at $0.00 or moved from the base's by more than the large-move setting. */
  confirmLargeMoves: z.boolean().optional(),
  sharedWith: z.array(z.string()).max(1000).optional(),
});
export type CreatePriceListInput = z.infer<typeof createPriceListInputSchema>;

/** What `moveFlag` says of a price move that needs a confirmation. */
export const moveFlagSchema = z.enum(['zero', 'largeUp', 'largeDown']);

/** `POST /api/price-lists/preview`: the prices a new list made from `from` would get. */
export const previewPriceListInputSchema = z.object({ from: z.string().min(1), adjustment: adjustmentSchema.nullable() });
export const previewPriceListSchema = z.object({
  items: z.array(
    z.object({
      productId: z.string(),
      nameEn: z.string(),
      nameEs: z.string(),
      basePrice: money,
      price: money,
      cost: money.nullable(),
      belowFloor: z.boolean(),
      /** The move from the base price that needs a confirmation (`moveFlag`), or null. */
      flag: moveFlagSchema.nullable(),
    }),
  ),
  belowFloor: z.number().int(),
  /** Prices that would be $0.00, and prices moved from the base's by more than `largeMoveBp`. */
  zero: z.number().int(),
  large: z.number().int(),
  largeMoveBp: z.number().int(),
});
export type PriceListPreview = z.infer<typeof previewPriceListSchema>;

/** `PATCH /api/price-lists/{ref}`: details and the base rule. `version` is the one the form was loaded at. */
export const updatePriceListInputSchema = z.object({
  version: z.number().int(),
  name: priceListNameSchema.optional(),
  slug: priceListSlugSchema.optional(),
  description: z.string().trim().max(PRICE_LIST_DESCRIPTION_MAX).nullable().optional(),
  staffNote: z.string().trim().max(PRICE_LIST_DESCRIPTION_MAX).nullable().optional(),
  /** null: no base (a linked list stops following and keeps its prices). */
  base: z
    .object({ from: z.string().min(1), linked: z.boolean(), adjustment: adjustmentSchema.nullable() })
    .nullable()
    .optional(),
  confirmBelowFloor: z.boolean().optional(),
  /** Confirms the prices a new adjustment or base sets to $0.00 or moves by more than the large-move setting. */
  confirmLargeMoves: z.boolean().optional(),
});
export type UpdatePriceListInput = z.infer<typeof updatePriceListInputSchema>;

/** `POST /api/price-lists/{ref}/duplicate`: a one-time copy with the same prices, not shared. */
export const duplicatePriceListInputSchema = z.object({
  /** Absent: the source's name with " (copy)"; the web sends `copyName` in the reader's language. */
  name: priceListNameSchema.optional(),
  slug: priceListSlugSchema.optional(),
});

/** `PUT /api/price-lists/{ref}/shares`: exactly these customers. */
export const sharePriceListInputSchema = z.object({ userIds: z.array(z.string()).max(1000) });
export const sharePriceListResultSchema = z.object({ sharedWith: z.array(customerSchema) });

export const priceChangeSchema = z.object({
  productId: z.string(),
  /** null removes the product from the list. */
  price: moneyIn.nullable(),
  quantity: moneyIn.nullable().optional(),
  /** In a linked list: false clears an override (the price follows the base again; `price` is ignored). */
  override: z.boolean().optional(),
});
export type PriceChange = z.infer<typeof priceChangeSchema>;

/** `POST /api/price-lists/{ref}/save`: one version. `version` is the one the edits were made on. */
export const savePricesInputSchema = z.object({
  version: z.number().int(),
  reason: z.string().trim().max(PRICE_LIST_REASON_MAX).optional(),
  confirmBelowFloor: z.boolean().optional(),
  /** Confirms the moves the dry run reported in `largeMoves` (to $0.00, or by more than the large-move setting). */
  confirmLargeMoves: z.boolean().optional(),
  /** Checks and reports everything, writes nothing: what the save would do (the linked lists too). */
  dryRun: z.boolean().optional(),
  changes: z.array(priceChangeSchema).min(1).max(PRICE_SAVE_MAX_CHANGES),
});
export type SavePricesInput = z.infer<typeof savePricesInputSchema>;

/** A price move that needs a confirmation before it is saved (see `moveFlag`). */
export const largeMoveSchema = z.object({
  /** null: the list being saved (or created); otherwise the slug of a linked list that follows it. */
  list: z.string().nullable(),
  productId: z.string(),
  nameEn: z.string(),
  nameEs: z.string(),
  /** null: a product new in the list (only a $0.00 price is flagged then). */
  old: money.nullable(),
  new: money,
  flag: moveFlagSchema,
  /** The change in percent (2 decimals), null when there was no old price or it was 0. */
  percent: z.number().nullable(),
});
export type LargeMove = z.infer<typeof largeMoveSchema>;

const linkedOutcome = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  /** The linked list's new version (null in a dry run or when nothing changed in it). */
  version: z.number().int().nullable(),
  added: z.number().int(),
  changed: z.number().int(),
  removed: z.number().int(),
  belowFloor: z.number().int(),
});

export const savePricesResultSchema = z
  .object({
    /** The new version; null in a dry run or when the changes changed nothing. */
    version: z.number().int().nullable(),
    added: z.number().int(),
    changed: z.number().int(),
    removed: z.number().int(),
    /** Prices below cost plus the minimum margin, in this list. */
    belowFloor: z.array(z.object({ productId: z.string(), price: money, floor: money })),
    /** Linked lists that follow this one (directly or through a chain) and what the save does to them. */
    linked: z.array(linkedOutcome),
    /**
     * The moves that need a confirmation (`confirmLargeMoves`), in this list (`list` null) and in the
     * linked lists that follow it (`list`: their slug): prices to $0.00 and moves by more than `largeMoveBp`.
     */
    largeMoves: z.array(largeMoveSchema).default([]),
    /** The large-move setting the moves were checked against (basis points of the old price). */
    largeMoveBp: z.number().int().default(LARGE_MOVE_DEFAULT_BP),
  })
  .meta({ id: 'SavePricesResult' });
export type SavePricesResult = z.infer<typeof savePricesResultSchema>;

/**
 * A save refused because the list moved on: `error.code` is `version_conflict` and `error.fields`
 * holds `version` (the current one), `savedBy` (e-mail or empty) and `savedAt` (ISO time).
 */
export const VERSION_CONFLICT = 'version_conflict';
/** A save with prices below the floor and no confirmation: `error.code`, fields per product id. */
export const BELOW_FLOOR = 'below_floor';
/**
 * A save with prices to $0.00 or moved by more than the large-move setting and no `confirmLargeMoves`:
 * `error.code`, fields per product id (`slug:productId` in a linked list) with `largeMove` or `zeroPrice`.
 */
export const LARGE_MOVE = 'large_move';

const adjustmentFact = z.object({ kind: z.enum(ADJUSTMENT_KINDS), direction: z.enum(['up', 'down']), value: z.number().int(), rounding: z.enum(ROUNDINGS) });
const listFact = z.object({ slug: z.string(), name: z.string() });

/**
 * Why the system (not a person) made a version, as facts: the web renders it in the reader's
 * language. The version's `reason` keeps the English text of it for other readers (activity, API).
 */
export const versionReasonCodeSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('rollback'), version: z.number().int() }),
    z.object({ kind: z.literal('import'), file: z.string() }),
    z.object({ kind: z.literal('import_undo'), file: z.string() }),
    z.object({ kind: z.literal('assistant'), request: z.string() }),
    /** A linked list following its base's new version. */
    z.object({ kind: z.literal('base'), list: listFact, version: z.number().int() }),
    /** A linked list's rule changed (and maybe its base). */
    z.object({ kind: z.literal('adjustment'), adjustment: adjustmentFact, base: listFact.nullable() }),
    /** A list made from another one (the demo's customer list; older versions). */
    z.object({ kind: z.literal('created'), list: listFact, adjustment: adjustmentFact.nullable() }),
  ])
  .meta({ id: 'VersionReasonCode' });
export type VersionReasonCode = z.infer<typeof versionReasonCodeSchema>;

/** The English text stored in `reason` beside a code (what API readers and the activity log see). */
export function reasonText(code: VersionReasonCode): string {
  const adj = (a: Adjustment) => describeAdjustment(a);
  let text: string;
  switch (code.kind) {
    case 'rollback':
      text = `Rolled back to version ${code.version}`;
      break;
    case 'import':
      text = `QuickBooks import ${code.file}`;
      break;
    case 'import_undo':
      text = `Undo QuickBooks import ${code.file}`;
      break;
    case 'assistant':
      text = `Assistant: ${code.request}`;
      break;
    case 'base':
      text = `Base list ${code.list.name} version ${code.version}`;
      break;
    case 'adjustment':
      text = `Adjustment changed: ${adj(code.adjustment)}${code.base ? ` of ${code.base.name}` : ''}`;
      break;
    case 'created':
      text = `Created from ${code.list.name}${code.adjustment ? ` ${adj(code.adjustment)}` : ''}`;
      break;
  }
  return text.slice(0, PRICE_LIST_REASON_MAX);
}

export const priceListVersionSchema = z
  .object({
    number: z.number().int(),
    author: z.string().nullable(),
    createdAt: z.string(),
    /** As typed by the person who saved, or the English text of `reasonCode`. */
    reason: z.string().nullable(),
    /** Set when the system wrote the reason: its facts, to render in the reader's language. */
    reasonCode: versionReasonCodeSchema.nullable().default(null),
    added: z.number().int(),
    changed: z.number().int(),
    removed: z.number().int(),
    belowFloor: z.number().int(),
  })
  .meta({ id: 'PriceListVersion' });
export type PriceListVersion = z.infer<typeof priceListVersionSchema>;
/** `GET /api/price-lists/{ref}/versions`: newest first. */
export const priceListVersionsSchema = z.object({ items: z.array(priceListVersionSchema) });

export const priceDiffRowSchema = z.object({
  productId: z.string(),
  nameEn: z.string(),
  nameEs: z.string(),
  old: money.nullable(),
  new: money.nullable(),
  change: signedMoneyOut.nullable(),
  /** Percent with two decimals (8.33), null when either side is missing or the old price is 0. */
  percent: z.number().nullable(),
});
export type PriceDiffRowOut = z.infer<typeof priceDiffRowSchema>;

/** `GET /api/price-lists/{ref}/versions/{n}`: what that version changed. */
export const priceListVersionDetailSchema = z.object({ version: priceListVersionSchema, changes: z.array(priceDiffRowSchema) });
/** `GET /api/price-lists/{ref}/versions/compare?from=&to=`: prices as of `from` against prices as of `to`. */
export const priceListVersionCompareSchema = z.object({ from: z.number().int(), to: z.number().int(), rows: z.array(priceDiffRowSchema) });

/** `POST /api/price-lists/{ref}/rollback`: a new version whose prices equal version `to`. */
export const rollbackInputSchema = z.object({
  version: z.number().int(),
  to: z.number().int().min(1),
  confirmBelowFloor: z.boolean().optional(),
  /** Confirms restored prices that are $0.00 or more than the large-move setting away from today's. */
  confirmLargeMoves: z.boolean().optional(),
});

export const priceHistoryEntrySchema = z
  .object({
    version: z.number().int(),
    at: z.string(),
    /** Staff only (absent for a customer): who saved it, and why. */
    by: z.string().nullable().optional(),
    reason: z.string().nullable().optional(),
    reasonCode: versionReasonCodeSchema.nullable().optional(),
    old: money.nullable(),
    new: money.nullable(),
    change: signedMoneyOut.nullable(),
    percent: z.number().nullable(),
  })
  .meta({ id: 'PriceHistoryEntry' });
export type PriceHistoryEntry = z.infer<typeof priceHistoryEntrySchema>;
/** `GET /api/price-lists/{ref}/items/{productId}/history`: oldest first. */
export const priceHistorySchema = z.object({ items: z.array(priceHistoryEntrySchema) });

/** `GET /api/price-lists/compare?a=&b=` */
export const compareQuerySchema = z.object({ a: z.string().min(1), b: z.string().min(1) });
export const compareRowSchema = z.object({
  productId: z.string(),
  nameEn: z.string(),
  nameEs: z.string(),
  category: z.enum(CATEGORIES).nullable(),
  a: money.nullable(),
  b: money.nullable(),
  /** b - a */
  difference: signedMoneyOut.nullable(),
  percent: z.number().nullable(),
});
export type CompareRowOut = z.infer<typeof compareRowSchema>;
export const priceListCompareSchema = z
  .object({
    a: listRef,
    b: listRef,
    rows: z.array(compareRowSchema),
    counts: z.object({ all: z.number().int(), different: z.number().int(), onlyA: z.number().int(), onlyB: z.number().int() }),
  })
  .meta({ id: 'PriceListCompare' });
export type PriceListCompare = z.infer<typeof priceListCompareSchema>;

/** `GET/PUT /api/price-lists/settings`: read by staff, changed by an admin. */
export const STALE_LIST_DAYS_DEFAULT = 3;
export const pricingSettingsSchema = z
  .object({
    minMarginBp: z.number().int().min(0).max(9999),
    /** The dashboard's "lists not updated for more than N days". */
    staleListDays: z.number().int().min(1).max(365),
    /** A price moved by more than this share (basis points of the old price: 5000 = 50%) is flagged and needs a confirmation. */
    largeMoveBp: z.number().int().min(100).max(100000),
    /** Customers are alerted when a price on an item they order moves, net, by more than this share (basis points: 1000 = 10%). */
    alertMoveBp: z.number().int().min(100).max(100000),
  })
  .meta({ id: 'PricingSettings' });
export type PricingSettings = z.infer<typeof pricingSettingsSchema>;
/** `PUT /api/price-lists/settings`: the settings to change (the others stay). */
export const pricingSettingsInputSchema = pricingSettingsSchema.partial();
export type PricingSettingsInput = z.infer<typeof pricingSettingsInputSchema>;

/** `GET /api/price-lists/{ref}/sheet.pdf`: the printable sheet's options, as query parameters. */
export const priceSheetQuerySchema = z.object({
  language: z.enum(LANGUAGES).default('en'),
  /** Comma-separated categories (and `uncategorized`); absent: all. */
  categories: z
    .string()
    .max(200)
    .regex(/^(vegetables|fruits|dry_produce|herbs|others|uncategorized)(,(vegetables|fruits|dry_produce|herbs|others|uncategorized))*$/)
    .optional(),
  inStockOnly: z.enum(['true', 'false']).optional(),
  changedOnly: z.enum(['true', 'false']).optional(),
  /** The validity line: a day and a time, both or neither. */
  validDate: z.iso.date().optional(),
  validTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
    .optional(),
  /** Staff: the customer the sheet is for (their name goes in the header). */
  customerId: z.string().min(1).max(100).optional(),
});
export type PriceSheetQuery = z.infer<typeof priceSheetQuerySchema>;

/** `POST /api/price-lists/{ref}/exports`: a list sent to a customer (recorded in the activity log). */
export const recordExportInputSchema = z.object({
  channel: z.enum(['whatsapp', 'pdf']),
  language: z.enum(LANGUAGES),
  /** How many messages the text was split into (1 when it fitted one). */
  parts: z.number().int().min(1).max(100).default(1),
  /** The phone number the message went to, when one was given. */
  phone: z.string().trim().max(30).optional(),
  /** The customer it was sent to, when one was picked. */
  customerId: z.string().min(1).max(100).optional(),
});
export type RecordExportInput = z.infer<typeof recordExportInputSchema>;

/** `GET /api/exports/customers`: who staff send lists to, with where and how (their number, language and lists). */
export const exportCustomerSchema = customerSchema
  .extend({
    phone: z.string().nullable(),
    language: z.enum(LANGUAGES).nullable(),
    lists: z.array(z.object({ id: z.string(), slug: z.string(), name: z.string() })),
  })
  .meta({ id: 'ExportCustomer' });
export type ExportCustomer = z.infer<typeof exportCustomerSchema>;
export const exportCustomerListSchema = z.object({ items: z.array(exportCustomerSchema) });
