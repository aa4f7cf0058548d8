import type { AppDeps, Domain } from '../types';
import { requireGuest, type GraphQLContext } from '../vxql/context';
import { sidebarData } from './sidebar';

/** The query-service part of MyVisitX (spec 001 §7.4): the sidebar data of the personal area. */
export const myAreaVxql: NonNullable<Domain['vxql']> = {
  typeDefs: /* GraphQL */ `
    "The sidebar data of the personal area: the logged-in guest's own balance, subscriptions and counts."
    type SidebarData {
      balance: Int!
      balanceFormatted: String!
      isVip: Boolean!
      hasTvAbo: Boolean!
      hadTvAbo: Boolean!
      boughtVideosCount: Int!
      "Photos of the albums the guest owns."
      boughtPhotosCount: Int!
      boughtAlbumsCount: Int!
      pinnedFavouritesCount: Int!
      onlineFavouritesCount: Int!
      "Ended live chat sessions."
      videochatsCount: Int!
      "Vouchers still valid."
      vouchersCount: Int!
      loyaltyPoints: Int!
      spinwheelSpins: Int!
    }

    extend type Query {
      "The asking guest's sidebar data (login required); it takes no guest id, so no other guest's can be asked for."
      sidebarData: SidebarData!
    }
  `,
  resolvers: ({ database }: AppDeps) => ({
    Query: {
      sidebarData: (_parent: unknown, _args: unknown, ctx: GraphQLContext) => sidebarData(database.db, requireGuest(ctx), ctx.language),
    },
  }),
};
