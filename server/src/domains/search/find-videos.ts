import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { VideoTile } from '@vx/shared/protocol';
import { labelsNamedInAnyLanguage } from '@vx/shared/tags';
import { rowsOf, type Executor } from '../../db/helpers';
import { actors } from '../actors/schema';
import { toVideoTile, videoTileColumns } from '../tiles/videos';
import { filterConditions, tagLabelIn, toVideoFilter, type VideoType } from '../videos/list-filter';
import { tags, videos, videoTags } from '../videos/schema';
import { videoDocument } from './documents';
import { term, type SearchOrder } from './order';
import { matches, rank, similarTitle, titleSimilarity, tsQuery, TYPO_BELOW, type TextQuery } from './text-query';

/** The tag of the ASMR search (spec 001 §7.4): its videos are the ASMR section. */
export const ASMR_TAG = 'asmr';

/** A tag named by the whole pattern ranks its videos below a title that holds the words. */
const TAG_HIT_SCORE = 0.3;

export interface VideoCriteria {
  order: SearchOrder<'videos'>;
  /** Video types of the lists (free, vip …) every hit must have; 'bought' is a guest's and not offered. */
  types: Exclude<VideoType, 'bought'>[];
  /** Only videos with this tag (the ASMR search). */
  tag: string | null;
  /** The viewer's country: videos of an actor banned there are not found, as in every video list. */
  country: string | null;
}

/** The list's order over the hits h (id, released_at, likes, price, score). */
function orderOf({ sort, direction }: SearchOrder<'videos'>): SQL[] {
  const id = (natural: 'asc' | 'desc') => term(sql`h.id`, natural, direction);
  switch (sort) {
    case 'relevance':
      return [term(sql`h.score`, 'desc', direction), term(sql`h.released_at`, 'desc', direction), id('desc')];
    case 'newest':
      return [term(sql`h.released_at`, 'desc', direction), id('desc')];
    case 'rating':
      return [term(sql`h.likes`, 'desc', direction), id('desc')];
    case 'price':
      return [term(sql`h.price`, 'asc', direction), id('asc')];
  }
}

/**
 * The ids of every video the pattern finds, in the list's order: a title holding the words (stemmed,
 * the last as a prefix) or a tag whose name in any language holds the pattern ("Tanz" finds the
 * Dance videos); when those find fewer than TYPO_BELOW, also titles within a typo of it. Each way
 * reads its own index and carries the columns of the orders, so no hit is read twice; a video found
 * two ways adds its scores.
 */
export async function findVideos(db: Executor, query: TextQuery, criteria: VideoCriteria): Promise<Int32Array> {
  const document = videoDocument(videos.title);
  const q = tsQuery(query, ['english']);
  const labels = labelsNamedInAnyLanguage(query.text);
  const filter = toVideoFilter({ types: criteria.types, tags: criteria.tag ? [criteria.tag] : [] });
  const visible = filterConditions(filter, { guestId: null, country: criteria.country }) ?? sql`true`;
  const hit = (score: SQL, where: SQL) =>
    sql`SELECT ${videos.id} AS id, ${videos.releasedAt} AS released_at, ${videos.likes} AS likes, ${videos.price} AS price, ${score} AS score
        FROM ${videos} WHERE ${where} AND ${visible}`;
  const tagged = labels.length
    ? sql`UNION ALL ${hit(
        sql`${TAG_HIT_SCORE}::real`,
        sql`${videos.id} IN (SELECT ${videoTags.videoId} FROM ${videoTags} WHERE ${videoTags.tagId} IN (SELECT ${tags.id} FROM ${tags} WHERE ${tagLabelIn(labels)}))`,
      )}`
    : sql``;
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`WITH words AS MATERIALIZED (${hit(rank(document, q), matches(document, q))} ${tagged}),
        typos AS (${hit(titleSimilarity(videos.title, query), sql`${similarTitle(videos.title, query)} AND (SELECT count(*) FROM words) < ${TYPO_BELOW}`)})
        SELECT h.id FROM (
          SELECT id, released_at, likes, price, sum(score) AS score FROM (SELECT * FROM words UNION ALL SELECT * FROM typos) hits
          GROUP BY id, released_at, likes, price
        ) h
        ORDER BY ${sql.join(orderOf(criteria.order), sql`, `)}`,
  );
  return Int32Array.from(rows, (row) => row.id);
}

/** The tiles of these videos in the order given. */
export async function videoTiles(db: Executor, ids: readonly number[]): Promise<VideoTile[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(videoTileColumns)
    .from(videos)
    .innerJoin(actors, eq(actors.id, videos.actorId))
    .where(inArray(videos.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, toVideoTile(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
