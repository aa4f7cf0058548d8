import * as z from 'zod/mini';
import { imageSetSchema } from './entities';

/**
 * Contests, votings and the clash of cams (spec 000 §3 Contest grid, Voting, Clash of cams event;
 * spec 001 §7.2 contests/*, §7.4), the answers shared by the server and mf-events.
 * server/docs/contests.md lists every call.
 */

const id = z.int().check(z.positive());
const count = z.int().check(z.gte(0));

export const CONTEST_MEDIA_TYPES = ['video', 'album', 'picture'] as const;
export const CONTEST_STATES = ['upcoming', 'current', 'passed'] as const;
export type ContestState = (typeof CONTEST_STATES)[number];

const actorRef = z.object({ id, name: z.string(), avatar: imageSetSchema });
export type ContestActor = z.infer<typeof actorRef>;

/** A contest as the overview and the contest page show it (the header texts in the asked language). */
export const contestSchema = z.object({
  id,
  title: z.string(),
  start: z.string(),
  end: z.string(),
  state: z.enum(CONTEST_STATES),
  requiresAvs: z.boolean(),
  elementsCount: count,
  preview: z.nullable(imageSetSchema),
  subs: z.array(z.object({ contestSub: id, title: z.string() })),
  votingId: z.nullable(id),
});
export type Contest = z.infer<typeof contestSchema>;

/** contests/{contestId}/getHeader. */
export const contestHeaderSchema = z.object({ contestId: id, language: z.string(), title: z.string(), headline: z.string(), text: z.string() });
export type ContestHeader = z.infer<typeof contestHeaderSchema>;

/** spec 000 §3 Contest grid: guestData (voteCount, hideVoteLimitModal). */
export const contestGuestDataSchema = z.object({ voteCount: count, hideVoteLimitModal: z.boolean() });
export type ContestGuestData = z.infer<typeof contestGuestDataSchema>;

/** One entry of a contest: a catalogue video, album or picture, with its item hash and votes. */
export const contestGridItemSchema = z.object({
  itemHash: z.string(),
  mediaId: id,
  mediaType: z.enum(CONTEST_MEDIA_TYPES),
  albumId: z.nullable(id),
  contestSub: id,
  title: z.string(),
  preview: imageSetSchema,
  votes: count,
  place: id,
  hasVoted: z.boolean(),
  actor: actorRef,
});
export type ContestGridItem = z.infer<typeof contestGridItemSchema>;

/** contests/getContestGridItems/...: spec 000 §3 Contest grid. */
export const contestGridSchema = z.object({
  id,
  guestId: z.nullable(id),
  contestGridItems: z.array(contestGridItemSchema),
  elementsCount: count,
  guestData: contestGuestDataSchema,
});
export type ContestGrid = z.infer<typeof contestGridSchema>;

/** contests/{contestId}/topList and contests/{contestId}/actor/{actorId}. */
export const contestItemsSchema = z.object({ contestId: id, items: z.array(contestGridItemSchema) });
export type ContestItems = z.infer<typeof contestItemsSchema>;

/** spec 000 §3 Vote result. */
export const contestVoteResultSchema = z.object({
  mediaId: id,
  mediaVotes: count,
  success: z.boolean(),
  needAvs: z.boolean(),
  guestId: id,
  contestId: id,
  voteCount: count,
});
export type ContestVoteResult = z.infer<typeof contestVoteResultSchema>;

/** The query service's contests: current ones and the last two passed (spec 001 §9 past contests 2). */
export const contestListsSchema = z.object({ current: z.array(contestSchema), passed: z.array(contestSchema) });
export type ContestLists = z.infer<typeof contestListsSchema>;

/** A contest collection: one sub-contest of a contest with its entry count (server/docs/contests.md). */
export const contestCollectionSchema = z.object({ contestId: id, contestSub: id, title: z.string(), elementsCount: count, preview: z.nullable(imageSetSchema) });
export type ContestCollection = z.infer<typeof contestCollectionSchema>;

/** spec 000 §3 Voting: options keyed by key with count. */
export const votingSchema = z.object({
  votingId: id,
  contestId: z.nullable(id),
  question: z.string(),
  start: z.string(),
  end: z.string(),
  active: z.boolean(),
  guestOptionKey: z.nullable(z.string()),
  options: z.array(z.object({ key: z.string(), label: z.string(), count })),
});
export type Voting = z.infer<typeof votingSchema>;

const clashTeamSchema = z.object({ id, name: z.string(), points: count, teamCaptain: actorRef, members: z.array(actorRef) });
export type ClashTeam = z.infer<typeof clashTeamSchema>;

export const clashChallengeSchema = z.object({
  id,
  clashId: id,
  name: z.string(),
  type: z.string(),
  start: z.string(),
  end: z.string(),
  title: z.string(),
  subTitle: z.string(),
  description: z.string(),
  previewPicture: z.nullable(imageSetSchema),
  winnerAdmin: z.nullable(id),
  winnerVoting: z.nullable(id),
  winner: z.nullable(id),
  votable: z.boolean(),
  media: z.array(z.object({ type: z.string(), id, title: z.string(), preview: imageSetSchema, teamId: id, actor: actorRef })),
  moderator: z.nullable(actorRef),
  teams: z.array(z.object({ teamId: id, votes: count, hasVoted: z.boolean() })),
});
export type ClashChallenge = z.infer<typeof clashChallengeSchema>;

/** spec 000 §3 Clash of cams event. */
export const clashOfCamsSchema = z.object({
  id,
  name: z.string(),
  start: z.string(),
  end: z.string(),
  themeId: id,
  challenges: z.array(clashChallengeSchema),
  teams: z.array(clashTeamSchema),
});
export type ClashOfCams = z.infer<typeof clashOfCamsSchema>;
