import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { z } from 'zod';
import { actorListSchema, PAGE_SIZE, useBusEvent, usePlatform, type ActorList } from '@vx/shared';

export const CAMS_QUERY = 'cams';
/** Online events come in bursts; one refetch per second is enough to show newcomers. */
const REFETCH_AFTER_ONLINE_MS = 1000;

const searchResponseSchema = actorListSchema.extend({ requestId: z.number().int() });

/** Removes an actor who went offline from every cached cams page, without a refetch. */
export function removeActor(cache: QueryClient, actorId: number): void {
  cache.setQueriesData<ActorList>({ queryKey: [CAMS_QUERY] }, (list) => {
    if (!list || !list.actors.some((actor) => actor.id === actorId)) return list;
    return { ...list, actors: list.actors.filter((actor) => actor.id !== actorId), totalHits: Math.max(0, list.totalHits - 1) };
  });
}

/** The online actors, 30 a page, kept live through the bus. */
export function useOnlineActors(page: number) {
  const { rest, language } = usePlatform();
  const cache = useQueryClient();
  const requestId = useRef(0);
  const query = useQuery({
    queryKey: [CAMS_QUERY, language, page],
    queryFn: async ({ signal }) => {
      requestId.current += 1;
      const result = await rest.call('actorsearch/search', {
        method: 'POST',
        payload: {
          page,
          moodValue: 0,
          searchType: 'default',
          sortType: 'online_ranking',
          requestId: requestId.current,
          searchConditions: { onlineOnly: true },
          changedFilter: null,
        },
        schema: searchResponseSchema,
        signal,
      });
      const { requestId: _answered, ...list } = result;
      return list;
    },
    placeholderData: keepPreviousData,
  });

  useBusEvent(
    'actorOffline',
    useCallback((event) => removeActor(cache, event.actorId), [cache]),
  );

  const refetchTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useBusEvent('actorOnline', () => {
    if (refetchTimer.current) return;
    refetchTimer.current = setTimeout(() => {
      refetchTimer.current = null;
      void cache.invalidateQueries({ queryKey: [CAMS_QUERY] });
    }, REFETCH_AFTER_ONLINE_MS);
  });
  useEffect(() => () => {
    if (refetchTimer.current) clearTimeout(refetchTimer.current);
  }, []);

  return { ...query, pageSize: PAGE_SIZE.actors };
}
