import { sql } from 'drizzle-orm';
import { PAST_CONTESTS } from '@vx/shared/constants';
import { rowsOf, type Executor } from '../../db/helpers';
import { actorImages, mediaImages, type MediaSubject } from '../../media/urls';
import { pick } from './localized';
import type { ContestSub, Localized } from './schema';
import type { Contest, ContestCollection, ContestGridItem, ContestGuestData, ContestHeader, ContestLists } from '@vx/shared/events';

interface ContestRow {
  id: number;
  title: Localized;
  headline: Localized;
  text: Localized;
  startAt: Date;
  endAt: Date;
  requiresAvs: boolean;
  subs: ContestSub[];
  elementsCount: number;
  previewType: MediaSubject | null;
  previewId: number | null;
  votingId: number | null;
}

const contestColumns = sql`c.id, c.title, c.headline, c.text, c.start_at AS "startAt", c.end_at AS "endAt", c.requires_avs AS "requiresAvs", c.subs,
  (SELECT count(*)::int FROM contest_entries e WHERE e.contest_id = c.id) AS "elementsCount",
  top.media_type AS "previewType", top.media_id AS "previewId",
  (SELECT v.id FROM votings v WHERE v.contest_id = c.id ORDER BY v.id LIMIT 1) AS "votingId"`;
// The preview of a contest is its leading entry.
const topJoin = sql`LEFT JOIN LATERAL (SELECT e.media_type, e.media_id FROM contest_entries e WHERE e.contest_id = c.id ORDER BY e.votes DESC, e.media_id LIMIT 1) top ON true`;

const iso = (value: Date | string) => new Date(value).toISOString();

export function stateOf(row: { startAt: Date; endAt: Date }, now: Date): Contest['state'] {
  if (new Date(row.startAt) > now) return 'upcoming';
  return new Date(row.endAt) > now ? 'current' : 'passed';
}

function contestDto(row: ContestRow, language: string, now: Date): Contest {
  return {
    id: row.id,
    title: pick(row.title, language),
    start: iso(row.startAt),
    end: iso(row.endAt),
    state: stateOf(row, now),
    requiresAvs: row.requiresAvs,
    elementsCount: row.elementsCount,
    preview: row.previewType && row.previewId ? mediaImages(row.previewType, row.previewId) : null,
    subs: row.subs.map((sub) => ({ contestSub: sub.sub, title: pick(sub.title, language) })),
    votingId: row.votingId,
  };
}

async function contestRow(db: Executor, contestId: number): Promise<ContestRow | null> {
  const [row] = await rowsOf<ContestRow>(db, sql`SELECT ${contestColumns} FROM contests c ${topJoin} WHERE c.id = ${contestId}`);
  return row ?? null;
}

export async function findContest(db: Executor, contestId: number, language: string, now = new Date()): Promise<Contest | null> {
  const row = await contestRow(db, contestId);
  return row ? contestDto(row, language, now) : null;
}

export async function contestHeader(db: Executor, contestId: number, language: string): Promise<ContestHeader | null> {
  const row = await contestRow(db, contestId);
  if (!row) return null;
  return { contestId, language, title: pick(row.title, language), headline: pick(row.headline, language), text: pick(row.text, language) };
}

/** The running contests, ending first on top, and the last PAST_CONTESTS ended ones (spec 001 §9). */
export async function contestLists(db: Executor, language: string, now = new Date()): Promise<ContestLists> {
  const current = await rowsOf<ContestRow>(db, sql`SELECT ${contestColumns} FROM contests c ${topJoin} WHERE c.start_at <= ${now} AND c.end_at > ${now} ORDER BY c.end_at, c.id`);
  const passed = await rowsOf<ContestRow>(db, sql`SELECT ${contestColumns} FROM contests c ${topJoin} WHERE c.end_at <= ${now} ORDER BY c.end_at DESC, c.id LIMIT ${PAST_CONTESTS}`);
  return { current: current.map((row) => contestDto(row, language, now)), passed: passed.map((row) => contestDto(row, language, now)) };
}

/** Collections: a contest's sub-contests with the number of entries in each. */
export async function contestCollections(db: Executor, contestId: number, language: string): Promise<ContestCollection[] | null> {
  const row = await contestRow(db, contestId);
  if (!row) return null;
  const counts = await rowsOf<{ sub: number; n: number; type: MediaSubject; media: number }>(
    db,
    sql`SELECT DISTINCT ON (contest_sub) contest_sub AS sub, count(*) OVER (PARTITION BY contest_sub)::int AS n, media_type AS type, media_id AS media
        FROM contest_entries WHERE contest_id = ${contestId} ORDER BY contest_sub, votes DESC, media_id`,
  );
  return row.subs.map((sub) => {
    const found = counts.find((entry) => entry.sub === sub.sub);
    return { contestId, contestSub: sub.sub, title: pick(sub.title, language), elementsCount: found?.n ?? 0, preview: found ? mediaImages(found.type, found.media) : null };
  });
}

interface EntryRow {
  itemHash: string;
  mediaId: number;
  mediaType: MediaSubject & ContestGridItem['mediaType'];
  albumId: number | null;
  contestSub: number;
  title: string;
  votes: number;
  place: number;
  hasVoted: boolean;
  actorId: number;
  actorName: string;
}

function itemDto(row: EntryRow): ContestGridItem {
  return {
    itemHash: row.itemHash,
    mediaId: row.mediaId,
    mediaType: row.mediaType,
    albumId: row.albumId,
    contestSub: row.contestSub,
    title: row.title,
    preview: mediaImages(row.mediaType, row.mediaId),
    votes: row.votes,
    place: Number(row.place),
    hasVoted: row.hasVoted,
    actor: { id: row.actorId, name: row.actorName, avatar: actorImages(row.actorId) },
  };
}

export interface EntryFilter {
  contestSub?: number;
  actorId?: number;
  actorName?: string;
  limit: number;
  offset: number;
  /** Order by place (the top list) instead of the grid's stable order. */
  byPlace?: boolean;
}

/** A contest's entries with place and the guest's own votes; the total matching the filter. */
export async function contestEntries(db: Executor, contestId: number, guestId: number | null, filter: EntryFilter): Promise<{ items: ContestGridItem[]; total: number }> {
  const where = [sql`ranked."contestId" = ${contestId}`];
  if (filter.contestSub) where.push(sql`ranked."contestSub" = ${filter.contestSub}`);
  if (filter.actorId) where.push(sql`ranked."actorId" = ${filter.actorId}`);
  // A plain substring, its LIKE wildcards escaped: the guest types a name, not a pattern.
  if (filter.actorName) where.push(sql`ranked."actorName" ILIKE ${`%${filter.actorName.replace(/[\\%_]/g, '\\$&')}%`}`);
  const rows = await rowsOf<EntryRow & { total: number }>(
    db,
    sql`SELECT ranked.*, count(*) OVER ()::int AS total,
               EXISTS (SELECT 1 FROM contest_votes v WHERE v.guest_id = ${guestId} AND v.contest_id = ranked."contestId" AND v.media_id = ranked."mediaId") AS "hasVoted"
        FROM (SELECT e.contest_id AS "contestId", e.item_hash AS "itemHash", e.media_id AS "mediaId", e.media_type AS "mediaType", e.album_id AS "albumId",
                     e.contest_sub AS "contestSub", e.title, e.votes, e.actor_id AS "actorId", a.name AS "actorName",
                     rank() OVER (ORDER BY e.votes DESC) AS place
              FROM contest_entries e JOIN actors a ON a.id = e.actor_id WHERE e.contest_id = ${contestId}) ranked
        WHERE ${sql.join(where, sql` AND `)}
        ORDER BY ${filter.byPlace ? sql`ranked.votes DESC, ranked."mediaId"` : sql`ranked."contestSub", ranked."mediaId"`}
        LIMIT ${filter.limit} OFFSET ${filter.offset}`,
  );
  return { items: rows.map(itemDto), total: rows[0]?.total ?? 0 };
}

export async function guestData(db: Executor, contestId: number, guestId: number | null): Promise<ContestGuestData> {
  if (guestId === null) return { voteCount: 0, hideVoteLimitModal: false };
  const [row] = await rowsOf<ContestGuestData>(
    db,
    sql`SELECT vote_count AS "voteCount", hide_vote_limit_modal AS "hideVoteLimitModal" FROM contest_guest_data WHERE guest_id = ${guestId} AND contest_id = ${contestId}`,
  );
  return row ?? { voteCount: 0, hideVoteLimitModal: false };
}
