import { z } from 'zod';

/** `GET/PUT /api/security-settings` (admin): how accounts are protected. */
export const securitySettingsSchema = z
  .object({
    /** Sellers and admins must use two-step verification; without it they can only enrol (and sign out). */
    requireStaffTwoFactor: z.boolean(),
  })
  .meta({ id: 'SecuritySettings' });
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;

export const securitySettingsInputSchema = z.object({ requireStaffTwoFactor: z.boolean() });
export type SecuritySettingsInput = z.infer<typeof securitySettingsInputSchema>;

/** Staff without two-step verification while it is required (403): enrol on the profile first. */
export const TWO_FACTOR_SETUP_REQUIRED = 'two_factor_setup_required';
/** An admin asked to require two-step verification without having it themself (409). */
export const OWN_TWO_FACTOR_MISSING = 'own_two_factor_missing';

/** Hours a seller's or admin's session lasts unused (customers keep the usual lifetime). */
export const STAFF_IDLE_HOURS = 12;
