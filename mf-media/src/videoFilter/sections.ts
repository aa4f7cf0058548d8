import type { Sort, VideoGridFilter } from './filter';

/**
 * The lists of /videos/ (spec 000 §2): what each selects on the server (types of the Video query
 * filter, spec 000 §3) and its default sort. Trending is "released within 8 days" (spec 001 §9),
 * new videos those released in the last 14 days (the "new" mark of a tile).
 */
export const VIDEO_SECTIONS = {
  freeClips: { route: 'videosFreeClips', types: ['free'], sort: 'newest' },
  videoTrends: { route: 'videosTrends', types: ['trending'], sort: 'popular' },
  onSale: { route: 'videosOnSale', types: ['discount'], sort: 'discount' },
  newVideos: { route: 'videosNew', types: [], sort: 'newest', newOnly: true },
  vipVideos: { route: 'videosVip', types: ['vip'], sort: 'newest' },
  allVideos: { route: 'videosAll', types: [], sort: 'newest' },
} as const satisfies Record<string, { route: string; types: readonly string[]; sort: Sort; newOnly?: boolean }>;

export type VideoSection = keyof typeof VIDEO_SECTIONS;
export type VideoSectionRoute = (typeof VIDEO_SECTIONS)[VideoSection]['route'];

/** The overview's order of sections (spec 000 §2 lists them so; all videos is reached from each list). */
export const OVERVIEW_SECTIONS: readonly VideoSection[] = ['freeClips', 'videoTrends', 'onSale', 'newVideos', 'vipVideos'];

const NEW_VIDEO_DAYS = 14;
const DAY_MS = 86_400_000;

/** The server's list payload (videos/filtered/{payload}) of a section, or of a search, under a grid filter. */
export interface ListPayload {
  filter: {
    types: string[];
    excludedTypes: string[];
    tags: string[];
    actingGroups: string[];
    durationFrom?: number;
    durationTo?: number;
    recommended?: boolean;
    releasedFrom?: string;
    search?: string;
  };
  order: string;
  page: number;
  pageSize: number;
}

/**
 * `now` is the start of the day, so the payload of "new videos" (and its cache key) stays the same
 * all day. The include flags become excluded types; freeVideosOnly narrows to free ones.
 */
export function listPayload(section: VideoSection | { search: string }, filter: VideoGridFilter, now: Date): ListPayload {
  const chosen = typeof section === 'string' ? VIDEO_SECTIONS[section] : null;
  const types: string[] = [...(chosen?.types ?? [])];
  if (filter.type !== 'all') types.push(filter.type);
  if (filter.freeVideosOnly) types.push('free');
  const excludedTypes: string[] = [];
  if (!filter.includeBoughtVideos) excludedTypes.push('bought');
  if (!filter.includeFreeVideos && !filter.freeVideosOnly) excludedTypes.push('free');
  if (!filter.includeOnSaleVideos) excludedTypes.push('discount');
  if (!filter.includeVIPVideos) excludedTypes.push('vip');
  return {
    filter: {
      types: [...new Set(types)].sort(),
      excludedTypes: excludedTypes.filter((type) => !types.includes(type)).sort(),
      tags: filter.tags,
      actingGroups: filter.actorGenders.filter((gender) => gender !== 'N'),
      ...(filter.durationFrom !== null && { durationFrom: filter.durationFrom }),
      ...(filter.durationTo !== null && { durationTo: filter.durationTo }),
      ...(filter.isRecommended && { recommended: true }),
      ...(chosen && 'newOnly' in chosen && { releasedFrom: new Date(now.getTime() - NEW_VIDEO_DAYS * DAY_MS).toISOString() }),
      ...(typeof section !== 'string' && { search: section.search }),
    },
    order: filter.sort,
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

/** The start of today (UTC): the `now` of listPayload. */
export const startOfDay = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
