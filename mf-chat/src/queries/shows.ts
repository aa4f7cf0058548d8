import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { z } from 'zod/mini';
import { chatShowListSchema, ticketRemoveResultSchema, ticketResultSchema, useBusEvent, usePlatform, type ChatShow, type Language, type RestClient } from '@vx/shared';

/** The buy answer of camshows/:id/ticket: the server names the ticket for the purchase tracking. */
export const ticketBuyAnswerSchema = z.extend(ticketResultSchema, { ticketId: z.nullable(z.int()) });
export type TicketBuyAnswer = z.infer<typeof ticketBuyAnswerSchema>;

/** Shows listed at once: the server's maximum; upcoming shows are few (a few days ahead). */
export const SHOWS_PAGE_SIZE = 100;

export interface ShowFilter {
  /** Only this actor's shows (the profile's live-show page). */
  actorId?: number;
}

export const fetchShows = (rest: RestClient, filter: ShowFilter, signal?: AbortSignal) =>
  rest.call('camshows', {
    payload: { first: SHOWS_PAGE_SIZE, status: 'all', modelId: filter.actorId },
    schema: chatShowListSchema,
    signal,
  });

export interface BuyTicketInput {
  showId: number;
  promoCode: string | null;
  idempotencyKey: string;
}

/** Creation type M: a ticket bought by the guest on the site (spec 000 §3). */
export const buyShowTicket = (rest: RestClient, { showId, promoCode, idempotencyKey }: BuyTicketInput) =>
  rest.call(`camshows/${showId}/ticket`, {
    method: 'POST',
    payload: { creationType: 'M', idempotencyKey, ...(promoCode ? { promoCode } : {}) },
    schema: ticketBuyAnswerSchema,
  });

export const removeShowTicket = (rest: RestClient, showId: number) =>
  rest.call(`camshows/${showId}/ticket`, { method: 'DELETE', schema: ticketRemoveResultSchema });

type ShowList = { shows: ChatShow[]; total: number };

/** Keys of the show lists; `all` reaches every list, so a buy or removal updates them all. */
export const showKeys = {
  all: ['camShows'] as const,
  list: (language: Language, guestId: number | null, filter: ShowFilter) => ['camShows', language, guestId, filter.actorId ?? null] as const,
};

/**
 * The show list (all, or one actor's), per language and guest: `isBought` and `postBuyInfo`
 * belong to the guest. The actors' online marks follow the bus.
 */
export function useShows(filter: ShowFilter) {
  const { rest, language, guest } = usePlatform();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: showKeys.list(language, guest.isLoggedIn ? guest.id : null, filter),
    queryFn: ({ signal }) => fetchShows(rest, filter, signal),
  });

  const setOnline = (actorId: number, actorOnline: boolean) =>
    client.setQueriesData<ShowList>({ queryKey: showKeys.all }, (list) =>
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
      client.setQueriesData<ShowList>({ queryKey: showKeys.all }, (list) =>
        list ? { ...list, shows: list.shows.map((show) => (show.id === showId ? { ...show, isBought, canBuy: !isBought } : show)) } : list,
      );
      void client.invalidateQueries({ queryKey: showKeys.all });
    },
    [client],
  );
}

/** Removes the guest's ticket of a show; the caller tells the list (useTicketChanged) what the answer says. */
export function useRemoveTicket(showId: number) {
  const { rest } = usePlatform();
  return useMutation({ mutationFn: () => removeShowTicket(rest, showId) });
}
