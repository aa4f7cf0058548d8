import { sql } from 'drizzle-orm';
import type { Language } from '@vx/shared/constants';
import { foldTagText, labelsNamed, tagName } from '@vx/shared/tags';
import { rowsOf, type Executor } from '../../db/helpers';
import { actors } from '../actors/schema';
import { blogPosts, blogPostTexts } from '../blog/schema';
import { inGerman } from '../tv/catalogue';
import { tvSeries } from '../tv/schema';
import { filterConditions, toVideoFilter } from '../videos/list-filter';
import { videos } from '../videos/schema';
import { prefixKey } from './documents';
import { POPULAR_PATTERN_MIN_COUNT } from './patterns';
import { searchPatterns } from './patterns-schema';
import { likePrefix, startsWith, wordStartsWith, type TextQuery } from './text-query';

/**
 * Completions of what the guest typed, best first: what guests of the language searched often, then
 * actor names, tag names, TV series, blog and video titles. A name or title completes when it starts
 * with the text, a series or blog title also when one of its later words does (whole starts first);
 * video titles (100,000s) only by their start, in order, read from the index videos_title_prefix_idx
 * until enough distinct ones are found. A video title of an actor banned in the viewer's country is
 * not offered, as her videos are not found.
 */
export async function completions(db: Executor, query: TextQuery, language: Language, country: string | null, limit: number): Promise<string[]> {
  const seriesTitle = inGerman(language) ? tvSeries.titleDe : tvSeries.titleEn;
  const visible = filterConditions(toVideoFilter({}), { guestId: null, country });
  const title = (column: typeof seriesTitle | typeof blogPostTexts.title) =>
    sql`(${startsWith(column, query)} OR ${wordStartsWith(column, query)})`;
  const rows = await rowsOf<{ text: string; source: number; n: number }>(
    db,
    sql`(SELECT ${searchPatterns.pattern} AS text, 0 AS source, row_number() OVER (ORDER BY ${searchPatterns.count} DESC, ${searchPatterns.pattern}) AS n
          FROM ${searchPatterns}
          WHERE ${searchPatterns.language} = ${language} AND ${startsWith(searchPatterns.pattern, query)} AND ${searchPatterns.count} >= ${POPULAR_PATTERN_MIN_COUNT}
          ORDER BY n LIMIT ${limit})
        UNION ALL
        (SELECT ${actors.name}, 1, row_number() OVER (ORDER BY ${actors.isOnline} DESC, ${actors.onlineRanking} DESC, ${actors.id})
          FROM ${actors} WHERE ${startsWith(actors.name, query)} ORDER BY 3 LIMIT ${limit})
        UNION ALL
        (SELECT ${seriesTitle}, 3, row_number() OVER (ORDER BY ${startsWith(seriesTitle, query)} DESC, ${tvSeries.position})
          FROM ${tvSeries} WHERE ${title(seriesTitle)} ORDER BY 3 LIMIT ${limit})
        UNION ALL
        (SELECT ${blogPostTexts.title}, 4, row_number() OVER (ORDER BY ${startsWith(blogPostTexts.title, query)} DESC, ${blogPosts.publishedAt} DESC, ${blogPosts.id} DESC)
          FROM ${blogPostTexts} JOIN ${blogPosts} ON ${blogPosts.id} = ${blogPostTexts.postId}
          WHERE ${blogPostTexts.language} = ${language} AND ${title(blogPostTexts.title)} ORDER BY 3 LIMIT ${limit})
        UNION ALL
        (SELECT text, 5, row_number() OVER (ORDER BY key) FROM (
          SELECT DISTINCT ON (${prefixKey(videos.title)}) ${videos.title} AS text, ${prefixKey(videos.title)} AS key FROM ${videos}
          WHERE ${prefixKey(videos.title)} LIKE ${likePrefix(query)} AND ${visible ?? sql`true`}
          ORDER BY ${prefixKey(videos.title)} LIMIT ${limit}) v)
        ORDER BY 2, 3`,
  );
  // Tags are not text of the database: their names in the four languages are the shared list's.
  const folded = foldTagText(query.text);
  const tagNames = labelsNamed(query.text, language)
    .filter(({ label, startsWith }) => startsWith || foldTagText(tagName(label, language)).includes(` ${folded}`))
    .sort((a, b) => Number(b.startsWith) - Number(a.startsWith))
    .map(({ label }) => ({ text: tagName(label, language), source: 2 }));
  const ranked = [...rows.filter((row) => row.source < 2), ...tagNames, ...rows.filter((row) => row.source > 2)];
  const seen = new Set<string>();
  const answer: string[] = [];
  for (const { text } of ranked) {
    const key = text.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    answer.push(text);
    if (answer.length === limit) break;
  }
  return answer;
}
