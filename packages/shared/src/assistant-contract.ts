import { z } from 'zod';
import { CATEGORIES } from './catalogue.js';
import { versionReasonCodeSchema } from './price-lists.js';
import { ROUNDINGS } from './pricing.js';
import { LANGUAGES } from './language.js';

/** `/api/assistant`: the conversation, kept per user on the server, and the changes it proposes. */

export const ASSISTANT_TEXT_MAX = 500;
/** Requests per user per minute. */
export const ASSISTANT_RATE_PER_MINUTE = 20;
/** A change of more prices than this needs a second confirmation. */
export const ASSISTANT_LARGE_CHANGE = 500;
/** Rows a table shows; the rest are counted. */
export const ASSISTANT_TABLE_ROWS = 50;

const money = z.string();
const listRef = z.object({ slug: z.string(), name: z.string() });

export const assistantBlockSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('products'),
    rows: z.array(z.object({ id: z.string(), name: z.string(), category: z.enum(CATEGORIES).nullable(), pack: z.string().nullable(), inStock: z.boolean() })),
    more: z.number().int(),
  }),
  z.object({
    type: z.literal('prices'),
    list: listRef,
    rows: z.array(z.object({ productId: z.string(), name: z.string(), pack: z.string().nullable(), price: money })),
    more: z.number().int(),
  }),
  z.object({
    type: z.literal('preview'),
    actionId: z.string(),
    list: listRef,
    /** `superseded`: a newer preview came after it, so only that one can be confirmed. */
    status: z.enum(['pending', 'applied', 'cancelled', 'expired', 'superseded']),
    rows: z.array(
      z.object({
        productId: z.string(),
        name: z.string(),
        old: money,
        new: money,
        change: z.string(),
        percent: z.string(),
        belowFloor: z.boolean(),
        /** A price to $0.00, or moved by more than the large-move setting (`moveFlag`). */
        flag: z.enum(['zero', 'largeUp', 'largeDown']).nullable().optional(),
      }),
    ),
    more: z.number().int(),
    count: z.number().int(),
    belowFloor: z.number().int(),
    /** More than ASSISTANT_LARGE_CHANGE prices: confirming takes a second, explicit step. */
    large: z.boolean(),
    /** The rounding the new prices follow: the list's rule for a change by an amount or a percent; 'cent' for a price set as said or a list without a rule. */
    rounding: z.enum(ROUNDINGS).optional(),
    /**
     * The moves `summarizeMoves` flags (to $0.00, or by more than `thresholdBp`): they need their own
     * confirmation (`largeMoves: true`) before the change applies. Flagged rows come first.
     */
    moves: z
      .object({
        count: z.number().int(),
        zero: z.number().int(),
        large: z.number().int(),
        thresholdBp: z.number().int(),
        largest: z.object({ productId: z.string(), name: z.string(), old: money, new: money, percent: z.string() }).nullable(),
      })
      .optional(),
  }),
  z.object({
    type: z.literal('history'),
    list: listRef,
    product: z.string(),
    /** `reason` and `reasonCode` (the system's reasons as facts, rendered in the reader's language): staff only (absent for a customer, ADR 017). */
    rows: z.array(
      z.object({ version: z.number().int(), price: money.nullable(), at: z.string(), reason: z.string().nullable().optional(), reasonCode: versionReasonCodeSchema.nullable().optional() }),
    ),
  }),
  /** Answers to a question, each sent as the user's next request when chosen. */
  z.object({ type: z.literal('choices'), options: z.array(z.object({ label: z.string(), request: z.string() })) }),
]);
export type AssistantBlock = z.infer<typeof assistantBlockSchema>;

export const assistantMessageSchema = z
  .object({
    id: z.string(),
    role: z.enum(['user', 'assistant']),
    text: z.string(),
    blocks: z.array(assistantBlockSchema),
    createdAt: z.string(),
  })
  .meta({ id: 'AssistantMessage' });
export type AssistantMessage = z.infer<typeof assistantMessageSchema>;

export const assistantConversationSchema = z.object({ items: z.array(assistantMessageSchema) });

export const assistantRequestSchema = z.object({
  text: z.string().trim().min(1).max(ASSISTANT_TEXT_MAX),
  /** The language to answer in (the page's). */
  language: z.enum(LANGUAGES).default('en'),
});
export type AssistantRequest = z.infer<typeof assistantRequestSchema>;

export const assistantConfirmSchema = z.object({
  language: z.enum(LANGUAGES).default('en'),
  /** The second confirmation a change of more than ASSISTANT_LARGE_CHANGE prices needs. */
  large: z.boolean().optional(),
  /** The user checked the preview's flagged moves (to $0.00, or large): required when it has any. */
  largeMoves: z.boolean().optional(),
});
export type AssistantConfirm = z.infer<typeof assistantConfirmSchema>;

/** One line of the reply stream (NDJSON): text as it comes, then the stored messages. */
export type AssistantStreamEvent = { type: 'delta'; text: string } | { type: 'done'; messages: AssistantMessage[] } | { type: 'error'; message: string };
