/**
 * The video grid filter of spec 000 §3 (type, sort, tags, actorGenders, duration from/to,
 * isRecommended, the include flags, page, pageSize) with the rules of spec 000 §4/§5, and its
 * form in the URL, so a filtered list is shareable and the back button restores it. Pure: no React.
 */

/** Spec 001 §8: an unknown category (list type) or order. */
export const UNMAPPED_CATEGORY = 'Unmapped category';

export class UnmappedCategoryError extends Error {
  constructor(readonly value: string) {
    super(UNMAPPED_CATEGORY);
  }
}

/** What the guest may narrow a list to, beyond its section (server types, docs/videos.md). */
export const GRID_TYPES = ['all', 'premium', 'classic', 'shared', 'original'] as const;
export type GridType = (typeof GRID_TYPES)[number];

export const SORTS = ['newest', 'oldest', 'popular', 'price_asc', 'price_desc', 'duration_asc', 'duration_desc', 'discount'] as const;
export type Sort = (typeof SORTS)[number];

/** Actor genders of spec 000 §3; 'N' (none) is nobody chosen: every gender. */
export const ACTOR_GENDERS = ['F', 'M', 'C'] as const;
export type ActorGender = (typeof ACTOR_GENDERS)[number] | 'N';

/** Spec 001 §9: 16 video items per grid; a guest may show two or three grids a page. */
export const PAGE_SIZES = [16, 32, 48] as const;
export const DEFAULT_PAGE_SIZE = PAGE_SIZES[0];

export interface VideoGridFilter {
  type: GridType;
  sort: Sort;
  tags: string[];
  actorGenders: ActorGender[];
  durationFrom: number | null;
  durationTo: number | null;
  isRecommended: boolean;
  includeBoughtVideos: boolean;
  freeVideosOnly: boolean;
  includeFreeVideos: boolean;
  includeOnSaleVideos: boolean;
  includeVIPVideos: boolean;
  page: number;
  pageSize: number;
}

export const defaultFilter = (sort: Sort): VideoGridFilter => ({
  type: 'all',
  sort,
  tags: [],
  actorGenders: ['N'],
  durationFrom: null,
  durationTo: null,
  isRecommended: false,
  includeBoughtVideos: true,
  freeVideosOnly: false,
  includeFreeVideos: true,
  includeOnSaleVideos: true,
  includeVIPVideos: true,
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
});

export function mapType(value: string): GridType {
  if (!(GRID_TYPES as readonly string[]).includes(value)) throw new UnmappedCategoryError(value);
  return value as GridType;
}

export function mapSort(value: string): Sort {
  if (!(SORTS as readonly string[]).includes(value)) throw new UnmappedCategoryError(value);
  return value as Sort;
}

/** Spec 000 §5: the tag list deduplicated (any case) and sorted. */
export function normalizeTags(tags: readonly string[]): string[] {
  const byKey = new Map<string, string>();
  for (const raw of tags) {
    const tag = raw.trim();
    if (tag && !byKey.has(tag.toLowerCase())) byKey.set(tag.toLowerCase(), tag);
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
}

/** Spec 000 §5: duration bounds parsed as integers (minutes); anything else is no bound. */
export function parseDuration(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = typeof value === 'number' ? Math.trunc(value) : Number.parseInt(value, 10);
  return Number.isFinite(parsed) && parsed >= 0 ? Math.min(parsed, 600) : null;
}

/** Spec 000 §4: toggling a gender; none left is the 'none' gender, a chosen one replaces 'none'. */
export function toggleGender(genders: readonly ActorGender[], gender: Exclude<ActorGender, 'N'>): ActorGender[] {
  const chosen = genders.filter((g) => g !== 'N');
  const next = chosen.includes(gender) ? chosen.filter((g) => g !== gender) : [...chosen, gender];
  return next.length === 0 ? ['N'] : next.sort();
}

export type FilterChange = Partial<Omit<VideoGridFilter, 'tags' | 'durationFrom' | 'durationTo'>> & {
  tags?: readonly string[];
  durationFrom?: string | number | null;
  durationTo?: string | number | null;
};

/** Spec 000 §4: every change except page and page size sets page 1; tags and durations are normalized. */
export function applyChange(filter: VideoGridFilter, change: FilterChange): VideoGridFilter {
  const next: VideoGridFilter = { ...filter, ...change, tags: filter.tags, durationFrom: filter.durationFrom, durationTo: filter.durationTo };
  if (change.tags !== undefined) next.tags = normalizeTags(change.tags);
  if ('durationFrom' in change) next.durationFrom = parseDuration(change.durationFrom);
  if ('durationTo' in change) next.durationTo = parseDuration(change.durationTo);
  if (next.actorGenders.length === 0) next.actorGenders = ['N'];
  const resets = Object.keys(change).some((key) => key !== 'page' && key !== 'pageSize');
  if (resets) next.page = 1;
  return next;
}

const FLAGS = {
  includeBoughtVideos: 'bought',
  includeFreeVideos: 'free',
  includeOnSaleVideos: 'onSale',
  includeVIPVideos: 'vip',
} as const;

const positive = (value: string | null, fallback: number) => {
  const parsed = value === null ? Number.NaN : Number.parseInt(value, 10);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
};

/**
 * The filter a URL's query names, on top of the section's default sort. An unknown type or sort
 * throws UnmappedCategoryError (the page shows the spec's error); other bad values are ignored.
 * The recommended flag is not in the URL (session config, `recommended.ts`).
 */
export function filterFromSearch(params: URLSearchParams, defaultSort: Sort, isRecommended: boolean): VideoGridFilter {
  const base = defaultFilter(defaultSort);
  const genders = params.getAll('gender').filter((g): g is Exclude<ActorGender, 'N'> => (ACTOR_GENDERS as readonly string[]).includes(g));
  const pageSize = positive(params.get('pageSize'), DEFAULT_PAGE_SIZE);
  const filter: VideoGridFilter = {
    ...base,
    type: params.has('type') ? mapType(params.get('type') ?? '') : base.type,
    sort: params.has('sort') ? mapSort(params.get('sort') ?? '') : base.sort,
    tags: normalizeTags(params.getAll('tag')),
    actorGenders: genders.length ? [...new Set(genders)].sort() : ['N'],
    durationFrom: parseDuration(params.get('durationFrom')),
    durationTo: parseDuration(params.get('durationTo')),
    isRecommended,
    freeVideosOnly: params.get('freeOnly') === '1',
    page: positive(params.get('page'), 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
  };
  for (const [key, name] of Object.entries(FLAGS) as [keyof typeof FLAGS, string][]) filter[key] = params.get(name) !== '0';
  return filter;
}

/** The URL query of a filter; defaults are left out, so the plain list has a plain URL. */
export function searchOfFilter(filter: VideoGridFilter, defaultSort: Sort): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.type !== 'all') params.set('type', filter.type);
  if (filter.sort !== defaultSort) params.set('sort', filter.sort);
  for (const tag of filter.tags) params.append('tag', tag);
  for (const gender of filter.actorGenders) if (gender !== 'N') params.append('gender', gender);
  if (filter.durationFrom !== null) params.set('durationFrom', String(filter.durationFrom));
  if (filter.durationTo !== null) params.set('durationTo', String(filter.durationTo));
  if (filter.freeVideosOnly) params.set('freeOnly', '1');
  for (const [key, name] of Object.entries(FLAGS) as [keyof typeof FLAGS, string][]) if (!filter[key]) params.set(name, '0');
  if (filter.page !== 1) params.set('page', String(filter.page));
  if (filter.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(filter.pageSize));
  return params;
}
