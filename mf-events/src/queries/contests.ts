import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { RestError, useBusEvent, useGuestScope, usePlatform } from '@vx/shared';
import { clashOfCamsSchema, contestGridSchema, contestHeaderSchema, contestItemsSchema, contestListsSchema, contestSchema, contestVoteResultSchema, votingSchema, type ContestGridItem } from '@vx/shared/events';

/** Entries one grid page shows. */
export const GRID_PAGE = 12;

const idParam = z.string().check(z.regex(/^[1-9][0-9]{0,8}$/));
/** An id from the URL, or null (the page shows its not-found state). */
export function parseId(param: string | undefined): number | null {
  return z.safeParse(idParam, param).success ? Number(param) : null;
}

/** A missing contest or clash: the server's 404, or its 400 for an id it refuses. */
export const isNotFound = (error: unknown) => error instanceof RestError && (error.status === 404 || error.status === 400);

export const contestKeys = {
  all: ['events', 'contests'] as const,
  lists: (scope: readonly unknown[]) => ['events', 'contests', 'lists', ...scope] as const,
  contest: (scope: readonly unknown[], id: number) => ['events', 'contests', id, 'contest', ...scope] as const,
  header: (scope: readonly unknown[], id: number) => ['events', 'contests', id, 'header', ...scope] as const,
  grid: (scope: readonly unknown[], id: number, page: number, actorName: string) => ['events', 'contests', id, 'grid', ...scope, page, actorName] as const,
  top: (scope: readonly unknown[], id: number) => ['events', 'contests', id, 'top', ...scope] as const,
  actor: (scope: readonly unknown[], id: number, actorId: number) => ['events', 'contests', id, 'actor', actorId, ...scope] as const,
  voting: (scope: readonly unknown[], id: number) => ['events', 'voting', id, ...scope] as const,
  clash: (scope: readonly unknown[], id: number) => ['events', 'clash', id, ...scope] as const,
};

const CONTEST = 'id title start end state requiresAvs elementsCount preview { w320 w640 w1280 } subs { contestSub title } votingId';
export const CONTESTS_QUERY = `query Contests { contests { current { ${CONTEST} } passed { ${CONTEST} } } }`;
const VOTING = 'votingId contestId question start end active guestOptionKey options { key label count }';
export const VOTING_QUERY = `query Voting($votingId: Int!) { voting(votingId: $votingId) { ${VOTING} } }`;
export const ADD_VOTING_VOTE = `mutation AddVotingVote($votingId: Int!, $votingOptionKey: String!) { addVotingVote(votingId: $votingId, votingOptionKey: $votingOptionKey) { ${VOTING} } }`;
export const DELETE_VOTING_VOTE = `mutation DeleteVotingVote($votingId: Int!) { deleteVotingVote(votingId: $votingId) { ${VOTING} } }`;
const ACTOR = 'id name avatar { w320 w640 w1280 }';
const CLASH = `id name themeId start end teams { id name points teamCaptain { ${ACTOR} } members { ${ACTOR} } }
  challenges { id clashId name type start end title subTitle description previewPicture { w320 w640 w1280 } winnerAdmin winnerVoting winner votable
    media { type id title preview { w320 w640 w1280 } teamId actor { ${ACTOR} } } moderator { ${ACTOR} } teams { teamId votes hasVoted } }`;
export const CLASH_QUERY = `query ClashOfCams($id: Int!) { clashOfCams(id: $id) { ${CLASH} } }`;
export const ADD_VOTE = `mutation AddVote($challengeId: Int!, $teamId: Int!) { addVote(challengeId: $challengeId, teamId: $teamId) { ${CLASH} } }`;
export const REVOKE_VOTE = `mutation RevokeVote($challengeId: Int!) { revokeVote(challengeId: $challengeId) { ${CLASH} } }`;

export function useContestLists() {
  const { vxql } = usePlatform();
  return useQuery({
    queryKey: contestKeys.lists(useGuestScope()),
    queryFn: () => vxql.request(CONTESTS_QUERY, {}, z.object({ contests: contestListsSchema })).then((answer) => answer.contests),
  });
}

export function useContest(id: number | null) {
  const { rest } = usePlatform();
  const scope = useGuestScope();
  const contest = useQuery({
    queryKey: contestKeys.contest(scope, id ?? 0),
    queryFn: () => rest.call(`contests/${id}`, { schema: contestSchema }),
    enabled: id !== null,
    retry: (count, error) => !isNotFound(error) && count < 2,
  });
  const header = useQuery({
    queryKey: contestKeys.header(scope, id ?? 0),
    queryFn: () => rest.call(`contests/${id}/getHeader`, { payload: { language: scope[0] }, schema: contestHeaderSchema }),
    enabled: id !== null,
  });
  return { contest, header };
}

export function useContestGrid(id: number, page: number, actorName: string) {
  const { rest } = usePlatform();
  return useQuery({
    queryKey: contestKeys.grid(useGuestScope(), id, page, actorName),
    queryFn: () =>
      rest.call(`contests/getContestGridItems/${id}/0/${GRID_PAGE}/${page * GRID_PAGE}`, { payload: { actorName: actorName || undefined }, schema: contestGridSchema }),
    placeholderData: (previous) => previous,
  });
}

export function useTopList(id: number) {
  const { rest } = usePlatform();
  return useQuery({ queryKey: contestKeys.top(useGuestScope(), id), queryFn: () => rest.call(`contests/${id}/topList`, { schema: contestItemsSchema }) });
}

export function useActorEntries(id: number, actorId: number | null) {
  const { rest } = usePlatform();
  return useQuery({
    queryKey: contestKeys.actor(useGuestScope(), id, actorId ?? 0),
    queryFn: () => rest.call(`contests/${id}/actor/${actorId}`, { schema: contestItemsSchema }),
    enabled: actorId !== null,
  });
}

export type VoteAnswer = { kind: 'counted'; voteCount: number } | { kind: 'needAvs' } | { kind: 'limit' };

/**
 * A vote for an entry or its withdrawal. A counted vote emits votingDone on the bus (spec 000 §4);
 * needAvs and the limit are answers the page turns into the age check and the limit modal.
 */
export function useContestVote(contestId: number) {
  const { rest, guest, bus } = usePlatform();
  const client = useQueryClient();
  const reload = () => client.invalidateQueries({ queryKey: ['events', 'contests', contestId] });
  const vote = useMutation({
    mutationFn: async ({ item, hideConfirmWindow }: { item: ContestGridItem; hideConfirmWindow: boolean }): Promise<VoteAnswer> => {
      const payload = { actorId: item.actor.id, contestId, guestId: guest.id, mediaId: item.mediaId, albumId: item.albumId, hideConfirmWindow };
      try {
        const result = await rest.call('contests/addContestMediaVoting', { method: 'POST', payload, schema: contestVoteResultSchema });
        if (result.needAvs) return { kind: 'needAvs' };
        bus.emit({ type: 'votingDone', contestId, mediaId: item.mediaId, voteCount: result.voteCount });
        return { kind: 'counted', voteCount: result.voteCount };
      } catch (error) {
        // 409: the limit (or a vote already counted in another tab); the reload shows which.
        if (error instanceof RestError && error.status === 409) return { kind: 'limit' };
        throw error;
      }
    },
    onSettled: reload,
  });
  const withdraw = useMutation({
    mutationFn: (item: ContestGridItem) =>
      rest.call('contests/deleteContestMediaVoting', { method: 'POST', payload: { contestId, guestId: guest.id, mediaId: item.mediaId, actorId: item.actor.id }, schema: contestVoteResultSchema }),
    onSettled: reload,
  });
  return { vote, withdraw };
}

export function useVoting(votingId: number) {
  const { vxql } = usePlatform();
  const client = useQueryClient();
  const key = contestKeys.voting(useGuestScope(), votingId);
  const answer = z.object({ voting: z.nullable(votingSchema) });
  const voting = useQuery({ queryKey: key, queryFn: () => vxql.request(VOTING_QUERY, { votingId }, answer).then((data) => data.voting) });
  const set = (data: z.infer<typeof votingSchema>) => client.setQueryData(key, data);
  const add = useMutation({
    mutationFn: (votingOptionKey: string) => vxql.request(ADD_VOTING_VOTE, { votingId, votingOptionKey }, z.object({ addVotingVote: votingSchema })).then((data) => set(data.addVotingVote)),
  });
  const remove = useMutation({
    mutationFn: () => vxql.request(DELETE_VOTING_VOTE, { votingId }, z.object({ deleteVotingVote: votingSchema })).then((data) => set(data.deleteVotingVote)),
  });
  return { voting, add, remove };
}

/** The clash with live counts: any guest's vote or revoke (clashOfCamsVoting) reloads it. */
export function useClash(id: number | null) {
  const { vxql } = usePlatform();
  const client = useQueryClient();
  const key = contestKeys.clash(useGuestScope(), id ?? 0);
  useBusEvent('clashOfCamsVoting', () => void client.invalidateQueries({ queryKey: ['events', 'clash', id] }));
  const clash = useQuery({
    queryKey: key,
    queryFn: () => vxql.request(CLASH_QUERY, { id }, z.object({ clashOfCams: z.nullable(clashOfCamsSchema) })).then((data) => data.clashOfCams),
    enabled: id !== null,
  });
  const set = (data: z.infer<typeof clashOfCamsSchema>) => client.setQueryData(key, data);
  const add = useMutation({
    mutationFn: (vote: { challengeId: number; teamId: number }) => vxql.request(ADD_VOTE, vote, z.object({ addVote: clashOfCamsSchema })).then((data) => set(data.addVote)),
  });
  const revoke = useMutation({
    mutationFn: (challengeId: number) => vxql.request(REVOKE_VOTE, { challengeId }, z.object({ revokeVote: clashOfCamsSchema })).then((data) => set(data.revokeVote)),
  });
  return { clash, add, revoke };
}
