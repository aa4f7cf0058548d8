import { GraphQLError } from 'graphql';
import { z } from 'zod';
import { INT32_MAX } from '../../http/validate';
import type { AppDeps, Domain } from '../types';
import { parseArgs } from '../vxql/args';
import { requireGuest, type GraphQLContext } from '../vxql/context';
import { addClashVote, findClash, revokeClashVote, type ClashRefusal } from './clash';
import { contestCollections, contestLists } from './contests';
import { addVotingVote, deleteVotingVote, findVoting, type VotingRefusal } from './votings';

const id = z.number().int().min(1).max(INT32_MAX);
const optionKey = z.string().trim().min(1).max(32).regex(/^[a-z0-9_-]+$/i, 'votingOptionKey: letters, digits, dashes and underscores');
const votingArgs = z.object({ votingId: id });
const addVotingArgs = z.object({ votingId: id, votingOptionKey: optionKey });
const deleteVotingArgs = z.object({ votingId: id, votingOptionKey: optionKey.nullish() });
const collectionArgs = z.object({ contestId: id });
const clashArgs = z.object({ id });
const addVoteArgs = z.object({ challengeId: id, teamId: id });
const revokeArgs = z.object({ challengeId: id });

const CODES: Record<VotingRefusal | ClashRefusal, string> = {
  voting_not_found: 'NOT_FOUND',
  option_not_found: 'NOT_FOUND',
  challenge_not_found: 'NOT_FOUND',
  team_not_found: 'NOT_FOUND',
  vote_not_found: 'NOT_FOUND',
  voting_closed: 'CLOSED',
  challenge_closed: 'CLOSED',
  already_voted: 'ALREADY_VOTED',
};
const refused = (refusal: VotingRefusal | ClashRefusal) => new GraphQLError(refusal.replaceAll('_', ' '), { extensions: { code: CODES[refusal], reason: refusal } });

/**
 * The query service's contests, votings and clash of cams (spec 001 §7.4; server/docs/contests.md).
 * Reads are open to visitors; votes need a login and are always the token's guest's. A clash vote
 * or revoke is broadcast as clashOfCamsVoting so every open page refreshes its live counts.
 */
export function contestsVxql(): NonNullable<Domain['vxql']> {
  return {
    typeDefs: /* GraphQL */ `
    type ContestActor { id: Int!, name: String!, avatar: ImageSet! }
    type ContestSubTitle { contestSub: Int!, title: String! }
    type ContestSummary { id: Int!, title: String!, start: String!, end: String!, state: String!, requiresAvs: Boolean!, elementsCount: Int!, preview: ImageSet, subs: [ContestSubTitle!]!, votingId: Int }
    type ContestLists { current: [ContestSummary!]!, passed: [ContestSummary!]! }
    type ContestCollection { contestId: Int!, contestSub: Int!, title: String!, elementsCount: Int!, preview: ImageSet }
    type VotingOption { key: String!, label: String!, count: Int! }
    type Voting { votingId: Int!, contestId: Int, question: String!, start: String!, end: String!, active: Boolean!, guestOptionKey: String, options: [VotingOption!]! }
    type ClashTeam { id: Int!, name: String!, points: Int!, teamCaptain: ContestActor!, members: [ContestActor!]! }
    type ClashTeamVotes { teamId: Int!, votes: Int!, hasVoted: Boolean! }
    type ClashMedia { type: String!, id: Int!, title: String!, preview: ImageSet!, teamId: Int!, actor: ContestActor! }
    type ClashChallenge {
      id: Int!, clashId: Int!, name: String!, type: String!, start: String!, end: String!, title: String!, subTitle: String!, description: String!
      previewPicture: ImageSet, winnerAdmin: Int, winnerVoting: Int, winner: Int, votable: Boolean!, media: [ClashMedia!]!, moderator: ContestActor, teams: [ClashTeamVotes!]!
    }
    type ClashOfCams { id: Int!, name: String!, start: String!, end: String!, themeId: Int!, challenges: [ClashChallenge!]!, teams: [ClashTeam!]! }
    extend type Query {
      "The running contests and the last two passed ones (spec 001 §9)."
      contests: ContestLists!
      "A contest's collections: its sub-contests with their entry counts."
      contestCollections(contestId: Int!): [ContestCollection!]!
      "A voting with its options' counts; null when there is none."
      voting(votingId: Int!): Voting
      "A clash of cams event; null when there is none."
      clashOfCams(id: Int!): ClashOfCams
    }
    extend type Mutation {
      "One vote per guest and voting: ALREADY_VOTED the second time."
      addVotingVote(votingId: Int!, votingOptionKey: String!): Voting!
      "Withdraws the guest's vote of the voting."
      deleteVotingVote(votingId: Int!, votingOptionKey: String): Voting!
      "The guest's vote of the challenge for the team (a second call moves it)."
      addVote(challengeId: Int!, teamId: Int!): ClashOfCams!
      "Withdraws the guest's vote of the challenge."
      revokeVote(challengeId: Int!): ClashOfCams!
    }
  `,
    resolvers: (deps: AppDeps) => {
      const db = deps.database.db;
      const voting = async (votingId: number, ctx: GraphQLContext) => (await findVoting(db, votingId, ctx.guestId, ctx.language))!;
      return {
        Query: {
          contests: (_: unknown, _args: unknown, ctx: GraphQLContext) => contestLists(db, ctx.language),
          contestCollections: async (_: unknown, args: unknown, ctx: GraphQLContext) => (await contestCollections(db, parseArgs(collectionArgs, args).contestId, ctx.language)) ?? [],
          voting: (_: unknown, args: unknown, ctx: GraphQLContext) => findVoting(db, parseArgs(votingArgs, args).votingId, ctx.guestId, ctx.language),
          clashOfCams: (_: unknown, args: unknown, ctx: GraphQLContext) => findClash(db, parseArgs(clashArgs, args).id, ctx.guestId),
        },
        Mutation: {
          addVotingVote: async (_: unknown, args: unknown, ctx: GraphQLContext) => {
            const guest = requireGuest(ctx);
            const { votingId, votingOptionKey } = parseArgs(addVotingArgs, args);
            const refusal = await addVotingVote(db, guest.id, votingId, votingOptionKey);
            if (refusal) throw refused(refusal);
            return voting(votingId, ctx);
          },
          deleteVotingVote: async (_: unknown, args: unknown, ctx: GraphQLContext) => {
            const guest = requireGuest(ctx);
            const { votingId, votingOptionKey } = parseArgs(deleteVotingArgs, args);
            const refusal = await deleteVotingVote(db, guest.id, votingId, votingOptionKey ?? undefined);
            if (refusal) throw refused(refusal);
            return voting(votingId, ctx);
          },
          addVote: async (_: unknown, args: unknown, ctx: GraphQLContext) => {
            const guest = requireGuest(ctx);
            const { challengeId, teamId } = parseArgs(addVoteArgs, args);
            const outcome = await addClashVote(db, guest.id, challengeId, teamId);
            if (typeof outcome === 'string') throw refused(outcome);
            deps.hub.broadcast({ type: 'clashOfCamsVoting', challengeId, teamId });
            return findClash(db, outcome.clashId, guest.id);
          },
          revokeVote: async (_: unknown, args: unknown, ctx: GraphQLContext) => {
            const guest = requireGuest(ctx);
            const { challengeId } = parseArgs(revokeArgs, args);
            const outcome = await revokeClashVote(db, guest.id, challengeId);
            if (typeof outcome === 'string') throw refused(outcome);
            deps.hub.broadcast({ type: 'clashOfCamsVoting', challengeId, teamId: null });
            return findClash(db, outcome.clashId, guest.id);
          },
        },
      };
    },
  };
}
