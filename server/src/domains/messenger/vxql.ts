import { GraphQLError } from 'graphql';
import { z } from 'zod';
import { CHANNELS_FETCH } from '@vx/shared/constants';
import { CHANNEL_FILTERS } from '@vx/shared/protocol';
import { INT32_MAX } from '../../http/validate';
import type { AppDeps, Domain } from '../types';
import { parseArgs } from '../vxql/args';
import { requireGuest, type GraphQLContext } from '../vxql/context';
import { listChannels, unreadTotal } from './list';
import { messagesResolvers, messagesTypeDefs } from './messages/vxql';
import { setAllChannelsSeen, touchChannel } from './read-state';

const channelsArgs = z.object({
  offset: z.number().int().min(0).max(INT32_MAX).nullish(),
  limit: z.number().int().min(1).max(CHANNELS_FETCH).nullish(),
  filter: z.enum(CHANNEL_FILTERS).nullish(),
  online: z.boolean().nullish(),
});
const touchArgs = z.object({ channelId: z.number().int().min(1).max(INT32_MAX) });

/** The channel fields, in the order of spec 000 §3, as GraphQL declares them. */
const channelFields = `
    id: Int!
    actorId: Int!
    actorName: String!
    actorAge: Int!
    previewPictureUrl: String!
    isActorOnline: Boolean!
    freeChat: Boolean!
    canVoyeurChat: Boolean!
    isVoyeurInSingleChatAllowed: Boolean!
    isDildocontrolAvailable: Boolean!
    multiChatPrice: Int!
    messagePrice: Int!
    freeMessagesAmount: Int!
    isMessagingFree: Boolean!
    subject: String!
    unread: Boolean!
    unreadCount: Int!
    unseen: Boolean!
    archived: Boolean!
    blocked: Boolean!
    "ISO time of the newest message."
    messageTimestamp: String
    lastViewedTimestamp: String
    lastMessageId: Int
`;

/**
 * The query service's messenger-channel operations (spec 001 §7.4): messengerChannels, unreadCount,
 * touchMessengerChannel, and setAllChannelsSeen (the socket's call as a mutation too), plus the messages'
 * operations (messages/vxql.ts). Login required.
 */
export const messengerVxql: NonNullable<Domain['vxql']> = {
  typeDefs: /* GraphQL */ `
    "A messenger channel of the guest's with an actor (spec 000 §3); docs/messenger.md."
    type MessengerChannel {${channelFields}}
    type MessengerChannelPage { channels: [MessengerChannel!]!, total: Int!, unreadTotal: Int! }
    type TouchedMessengerChannel { channel: MessengerChannel!, unreadTotal: Int! }
    extend type Query {
      "The guest's channels, newest message first: offset ≥ 0, limit 1-500 (default 500), filter newest (default), archived, unread or blocked; online only when online is true."
      messengerChannels(offset: Int, limit: Int, filter: String, online: Boolean): MessengerChannelPage!
      "The guest's unread messages over the channels he has not blocked."
      unreadCount: Int!
    }
    extend type Mutation {
      "Marks the guest's channel read; null for a channel that is not his."
      touchMessengerChannel(channelId: Int!): TouchedMessengerChannel
      setAllChannelsSeen: Boolean!
    }
  ${messagesTypeDefs}`,
  resolvers: (deps: AppDeps) => {
    const db = deps.database.db;
    const messages = messagesResolvers(deps);
    return {
      Query: {
        ...messages.Query,
        messengerChannels: (_: unknown, args: unknown, ctx: GraphQLContext) => {
          const guest = requireGuest(ctx);
          const { offset, limit, filter, online } = parseArgs(channelsArgs, args);
          return listChannels(db, guest.id, { offset: offset ?? 0, limit: limit ?? CHANNELS_FETCH, filter: filter ?? 'newest', online: online ?? false });
        },
        unreadCount: (_: unknown, _args: unknown, ctx: GraphQLContext) => unreadTotal(db, requireGuest(ctx).id),
      },
      Mutation: {
        touchMessengerChannel: async (_: unknown, args: unknown, ctx: GraphQLContext) => {
          const guest = requireGuest(ctx);
          const touched = await touchChannel(deps, guest.id, parseArgs(touchArgs, args).channelId);
          if (!touched) throw new GraphQLError('Channel not found', { extensions: { code: 'NOT_FOUND' } });
          return touched;
        },
        setAllChannelsSeen: async (_: unknown, _args: unknown, ctx: GraphQLContext) => {
          await setAllChannelsSeen(deps, requireGuest(ctx).id);
          return true;
        },
      },
    };
  },
};
