import { z } from 'zod';
import { chatShowListSchema, ticketRemoveResultSchema, ticketResultSchema, type RestClient } from '@vx/shared';

/** The buy answer of camshows/:id/ticket: the server names the ticket for the purchase tracking. */
export const ticketBuyAnswerSchema = ticketResultSchema.extend({ ticketId: z.number().int().nullable() });
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
