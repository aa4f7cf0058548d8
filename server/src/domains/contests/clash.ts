import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf, type Executor } from '../../db/helpers';
import { actorImages, mediaImages } from '../../media/urls';
import type { ClashMedia } from './schema';
import type { ClashChallenge, ClashOfCams, ContestActor } from '@vx/shared/events';

export type ClashRefusal = 'challenge_not_found' | 'team_not_found' | 'challenge_closed' | 'vote_not_found';

const iso = (value: Date | string) => new Date(value).toISOString();
const actorRef = (id: number, names: Map<number, string>): ContestActor => ({ id, name: names.get(id) ?? '', avatar: actorImages(id) });

interface ChallengeRow {
  id: number;
  clashId: number;
  name: string;
  type: string;
  title: string;
  subTitle: string;
  description: string;
  startAt: Date;
  endAt: Date;
  moderatorId: number | null;
  winnerAdmin: number | null;
  media: ClashMedia[];
}

/** The event with its teams (captain, members) and challenges (media, votes per team, the guest's vote, winners). */
export async function findClash(db: Executor, clashId: number, guestId: number | null, now = new Date()): Promise<ClashOfCams | null> {
  const [clash] = await rowsOf<{ id: number; name: string; themeId: number; startAt: Date; endAt: Date }>(
    db,
    sql`SELECT id, name, theme_id AS "themeId", start_at AS "startAt", end_at AS "endAt" FROM clash_events WHERE id = ${clashId}`,
  );
  if (!clash) return null;
  const teams = await rowsOf<{ id: number; name: string; points: number; captainId: number; members: number[] }>(
    db,
    sql`SELECT t.id, t.name, t.points, t.captain_id AS "captainId",
               COALESCE((SELECT array_agg(m.actor_id ORDER BY m.actor_id) FROM clash_team_members m WHERE m.team_id = t.id), '{}') AS members
        FROM clash_teams t WHERE t.clash_id = ${clashId} ORDER BY t.id`,
  );
  const challenges = await rowsOf<ChallengeRow>(
    db,
    sql`SELECT id, clash_id AS "clashId", name, type, title, sub_title AS "subTitle", description, start_at AS "startAt", end_at AS "endAt",
               moderator_id AS "moderatorId", winner_admin AS "winnerAdmin", media
        FROM clash_challenges WHERE clash_id = ${clashId} ORDER BY start_at, id`,
  );
  const votes = await rowsOf<{ challengeId: number; teamId: number; votes: number; mine: boolean }>(
    db,
    sql`SELECT v.challenge_id AS "challengeId", v.team_id AS "teamId", count(*)::int AS votes, bool_or(v.guest_id = ${guestId ?? 0}) AS mine
        FROM clash_votes v JOIN clash_challenges c ON c.id = v.challenge_id WHERE c.clash_id = ${clashId} GROUP BY v.challenge_id, v.team_id`,
  );
  const actorIds = new Set<number>(teams.flatMap((team) => [team.captainId, ...team.members]));
  for (const challenge of challenges) {
    if (challenge.moderatorId) actorIds.add(challenge.moderatorId);
    challenge.media.forEach((media) => actorIds.add(media.actorId));
  }
  const names = new Map(
    (await rowsOf<{ id: number; name: string }>(db, sql`SELECT id, name FROM actors WHERE id IN (${sql.join([...actorIds, 0].map((id) => sql`${id}`), sql`, `)})`)).map((row) => [row.id, row.name]),
  );
  const titles = await mediaTitles(db, challenges.flatMap((challenge) => challenge.media));
  return {
    id: clash.id,
    name: clash.name,
    start: iso(clash.startAt),
    end: iso(clash.endAt),
    themeId: clash.themeId,
    teams: teams.map((team) => ({ id: team.id, name: team.name, points: team.points, teamCaptain: actorRef(team.captainId, names), members: team.members.map((id) => actorRef(id, names)) })),
    challenges: challenges.map((challenge) => challengeDto(challenge, teams.map((team) => team.id), votes, names, titles, now)),
  };
}

async function mediaTitles(db: Executor, media: ClashMedia[]): Promise<Map<string, string>> {
  const ids = (type: ClashMedia['type']) => [0, ...media.filter((item) => item.type === type).map((item) => item.id)].map((id) => sql`${id}`);
  const rows = await rowsOf<{ key: string; title: string }>(
    db,
    sql`SELECT 'video-' || id AS key, title FROM videos WHERE id IN (${sql.join(ids('video'), sql`, `)})
        UNION ALL SELECT 'album-' || id AS key, title FROM albums WHERE id IN (${sql.join(ids('album'), sql`, `)})`,
  );
  return new Map(rows.map((row) => [row.key, row.title]));
}

function challengeDto(
  row: ChallengeRow,
  teamIds: number[],
  votes: { challengeId: number; teamId: number; votes: number; mine: boolean }[],
  names: Map<number, string>,
  titles: Map<string, string>,
  now: Date,
): ClashChallenge {
  const teams = teamIds.map((teamId) => {
    const found = votes.find((vote) => vote.challengeId === row.id && vote.teamId === teamId);
    return { teamId, votes: found?.votes ?? 0, hasVoted: found?.mine ?? false };
  });
  const ended = new Date(row.endAt) <= now;
  const leader = [...teams].sort((a, b) => b.votes - a.votes)[0];
  // A tie has no voting winner: the admins decide.
  const winnerVoting = ended && leader && leader.votes > 0 && teams.filter((team) => team.votes === leader.votes).length === 1 ? leader.teamId : null;
  const first = row.media[0];
  return {
    id: row.id,
    clashId: row.clashId,
    name: row.name,
    type: row.type,
    start: iso(row.startAt),
    end: iso(row.endAt),
    title: row.title,
    subTitle: row.subTitle,
    description: row.description,
    previewPicture: first ? mediaImages(first.type, first.id) : null,
    winnerAdmin: row.winnerAdmin,
    winnerVoting,
    winner: row.winnerAdmin ?? winnerVoting,
    votable: new Date(row.startAt) <= now && !ended,
    media: row.media.map((media) => ({
      type: media.type,
      id: media.id,
      title: titles.get(`${media.type}-${media.id}`) ?? '',
      preview: mediaImages(media.type, media.id),
      teamId: media.teamId,
      actor: actorRef(media.actorId, names),
    })),
    moderator: row.moderatorId ? actorRef(row.moderatorId, names) : null,
    teams,
  };
}

/** addVote: the guest's one vote of the challenge goes to the team (a second call moves it). */
export async function addClashVote(db: Db, guestId: number, challengeId: number, teamId: number, now = new Date()): Promise<ClashRefusal | { clashId: number }> {
  const [challenge] = await rowsOf<{ clashId: number; open: boolean; teamOk: boolean }>(
    db,
    sql`SELECT c.clash_id AS "clashId", c.start_at <= ${now} AND c.end_at > ${now} AS open,
               EXISTS (SELECT 1 FROM clash_teams t WHERE t.id = ${teamId} AND t.clash_id = c.clash_id) AS "teamOk"
        FROM clash_challenges c WHERE c.id = ${challengeId}`,
  );
  if (!challenge) return 'challenge_not_found';
  if (!challenge.teamOk) return 'team_not_found';
  if (!challenge.open) return 'challenge_closed';
  await db.execute(
    sql`INSERT INTO clash_votes (guest_id, challenge_id, team_id) VALUES (${guestId}, ${challengeId}, ${teamId})
        ON CONFLICT (guest_id, challenge_id) DO UPDATE SET team_id = EXCLUDED.team_id`,
  );
  return { clashId: challenge.clashId };
}

/** revokeVote: withdraws the guest's vote of the challenge while it runs. */
export async function revokeClashVote(db: Db, guestId: number, challengeId: number, now = new Date()): Promise<ClashRefusal | { clashId: number }> {
  const [challenge] = await rowsOf<{ clashId: number; open: boolean }>(
    db,
    sql`SELECT clash_id AS "clashId", start_at <= ${now} AND end_at > ${now} AS open FROM clash_challenges WHERE id = ${challengeId}`,
  );
  if (!challenge) return 'challenge_not_found';
  if (!challenge.open) return 'challenge_closed';
  const deleted = await rowsOf(db, sql`DELETE FROM clash_votes WHERE guest_id = ${guestId} AND challenge_id = ${challengeId} RETURNING 1`);
  if (deleted.length === 0) return 'vote_not_found';
  return { clashId: challenge.clashId };
}
