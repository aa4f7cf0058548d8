import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { MIN_SEARCH_LENGTH, RestError, videoListSchema, videoStarListSchema, videoTagListSchema, type Language, type RestClient } from '@vx/shared';
import type { ListPayload } from '../videoFilter/sections';
import { retry, useScope, type Scope } from './media';

export type VideoList = z.infer<typeof videoListSchema>;
export type VideoListItem = VideoList['items'][number];
export type VideoTag = z.infer<typeof videoTagListSchema>['tags'][number];
export type VideoStar = z.infer<typeof videoStarListSchema>['stars'][number];

/**
 * Keys of the /videos/ lists. Under mf-media's root, so a purchase that refreshes `mediaKeys.all`
 * refreshes the lists' bought marks too; the list keys close with the guest (bought marks).
 */
export const videoListKeys = {
  all: ['mf-media', 'videoList'] as const,
  list: (payload: ListPayload, scope: Scope) => ['mf-media', 'videoList', 'list', payload, ...scope] as const,
  /** The server matches the tags' names in the page language (server/docs/videos.md). */
  tagSearch: (search: string, language: Language) => ['mf-media', 'videoList', 'tagSearch', language, search.toLowerCase()] as const,
  popularTags: ['mf-media', 'videoList', 'popularTags'] as const,
  stars: (first: number, scope: Scope) => ['mf-media', 'videoList', 'stars', first, scope[0]] as const,
};

const NO_LIST: ListPayload = { filter: { types: [], excludedTypes: [], tags: [], actingGroups: [] }, order: 'newest', page: 1, pageSize: 1 };

/** Spec 001 §8: the server refuses an unknown category or order with this code. */
export const isUnmappedCategory = (error: unknown) => error instanceof RestError && error.status === 400;

/** A GET's payload is its query string (spec 001 §7.1); the client sends the filter object as JSON. */
export const fetchVideoList = (rest: RestClient, payload: ListPayload, signal?: AbortSignal) =>
  rest.call('videos/filtered', { payload: { ...payload }, schema: videoListSchema, signal });

export const fetchTagSearch = (rest: RestClient, search: string, signal?: AbortSignal) =>
  rest.call(`videos/tagSearch/${encodeURIComponent(search)}`, { schema: videoTagListSchema, signal }).then((answer) => answer.tags);

export const fetchPopularTags = (rest: RestClient, signal?: AbortSignal) =>
  rest.call('videos/popularTags', { schema: videoTagListSchema, signal }).then((answer) => answer.tags);

export const fetchVideoStars = (rest: RestClient, first: number, signal?: AbortSignal) =>
  rest.call('videos/stars', { payload: { first }, schema: videoStarListSchema, signal }).then((answer) => answer.stars);

/**
 * One page of a list; the previous page stays while the next loads (the grid is aria-busy
 * meanwhile). Null asks nothing (a filter the page could not map).
 */
export function useVideoList(payload: ListPayload | null) {
  const { rest, scope } = useScope();
  return useQuery({
    queryKey: videoListKeys.list(payload ?? NO_LIST, scope),
    queryFn: ({ signal }) => fetchVideoList(rest, payload ?? NO_LIST, signal),
    enabled: payload !== null,
    placeholderData: keepPreviousData,
    retry,
  });
}

/** Spec 001 §9: search needs 3 characters; shorter text asks nothing. */
export function useTagSearch(search: string) {
  const { rest, scope } = useScope();
  const text = search.trim();
  return useQuery({
    queryKey: videoListKeys.tagSearch(text, scope[0]),
    queryFn: ({ signal }) => fetchTagSearch(rest, text, signal),
    enabled: text.length >= MIN_SEARCH_LENGTH,
    placeholderData: keepPreviousData,
    retry,
  });
}

export function usePopularTags() {
  const { rest } = useScope();
  return useQuery({ queryKey: videoListKeys.popularTags, queryFn: ({ signal }) => fetchPopularTags(rest, signal), staleTime: 60_000, retry });
}

export function useVideoStars(first: number) {
  const { rest, scope } = useScope();
  return useQuery({ queryKey: videoListKeys.stars(first, scope), queryFn: ({ signal }) => fetchVideoStars(rest, first, signal), retry });
}
