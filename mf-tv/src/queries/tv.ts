import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { mediathekSearchResultSchema, SEARCH_SORTS, type MediathekSearchResult, type SearchSort } from '@vx/shared/search';
import {
  PAGE_SIZE,
  RestError,
  tvFormatSchema,
  tvLateNightShowSchema,
  tvMediathekPageSchema,
  tvProgramSchema,
  tvSeriesSchema,
  tvStreamSchema,
  tvSuggestSchema,
  tvVideoDetailSchema,
  useGuestScope,
  usePlatform,
  type RestClient,
  type TvChannel,
} from '@vx/shared';
import { usePages } from './pages';

/**
 * The TV section's server state (server/docs/tv.md). Every tv/* GET carries the spec's cache-busting
 * timestamp `_=<now>` (spec 001 §7.2; the server ignores it), so no cache between browser and server
 * answers an old program or an expired grant.
 */
const bust = () => ({ _: Date.now() });
const get = <S extends z.core.$ZodType>(rest: RestClient, path: string, schema: S, signal?: AbortSignal, query: Record<string, unknown> = {}) =>
  rest.call(path, { schema, signal, payload: { ...query, ...bust() } });

/** The TV subscription is part of what a stream or an episode's playback depends on (needAbo). */
const useTvScope = () => {
  const scope = useGuestScope();
  const { guest } = usePlatform();
  return [...scope, guest.hasTvAbo ? 'tv' : 'notv'] as const;
};

export const tvKeys = {
  all: ['tv', 'channel'] as const,
  stream: (channel: TvChannel, scope: readonly unknown[]) => ['tv', 'channel', 'stream', channel, ...scope] as const,
  program: (channel: TvChannel, limit: number, language: string) => ['tv', 'channel', 'program', channel, limit, language] as const,
  series: (language: string) => ['tv', 'channel', 'series', language] as const,
  format: (key: string, page: number, language: string) => ['tv', 'channel', 'format', key, page, language] as const,
  mediathek: (filter: MediathekFilter, page: number, language: string) => ['tv', 'channel', 'mediathek', filter, page, language] as const,
  video: (videoId: number, scope: readonly unknown[]) => ['tv', 'channel', 'video', videoId, ...scope] as const,
  suggest: (hashId: string, language: string) => ['tv', 'channel', 'suggest', hashId, language] as const,
  lateNight: (language: string) => ['tv', 'channel', 'lateNight', language] as const,
  search: (scope: readonly unknown[], pattern: string, sort: SeriesSearchSort, page: number) => ['tv', 'channel', 'search', ...scope, pattern, sort, page] as const,
};

/** A unknown series, episode or hash id: the server's 404, or its 400 for a key it refuses. */
export const isNotFound = (error: unknown) => error instanceof RestError && (error.status === 404 || error.status === 400);

/** Ask for a new grant this long before the one playing runs out. */
const GRANT_MARGIN_MS = 60_000;
const GRANT_MIN_WAIT_MS = 5_000;
/** A timer's longest wait (setTimeout fires at once beyond 2³¹ ms); a long grant is simply renewed earlier. */
const GRANT_MAX_WAIT_MS = 30 * 60_000;

/**
 * GET tv/stream/{channel}: the channel's live playlist with its grant, or null with the restriction
 * (needLogin, needAbo). Keyed on the guest and his TV subscription, so a subscription that starts
 * (the socket's tvAboUpdate updates the guest) fetches the premium stream at once, without a reload.
 * A new grant is asked for before the one playing expires.
 */
export function useTvStream(channel: TvChannel) {
  const { rest } = usePlatform();
  const scope = useTvScope();
  return useQuery({
    queryKey: tvKeys.stream(channel, scope),
    queryFn: ({ signal }) => get(rest, `tv/stream/${channel}`, tvStreamSchema, signal),
    refetchInterval: (query) => {
      const expiresAt = query.state.data?.stream?.expiresAt;
      return expiresAt ? Math.min(GRANT_MAX_WAIT_MS, Math.max(GRANT_MIN_WAIT_MS, expiresAt * 1000 - Date.now() - GRANT_MARGIN_MS)) : false;
    },
  });
}

/** GET tv/program/{channel}?limit=: the slot on air and the ones after it. */
export function useTvProgram(channel: TvChannel, limit: number) {
  const { rest, language } = usePlatform();
  return useQuery({
    queryKey: tvKeys.program(channel, limit, language),
    queryFn: ({ signal }) => get(rest, `tv/program/${channel}`, tvProgramSchema, signal, { limit }),
    // The slot on air changes on the hour; a minute late is fine.
    refetchInterval: 60_000,
  });
}

const IMAGE_SET = 'w320 w640 w1280';
const SERIES_QUERY = /* GraphQL */ `
  query TvSeries {
    tvSeries { id key title description picture { ${IMAGE_SET} } host { id name } episodeCount }
  }
`;
const seriesAnswerSchema = z.object({ tvSeries: z.array(tvSeriesSchema) });

/** The query service's tvSeries: every series in the editors' order, in the page's language. */
export function useTvSeries() {
  const { vxql, language } = usePlatform();
  return useQuery({
    queryKey: tvKeys.series(language),
    queryFn: () => vxql.request(SERIES_QUERY, {}, seriesAnswerSchema).then((answer) => answer.tvSeries),
  });
}

export type SeriesSearchSort = SearchSort<'mediathek'>;
/** The first sort is the server's default (relevance). */
export const SERIES_SEARCH_SORTS: readonly SeriesSearchSort[] = SEARCH_SORTS.mediathek;

const SERIES_SEARCH_QUERY = /* GraphQL */ `
  query MediathekSearch($searchPattern: String!, $first: Int, $offset: Int, $order: String) {
    mediathekSearch(searchPattern: $searchPattern, first: $first, offset: $offset, order: $order) {
      searchPattern
      total
      items { id key title description picture { ${IMAGE_SET} } host { id name } episodeCount }
    }
  }
`;
const seriesSearchAnswerSchema = z.object({ mediathekSearch: mediathekSearchResultSchema });
const searchedSeriesOf = (answer: MediathekSearchResult) => answer;

/**
 * The query service's mediathekSearch: the TV series it finds for the pattern, 30 a page (spec 001 §9
 * mediathek 30), `pages` pages joined. Keyed on the guest scope: the query is asked with the guest's
 * token.
 */
export function useSeriesSearch(pattern: string, sort: SeriesSearchSort, pages: number) {
  const { vxql } = usePlatform();
  const scope = useGuestScope();
  const pageSize = PAGE_SIZE.mediathek;
  return usePages({
    pages,
    queryKey: (page) => tvKeys.search(scope, pattern, sort, page),
    queryFn: (page) =>
      vxql
        .request(SERIES_SEARCH_QUERY, { searchPattern: pattern, first: pageSize, offset: (page - 1) * pageSize, order: sort }, seriesSearchAnswerSchema)
        .then((answer) => answer.mediathekSearch),
    itemsOf: searchedSeriesOf,
  });
}

const LATE_NIGHT_QUERY = /* GraphQL */ `
  query LateNightShow {
    lateNightShow {
      id headline text headlines { de en } texts { de en } begin end isLive
      actors { id name online avatar { ${IMAGE_SET} } }
    }
  }
`;
const lateNightAnswerSchema = z.object({ lateNightShow: z.nullable(tvLateNightShowSchema) });

/** The query service's lateNightShow: its running or next date, texts in the page's language (German or English). */
export function useLateNightShow() {
  const { vxql, language } = usePlatform();
  return useQuery({
    queryKey: tvKeys.lateNight(language),
    queryFn: () => vxql.request(LATE_NIGHT_QUERY, {}, lateNightAnswerSchema).then((answer) => answer.lateNightShow),
  });
}

/** GET tv/format/{key}?page=: the series and its episodes, 30 a page (spec 001 §9), `pages` pages joined. */
const episodesOf = (answer: z.infer<typeof tvFormatSchema>) => answer.episodes;
const videosOf = (answer: z.infer<typeof tvMediathekPageSchema>) => answer;

export function useTvFormat(key: string | null, pages: number) {
  const { rest, language } = usePlatform();
  return usePages({
    pages,
    queryKey: (page) => tvKeys.format(key ?? '', page, language),
    queryFn: (page, signal) => get(rest, `tv/format/${encodeURIComponent(key!)}`, tvFormatSchema, signal, { page }),
    itemsOf: episodesOf,
    enabled: key !== null,
  });
}

/** The mediathek filter (spec 000 §3 Mediathek filter): contentGroups are format keys. */
export interface MediathekFilter {
  formatKey?: string;
  contentGroups?: string[];
}

/** POST tv/updateMediathek: the mediathek's videos, 30 a page, `pages` pages joined. */
export function useMediathekVideos(filter: MediathekFilter, pages: number, enabled = true) {
  const { rest, language } = usePlatform();
  return usePages({
    pages,
    enabled,
    queryKey: (page) => tvKeys.mediathek(filter, page, language),
    queryFn: (page, signal) => rest.call('tv/updateMediathek', { method: 'POST', schema: tvMediathekPageSchema, signal, payload: { ...filter, page } }),
    itemsOf: videosOf,
  });
}

/** GET tv/video/{id}: the episode and its stream (whole for a TV subscriber, else the preview). */
export function useTvVideo(videoId: number | null) {
  const { rest } = usePlatform();
  const scope = useTvScope();
  return useQuery({
    queryKey: tvKeys.video(videoId ?? 0, scope),
    queryFn: ({ signal }) => get(rest, `tv/video/${videoId}`, tvVideoDetailSchema, signal),
    enabled: videoId !== null,
  });
}

/** GET tv/suggest/{hashId}: what to watch next. */
export function useTvSuggestions(hashId: string | undefined) {
  const { rest, language } = usePlatform();
  return useQuery({
    queryKey: tvKeys.suggest(hashId ?? '', language),
    queryFn: ({ signal }) => get(rest, `tv/suggest/${encodeURIComponent(hashId!)}`, tvSuggestSchema, signal).then((answer) => answer.videos),
    enabled: hashId !== undefined,
  });
}

const videoIdSchema = z.string().check(z.regex(/^[1-9]\d{0,9}$/));
const formatKeySchema = z.string().check(z.regex(/^[a-z0-9-]{1,60}$/));

/** A video id from the URL (1…2³¹−1), else null: the page shows its not-found state. */
export function parseVideoId(param: string | undefined): number | null {
  const parsed = z.safeParse(videoIdSchema, param);
  return parsed.success && Number(parsed.data) <= 2 ** 31 - 1 ? Number(parsed.data) : null;
}

/** A series key from the URL (the server's keys are lower-case words with dashes), else null. */
export function parseFormatKey(param: string | undefined): string | null {
  const parsed = z.safeParse(formatKeySchema, param);
  return parsed.success ? parsed.data : null;
}

/** All series' videos in the mediathek URL (`/tv/mediathek/all/videos/`). */
export const ALL_VIDEOS_KEY = 'all';

/**
 * The mediathek page's key: `all`, a series key (formatKey), or series keys joined by `+`
 * (contentGroups, spec 000 §3 Mediathek filter); anything else is null (not found).
 */
export function parseMediathekKey(param: string | undefined): MediathekFilter | null {
  if (param === ALL_VIDEOS_KEY) return {};
  const keys = (param ?? '').split('+').map(parseFormatKey);
  if (!keys.length || keys.some((key) => key === null) || keys.length > 10) return null;
  return keys.length === 1 ? { formatKey: keys[0]! } : { contentGroups: keys as string[] };
}
