import { sql, type SQL } from 'drizzle-orm';
import { BLOG_CATEGORIES, type Language } from '@vx/shared/constants';
import { rowsOf, type Executor } from '../../db/helpers';
import { actorImages } from '../../media/urls';
import { blogDocument, LANGUAGE_CONFIG } from '../search/documents';
import { matches, rank, similarTitle, textQuery, titleSimilarity, tsQuery } from '../search/text-query';

/** A post as lists show it (spec 000 §3 blog posts: id, title, subTitle, date, featured, excerpt). */
export interface BlogPostSummary {
  id: number;
  slug: string;
  title: string;
  subTitle: string;
  excerpt: string;
  /** ISO 8601 publication time. */
  date: string;
  featured: boolean;
  categoryIds: number[];
  /** The picture of the first actor the post is about, null for a post about no one. */
  image: string | null;
}

export interface PostFilter {
  /** A category id of spec 001 §9; featured (506) selects the featured posts. */
  categoryId?: number;
  year?: number;
  exclude?: readonly number[];
  search?: string;
  /** relevance: the search's rank (title before subtitle before excerpt), newest first among equals. */
  order?: 'newest' | 'oldest' | 'relevance';
}

interface SummaryRow {
  id: number;
  slug: string;
  title: string;
  sub_title: string;
  excerpt: string;
  published_at: string | Date;
  featured: boolean;
  category_ids: number[] | null;
  actor_id: number | null;
}

const toSummary = (row: SummaryRow): BlogPostSummary => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  subTitle: row.sub_title,
  excerpt: row.excerpt,
  date: new Date(row.published_at).toISOString(),
  featured: row.featured,
  categoryIds: row.category_ids ?? [],
  image: row.actor_id === null ? null : actorImages(row.actor_id).w640,
});

/** The columns of a summary, for posts aliased p and their texts t. */
const SUMMARY_COLUMNS = sql`p.id, t.slug, t.title, t.sub_title, t.excerpt, p.published_at, p.featured,
  (SELECT array_agg(c.category_id ORDER BY c.category_id) FROM blog_post_categories c WHERE c.post_id = p.id) AS category_ids,
  (SELECT a.actor_id FROM blog_post_actors a WHERE a.post_id = p.id ORDER BY a.position LIMIT 1) AS actor_id`;

/** A text of alias t as the blog search reads it (search/documents.ts, the index blog_post_texts_search_idx). */
const TEXT_DOCUMENT = blogDocument(sql`t.language`, sql`t.title`, sql`t.sub_title`, sql`t.excerpt`);

/**
 * The global search's text match in the post's language: the words stemmed (the last as a prefix), or
 * a title within a typo of the pattern; the rank of a match. Null when the pattern holds no word.
 */
function searchOf(search: string, language: Language): { where: SQL; score: SQL } | null {
  // Callers bound the length (blogSearch takes 2 characters, the global search 3).
  const query = textQuery(search, 1);
  if (!query) return null;
  const q = tsQuery(query, [LANGUAGE_CONFIG[language]]);
  const similar = similarTitle(sql`t.title`, query);
  return {
    where: sql`(${matches(TEXT_DOCUMENT, q)} OR ${similar})`,
    score: sql`${rank(TEXT_DOCUMENT, q)} + CASE WHEN ${similar} THEN ${titleSimilarity(sql`t.title`, query)} ELSE 0 END`,
  };
}

function conditionsOf(filter: PostFilter, language: Language): SQL {
  const conditions: SQL[] = [sql`t.language = ${language}`];
  if (filter.categoryId === BLOG_CATEGORIES.featured) conditions.push(sql`p.featured`);
  else if (filter.categoryId !== undefined) conditions.push(sql`EXISTS (SELECT 1 FROM blog_post_categories c WHERE c.post_id = p.id AND c.category_id = ${filter.categoryId})`);
  if (filter.year !== undefined) conditions.push(sql`extract(year FROM p.published_at AT TIME ZONE 'UTC') = ${filter.year}`);
  if (filter.exclude && filter.exclude.length > 0) conditions.push(sql`p.id <> ALL(${sql.param([...filter.exclude])}::int[])`);
  if (filter.search) conditions.push(searchOf(filter.search, language)?.where ?? sql`false`);
  return sql.join(conditions, sql` AND `);
}

/** One page of posts in the language, newest first unless asked otherwise, and how many match in all. */
export async function listPosts(
  db: Executor,
  language: Language,
  filter: PostFilter,
  page: { offset: number; limit: number },
): Promise<{ posts: BlogPostSummary[]; total: number }> {
  const where = conditionsOf(filter, language);
  const direction = filter.order === 'oldest' ? sql`ASC` : sql`DESC`;
  const score = filter.order === 'relevance' && filter.search ? searchOf(filter.search, language)?.score : undefined;
  const [rows, [count]] = await Promise.all([
    rowsOf<SummaryRow>(
      db,
      sql`SELECT ${SUMMARY_COLUMNS} FROM blog_posts p JOIN blog_post_texts t ON t.post_id = p.id
          WHERE ${where} ORDER BY ${score ? sql`${score} DESC, ` : sql``}p.published_at ${direction}, p.id ${direction} LIMIT ${page.limit} OFFSET ${page.offset}`,
    ),
    rowsOf<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM blog_posts p JOIN blog_post_texts t ON t.post_id = p.id WHERE ${where}`),
  ]);
  return { posts: rows.map(toSummary), total: count?.total ?? 0 };
}

/** How many posts each category has (featured included), by category id. */
export async function categoryTotals(db: Executor): Promise<Record<number, number>> {
  const rows = await rowsOf<{ category_id: number; total: number }>(
    db,
    sql`SELECT category_id, count(*)::int AS total FROM blog_post_categories GROUP BY category_id
        UNION ALL SELECT ${BLOG_CATEGORIES.featured}::int, count(*)::int FROM blog_posts WHERE featured`,
  );
  const totals: Record<number, number> = Object.fromEntries(Object.values(BLOG_CATEGORIES).map((id) => [id, 0]));
  for (const row of rows) totals[row.category_id] = row.total;
  return totals;
}

/** The years that have posts (of the category, when given), newest first, with their counts. */
export async function archiveYears(db: Executor, language: Language, categoryId?: number): Promise<{ year: number; total: number }[]> {
  return rowsOf<{ year: number; total: number }>(
    db,
    sql`SELECT extract(year FROM p.published_at AT TIME ZONE 'UTC')::int AS year, count(*)::int AS total
        FROM blog_posts p JOIN blog_post_texts t ON t.post_id = p.id
        WHERE ${conditionsOf({ categoryId }, language)} GROUP BY 1 ORDER BY 1 DESC`,
  );
}

export interface BlogArticle extends BlogPostSummary {
  /** The body as sanitised HTML (server/docs/blog.md, Article HTML). */
  body: string;
  actorIds: number[];
}

/** The post of the slug in the language, null when there is none. */
export async function articleBySlug(db: Executor, slug: string, language: Language): Promise<BlogArticle | null> {
  const [row] = await rowsOf<SummaryRow & { body_html: string; actor_ids: number[] | null }>(
    db,
    sql`SELECT ${SUMMARY_COLUMNS}, t.body_html,
          (SELECT array_agg(a.actor_id ORDER BY a.position) FROM blog_post_actors a WHERE a.post_id = p.id) AS actor_ids
        FROM blog_posts p JOIN blog_post_texts t ON t.post_id = p.id WHERE t.language = ${language} AND t.slug = ${slug}`,
  );
  if (!row) return null;
  return { ...toSummary(row), body: row.body_html, actorIds: row.actor_ids ?? [] };
}

/** The post published just before this one (in the language), null for the oldest. */
export async function previousPost(db: Executor, post: BlogPostSummary, language: Language): Promise<BlogPostSummary | null> {
  const [row] = await rowsOf<SummaryRow>(
    db,
    sql`SELECT ${SUMMARY_COLUMNS} FROM blog_posts p JOIN blog_post_texts t ON t.post_id = p.id
        WHERE t.language = ${language} AND (p.published_at, p.id) < (${post.date}::timestamptz, ${post.id}::int)
        ORDER BY p.published_at DESC, p.id DESC LIMIT 1`,
  );
  return row ? toSummary(row) : null;
}

/**
 * Actors for an article's similar models: its own actors first, then the actors of the newest other
 * posts sharing one of its categories. Without a post, the actors of the newest posts.
 */
export async function blogActorIds(db: Executor, limit: number, post?: { id: number; actorIds: readonly number[]; categoryIds: readonly number[] }): Promise<number[]> {
  const related = post
    ? sql`p.id <> ${post.id} AND EXISTS (SELECT 1 FROM blog_post_categories c WHERE c.post_id = p.id AND c.category_id = ANY(${sql.param([...post.categoryIds])}::int[]))`
    : sql`TRUE`;
  const rows = await rowsOf<{ actor_id: number }>(
    db,
    sql`SELECT a.actor_id FROM blog_post_actors a JOIN blog_posts p ON p.id = a.post_id WHERE ${related}
        ORDER BY p.published_at DESC, p.id DESC, a.position LIMIT ${limit * 3}`,
  );
  return [...new Set([...(post?.actorIds ?? []), ...rows.map((row) => row.actor_id)])].slice(0, limit);
}

/** The actors of a post in order; null when there is no such post (blog/actors answers 404). */
export async function postActorIds(db: Executor, postId: number): Promise<number[] | null> {
  const rows = await rowsOf<{ actor_id: number | null }>(
    db,
    sql`SELECT a.actor_id FROM blog_posts p LEFT JOIN blog_post_actors a ON a.post_id = p.id WHERE p.id = ${postId} ORDER BY a.position`,
  );
  if (rows.length === 0) return null;
  return rows.flatMap((row) => (row.actor_id === null ? [] : [row.actor_id]));
}
