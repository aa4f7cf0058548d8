import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { TOP_CAM_TYPES, topCamListSchema, useBusEvent, usePlatform, type RestClient } from '@vx/shared';

export type TopCamType = (typeof TOP_CAM_TYPES)[number];
export type TopCamList = z.infer<typeof topCamListSchema>;

/** Keys of the top lists (spec 001 topcams/{type}); `all` reaches every list at once. */
export const topCamKeys = {
  all: ['topCams'] as const,
  list: (type: TopCamType) => ['topCams', type] as const,
};

export const fetchTopCams = (rest: RestClient, type: TopCamType, signal?: AbortSignal) =>
  rest.call(`topcams/${type}`, { schema: topCamListSchema, signal });

const listQuery = (rest: RestClient, type: TopCamType) => ({
  queryKey: topCamKeys.list(type),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchTopCams(rest, type, signal),
  // A list already loaded is not asked for again while it is cached; the bus keeps it live.
  staleTime: Infinity,
});

/** One top list; a list left while loading is cancelled and loads again when asked for. */
export function useTopCams(type: TopCamType) {
  const { rest } = usePlatform();
  useTopCamsLive();
  return useQuery(listQuery(rest, type));
}

/** The four top lists at once (an actor's placements). */
export function useAllTopCams() {
  const { rest } = usePlatform();
  useTopCamsLive();
  return useQueries({ queries: TOP_CAM_TYPES.map((type) => listQuery(rest, type)) });
}

/** Online and offline events of the bus mark the actor in every cached top list. */
function useTopCamsLive() {
  const client = useQueryClient();
  const setOnline = (actorId: number, online: boolean) =>
    client.setQueriesData<TopCamList>({ queryKey: topCamKeys.all }, (list) =>
      list && list.topCams.some((cam) => cam.id === actorId)
        ? { ...list, topCams: list.topCams.map((cam) => (cam.id === actorId ? { ...cam, online } : cam)) }
        : list,
    );
  useBusEvent('actorOnline', (event) => setOnline(event.actorId, true));
  useBusEvent('actorOffline', (event) => setOnline(event.actorId, false));
}
