import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/helpers';
import { actors } from '../actors/schema';
import { actorDocument } from './documents';
import { term, type SearchOrder } from './order';
import { matches, nameSimilarity, rank, similarName, tsQuery, TYPO_BELOW, type TextQuery } from './text-query';

export interface ActorCriteria {
  order: SearchOrder<'actors'>;
  onlineOnly: boolean;
}

/** The list's order over the hits h (id, is_online, online_ranking, name_key, score). */
function orderOf({ sort, direction }: SearchOrder<'actors'>): SQL[] {
  const id = term(sql`h.id`, 'asc', direction);
  switch (sort) {
    case 'relevance':
      return [term(sql`h.score`, 'desc', direction), term(sql`h.online_ranking`, 'desc', direction), id];
    case 'online':
      return [term(sql`h.is_online`, 'desc', direction), term(sql`h.online_ranking`, 'desc', direction), id];
    case 'name':
      return [term(sql`h.name_key`, 'asc', direction), id];
  }
}

/**
 * The ids of every actor the pattern finds, in the list's order: by name or profile words (stemmed,
 * the last word as a prefix); when those find fewer than TYPO_BELOW, also by a name within a typo of
 * it. Every actor is listed, as in the cams search: a profile the viewer's country may not see says
 * so itself (actors/availability.ts).
 */
export async function findActors(db: Executor, query: TextQuery, criteria: ActorCriteria): Promise<Int32Array> {
  const document = actorDocument(actors.name, actors.threeWords);
  const q = tsQuery(query, ['simple', 'english']);
  const online = criteria.onlineOnly ? sql`${actors.isOnline}` : sql`true`;
  const hit = (score: SQL, where: SQL) =>
    sql`SELECT ${actors.id} AS id, ${actors.isOnline} AS is_online, ${actors.onlineRanking} AS online_ranking, lower(${actors.name}) AS name_key, ${score} AS score
        FROM ${actors} WHERE ${where} AND ${online}`;
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`WITH words AS MATERIALIZED (${hit(rank(document, q), matches(document, q))}),
        typos AS (${hit(nameSimilarity(actors.name, query), sql`${similarName(actors.name, query)} AND (SELECT count(*) FROM words) < ${TYPO_BELOW}`)})
        SELECT h.id FROM (
          SELECT id, is_online, online_ranking, name_key, sum(score) AS score FROM (SELECT * FROM words UNION ALL SELECT * FROM typos) hits
          GROUP BY id, is_online, online_ranking, name_key
        ) h
        ORDER BY ${sql.join(orderOf(criteria.order), sql`, `)}`,
  );
  return Int32Array.from(rows, (row) => row.id);
}
