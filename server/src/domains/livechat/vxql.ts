import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { PAGE_SIZE } from '@vx/shared/constants';
import { INT32_MAX } from '../../http/validate';
import { requestCountry } from '../actors/availability';
import { actors } from '../actors/schema';
import type { AppDeps, Domain } from '../types';
import { parseArgs } from '../vxql/args';
import { requireGuest, type GraphQLContext } from '../vxql/context';
import { listToyControls } from './catalogue';
import { freeChatSecondsLeft } from './free-chat';
import { conversionChatActors, guestChatVideoTime, modelsByIds } from './models';
import { actorChatRatings } from './ratings';
import { startAnonymousVoicecall } from './voicecall';

const firstArgs = z.object({ first: z.number().int().min(1).max(100).nullish() });
const idsArgs = z.object({ ids: z.array(z.number().int().min(1).max(INT32_MAX)).max(100) });
const voicecallArgs = z.object({ accessToken: z.string().min(1).max(200), actorId: z.number().int().min(1).max(INT32_MAX) });

/**
 * The query service's live-chat operations (spec 001 §7.4): chat ratings, guest chat video time,
 * free chat duration, conversion-chat actors, toy controls, models by ids, and the mutation
 * startAnonymousVoicecallChat.
 */
export const liveChatVxql: NonNullable<Domain['vxql']> = {
  typeDefs: /* GraphQL */ `
    type ChatRatingFigures { countRatings: Int!, satisfactionRate: Int! }
    "chatRatings.lastNinetyDays of an actor (spec 000 §3); clients show it from 10 ratings on."
    type ChatRatings { actorId: Int!, lastNinetyDays: ChatRatingFigures! }
    "Seconds the guest spent in video chats (every kind showing video; free chat and voicecalls not), in how many sessions."
    type GuestChatVideoTime { seconds: Int!, sessions: Int! }
    "Seconds of free chat the guest has with the actor today (0: not offered or used up)."
    type FreeChatDuration { actorId: Int!, duration: Int! }
    type ChatPrice { value: Int!, currency: String! }
    "An actor as the live-chat lists show her."
    type ChatModel {
      id: Int!
      name: String!
      profileLink: String!
      isOnline: Boolean!
      freeChat: Boolean!
      isActorAvailableForConversionChat: Boolean!
      isOnlineMobileVideocall: Boolean!
      isCurrentlyTicketShow: Boolean!
      isVoyeurChatAvailable: Boolean!
      avatarPicture: String!
      previewPicture: String!
      videoChatPrice: ChatPrice!
    }
    "A toy command of a toy-control chat (spec 000 §3): duration in seconds, price in coins."
    type ToyControl { id: Int!, displayName: String!, duration: Int!, random: Boolean!, price: ChatPrice! }
    "result 2000: the voicecall session started (chatId); other codes: docs/live-chat.md."
    type AnonymousVoicecallResult { result: Int!, chatId: String }
    extend type Query {
      "null for an unknown actor."
      chatRatings(actorId: Int!): ChatRatings
      "Login required."
      guestChatVideoTime: GuestChatVideoTime!
      freeChatDuration(actorId: Int!): FreeChatDuration!
      "Online actors available for conversion chat, best ranked first (first 1-100, default 30)."
      conversionChatActors(first: Int): [ChatModel!]!
      toyControls: [ToyControl!]!
      "The actors of the ids (at most 100) that exist, in the order asked."
      modelsByIds(ids: [Int!]!): [ChatModel!]!
    }
    extend type Mutation {
      "Login required; accessToken must be the caller's own."
      startAnonymousVoicecallChat(accessToken: String!, actorId: Int!): AnonymousVoicecallResult!
    }
  `,
  resolvers: (deps: AppDeps) => {
    const db = deps.database.db;
    return {
      Query: {
        chatRatings: async (_: unknown, args: { actorId: number }) => {
          const ratings = await actorChatRatings(db, args.actorId);
          return ratings ? { actorId: args.actorId, ...ratings } : null;
        },
        guestChatVideoTime: (_: unknown, _args: unknown, ctx: GraphQLContext) => guestChatVideoTime(db, requireGuest(ctx).id),
        freeChatDuration: async (_: unknown, args: { actorId: number }, ctx: GraphQLContext) => {
          const [actor] = await db
            .select({ id: actors.id, freeChat: actors.freeChat, conversionChatAvailable: actors.conversionChatAvailable })
            .from(actors)
            .where(eq(actors.id, args.actorId))
            .limit(1);
          return { actorId: args.actorId, duration: actor ? await freeChatSecondsLeft(db, actor, ctx.guestId) : 0 };
        },
        conversionChatActors: async (_: unknown, args: unknown, ctx: GraphQLContext) => {
          const { first } = parseArgs(firstArgs, args);
          return conversionChatActors(db, first ?? PAGE_SIZE.models, await requestCountry(db, ctx.request), ctx.language);
        },
        toyControls: () => listToyControls(db),
        modelsByIds: async (_: unknown, args: unknown, ctx: GraphQLContext) => {
          const { ids } = parseArgs(idsArgs, args);
          return modelsByIds(db, ids, await requestCountry(db, ctx.request), ctx.language);
        },
      },
      Mutation: {
        startAnonymousVoicecallChat: async (_: unknown, args: unknown, ctx: GraphQLContext) => {
          const guest = requireGuest(ctx);
          const { accessToken, actorId } = parseArgs(voicecallArgs, args);
          return startAnonymousVoicecall(deps, {
            guestId: guest.id,
            accessToken,
            actorId,
            country: await requestCountry(db, ctx.request),
            language: ctx.language,
          });
        },
      },
    };
  },
};
