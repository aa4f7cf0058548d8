import { CATEGORY_GENDER_TYPES, type CategorySlug, type GenderType } from '@vx/shared';

export function isCategorySlug(slug: string): slug is CategorySlug {
  return Object.prototype.hasOwnProperty.call(CATEGORY_GENDER_TYPES, slug);
}

/** The gender types of a slug (case-insensitive), or null for an unknown one. */
export function categoryGenderTypes(slug: string | undefined): GenderType[] | null {
  const key = (slug ?? '').toLowerCase();
  return isCategorySlug(key) ? [...CATEGORY_GENDER_TYPES[key]] : null;
}
