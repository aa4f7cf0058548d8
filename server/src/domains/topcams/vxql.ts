import { GraphQLError } from 'graphql';
import { TOP_CAM_TYPES } from '@vx/shared/protocol';
import type { AppDeps, Domain } from '../types';
import type { GraphQLContext } from '../vxql/context';
import { topCams, type TopCamType } from './service';

/** topCams(type, online) of the query service (spec 001 §7.4). */
export const topCamsVxql: NonNullable<Domain['vxql']> = {
  typeDefs: /* GraphQL */ `
    type TopCamPrice { value: Int!, currency: String! }
    "A top cam (spec 000 §3)."
    type TopCam {
      id: Int!
      name: String!
      profileLink: String!
      online: Boolean!
      onlineVideocall: Boolean!
      age: Int!
      previewPicture: String!
      avatarPicture: String!
      spokenLanguages: [String!]!
      pinnedCount: Int!
      ratingCount: Int!
      satisfactionRate: Int!
      rankingPointsVideoCall: Int!
      videocallPrice: TopCamPrice!
    }
    extend type Query {
      "type: bestChats, top100, topFavorites or topVideocall; online true keeps online actors only."
      topCams(type: String!, online: Boolean): [TopCam!]!
    }
  `,
  resolvers: ({ database }: AppDeps) => ({
    Query: {
      topCams: (_: unknown, args: { type: string; online?: boolean | null }, ctx: GraphQLContext) => {
        if (!(TOP_CAM_TYPES as readonly string[]).includes(args.type)) {
          throw new GraphQLError(`Invalid arguments: type must be one of ${TOP_CAM_TYPES.join(', ')}`, { extensions: { code: 'BAD_USER_INPUT' } });
        }
        return topCams(database.db, args.type as TopCamType, args.online ?? null, ctx.language);
      },
    },
  }),
};
