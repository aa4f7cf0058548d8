import type { Platform } from '@vx/shared';
import { safeHref } from '../links';
import type { SearchHits } from './globalSearch';
import { SEARCH_RESULT_ROUTES } from './searchRoutes';

export type ResultKind = 'actors' | 'videos' | 'mediathek' | 'blog';

/** One option of the listbox: a hit's page, a kind's result page, or a search to type (a completion, a past search). */
export type SearchOption =
  | { kind: 'hit'; key: string; href: string; label: string; detail?: string; image: string | null; online?: boolean }
  | { kind: 'all'; key: string; href: string; of: ResultKind; total: number }
  | { kind: 'search'; key: string; search: string };

export interface SearchGroup {
  kind: ResultKind | 'proposals' | 'history';
  options: SearchOption[];
  /** The kind's hits in all (for the count read out); none for searches. */
  total?: number;
}

type Links = Pick<Platform, 'hasRoute' | 'href'>;
type Hit = Extract<SearchOption, { kind: 'hit' }>;

const hit = (key: string, href: string | null, fields: Omit<Hit, 'kind' | 'key' | 'href'>): Hit[] => (href ? [{ kind: 'hit', key, href, ...fields }] : []);

/** Each kind's hits as options; a hit whose page the brand does not compose is left out. */
function hitOptions(hits: SearchHits, platform: Links): Record<ResultKind, Hit[]> {
  return {
    actors: hits.actors.items.flatMap((actor) =>
      hit(`actor-${actor.id}`, safeHref(platform, 'actorProfile', { actorName: actor.name.toLowerCase() }), {
        label: actor.name,
        image: actor.avatar.w320,
        online: actor.isOnline,
      }),
    ),
    videos: hits.videos.items.flatMap((video) =>
      hit(`video-${video.id}`, safeHref(platform, 'actorVideo', { actorName: video.model.name.toLowerCase(), videoId: video.id }), {
        label: video.title,
        detail: video.model.name,
        image: video.preview.w320,
      }),
    ),
    mediathek: hits.mediathek.items.flatMap((series) =>
      hit(`series-${series.id}`, safeHref(platform, 'tvMediathekSeries', { series: series.key }), { label: series.title, image: series.picture.w320 }),
    ),
    blog: hits.blog.items.flatMap((post) => hit(`post-${post.id}`, safeHref(platform, 'blogArticle', { slug: post.slug }), { label: post.title, image: post.image })),
  };
}

const RESULT_PAGE = {
  actors: 'searchActors',
  videos: 'searchVideos',
  mediathek: 'searchSeries',
  blog: 'blogSearch',
} as const satisfies Record<ResultKind, (typeof SEARCH_RESULT_ROUTES)[number]>;

const RESULT_KINDS = ['actors', 'videos', 'mediathek', 'blog'] as const;

/**
 * The groups of an answer: actors, videos, series and magazine articles, each closed by its result
 * page when the brand has one, then the completions. A kind with no hit the brand can show is left out.
 */
export function resultGroups(hits: SearchHits, platform: Links): SearchGroup[] {
  const options = hitOptions(hits, platform);
  const groups = RESULT_KINDS.flatMap((kind): SearchGroup[] => {
    if (options[kind].length === 0) return [];
    const total = hits[kind].total;
    const href = safeHref(platform, RESULT_PAGE[kind], { searchPattern: hits.searchPattern });
    const all: SearchOption[] = href ? [{ kind: 'all', key: `all-${kind}`, href, of: kind, total }] : [];
    return [{ kind, total, options: [...options[kind], ...all] }];
  });
  const typed = hits.searchPattern.toLocaleLowerCase();
  const proposals = [...new Set(hits.proposals.map((proposal) => proposal.trim()))].filter((proposal) => proposal && proposal.toLocaleLowerCase() !== typed);
  if (proposals.length === 0) return groups;
  return [...groups, { kind: 'proposals', options: proposals.map((proposal) => ({ kind: 'search', key: `proposal-${proposal}`, search: proposal })) }];
}

/** The history as a group of searches to type again. */
export const historyGroups = (entries: readonly string[]): SearchGroup[] =>
  entries.length > 0 ? [{ kind: 'history', options: entries.map((entry) => ({ kind: 'search', key: `history-${entry}`, search: entry })) }] : [];

/** Where Enter leads with no option chosen: the first result page the brand composes. */
export function resultPage(platform: Links, searchPattern: string): string | null {
  for (const name of SEARCH_RESULT_ROUTES) {
    const href = safeHref(platform, name, { searchPattern });
    if (href) return href;
  }
  return null;
}
