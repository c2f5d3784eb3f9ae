import { z } from 'zod';

// Categories and availability need no zod: kept apart so the browser's small islands can use them.
export * from './categories.js';

export const TIERS = ['small', 'medium', 'large'] as const;
export type Tier = (typeof TIERS)[number];

/** Recent price changes are marked for this many days. */
export const RECENT_PRICE_DAYS = 7;

/** Money travels as exact decimal strings with two places ("12.50"), never as binary floats. */
export const moneyString = z.string().regex(/^\d{1,8}(\.\d{1,2})?$/, 'invalidPrice');
