import { sql } from 'drizzle-orm';
import { MAX_VOTES_PER_CONTEST } from '@vx/shared/constants';
import type { Db } from '../../db/client';
import { rowsOf, type Executor } from '../../db/helpers';
import type { ContestVoteResult } from '@vx/shared/events';

export type VoteRefusal = 'contest_not_found' | 'entry_not_found' | 'contest_closed' | 'already_voted' | 'vote_limit_reached' | 'vote_not_found';
export type VoteOutcome = { ok: true; result: ContestVoteResult } | { ok: false; refusal: VoteRefusal };

export interface VoteInput {
  contestId: number;
  mediaId: number;
  actorId?: number;
  albumId?: number | null;
  hideConfirmWindow?: boolean;
}

/** Thrown inside a transaction to roll it back with a refusal (the counter's increment must not stay). */
class Refused extends Error {
  constructor(readonly refusal: VoteRefusal) {
    super(refusal);
  }
}

interface Target {
  open: boolean;
  requiresAvs: boolean;
  votes: number | null;
}

/** The contest and the entry a vote names; null entry when the media (or its actor/album) is not in the contest. */
async function target(db: Executor, input: VoteInput, now: Date): Promise<Target | VoteRefusal> {
  const [contest] = await rowsOf<{ open: boolean; requiresAvs: boolean; votes: number | null; actorId: number | null; albumId: number | null }>(
    db,
    sql`SELECT c.start_at <= ${now} AND c.end_at > ${now} AS open, c.requires_avs AS "requiresAvs", e.votes, e.actor_id AS "actorId", e.album_id AS "albumId"
        FROM contests c LEFT JOIN contest_entries e ON e.contest_id = c.id AND e.media_id = ${input.mediaId} WHERE c.id = ${input.contestId}`,
  );
  if (!contest) return 'contest_not_found';
  const named = contest.votes !== null && (input.actorId === undefined || input.actorId === contest.actorId) && (!input.albumId || input.albumId === contest.albumId);
  if (!named) return 'entry_not_found';
  return { open: contest.open, requiresAvs: contest.requiresAvs, votes: contest.votes };
}

const result = (guestId: number, input: VoteInput, fields: Omit<ContestVoteResult, 'guestId' | 'contestId' | 'mediaId'>): ContestVoteResult => ({
  mediaId: input.mediaId,
  contestId: input.contestId,
  guestId,
  ...fields,
});

async function countOf(db: Executor, guestId: number, contestId: number): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, sql`SELECT vote_count AS n FROM contest_guest_data WHERE guest_id = ${guestId} AND contest_id = ${contestId}`);
  return row?.n ?? 0;
}

/**
 * contests/addContestMediaVoting: one vote of the guest for one entry, at most MAX_VOTES_PER_CONTEST
 * a contest. The per guest+contest counter row is raised by a conditional update (vote_count < 5):
 * concurrent votes of one guest queue on that row's lock and the sixth finds the limit, so two tabs
 * never pass 5. A guest without the age check a contest requires gets needAvs, nothing counted.
 */
export async function addContestVote(db: Db, guest: { id: number; hasAvs: boolean }, input: VoteInput, now = new Date()): Promise<VoteOutcome> {
  const found = await target(db, input, now);
  if (typeof found === 'string') return { ok: false, refusal: found };
  if (!found.open) return { ok: false, refusal: 'contest_closed' };
  if (found.requiresAvs && !guest.hasAvs) {
    return { ok: true, result: result(guest.id, input, { mediaVotes: found.votes ?? 0, success: false, needAvs: true, voteCount: await countOf(db, guest.id, input.contestId) }) };
  }
  // The "don't show again" choice is kept even when this vote is refused at the limit (the modal's next vote).
  if (input.hideConfirmWindow === true) {
    await db.execute(sql`INSERT INTO contest_guest_data (guest_id, contest_id, hide_vote_limit_modal) VALUES (${guest.id}, ${input.contestId}, true)
      ON CONFLICT (guest_id, contest_id) DO UPDATE SET hide_vote_limit_modal = true`);
  }
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO contest_guest_data (guest_id, contest_id) VALUES (${guest.id}, ${input.contestId}) ON CONFLICT DO NOTHING`);
      const [counted] = await rowsOf<{ voteCount: number }>(
        tx,
        sql`UPDATE contest_guest_data SET vote_count = vote_count + 1
            WHERE guest_id = ${guest.id} AND contest_id = ${input.contestId} AND vote_count < ${MAX_VOTES_PER_CONTEST} RETURNING vote_count AS "voteCount"`,
      );
      if (!counted) throw new Refused('vote_limit_reached');
      const inserted = await rowsOf(
        tx,
        sql`INSERT INTO contest_votes (guest_id, contest_id, media_id) VALUES (${guest.id}, ${input.contestId}, ${input.mediaId}) ON CONFLICT DO NOTHING RETURNING 1`,
      );
      if (inserted.length === 0) throw new Refused('already_voted');
      const [entry] = await rowsOf<{ votes: number }>(
        tx,
        sql`UPDATE contest_entries SET votes = votes + 1 WHERE contest_id = ${input.contestId} AND media_id = ${input.mediaId} RETURNING votes`,
      );
      return { ok: true as const, result: result(guest.id, input, { mediaVotes: entry!.votes, success: true, needAvs: false, voteCount: counted.voteCount }) };
    });
  } catch (error) {
    if (error instanceof Refused) return { ok: false, refusal: error.refusal };
    throw error;
  }
}

/** contests/deleteContestMediaVoting: withdraws the guest's vote for the entry while the contest runs, freeing one of the 5. */
export async function deleteContestVote(db: Db, guestId: number, input: VoteInput, now = new Date()): Promise<VoteOutcome> {
  const found = await target(db, input, now);
  if (typeof found === 'string') return { ok: false, refusal: found };
  if (!found.open) return { ok: false, refusal: 'contest_closed' };
  try {
    return await db.transaction(async (tx) => {
      const deleted = await rowsOf(
        tx,
        sql`DELETE FROM contest_votes WHERE guest_id = ${guestId} AND contest_id = ${input.contestId} AND media_id = ${input.mediaId} RETURNING 1`,
      );
      if (deleted.length === 0) throw new Refused('vote_not_found');
      const [counted] = await rowsOf<{ voteCount: number }>(
        tx,
        sql`UPDATE contest_guest_data SET vote_count = GREATEST(vote_count - 1, 0) WHERE guest_id = ${guestId} AND contest_id = ${input.contestId} RETURNING vote_count AS "voteCount"`,
      );
      const [entry] = await rowsOf<{ votes: number }>(
        tx,
        sql`UPDATE contest_entries SET votes = GREATEST(votes - 1, 0) WHERE contest_id = ${input.contestId} AND media_id = ${input.mediaId} RETURNING votes`,
      );
      return { ok: true as const, result: result(guestId, input, { mediaVotes: entry!.votes, success: true, needAvs: false, voteCount: counted?.voteCount ?? 0 }) };
    });
  } catch (error) {
    if (error instanceof Refused) return { ok: false, refusal: error.refusal };
    throw error;
  }
}
