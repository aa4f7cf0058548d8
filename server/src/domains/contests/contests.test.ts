import { sql } from 'drizzle-orm';
import { queryRows } from '../../testing/db';
import { TEST_ENGINES, useTestServerOn } from '../../testing/engines';
import { get, post, signupGuest, type SignedUp } from '../../testing/http';
import { SERVER_START_TIMEOUT } from '../../testing/server';
import { TestSocket } from '../../testing/socket';
import { clashOfCamsSchema, contestGridSchema, contestHeaderSchema, contestItemsSchema, contestListsSchema, contestSchema, contestVoteResultSchema, votingSchema } from '@vx/shared/events';

const CLASH = 'id name themeId start end teams { id name points teamCaptain { id name avatar { w320 w640 w1280 } } members { id name avatar { w320 w640 w1280 } } } challenges { id clashId name type start end title subTitle description previewPicture { w320 w640 w1280 } winnerAdmin winnerVoting winner votable media { type id title preview { w320 w640 w1280 } teamId actor { id name avatar { w320 w640 w1280 } } } moderator { id name avatar { w320 w640 w1280 } } teams { teamId votes hasVoted } }';
const CONTEST = 'id title start end state requiresAvs elementsCount preview { w320 w640 w1280 } subs { contestSub title } votingId';
const VOTING = 'votingId contestId question start end active guestOptionKey options { key label count }';

describe.each(TEST_ENGINES)('contests (%s)', (_engine, url) => {
  const server = useTestServerOn(url);
  let guest: SignedUp;
  let other: SignedUp;
  let entries: { mediaId: number; actor: { id: number } }[];
  let visitorToken: string;
  const rest = (path: string, token?: string) => get(`${server.rest}/${path}`, { token });
  const vote = (who: SignedUp, body: Record<string, unknown>) => post(`${server.rest}/contests/addContestMediaVoting`, body, { token: who.token });
  const withdraw = (who: SignedUp, body: Record<string, unknown>) => post(`${server.rest}/contests/deleteContestMediaVoting`, body, { token: who.token });
  const vxql = (query: string, variables: Record<string, unknown> = {}, token?: string) => post(`${server.url}/vxql?language=de`, { query, variables }, { token: token ?? visitorToken });
  const ballot = (who: SignedUp, index: number, extra: Record<string, unknown> = {}) => ({
    actorId: entries[index]!.actor.id,
    contestId: 1,
    guestId: who.guestId,
    mediaId: entries[index]!.mediaId,
    albumId: null,
    hideConfirmWindow: false,
    ...extra,
  });

  beforeAll(async () => {
    [guest, other] = await Promise.all([signupGuest(server.url), signupGuest(server.url)]);
    visitorToken = (await get(`${server.rest}/vxql/visitorToken`)).body.token;
    entries = (await rest('contests/getContestGridItems/1/0/20/0')).body.contestGridItems;
  }, SERVER_START_TIMEOUT);

  it('lists two running contests and the last two passed; a contest, its header by language, collections', async () => {
    const lists = (await vxql(`{ contests { current { ${CONTEST} } passed { ${CONTEST} } } }`)).body.data.contests;
    contestListsSchema.parse(lists);
    expect(lists.current.map((contest: { id: number }) => contest.id)).toEqual([1, 2]);
    expect(lists.passed.map((contest: { id: number }) => contest.id)).toEqual([3, 4]);
    expect(lists.current[0]).toMatchObject({ title: 'Sommer-Video-Contest', state: 'current', votingId: 1 });

    const contest = await rest('contests/2?language=en');
    expect(contestSchema.parse(contest.body)).toMatchObject({ id: 2, requiresAvs: true, title: 'Photo Album of the Month' });
    const header = await rest('contests/1/getHeader?language=nl');
    expect(contestHeaderSchema.parse(header.body)).toMatchObject({ contestId: 1, language: 'nl', title: 'Zomervideowedstrijd' });
    const collections = (await vxql('query($c: Int!) { contestCollections(contestId: $c) { contestId contestSub title elementsCount } }', { c: 1 })).body.data.contestCollections;
    expect(collections.map((c: { title: string }) => c.title)).toEqual(['Solo', 'Outdoor']);
    expect(collections.reduce((sum: number, c: { elementsCount: number }) => sum + c.elementsCount, 0)).toBe(lists.current[0].elementsCount);

    expect((await rest('contests/999')).body.error.code).toBe('contest_not_found');
    expect((await rest('contests/abc')).status).toBe(400);
    expect((await rest('contests/0/topList')).status).toBe(400);
    expect((await vxql('{ contestCollections(contestId: -1) { title } }')).body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('grid items with item hash and paging, the actorName filter, an actor’s entries and the top list', async () => {
    const page = await rest('contests/getContestGridItems/1/0/4/0', guest.token);
    contestGridSchema.parse(page.body);
    expect(page.body).toMatchObject({ id: 1, guestId: guest.guestId, guestData: { voteCount: 0, hideVoteLimitModal: false } });
    expect(page.body.contestGridItems).toHaveLength(4);
    expect(page.body.elementsCount).toBeGreaterThan(4);
    expect(page.body.contestGridItems[0].itemHash).toMatch(/^[0-9a-f]{12}$/);
    const next = (await rest('contests/getContestGridItems/1/0/4/4')).body.contestGridItems;
    expect(next[0].mediaId).not.toBe(page.body.contestGridItems[0].mediaId);
    const sub = (await rest('contests/getContestGridItems/1/2/100/0')).body.contestGridItems;
    expect(sub.every((item: { contestSub: number }) => item.contestSub === 2)).toBe(true);

    const name = entries[0]!.actor as { id: number; name?: string };
    const byName = (await rest(`contests/getContestGridItems/1/0/100/0?actorName=${encodeURIComponent((page.body.contestGridItems[0].actor.name as string).slice(0, 4))}`)).body;
    expect(byName.contestGridItems.length).toBeGreaterThan(0);
    expect((await rest('contests/getContestGridItems/1/0/100/0?actorName=%25%25')).body.elementsCount).toBe(0);
    const actor = await rest(`contests/1/actor/${name.id}`);
    expect(contestItemsSchema.parse(actor.body).items.every((item) => item.actor.id === name.id)).toBe(true);
    const top = contestItemsSchema.parse((await rest('contests/1/topList')).body).items;
    expect(top[0]!.place).toBe(1);
    expect(top[0]!.votes).toBeGreaterThanOrEqual(top[1]!.votes);

    expect((await rest('contests/getContestGridItems/1/0/0/0')).status).toBe(400);
    expect((await rest('contests/getContestGridItems/1/0/101/0')).status).toBe(400);
    expect((await rest('contests/getContestGridItems/999/0/10/0')).status).toBe(404);
  });

  it('counts five votes, refuses the sixth and a repeat, withdraws one; hideConfirmWindow is kept', async () => {
    const before = entries[0]!;
    const first = await vote(guest, ballot(guest, 0));
    expect(contestVoteResultSchema.parse(first.body)).toMatchObject({ success: true, needAvs: false, guestId: guest.guestId, contestId: 1, mediaId: before.mediaId, voteCount: 1 });
    expect((await vote(guest, ballot(guest, 0))).body.error.code).toBe('already_voted');
    for (const index of [1, 2, 3]) expect((await vote(guest, ballot(guest, index))).body.voteCount).toBe(index + 1);
    expect((await vote(guest, ballot(guest, 4, { hideConfirmWindow: true }))).body.voteCount).toBe(5);
    expect((await rest('contests/getContestGuestData/1', guest.token)).body).toEqual({ voteCount: 5, hideVoteLimitModal: true });
    const sixth = await vote(guest, ballot(guest, 5));
    expect([sixth.status, sixth.body.error.code]).toEqual([409, 'vote_limit_reached']);
    // The modal's "don't show again" rides on a vote refused at the limit and is kept all the same.
    await vote(other, ballot(other, 0));
    for (const index of [1, 2, 3, 4]) await vote(other, ballot(other, index));
    expect((await vote(other, ballot(other, 5, { hideConfirmWindow: true }))).status).toBe(409);
    expect((await rest('contests/getContestGuestData/1', other.token)).body).toEqual({ voteCount: 5, hideVoteLimitModal: true });
    for (const index of [0, 1, 2, 3, 4]) await withdraw(other, { contestId: 1, guestId: other.guestId, mediaId: entries[index]!.mediaId });

    const withdrawn = await withdraw(guest, { contestId: 1, guestId: guest.guestId, mediaId: before.mediaId, actorId: before.actor.id });
    expect(withdrawn.body).toMatchObject({ success: true, mediaVotes: first.body.mediaVotes - 1, voteCount: 4 });
    expect((await withdraw(guest, { contestId: 1, guestId: guest.guestId, mediaId: before.mediaId })).body.error.code).toBe('vote_not_found');
    expect((await vote(guest, ballot(guest, 5))).body.voteCount).toBe(5);
    const grid = (await rest('contests/getContestGridItems/1/0/100/0', guest.token)).body.contestGridItems;
    expect(grid.filter((item: { hasVoted: boolean }) => item.hasVoted)).toHaveLength(5);
  });

  it('refuses visitors, another guest’s id, bad bodies, unknown media and closed contests; needAvs without the age check', async () => {
    expect((await post(`${server.rest}/contests/addContestMediaVoting`, ballot(other, 0))).status).toBe(401);
    expect((await rest('contests/getContestGuestData/1')).status).toBe(401);
    const foreign = await vote(other, ballot(guest, 0));
    expect([foreign.status, foreign.body.error.code]).toEqual([403, 'not_your_guest_id']);
    expect((await vote(other, { ...ballot(other, 0), mediaId: '1' })).status).toBe(400);
    expect((await vote(other, { ...ballot(other, 0), extra: 1 })).status).toBe(400);
    expect((await vote(other, { ...ballot(other, 0), mediaId: 2_000_000 })).body.error.code).toBe('entry_not_found');
    expect((await vote(other, { ...ballot(other, 0), actorId: entries[1]!.actor.id })).body.error.code).toBe('entry_not_found');
    expect((await vote(other, { ...ballot(other, 0), contestId: 999 })).body.error.code).toBe('contest_not_found');
    const [passed] = await queryRows<{ mediaId: number; actorId: number }>(server.database, sql`SELECT media_id AS "mediaId", actor_id AS "actorId" FROM contest_entries WHERE contest_id = 3 LIMIT 1`);
    expect((await vote(other, { ...ballot(other, 0), contestId: 3, mediaId: passed!.mediaId, actorId: passed!.actorId })).body.error.code).toBe('contest_closed');

    const album = (await rest('contests/getContestGridItems/2/0/1/0')).body.contestGridItems[0];
    const needs = await vote(other, { contestId: 2, guestId: other.guestId, mediaId: album.mediaId, actorId: album.actor.id, albumId: album.albumId });
    expect(needs.body).toMatchObject({ success: false, needAvs: true, mediaVotes: album.votes, voteCount: 0 });
    await queryRows(server.database, sql`UPDATE guests SET has_avs = true WHERE id = ${other.guestId}`);
    const counted = await vote(other, { contestId: 2, guestId: other.guestId, mediaId: album.mediaId, actorId: album.actor.id, albumId: album.albumId });
    expect(counted.body).toMatchObject({ success: true, needAvs: false, mediaVotes: album.votes + 1 });
  });

  it('votings: options by key with counts, one vote per guest, withdrawn; bad keys refused', async () => {
    const read = async (token?: string) => votingSchema.parse((await vxql(`{ voting(votingId: 1) { ${VOTING} } }`, {}, token)).body.data.voting);
    const before = await read();
    expect(before.options.map((option) => option.key)).toEqual(['beach', 'office', 'fitness']);
    const add = `mutation($k: String!) { addVotingVote(votingId: 1, votingOptionKey: $k) { ${VOTING} } }`;
    const added = (await vxql(add, { k: 'office' }, guest.token)).body.data.addVotingVote;
    expect(added.guestOptionKey).toBe('office');
    expect(added.options[1].count).toBe(before.options[1]!.count + 1);
    expect((await vxql(add, { k: 'beach' }, guest.token)).body.errors[0].extensions.code).toBe('ALREADY_VOTED');
    expect((await vxql(add, { k: 'nope' }, other.token)).body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await vxql(add, { k: 'bad key!' }, other.token)).body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await vxql(add, { k: 'beach' })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const removed = (await vxql(`mutation { deleteVotingVote(votingId: 1) { ${VOTING} } }`, {}, guest.token)).body.data.deleteVotingVote;
    expect(removed).toMatchObject({ guestOptionKey: null });
    expect(removed.options[1].count).toBe(before.options[1]!.count);
    expect((await vxql('{ voting(votingId: 77) { votingId } }')).body.data.voting).toBeNull();
  });

  it('clash of cams: teams, challenges, a vote and its revoke broadcast to every socket', async () => {
    const clash = clashOfCamsSchema.parse((await vxql(`{ clashOfCams(id: 1) { ${CLASH} } }`)).body.data.clashOfCams);
    expect(clash.teams).toHaveLength(2);
    expect(clash.teams[0]!.members).toHaveLength(3);
    expect(clash.challenges.map((challenge) => challenge.votable)).toEqual([false, true, false]);
    expect(clash.challenges[0]!.winner).toBe(1);
    const running = clash.challenges[1]!;
    const tab = await TestSocket.connect(server.wsUrl);
    try {
      const voted = await vxql(`mutation { addVote(challengeId: ${running.id}, teamId: 2) { ${CLASH} } }`, {}, guest.token);
      expect(voted.body.data.addVote.challenges[1].teams[1]).toEqual({ teamId: 2, votes: 1, hasVoted: true });
      expect(await tab.next('clashOfCamsVoting')).toMatchObject({ challengeId: running.id, teamId: 2 });
      const moved = (await vxql(`mutation { addVote(challengeId: ${running.id}, teamId: 1) { ${CLASH} } }`, {}, guest.token)).body.data.addVote.challenges[1].teams;
      expect(moved.map((team: { votes: number }) => team.votes)).toEqual([1, 0]);
      await tab.next('clashOfCamsVoting');
      const revoked = (await vxql(`mutation { revokeVote(challengeId: ${running.id}) { ${CLASH} } }`, {}, guest.token)).body.data.revokeVote.challenges[1].teams;
      expect(revoked.map((team: { votes: number }) => team.votes)).toEqual([0, 0]);
      expect(await tab.next('clashOfCamsVoting')).toMatchObject({ challengeId: running.id, teamId: null });
    } finally {
      tab.ws.close();
    }
    const errorOf = async (query: string, token?: string) => (await vxql(query, {}, token)).body.errors[0].extensions.code;
    expect(await errorOf(`mutation { revokeVote(challengeId: ${running.id}) { id } }`, guest.token)).toBe('NOT_FOUND');
    expect(await errorOf(`mutation { addVote(challengeId: ${clash.challenges[0]!.id}, teamId: 1) { id } }`, guest.token)).toBe('CLOSED');
    expect(await errorOf(`mutation { addVote(challengeId: ${running.id}, teamId: 99) { id } }`, guest.token)).toBe('NOT_FOUND');
    expect(await errorOf(`mutation { addVote(challengeId: 0, teamId: 1) { id } }`, guest.token)).toBe('BAD_USER_INPUT');
    expect(await errorOf(`mutation { addVote(challengeId: ${running.id}, teamId: 1) { id } }`)).toBe('UNAUTHENTICATED');
    expect((await vxql('{ clashOfCams(id: 5) { id } }')).body.data.clashOfCams).toBeNull();
  });
});
