import type { Language } from '@vx/shared/constants';
import type { ActorTile, BlogPost, TvSeries, VideoTile } from '@vx/shared/protocol';
import type { GlobalSearchResult } from '@vx/shared/search';
import type { Executor } from '../../db/helpers';
import { CatalogueClock } from '../actors/catalogue-clock';
import { catalogueVersion } from '../actors/version';
import { listPosts } from '../blog/posts';
import { findActors } from './find-actors';
import { ASMR_TAG, findVideos, videoTiles, type VideoCriteria } from './find-videos';
import { findSeries, seriesTiles } from './find-series';
import type { SearchOrder } from './order';
import { tilesById } from './query';
import { ResultCache } from './result-cache';
import { countPattern } from './patterns';
import { completions } from './suggestions';
import type { TextQuery } from './text-query';

/**
 * Answers live this long, or until an actor changes anywhere (CatalogueClock, within a second). A
 * guest typing asks the same few prefixes as everyone else, and the results page asks again for what
 * the overlay had. Longer than the lists' 5 s: a fresh search of a common word ranks thousands of
 * rows, and the embedded database runs it in the server's own thread (tens to hundreds of ms that
 * every other call waits); a new video or post is found 30 s later at most.
 */
const TTL_MS = 30_000;

/** Completions the global search's answer carries (issue 17 §1). */
export const PROPOSALS_MAX = 6;

export interface Page {
  offset: number;
  limit: number;
}

export interface Section<T> {
  items: T[];
  total: number;
}

/** Who asks: the language of texts and the country whose banned actors' videos stay hidden. */
export interface Viewer {
  language: Language;
  country: string | null;
}

export type VideoSearch = Omit<VideoCriteria, 'tag' | 'country'>;

export interface SearchService {
  /** The overlay: `first` hits of each kind with their totals, and completions. */
  global(query: TextQuery, viewer: Viewer, first: number): Promise<Omit<GlobalSearchResult, 'searchPattern'>>;
  actors(query: TextQuery, criteria: { order: SearchOrder<'actors'>; onlineOnly: boolean }, page: Page): Promise<Section<ActorTile>>;
  /** Videos, or with `asmr` only those tagged ASMR. */
  videos(query: TextQuery, viewer: Viewer, criteria: VideoSearch & { asmr: boolean }, page: Page): Promise<Section<VideoTile>>;
  mediathek(query: TextQuery, viewer: Viewer, order: SearchOrder<'mediathek'>, page: Page): Promise<Section<TvSeries>>;
  blog(query: TextQuery, viewer: Viewer, order: SearchOrder<'blog'>, page: Page): Promise<Section<BlogPost>>;
  suggestions(query: TextQuery, viewer: Viewer, limit: number): Promise<string[]>;
  /** Counts a guest's search of the pattern; this process's completions show it at once. */
  store(query: TextQuery, language: Language): Promise<void>;
}

const slice = (ids: Int32Array, page: Page) => Array.from(ids.subarray(page.offset, page.offset + page.limit));

/**
 * The global search. Each finder answers every hit's id in its list's order, kept for TTL_MS: one
 * read serves every page and the total. A page's tiles are kept as long; an actor's online state in
 * them only until this process flips an actor (catalogueVersion), as every cached actor list.
 */
export function createSearchService(db: Executor): SearchService {
  const clock = new CatalogueClock(db);
  const lists = new ResultCache<Int32Array>(TTL_MS);
  const pages = new ResultCache<Section<unknown>>(TTL_MS);
  const posts = new ResultCache<Section<BlogPost>>(TTL_MS);
  const words = new ResultCache<string[]>(TTL_MS);
  // Completions include stored patterns: a store in this process starts their cache afresh.
  let stores = 0;
  const cached = async <T>(cache: ResultCache<T>, key: unknown, load: () => Promise<T>, version: unknown = '') =>
    cache.get(JSON.stringify(key), load, `${await clock.generation()}:${String(version)}`);
  /** One page of a list: its ids (the list kept apart, for the other pages) and their tiles. */
  const section = <T>(list: unknown[], find: () => Promise<Int32Array>, tiles: (ids: number[]) => Promise<T[]>, page: Page, version: unknown = '') =>
    cached(
      pages,
      [...list, page],
      async () => {
        const ids = await cached(lists, list, find);
        return { items: await tiles(slice(ids, page)), total: ids.length };
      },
      version,
    ) as Promise<Section<T>>;

  const service: SearchService = {
    actors(query, criteria, page) {
      const tiles = async (ids: number[]) => {
        const byId = await tilesById(db, ids);
        return ids.flatMap((id) => byId.get(id) ?? []);
      };
      return section(['actors', query.text, criteria], () => findActors(db, query, criteria), tiles, page, catalogueVersion());
    },
    videos(query, viewer, { asmr, ...criteria }, page) {
      const tag = asmr ? ASMR_TAG : null;
      const find = () => findVideos(db, query, { ...criteria, tag, country: viewer.country });
      return section(['videos', query.text, viewer.country, tag, criteria], find, (ids) => videoTiles(db, ids), page);
    },
    mediathek(query, viewer, order, page) {
      const find = () => findSeries(db, query, viewer.language, order);
      return section(['mediathek', query.text, viewer.language, order], find, (ids) => seriesTiles(db, ids, viewer.language), page);
    },
    async blog(query, viewer, { sort, direction }, page) {
      // The blog's own list query (blog/posts.ts) searches with the same text match and ranks it.
      const order = sort === 'relevance' ? 'relevance' : direction === 'asc' ? 'oldest' : 'newest';
      return cached(posts, [query.text, viewer.language, order, page], async () => {
        const { posts: items, total } = await listPosts(db, viewer.language, { search: query.text, order }, page);
        return { items, total };
      });
    },
    suggestions(query, viewer, limit) {
      return cached(words, [query.text, viewer.language, viewer.country, limit], () => completions(db, query, viewer.language, viewer.country, limit), stores);
    },
    async store(query, language) {
      await countPattern(db, language, query);
      stores += 1;
    },
    async global(query, viewer, first) {
      const page = { offset: 0, limit: first };
      const [actors, videos, mediathek, blog, proposals] = await Promise.all([
        service.actors(query, { order: { sort: 'relevance', direction: null }, onlineOnly: false }, page),
        service.videos(query, viewer, { order: { sort: 'relevance', direction: null }, types: [], asmr: false }, page),
        service.mediathek(query, viewer, { sort: 'relevance', direction: null }, page),
        service.blog(query, viewer, { sort: 'relevance', direction: null }, page),
        service.suggestions(query, viewer, PROPOSALS_MAX),
      ]);
      return { proposals, actors, videos, mediathek, blog };
    },
  };
  return service;
}

const services = new WeakMap<Executor, SearchService>();

/** The one search of a database: the query service and REST share its caches. */
export function searchServiceOf(db: Executor): SearchService {
  let service = services.get(db);
  if (!service) {
    service = createSearchService(db);
    services.set(db, service);
  }
  return service;
}

/** An empty answer: for a pattern too short to search. */
export function emptyGlobalResult(searchPattern: string): GlobalSearchResult {
  const none = { items: [], total: 0 };
  return { searchPattern, proposals: [], actors: none, videos: none, mediathek: none, blog: none };
}
