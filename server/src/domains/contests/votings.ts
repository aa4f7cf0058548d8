import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf, type Executor } from '../../db/helpers';
import { pick } from './localized';
import type { Localized } from './schema';
import type { Voting } from '@vx/shared/events';

export type VotingRefusal = 'voting_not_found' | 'option_not_found' | 'voting_closed' | 'already_voted' | 'vote_not_found';

/** A voting with its options' counts and the option the guest chose. */
export async function findVoting(db: Executor, votingId: number, guestId: number | null, language: string, now = new Date()): Promise<Voting | null> {
  const [voting] = await rowsOf<{ id: number; contestId: number | null; question: Localized; startAt: Date; endAt: Date; guestKey: string | null }>(
    db,
    sql`SELECT v.id, v.contest_id AS "contestId", v.question, v.start_at AS "startAt", v.end_at AS "endAt",
               (SELECT option_key FROM voting_votes WHERE guest_id = ${guestId} AND voting_id = v.id) AS "guestKey"
        FROM votings v WHERE v.id = ${votingId}`,
  );
  if (!voting) return null;
  const options = await rowsOf<{ key: string; label: Localized; count: number }>(db, sql`SELECT key, label, count FROM voting_options WHERE voting_id = ${votingId} ORDER BY position`);
  return {
    votingId: voting.id,
    contestId: voting.contestId,
    question: pick(voting.question, language),
    start: new Date(voting.startAt).toISOString(),
    end: new Date(voting.endAt).toISOString(),
    active: new Date(voting.startAt) <= now && new Date(voting.endAt) > now,
    guestOptionKey: voting.guestKey,
    options: options.map((option) => ({ key: option.key, label: pick(option.label, language), count: option.count })),
  };
}

async function isOpen(db: Executor, votingId: number, now: Date): Promise<boolean | null> {
  const [row] = await rowsOf<{ open: boolean }>(db, sql`SELECT start_at <= ${now} AND end_at > ${now} AS open FROM votings WHERE id = ${votingId}`);
  return row ? row.open : null;
}

/** One vote per guest and voting: the primary key decides a race, the option's count follows the insert. */
export async function addVotingVote(db: Db, guestId: number, votingId: number, key: string, now = new Date()): Promise<VotingRefusal | null> {
  const open = await isOpen(db, votingId, now);
  if (open === null) return 'voting_not_found';
  if (!open) return 'voting_closed';
  return db.transaction(async (tx) => {
    const [option] = await rowsOf(tx, sql`SELECT 1 FROM voting_options WHERE voting_id = ${votingId} AND key = ${key}`);
    if (!option) return 'option_not_found';
    const inserted = await rowsOf(tx, sql`INSERT INTO voting_votes (guest_id, voting_id, option_key) VALUES (${guestId}, ${votingId}, ${key}) ON CONFLICT DO NOTHING RETURNING 1`);
    if (inserted.length === 0) return 'already_voted';
    await tx.execute(sql`UPDATE voting_options SET count = count + 1 WHERE voting_id = ${votingId} AND key = ${key}`);
    return null;
  });
}

/** Withdraws the guest's vote of the voting (the key, when given, must be the chosen one). */
export async function deleteVotingVote(db: Db, guestId: number, votingId: number, key: string | undefined, now = new Date()): Promise<VotingRefusal | null> {
  const open = await isOpen(db, votingId, now);
  if (open === null) return 'voting_not_found';
  if (!open) return 'voting_closed';
  return db.transaction(async (tx) => {
    const [deleted] = await rowsOf<{ key: string }>(
      tx,
      sql`DELETE FROM voting_votes WHERE guest_id = ${guestId} AND voting_id = ${votingId} ${key ? sql`AND option_key = ${key}` : sql``} RETURNING option_key AS key`,
    );
    if (!deleted) return 'vote_not_found';
    await tx.execute(sql`UPDATE voting_options SET count = GREATEST(count - 1, 0) WHERE voting_id = ${votingId} AND key = ${deleted.key}`);
    return null;
  });
}
