import { z } from 'zod';
import { ADDRESS_MAX, COMPANY_NAME_MAX, QUICKBOOKS_NAME_MAX, TIERS, WEEKDAYS, type Business, type BusinessInput } from '@freshprice/shared';

/**
 * The staff's business form for one customer, as the boxes hold it: text for the limit (empty: any
 * difference), weekday codes ticked (none: every day the trucks run). Messages are `validation` keys.
 */
export const businessFormSchema = z.object({
  company: z.string().trim().max(COMPANY_NAME_MAX, 'companyMax'),
  address: z.string().trim().max(ADDRESS_MAX, 'addressMax'),
  size: z.enum(TIERS),
  deliveryDays: z.array(z.enum(WEEKDAYS)),
  substitutions: z.boolean(),
  substitutionLimit: z
    .string()
    .trim()
    .refine((v) => v === '' || (/^\d{1,3}$/.test(v) && Number(v) <= 100), 'percentWhole'),
  minimumWaived: z.boolean(),
  lateOrderAllowed: z.boolean(),
  quickbooksName: z.string().trim().max(QUICKBOOKS_NAME_MAX, 'quickbooksNameMax'),
});
export type BusinessFormValues = z.infer<typeof businessFormSchema>;

/** The form's boxes filled from what the server has. */
export function businessFormValues(business: Business): BusinessFormValues {
  return {
    company: business.company ?? '',
    address: business.address ?? '',
    size: business.size,
    deliveryDays: business.deliveryDays ? [...business.deliveryDays] : [],
    substitutions: business.substitutions,
    substitutionLimit: business.substitutionLimit === null ? '' : String(business.substitutionLimit),
    minimumWaived: business.minimumWaived,
    lateOrderAllowed: business.lateOrderAllowed,
    quickbooksName: business.quickbooksName ?? '',
  };
}

/**
 * The PUT body: empty text is "none" (null); no day ticked (or every one) is "every truck day" (null);
 * the days in week order; no substitutions means no limit either.
 */
export function businessInputOf(values: BusinessFormValues): BusinessInput {
  const days = WEEKDAYS.filter((d) => values.deliveryDays.includes(d));
  const limit = values.substitutionLimit.trim();
  return {
    company: values.company.trim() || null,
    address: values.address.trim() || null,
    size: values.size,
    deliveryDays: days.length === 0 || days.length === WEEKDAYS.length ? null : days,
    substitutions: values.substitutions,
    substitutionLimit: values.substitutions && limit !== '' ? Number(limit) : null,
    minimumWaived: values.minimumWaived,
    lateOrderAllowed: values.lateOrderAllowed,
    quickbooksName: values.quickbooksName.trim() || null,
  };
}
