import { z } from 'zod';
import type { AppDeps, Domain } from '../types';
import { parseArgs } from '../vxql/args';
import { requireGuest, type GraphQLContext } from '../vxql/context';
import { FAVOURITES_SOCKET_LIMIT, listFavourites } from './service';

const favouriteModelsArgs = z.object({
  page: z.number().int().min(1).max(10_000).nullish(),
  // Spec 001 §9: the full list answers 50 by default.
  limit: z.number().int().min(1).max(FAVOURITES_SOCKET_LIMIT).nullish(),
  order: z.enum(['pinned', 'online']).nullish(),
});

/**
 * favouriteModels of the query service (spec 001 §7.4 "favourite models"): the same list and paging
 * as REST guest/favorite/actors, for a client that reads the personal area through one service.
 */
export const favouritesVxql: NonNullable<Domain['vxql']> = {
  typeDefs: /* GraphQL */ `
    type FavouriteImageSet { w320: String!, w640: String!, w1280: String! }
    type FavouritePrice { value: Int!, currency: String! }
    "A pinned actor, with the guest's alert switches for her and when he pinned her."
    type FavouriteModel {
      id: Int!
      name: String!
      isOnline: Boolean!
      freeChat: Boolean!
      avatar: FavouriteImageSet!
      genderType: String!
      videoChatPrice: FavouritePrice!
      isVoyeurChatAvailable: Boolean!
      notifyEmail: Boolean!
      notifySms: Boolean!
      pinnedAt: String!
    }
    type FavouriteModelPage { models: [FavouriteModel!]!, page: Int!, maxPage: Int!, total: Int! }
    extend type Query {
      "Login required: the asking guest's pinned actors. page from 1, limit 1-50 (default 50), order pinned (newest pin first, default) or online (online ones first)."
      favouriteModels(page: Int, limit: Int, order: String): FavouriteModelPage!
    }
  `,
  resolvers: ({ database }: AppDeps) => ({
    Query: {
      favouriteModels: async (_: unknown, args: unknown, ctx: GraphQLContext) => {
        const guest = requireGuest(ctx);
        const { page, limit, order } = parseArgs(favouriteModelsArgs, args);
        const list = await listFavourites(database.db, guest.id, page ?? 1, limit ?? FAVOURITES_SOCKET_LIMIT, order ?? 'pinned');
        return {
          ...list,
          models: list.actors.map((actor) => ({ ...actor, videoChatPrice: actor.chatPrices.videoChat })),
        };
      },
    },
  }),
};
