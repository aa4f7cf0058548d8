import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '@vx/shared/constants';
import type { TvSeries } from '@vx/shared/protocol';
import { rowsOf, type Executor } from '../../db/helpers';
import { inGerman, tvFormats } from '../tv/catalogue';
import { tvEpisodes, tvSeries } from '../tv/schema';
import { videos } from '../videos/schema';
import { seriesDocument } from './documents';
import { term, type SearchOrder } from './order';
import { matches, rank, similarTitle, titleSimilarity, tsQuery, type TextQuery } from './text-query';

/** The texts a guest of the language reads (German for German guests, English for the others: tv/catalogue.ts). */
function textsOf(language: Language) {
  return inGerman(language)
    ? { config: 'german' as const, title: tvSeries.titleDe, description: tvSeries.descriptionDe }
    : { config: 'english' as const, title: tvSeries.titleEn, description: tvSeries.descriptionEn };
}

function orderOf({ sort, direction }: SearchOrder<'mediathek'>, title: SQL): SQL[] {
  const id = term(sql`${tvSeries.id}`, 'asc', direction);
  switch (sort) {
    case 'relevance':
      return [term(sql`score`, 'desc', direction), term(sql`${tvSeries.position}`, 'asc', direction), id];
    case 'newest':
      return [term(sql`(SELECT max(${videos.releasedAt}) FROM ${tvEpisodes} JOIN ${videos} ON ${videos.id} = ${tvEpisodes.videoId} WHERE ${tvEpisodes.seriesId} = ${tvSeries.id})`, 'desc', direction), id];
    case 'title':
      return [term(sql`lower(${title})`, 'asc', direction), id];
  }
}

/**
 * The ids of the TV series (mediathek formats) the pattern finds in the guest's language, title or
 * description, or a title within a typo of it; newest is the series with the newest episode.
 */
export async function findSeries(db: Executor, query: TextQuery, language: Language, order: SearchOrder<'mediathek'>): Promise<Int32Array> {
  const { config, title, description } = textsOf(language);
  const document = seriesDocument(config, title, description);
  const q = tsQuery(query, [config]);
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`SELECT ${tvSeries.id} AS id, ${rank(document, q)} + CASE WHEN ${similarTitle(title, query)} THEN ${titleSimilarity(title, query)} ELSE 0 END AS score
        FROM ${tvSeries} WHERE ${matches(document, q)} OR ${similarTitle(title, query)}
        ORDER BY ${sql.join(orderOf(order, sql`${title}`), sql`, `)}`,
  );
  return Int32Array.from(rows, (row) => row.id);
}

/** The series of these ids in the order given, as the TV calls answer them. */
export async function seriesTiles(db: Executor, ids: readonly number[], language: Language): Promise<TvSeries[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await tvFormats(db, language)).map((format) => [format.id, format]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
