import type { CategoryCounts } from '@freshprice/shared';

type ApiCategory = Exclude<keyof CategoryCounts, 'uncategorized'>;

export interface LandingCategory {
  /** Key in the API's counts and in the translation file. */
  id: ApiCategory;
  /** Value of `?category=` on /products (SPEC 2 says "dried" where the API says dry_produce). */
  param: 'vegetables' | 'fruits' | 'dried' | 'herbs' | 'others';
  /** SPEC 3's static category carries both names; the card shows the other language's name too. */
  nameEn: string;
  nameEs: string;
  image: string;
  /** SPEC 3's counts, shown only until the live counts arrive. */
  placeholderCount: number;
}

export const LANDING_CATEGORIES: readonly LandingCategory[] = [
  { id: 'vegetables', nameEn: 'Vegetables', nameEs: 'Verduras', param: 'vegetables', image: '/images/categories/vegetables.svg', placeholderCount: 120 },
  { id: 'fruits', nameEn: 'Fruits', nameEs: 'Frutas', param: 'fruits', image: '/images/categories/fruits.svg', placeholderCount: 86 },
  { id: 'dry_produce', nameEn: 'Dried produce', nameEs: 'Productos secos', param: 'dried', image: '/images/categories/dry_produce.svg', placeholderCount: 45 },
  { id: 'herbs', nameEn: 'Herbs', nameEs: 'Hierbas', param: 'herbs', image: '/images/categories/herbs.svg', placeholderCount: 32 },
  { id: 'others', nameEn: 'Others', nameEs: 'Otros', param: 'others', image: '/images/categories/others.svg', placeholderCount: 58 },
];

/** SPEC 2's popular products, by slug; the cards show their catalogue records (server-rendered). */
export const POPULAR_PRODUCTS = ['sandia', 'vegetales-mix', 'aguacates', 'mangoes', 'mayor'] as const;
export type PopularProduct = (typeof POPULAR_PRODUCTS)[number];

export const FLEET_SLIDES = ['truck', 'dock', 'coldRoom', 'dawn'] as const;
export type FleetSlide = (typeof FLEET_SLIDES)[number];

export const FLEET_IMAGES: Record<FleetSlide, string> = {
  truck: '/images/fleet/truck.svg',
  dock: '/images/fleet/dock.svg',
  coldRoom: '/images/fleet/cold-room.svg',
  dawn: '/images/fleet/dawn.svg',
};
