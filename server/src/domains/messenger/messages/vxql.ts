import { GraphQLError } from 'graphql';
import { z } from 'zod';
import { MESSENGER_CONTENT_MAX, MESSENGER_CONTENT_PAGE } from '@vx/shared/protocol';
import { INT32_MAX } from '../../../http/validate';
import type { AppDeps } from '../../types';
import { parseArgs } from '../../vxql/args';
import { requireGuest, type GraphQLContext } from '../../vxql/context';
import { boughtMessengerGifts, messengerGifts } from './gifts';
import { channelContent } from './store';

const messageId = z.number().int().min(1).max(INT32_MAX);
const contentArgs = z
  .object({
    channelId: messageId,
    beforeId: messageId.nullish(),
    sinceId: messageId.nullish(),
    limit: z.number().int().min(1).max(MESSENGER_CONTENT_MAX).nullish(),
  })
  .refine((args) => args.beforeId == null || args.sinceId == null, { message: 'beforeId and sinceId exclude each other' });

/**
 * The query service's messenger-message operations (spec 001 §7.4 messengerContent, messenger gifts,
 * bought messenger gifts); login required.
 */
export const messagesTypeDefs = /* GraphQL */ `
  type MessengerIncludedGift { giftId: Int!, quantity: Int! }
  "REST paths of a message's picture (login required); an actor's picture is censored (no paths) until the guest is age-verified."
  type MessengerImage { thumbnailUrl: String, url: String, censored: Boolean! }
  "A message of a channel (spec 000 §3 Message types); text is plain text."
  type MessengerMessage {
    id: Int!
    channelId: Int!
    senderType: String!
    messageType: String!
    text: String!
    gifts: [MessengerIncludedGift!]!
    toyControlId: Int
    "The picture of an image message; null for other types."
    image: MessengerImage
    price: Int!
    clientId: String
    "ISO time."
    created: String!
  }
  type MessengerContent { channelId: Int!, messages: [MessengerMessage!]!, hasMore: Boolean! }
  type MessengerGiftPrice { value: Int!, currency: String! }
  type MessengerGiftTranslation { language: String!, name: String!, value: Int! }
  "A gift (spec 000 §3 Gift); name in the request's language."
  type MessengerGift {
    id: Int!
    name: String!
    price: MessengerGiftPrice!
    imageUrl: String!
    active: Boolean!
    vip: Boolean!
    categoryId: Int!
    translations: [MessengerGiftTranslation!]!
  }
  type BoughtMessengerGift { giftId: Int!, quantity: Int! }
  extend type Query {
    "The gifts on offer: active ones, VIP-only ones for a VIP guest only; by category, cheapest first."
    messengerGifts: [MessengerGift!]!
    "The gifts the guest bought and has not sent yet."
    boughtMessengerGifts: [BoughtMessengerGift!]!
    "A page of the guest's channel's messages, oldest first: the newest ones, those before beforeId (paging back) or those after sinceId (a reconnect); limit 1-${MESSENGER_CONTENT_MAX} (default ${MESSENGER_CONTENT_PAGE}). Null with 'Channel not found' for a channel not his."
    messengerContent(channelId: Int!, beforeId: Int, sinceId: Int, limit: Int): MessengerContent
  }
`;

export const messagesResolvers = (deps: AppDeps) => {
  const db = deps.database.db;
  return {
    Query: {
      messengerGifts: (_: unknown, _args: unknown, ctx: GraphQLContext) => messengerGifts(db, requireGuest(ctx), ctx.language),
      boughtMessengerGifts: (_: unknown, _args: unknown, ctx: GraphQLContext) => boughtMessengerGifts(db, requireGuest(ctx).id),
      messengerContent: async (_: unknown, args: unknown, ctx: GraphQLContext) => {
        const guest = requireGuest(ctx);
        const { channelId, beforeId, sinceId, limit } = parseArgs(contentArgs, args);
        const content = await channelContent(db, { guestId: guest.id, ageVerified: guest.hasAvs, channelId, beforeId, sinceId, limit: limit ?? MESSENGER_CONTENT_PAGE });
        if (!content) throw new GraphQLError('Channel not found', { extensions: { code: 'NOT_FOUND' } });
        return content;
      },
    },
  };
};
