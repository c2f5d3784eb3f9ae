import type { CompanyFacts } from './company.js';

/** Kept apart from the zod schema so that pages needing only the facts do not load zod. */
export const DEFAULT_COMPANY_FACTS: CompanyFacts = {
  name: 'Fresh Produce Wholesale',
  foundedYear: 2013,
  facilitySqFt: 15_000,
  certifications: ['HACCP', 'USDA Organic'],
  sameDayCutoff: '08:00',
  deliveryDays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'],
  holidays: [],
  weightToleranceCents: 500,
  refrigeratedTrucks: 12,
  hours: { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], opens: '04:00', closes: '11:00' },
  minimumOrder: { small: 250, medium: 500, large: null },
  deliveryFrequency: { small: 'weekly', medium: 'twice_weekly', large: 'daily' },
  address: { street: '2150 NW 12th Avenue', city: 'Miami', state: 'FL', zip: '33127' },
  phone: '+1 (305) 555-0142',
  email: 'sales@freshproduce.example',
};
