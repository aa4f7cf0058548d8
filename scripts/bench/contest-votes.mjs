/**
 * Contest votes (issue 16 §4 "votes per second one node accepts with the 5-vote rule holding"): on a
 * server of its own with the default seed, GUESTS guests each fire VOTES_PER_GUEST votes for contest
 * 1's entries at once (more than the 5 allowed, as a guest clicking in two tabs would), at most
 * IN_FLIGHT requests open. The figure is the counted votes per second over the run; afterwards every
 * guest's stored count (contests/getContestGuestData) must be exactly 5, and so must the votes the
 * server answered as counted.
 */
import { performance } from 'node:perf_hooks';
import { startSystem } from '../lib/system.mjs';
import { mapLimit, signupGuest } from './livechat-kit.mjs';
import { BENCH_SECRET, benchServerEnv } from './server-env.mjs';
import { round } from './stats.mjs';

const GUESTS = 200;
const VOTES_PER_GUEST = 8;
const IN_FLIGHT = 64;
const LIMIT = 5;

const rest = (baseUrl, path) => new URL(`/rest/v1/${path}`, baseUrl);
const bearer = (token) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

async function json(response, what) {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${text.slice(0, 200)}`);
  return JSON.parse(text);
}

/** Starts a server of its own on `port`, lets the guests vote and checks the rule. */
export async function measureContestVotes({ port, stdio }) {
  const system = await startSystem({ port, env: benchServerEnv({ VOD_VIDEOS: 'off' }), stdio, remotes: [] });
  try {
    const gridPath = `contests/getContestGridItems/1/0/${VOTES_PER_GUEST}/0`;
    const guests = await mapLimit(Array.from({ length: GUESTS }), 16, async () => {
      const { token } = await signupGuest(system.url, BENCH_SECRET);
      // The grid names the asking guest: the id a vote's body carries.
      const grid = await json(await fetch(rest(system.url, gridPath), { headers: bearer(token) }), 'contest grid');
      return { token, guestId: grid.guestId, entries: grid.contestGridItems };
    });
    const entries = guests[0].entries;
    if (entries.length < VOTES_PER_GUEST) throw new Error(`contest 1 has ${entries.length} entries, ${VOTES_PER_GUEST} needed`);
    const ballots = guests.flatMap((guest) => entries.map((entry) => ({ guest, entry })));
    // Interleaved so a guest's votes are in flight together, as from several tabs.
    ballots.sort((a, b) => entries.indexOf(a.entry) - entries.indexOf(b.entry));
    const outcomes = { counted: 0, limit: 0, other: 0 };
    const started = performance.now();
    await mapLimit(ballots, IN_FLIGHT, async ({ guest, entry }) => {
      const response = await fetch(rest(system.url, 'contests/addContestMediaVoting'), {
        method: 'POST',
        headers: bearer(guest.token),
        body: JSON.stringify({ actorId: entry.actor.id, contestId: 1, guestId: guest.guestId, mediaId: entry.mediaId, albumId: entry.albumId, hideConfirmWindow: false }),
      });
      const body = await response.json();
      if (response.ok && body.success) outcomes.counted += 1;
      else if (response.status === 409 && body.error?.code === 'vote_limit_reached') outcomes.limit += 1;
      else outcomes.other += 1;
    });
    const seconds = (performance.now() - started) / 1000;
    const counts = await mapLimit(guests, 32, async (guest) => (await json(await fetch(rest(system.url, 'contests/getContestGuestData/1'), { headers: bearer(guest.token) }), 'guest data')).voteCount);
    const overLimit = counts.filter((count) => count > LIMIT).length;
    const ruleHolds = overLimit === 0 && counts.every((count) => count === LIMIT) && outcomes.counted === GUESTS * LIMIT;
    return {
      guests: GUESTS,
      votesPerGuest: VOTES_PER_GUEST,
      inFlight: IN_FLIGHT,
      requests: ballots.length,
      ...outcomes,
      seconds: round(seconds, 2),
      requestsPerSecond: round(ballots.length / seconds),
      votesPerSecond: round(outcomes.counted / seconds),
      guestsOverLimit: overLimit,
      ruleHolds,
    };
  } finally {
    await system.stop();
  }
}
