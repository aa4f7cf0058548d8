import { GraphQLError } from 'graphql';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { AppDeps, Domain } from '../types';
import { parseArgs } from '../vxql/args';
import { requireGuest, type GraphQLContext } from '../vxql/context';
import { PROMO_ATTEMPTS_MESSAGE, promoAttemptWait } from './promo-attempts';
import { buyTicket, CREATION_TYPES, listShows, removeTicket, SHOW_STATUSES, usesPromoCode } from './service';

const dateArg = z.string().max(40).refine((value) => !Number.isNaN(Date.parse(value)), 'Expected an ISO date').nullish();
const showsArgs = z.object({
  first: z.number().int().min(1).max(100).nullish(),
  status: z.enum(SHOW_STATUSES).nullish(),
  endDateFrom: dateArg,
  startDateTo: dateArg,
  modelId: z.number().int().positive().nullish(),
});
const buyArgs = z.object({
  id: z.number().int().positive(),
  creationType: z.enum(CREATION_TYPES),
  modelId: z.number().int().positive().nullish(),
  start: dateArg,
  promoCode: z.string().min(1).max(40).nullish(),
  idempotencyKey: z.string().min(8).max(200).nullish(),
});

/** chatShows, ticketChatList, buyChatTicket, removeChatTicket (spec 001 §7.4). */
export const showsVxql: NonNullable<Domain['vxql']> = {
  typeDefs: /* GraphQL */ `
    type ShowPrice { value: Int!, currency: String!, symbol: String! }
    type LocalizedText { value: String!, language: String! }
    type ImageSet { w320: String!, w640: String!, w1280: String! }
    "A cam show (spec 000 §3): same fields as REST GET camshows."
    type ChatShow {
      id: Int!
      name: String!
      actorId: Int!
      actorName: String!
      actorLink: String!
      price: ShowPrice!
      title: String!
      description: LocalizedText!
      postBuyInfo: LocalizedText!
      sedcards: [ImageSet!]!
      avatar: ImageSet!
      imageUrl: String!
      start: String!
      end: String!
      isBought: Boolean!
      isFree: Boolean!
      canBuy: Boolean!
      hasStarted: Boolean!
      bonusCode: String
      actorOnline: Boolean!
      isFeatured: Boolean!
      isAutoFeatured: Boolean!
      isInternal: Boolean!
    }
    type ChatShowList { shows: [ChatShow!]!, total: Int! }
    "errorCode: insufficient_balance, already_bought, show_ended, not_found, invalid_promo_code; ticketId: the guest's ticket after a successful buyChatTicket"
    type TicketResult { success: Boolean!, errorCode: String, refunded: Int, ticketId: Int }
    extend type Query {
      "Upcoming and running shows, featured first. status: upcoming, running or all."
      chatShows(first: Int, status: String, endDateFrom: String, startDateTo: String, modelId: Int): ChatShowList!
      "The shows of one model (ticketChatList)."
      ticketChatList(modelId: Int!, first: Int): ChatShowList!
    }
    extend type Mutation {
      "Debits the show price (once per idempotencyKey; one is generated when omitted)."
      buyChatTicket(id: Int!, creationType: String!, modelId: Int, start: String, promoCode: String, idempotencyKey: String): TicketResult!
      "Full refund until the show starts, none after."
      removeChatTicket(id: Int!): TicketResult!
    }
  `,
  resolvers: (deps: AppDeps) => ({
    Query: {
      chatShows: (_: unknown, args: unknown, ctx: GraphQLContext) => {
        const a = parseArgs(showsArgs, args);
        return listShows(deps.database.db, {
          first: a.first ?? 20,
          status: a.status ?? 'all',
          guestId: ctx.guestId,
          language: ctx.language,
          endDateFrom: a.endDateFrom ? new Date(a.endDateFrom) : null,
          startDateTo: a.startDateTo ? new Date(a.startDateTo) : null,
          actorId: a.modelId ?? null,
        });
      },
      ticketChatList: (_: unknown, args: unknown, ctx: GraphQLContext) => {
        const a = parseArgs(showsArgs.extend({ modelId: z.number().int().positive() }), args);
        return listShows(deps.database.db, { first: a.first ?? 20, status: 'all', guestId: ctx.guestId, language: ctx.language, actorId: a.modelId });
      },
    },
    Mutation: {
      buyChatTicket: async (_: unknown, args: unknown, ctx: GraphQLContext) => {
        const guest = requireGuest(ctx);
        const a = parseArgs(buyArgs, args);
        if (usesPromoCode(a)) {
          const wait = await promoAttemptWait(deps, ctx.request);
          if (wait > 0) {
            throw new GraphQLError(PROMO_ATTEMPTS_MESSAGE, {
              extensions: { code: 'too_many_attempts', retryAfter: wait, http: { status: 429, headers: { 'retry-after': String(wait) } } },
            });
          }
        }
        return buyTicket(deps.database.db, deps.hub, {
          guestId: guest.id,
          showId: a.id,
          creationType: a.creationType,
          promoCode: a.promoCode ?? null,
          actorId: a.modelId ?? null,
          // Without a key a second call still cannot charge twice: the existing ticket answers already_bought.
          idempotencyKey: a.idempotencyKey ?? `vxql-ticket:${randomUUID()}`,
        });
      },
      removeChatTicket: (_: unknown, args: unknown, ctx: GraphQLContext) => {
        const guest = requireGuest(ctx);
        const a = parseArgs(z.object({ id: z.number().int().positive() }), args);
        return removeTicket(deps.database.db, deps.hub, guest.id, a.id);
      },
    },
  }),
};
