import { z } from 'zod';
import { LANGUAGES } from './language.js';

export const CONTACT_REASONS = [
  'request_price_list',
  'purchase_inquiry',
  'check_availability',
  'delivery_question',
  'account_setup',
  'payment_options',
  'product_question',
  'other',
] as const;

export const PURCHASE_SIZES = ['under_100', '100_250', '250_500', '500_1000', '1000_2500', '2500_5000', 'over_5000'] as const;

export const CONTACT_MESSAGE_MAX = 5000;

/** One line of text: line breaks, tabs and other control characters become single spaces. */
const oneLine = (value: string) => value.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();

/** Messages are translation keys (namespace `validation`). */
export const contactSchema = z.object({
  fullName: z.string().trim().min(1, 'fullNameRequired').max(120, 'fullNameMax').transform(oneLine),
  email: z.string().trim().min(1, 'emailRequired').max(254, 'emailInvalid').pipe(z.email('emailInvalid')),
  phone: z
    .string()
    .trim()
    .max(30, 'phoneInvalid')
    .regex(/^$|^[+()\d][\d\s().-]{6,}$/, 'phoneInvalid')
    .optional()
    .default(''),
  company: z.string().trim().max(120, 'companyMax').transform(oneLine).optional().default(''),
  message: z.string().trim().min(1, 'messageRequired').max(CONTACT_MESSAGE_MAX, 'messageMax'),
  reason: z.enum(CONTACT_REASONS, 'reasonRequired'),
  purchaseSize: z.enum(PURCHASE_SIZES, 'purchaseSizeRequired'),
  language: z.enum(LANGUAGES).optional().default('en'),
});
export type ContactInput = z.input<typeof contactSchema>;
