import { BLOG_CATEGORIES, type Language } from '@vx/shared/constants';

export type BlogCategoryKey = keyof typeof BLOG_CATEGORIES;
export type BlogCategoryId = (typeof BLOG_CATEGORIES)[BlogCategoryKey];

/** Category ids a post is stored with; featured (506) is the post's flag, not a row. */
export const STORED_CATEGORY_IDS = Object.values(BLOG_CATEGORIES).filter((id) => id !== BLOG_CATEGORIES.featured);
const ALL_IDS = new Set<number>(Object.values(BLOG_CATEGORIES));

export const isBlogCategoryId = (id: number): id is BlogCategoryId => ALL_IDS.has(id);

/** The categories' names in the four languages (spec 001 §9 blog categories). */
const NAMES: Record<BlogCategoryKey, Record<Language, string>> = {
  general: { de: 'Allgemein', en: 'General', nl: 'Algemeen', es: 'General' },
  event: { de: 'Events', en: 'Events', nl: 'Evenementen', es: 'Eventos' },
  live: { de: 'Live', en: 'Live', nl: 'Live', es: 'En directo' },
  premiumTv: { de: 'Premium-TV', en: 'Premium TV', nl: 'Premium-tv', es: 'TV premium' },
  freeTv: { de: 'Free-TV', en: 'Free TV', nl: 'Gratis tv', es: 'TV gratis' },
  actions: { de: 'Aktionen', en: 'Promotions', nl: 'Acties', es: 'Promociones' },
  production: { de: 'Produktion', en: 'Production', nl: 'Productie', es: 'Producción' },
  news: { de: 'News', en: 'News', nl: 'Nieuws', es: 'Noticias' },
  interviews: { de: 'Interviews', en: 'Interviews', nl: 'Interviews', es: 'Entrevistas' },
  featured: { de: 'Empfohlen', en: 'Featured', nl: 'Uitgelicht', es: 'Destacados' },
};

const KEY_OF = new Map<number, BlogCategoryKey>(Object.entries(BLOG_CATEGORIES).map(([key, id]) => [id, key as BlogCategoryKey]));

export interface BlogCategory {
  id: number;
  key: BlogCategoryKey;
  name: string;
}

export function blogCategory(id: BlogCategoryId, language: Language): BlogCategory {
  const key = KEY_OF.get(id) as BlogCategoryKey;
  return { id, key, name: NAMES[key][language] };
}

/** Every category in the spec's order, named in the language. */
export const blogCategories = (language: Language): BlogCategory[] =>
  Object.values(BLOG_CATEGORIES).map((id) => blogCategory(id, language));
