import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useBusEvent, usePlatform, type ChatShow } from '@vx/shared';
import { fetchShows, type ShowFilter } from './api';

type ShowList = { shows: ChatShow[]; total: number };

/** Every cached show list starts with this key: a buy or removal updates them all. */
const SHOWS_KEY = 'camShows';

/**
 * The show list (all, or one actor's), per language and guest: `isBought` and `postBuyInfo`
 * belong to the guest. The actors' online marks follow the bus.
 */
export function useShows(filter: ShowFilter) {
  const { rest, language, guest } = usePlatform();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: [SHOWS_KEY, language, guest.isLoggedIn ? guest.id : null, filter.actorId ?? null],
    queryFn: ({ signal }) => fetchShows(rest, filter, signal),
  });

  const setOnline = (actorId: number, actorOnline: boolean) =>
    client.setQueriesData<ShowList>({ queryKey: [SHOWS_KEY] }, (list) =>
      list && list.shows.some((show) => show.actorId === actorId)
        ? { ...list, shows: list.shows.map((show) => (show.actorId === actorId ? { ...show, actorOnline } : show)) }
        : list,
    );
  useBusEvent('actorOnline', (event) => setOnline(event.actorId, true));
  useBusEvent('actorOffline', (event) => setOnline(event.actorId, false));

  return query;
}

/**
 * After a buy or a removal: the show flips at once in every cached list, then the lists load
 * again (the server adds what a ticket holder reads, postBuyInfo).
 */
export function useTicketChanged(): (showId: number, isBought: boolean) => void {
  const client = useQueryClient();
  return useCallback(
    (showId, isBought) => {
      client.setQueriesData<ShowList>({ queryKey: [SHOWS_KEY] }, (list) =>
        list ? { ...list, shows: list.shows.map((show) => (show.id === showId ? { ...show, isBought, canBuy: !isBought } : show)) } : list,
      );
      void client.invalidateQueries({ queryKey: [SHOWS_KEY] });
    },
    [client],
  );
}
