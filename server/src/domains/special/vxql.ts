import { GraphQLError } from 'graphql';
import { z } from 'zod';
import type { AppDeps, Domain } from '../types';
import { parseArgs } from '../vxql/args';
import { requireGuest, type GraphQLContext } from '../vxql/context';
import { ACTIVITY_TYPES } from './activity';
import { eventDataOf } from './event-data';
import { findEventById, listEvents, isRunning, summaryOf } from './events';
import { broadcastReaction, reactionArgs, reactionLimiter, REACTION_REFERENCE_TYPES, REACTION_WINDOW_MS, REACTIONS_PER_WINDOW } from './reactions';

const idArgs = z.object({ id: z.number().int().min(1).max(2_147_483_647) });

/**
 * The kinds the SpecialEvent type declares, built by special/getData's own builder (event-data.ts);
 * the prize draw and high on rose are read through special/getData only.
 */
const QUERY_KINDS: readonly string[] = [...ACTIVITY_TYPES, 'easter'];

const header = 'id: Int!, type: String!, slug: String!, name: String!, start: String!, end: String!, rewardClaimEnd: String, hasStarted: Boolean!, hasEnded: Boolean!';

/**
 * The query service's special events (spec 001 §7.4): event by id (activity and easter shapes of
 * spec 000 §3), the interactive and event config, and live reactions (addReaction).
 */
export function specialVxql(): NonNullable<Domain['vxql']> {
  return {
    typeDefs: /* GraphQL */ `
    type SpecialActivityFaq { question: String!, answer: String! }
    type SpecialActivity { id: String!, name: String!, points: Int!, vipBonus: Int!, limitPerDay: Int!, faq: SpecialActivityFaq! }
    type SpecialChallenge { points: Int!, name: String!, description: String!, fullfilled: Boolean!, date: String, link: String }
    type SpecialReward { id: Int!, type: String!, value: Int!, info: String!, requiredPoints: Int, requiredEggs: Int, isUpTo: Boolean, hidden: Boolean }
    type SpecialRewardState { id: Int!, redeemed: Boolean! }
    type SpecialRewardHistory { rewardId: Int!, type: String!, value: Int!, createdAt: String! }
    type SpecialGuestPart { points: Int, rewards: [SpecialRewardState!], collectedEggs: Int, rewardHistory: [SpecialRewardHistory!] }
    type SpecialLeader { rank: Int!, name: String!, points: Int! }
    "An activity event or easter egg hunt (spec 000 §3); the fields of the other kind are null or empty."
    type SpecialEvent {
      ${header}
      activities: [SpecialActivity!]!
      challenges: [SpecialChallenge!]!
      rewards: [SpecialReward!]!
      totalEggs: Int
      leaderboard: [SpecialLeader!]!
      guest: SpecialGuestPart
    }
    type SpecialEventRef { ${header} }
    "Which interactive features are on: live reactions (and what they may reference), the egg hunt's eggs on pages."
    type InteractiveConfig { liveReactions: Boolean!, reactionReferenceTypes: [String!]!, reactionsPerWindow: Int!, reactionWindowSeconds: Int!, easterEggs: Boolean! }
    "The special events running now, upcoming or showing results, for banners and navigation."
    type EventConfig { running: [SpecialEventRef!]!, upcoming: [SpecialEventRef!]!, ended: [SpecialEventRef!]! }
    type LiveReactionResult { success: Boolean! }
    extend type Query {
      "An activity event or easter egg hunt by id with the guest's part; null when unknown or of another kind."
      specialEvent(id: Int!): SpecialEvent
      interactiveConfig: InteractiveConfig!
      eventConfig: EventConfig!
    }
    extend type Mutation {
      "Sends a live reaction (logged in; at most 10 in 10 seconds)."
      addReaction(referenceType: String!, referenceId: Int!, imageId: Int, message: String, data: String): LiveReactionResult!
    }
  `,
    resolvers: ({ database, hub }: AppDeps) => {
      const db = database.db;
      const allowed = reactionLimiter();
      return {
        Query: {
          specialEvent: async (_: unknown, args: unknown, ctx: GraphQLContext) => {
            const row = await findEventById(db, parseArgs(idArgs, args).id);
            if (!row || !QUERY_KINDS.includes(row.type)) return null;
            const event = await eventDataOf(database, row, ctx.language, ctx.guestId, new Date());
            // One type serves both kinds: the other kind's lists are empty, its scalars null.
            return event && { activities: [], challenges: [], leaderboard: [], totalEggs: null, ...event };
          },
          interactiveConfig: async () => {
            const now = new Date();
            const events = await listEvents(db, now);
            return {
              liveReactions: true,
              reactionReferenceTypes: REACTION_REFERENCE_TYPES,
              reactionsPerWindow: REACTIONS_PER_WINDOW,
              reactionWindowSeconds: REACTION_WINDOW_MS / 1000,
              easterEggs: events.some((row) => row.type === 'easter' && isRunning(row, now)),
            };
          },
          eventConfig: async (_: unknown, _args: unknown, ctx: GraphQLContext) => {
            const now = new Date();
            const summaries = (await listEvents(db, now)).map((row) => summaryOf(row, ctx.language, now));
            return {
              running: summaries.filter((event) => event.hasStarted && !event.hasEnded),
              upcoming: summaries.filter((event) => !event.hasStarted),
              ended: summaries.filter((event) => event.hasEnded),
            };
          },
        },
        Mutation: {
          addReaction: (_: unknown, args: unknown, ctx: GraphQLContext) => {
            const guest = requireGuest(ctx);
            const reaction = parseArgs(reactionArgs, args);
            if (!allowed(guest.id)) throw new GraphQLError('Too many reactions; wait a few seconds.', { extensions: { code: 'TOO_MANY_REQUESTS' } });
            broadcastReaction(hub, reaction);
            return { success: true };
          },
        },
      };
    },
  };
}
