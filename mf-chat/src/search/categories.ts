import type { GenderType } from '@vx/shared';

/** Category slugs of /categories/{categorySlug}/ and the gender types each shows. */
export const CATEGORY_GENDER_TYPES = {
  girls: ['F'],
  men: ['M'],
  couples: ['FM'],
  lesbians: ['FF'],
  gays: ['MM'],
  trans: ['S', 'T'],
} as const satisfies Record<string, readonly GenderType[]>;

export type CategorySlug = keyof typeof CATEGORY_GENDER_TYPES;
export const CATEGORY_SLUGS = Object.keys(CATEGORY_GENDER_TYPES) as CategorySlug[];

export function isCategorySlug(slug: string): slug is CategorySlug {
  return Object.prototype.hasOwnProperty.call(CATEGORY_GENDER_TYPES, slug);
}

/** The gender types of a slug (case-insensitive), or null for an unknown one. */
export function categoryGenderTypes(slug: string | undefined): GenderType[] | null {
  const key = (slug ?? '').toLowerCase();
  return isCategorySlug(key) ? [...CATEGORY_GENDER_TYPES[key]] : null;
}
