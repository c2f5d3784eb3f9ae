import { z } from 'zod';

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM');

/**
 * The company's facts, kept in one place (the database, seeded with these defaults) and read by
 * every page: DECISIONS.md settles SPEC's two facility sizes on 15,000 sq ft.
 */
export const companyFactsSchema = z.object({
  name: z.string().min(1).max(120),
  foundedYear: z.number().int().min(1900).max(2100),
  facilitySqFt: z.number().int().positive(),
  certifications: z.array(z.string().min(1).max(60)).max(10),
  /** Orders for a delivery day close at this time on that day, company time (America/New_York). */
  sameDayCutoff: time,
  /** The days the trucks deliver. */
  deliveryDays: z.array(z.enum(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'])).min(1),
  /** Dates with no delivery ("YYYY-MM-DD"), in any order. */
  holidays: z.array(z.iso.date()).max(366),
  /** Catch weight: an order whose actual weights move its total by at most this many cents (the
   * lines' differences either way, summed) settles silently; above it the customer is shown why. */
  weightToleranceCents: z.number().int().min(0).max(100_000),
  refrigeratedTrucks: z.number().int().min(0).max(1000),
  hours: z.object({
    days: z.array(z.enum(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'])).min(1),
    opens: time,
    closes: time,
  }),
  minimumOrder: z.object({
    small: z.number().int().min(0),
    medium: z.number().int().min(0),
    large: z.number().int().min(0).nullable(),
  }),
  deliveryFrequency: z.object({
    small: z.enum(['weekly', 'twice_weekly', 'daily']),
    medium: z.enum(['weekly', 'twice_weekly', 'daily']),
    large: z.enum(['weekly', 'twice_weekly', 'daily']),
  }),
  address: z.object({
    street: z.string().min(1).max(200),
    city: z.string().min(1).max(100),
    state: z.string().min(2).max(40),
    zip: z.string().min(3).max(12),
  }),
  phone: z.string().min(7).max(30),
  email: z.email(),
});
export type CompanyFacts = z.infer<typeof companyFactsSchema>;
