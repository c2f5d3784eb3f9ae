import { z } from 'zod';
import { LANGUAGES } from './language.js';
import {
  CONTACT_COMPANY_MAX,
  CONTACT_EMAIL_MAX,
  CONTACT_EMAIL_PATTERN,
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  CONTACT_PHONE_MAX,
  CONTACT_PHONE_PATTERN,
  CONTACT_REASONS,
  PURCHASE_SIZES,
} from './contact-rules.js';

export * from './contact-rules.js';

/** One line of text: line breaks, tabs and other control characters become single spaces. */
const oneLine = (value: string) => value.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();

/** Messages are translation keys (namespace `validation`); the same rules as `checkContactField` (contact-rules.ts). */
export const contactSchema = z.object({
  fullName: z.string().trim().min(1, 'fullNameRequired').max(CONTACT_NAME_MAX, 'fullNameMax').transform(oneLine),
  email: z.string().trim().min(1, 'emailRequired').max(CONTACT_EMAIL_MAX, 'emailInvalid').pipe(z.email({ pattern: CONTACT_EMAIL_PATTERN, error: 'emailInvalid' })),
  phone: z
    .string()
    .trim()
    .max(CONTACT_PHONE_MAX, 'phoneInvalid')
    .regex(CONTACT_PHONE_PATTERN, 'phoneInvalid')
    .optional()
    .default(''),
  company: z.string().trim().max(CONTACT_COMPANY_MAX, 'companyMax').transform(oneLine).optional().default(''),
  message: z.string().trim().min(1, 'messageRequired').max(CONTACT_MESSAGE_MAX, 'messageMax'),
  reason: z.enum(CONTACT_REASONS, 'reasonRequired'),
  purchaseSize: z.enum(PURCHASE_SIZES, 'purchaseSizeRequired'),
  language: z.enum(LANGUAGES).optional().default('en'),
});
export type ContactInput = z.input<typeof contactSchema>;
