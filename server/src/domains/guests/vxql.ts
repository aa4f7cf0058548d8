import { favouriteCounts } from '../favourites/service';
import type { AppDeps, Domain } from '../types';
import type { GraphQLContext } from '../vxql/context';
import { toGuestDto, visitorGuest } from './dto';

/** The guest init query of the query service: `query { guest { id name balance ... } }`. */
export const guestVxql: NonNullable<Domain['vxql']> = {
  typeDefs: /* GraphQL */ `
    "A guest (spec 000 §3): a visitor has isLoggedIn false, id null and every flag off."
    type Guest {
      isLoggedIn: Boolean!
      id: Int
      name: String
      email: String
      avatar: String
      balance: Int!
      balanceFormatted: String!
      isVip: Boolean!
      isLocked: Boolean!
      isRestricted: Boolean!
      restrictionLevel: Int!
      isVXSelect: Boolean!
      hasTvAbo: Boolean!
      hadTvAbo: Boolean!
      "Premium subscriber: a VIP or TV subscription runs"
      isPremium: Boolean!
      isPayingCustomer: Boolean!
      isForcePayment: Boolean!
      hasAvs: Boolean!
      "unknown, pending, accepted or rejected"
      avsStatus: String!
      avsRejectMessage: String
      showDataProtection: Boolean!
      isBlockedForComments: Boolean!
      loyaltyPoints: Int!
      spinwheelSpins: Int!
      freeMessagesCount: Int!
      messengerGiftCount: Int!
      "Pinned favourite actors, and how many of them are online now."
      pinnedFavouritesCount: Int!
      onlineFavouritesCount: Int!
      country: String
      language: String!
    }

    extend type Query {
      "The current guest."
      guest: Guest!
    }
  `,
  resolvers: ({ database }: AppDeps) => ({
    Query: {
      guest: async (_parent: unknown, _args: unknown, ctx: GraphQLContext) =>
        ctx.guest ? toGuestDto(ctx.guest, ctx.language, await favouriteCounts(database.db, ctx.guest.id)) : visitorGuest(ctx.language),
    },
  }),
};
