import { useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { z } from 'zod/mini';
import { actorListSchema, useBusEvent, usePlatform, type RestClient } from '@vx/shared';
import type { SearchConditions } from '../search/conditions';
import type { GeoPoint, SearchType, SortType } from '../search/types';

export const searchResponseSchema = z.extend(actorListSchema, {
  requestId: z.nullish(z.union([z.number(), z.string()])),
  markers: z.optional(z.array(z.unknown())),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** The body of actorsearch/search (spec 001 §7.2), without the requestId each request is stamped with. */
export interface SearchPayload {
  page: number;
  moodValue: number;
  searchType: SearchType;
  sortType: SortType;
  currentCollection: number;
  searchConditions: SearchConditions;
  changedFilter: string | null;
  forcedGuestLocation?: GeoPoint;
  forcedGuestZip?: string;
}

/**
 * Keys of the actor searches: one search state (a search type, or a category page) and the query
 * it asks (the body without changedFilter, which names a change and asks nothing). Another query
 * is another key, so the newest request wins (spec 000 §4): the observer shows only its own key's
 * answer, and the request of a key left behind is aborted.
 */
export const searchKeys = {
  all: ['actorSearch'] as const,
  results: (state: string, payload: SearchPayload) => {
    const { changedFilter: _changed, ...query } = payload;
    return ['actorSearch', state, query] as const;
  },
};

export function postSearch(rest: RestClient, payload: SearchPayload & { requestId: number }, signal?: AbortSignal) {
  return rest.call('actorsearch/search', { method: 'POST', payload: { ...payload }, schema: searchResponseSchema, signal });
}

/** An answer that names another request than the one sent. */
export class ForeignAnswerError extends Error {}

let lastRequestId = 0;

/**
 * One search, stamped with a request id that increases over the whole feature, so an answer names
 * exactly one request; an answer naming another is refused.
 */
export async function searchActors(rest: RestClient, payload: SearchPayload, signal?: AbortSignal): Promise<SearchResponse> {
  lastRequestId += 1;
  const requestId = lastRequestId;
  const answer = await postSearch(rest, { ...payload, requestId }, signal);
  if (answer.requestId !== undefined && answer.requestId !== null && Number(answer.requestId) !== requestId) throw new ForeignAnswerError(`answer for request ${answer.requestId}, not ${requestId}`);
  return answer;
}

const geoResponseSchema = z.object({
  success: z.boolean(),
  data: z.nullable(z.object({ lat: z.number(), long: z.number() })),
});

/** utility/getGeoLocationByZip/{zip}: the coordinates, or null when the zip is unknown. */
export async function fetchZipLocation(rest: RestClient, zip: string, signal?: AbortSignal): Promise<GeoPoint | null> {
  const answer = await rest.call(`utility/getGeoLocationByZip/${encodeURIComponent(zip)}`, { schema: geoResponseSchema, signal });
  return answer.success && answer.data ? answer.data : null;
}

export const zipKeys = { location: (zip: string) => ['zipLocation', zip] as const };

/** Looks a zip's coordinates up through the cache: a zip typed again is not asked for again. */
export function useZipLookup(): (zip: string) => Promise<GeoPoint | null> {
  const { rest } = usePlatform();
  const client = useQueryClient();
  return useCallback(
    (zip: string) => client.fetchQuery({ queryKey: zipKeys.location(zip), queryFn: ({ signal }) => fetchZipLocation(rest, zip, signal), staleTime: Infinity, retry: false }),
    [client, rest],
  );
}

/** Online events come in bursts; one refresh a second is enough to show newcomers. */
export const REFRESH_AFTER_ONLINE_MS = 1000;

/**
 * The answer to one search state's query. While another page or filter loads, the state's last
 * answer stays shown (dimmed by the page); a search state never shows another state's actors.
 * An answer stays until the guest changes the query or the bus says who came online.
 */
export function useSearchResults(state: string, payload: SearchPayload) {
  const { rest } = usePlatform();
  useSearchLive();
  const query = useQuery({
    queryKey: searchKeys.results(state, payload),
    queryFn: ({ signal }) => searchActors(rest, payload, signal),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === state ? previous : undefined),
    staleTime: Infinity,
  });
  // A failed search keeps the list it answered before (an error shows beside it).
  const [last, setLast] = useState<{ state: string; answer: SearchResponse | undefined }>({ state, answer: query.data });
  if (last.state !== state || (query.data && query.data !== last.answer)) setLast({ state, answer: query.data });
  return { ...query, shown: query.data ?? (last.state === state ? last.answer : undefined) };
}

/** Changes every cached answer; `onlineOnly` tells whether its query lists online actors only. */
function patchAnswers(client: QueryClient, change: (answer: SearchResponse, onlineOnly: boolean) => SearchResponse) {
  for (const [key, answer] of client.getQueriesData<SearchResponse>({ queryKey: searchKeys.all })) {
    if (!answer) continue;
    const next = change(answer, onlineOnlyOf(key));
    if (next !== answer) client.setQueryData(key, next);
  }
}

const onlineOnlyOf = (key: QueryKey) => (key[2] as Pick<SearchPayload, 'searchConditions'> | undefined)?.searchConditions?.onlineOnly === true;

/** Online and offline events patch every cached answer; who came online is fetched a second later. */
function useSearchLive() {
  const client = useQueryClient();
  useBusEvent('actorOffline', (event) => patchAnswers(client, (answer, onlineOnly) => actorWentOffline(answer, event.actorId, onlineOnly)));
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useBusEvent('actorOnline', (event) => {
    patchAnswers(client, (answer) => actorCameOnline(answer, event.actorId));
    if (refreshTimer.current) return;
    refreshTimer.current = setTimeout(() => {
      refreshTimer.current = null;
      void client.invalidateQueries({ queryKey: searchKeys.all });
    }, REFRESH_AFTER_ONLINE_MS);
  });
  useEffect(
    () => () => {
      if (refreshTimer.current) clearTimeout(refreshTimer.current);
      refreshTimer.current = null;
    },
    [],
  );
}

type ActorList = Pick<SearchResponse, 'actors' | 'totalHits'>;

/** An actor went offline: online-only lists drop them (and the total), others mark them offline. */
export function actorWentOffline<L extends ActorList>(list: L, actorId: number, onlineOnly: boolean): L {
  if (!list.actors.some((actor) => actor.id === actorId)) return list;
  if (onlineOnly) return { ...list, actors: list.actors.filter((actor) => actor.id !== actorId), totalHits: Math.max(0, list.totalHits - 1) };
  return { ...list, actors: list.actors.map((actor) => (actor.id === actorId ? { ...actor, isOnline: false } : actor)) };
}

/** An actor came online: a list that shows them marks them live. */
export function actorCameOnline<L extends ActorList>(list: L, actorId: number): L {
  if (!list.actors.some((actor) => actor.id === actorId && !actor.isOnline)) return list;
  return { ...list, actors: list.actors.map((actor) => (actor.id === actorId ? { ...actor, isOnline: true } : actor)) };
}
