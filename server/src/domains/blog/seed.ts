import { sql } from 'drizzle-orm';
import { BLOG_CATEGORIES, LANGUAGES, type Language } from '@vx/shared/constants';
import { rowsOf, type Executor } from '../../db/helpers';
import { DEFAULT_SEED } from '../../seed';
import { mixSeed, Rng } from '../../seed/random';
import { slugOf } from '../seo/service';
import { isWhitelistedBody, renderBody } from './body';
import { blogPostActors, blogPostCategories, blogPosts, blogPostTexts } from './schema';
import { ARTICLE_WORDS, type StoredCategoryKey } from './seed-words';

/** Articles seeded into an empty blog: more than the spec's 60, spread over every stored category. */
export const SEEDED_ARTICLES = 72;
const DAY_MS = 86_400_000;
/** An arbitrary constant that serialises concurrent seeders (several server processes at start). */
const BLOG_LOCK_KEY = 7_310_015;
const CATEGORY_KEYS = Object.keys(ARTICLE_WORDS.en) as StoredCategoryKey[];
/** A second category some articles also belong to half the time: an interview or event that ran live, a production for premium TV. */
const SECOND_CATEGORY: Partial<Record<StoredCategoryKey, StoredCategoryKey>> = { interviews: 'live', event: 'live', production: 'premiumTv', freeTv: 'news' };

interface Author {
  id: number;
  name: string;
}

export interface ArticleSeed {
  id: number;
  publishedAt: Date;
  featured: boolean;
  categoryIds: number[];
  actorIds: number[];
  texts: { language: Language; slug: string; title: string; subTitle: string; excerpt: string; bodyHtml: string }[];
}

const fill = (text: string, names: { name: string; name2: string }) => text.replace(/\{name\}/g, names.name).replace(/\{name2\}/g, names.name2);

/**
 * The seeded articles, deterministic for the seed, the actors and `now`: article i is of category
 * i mod 9, about one or two actors, dated up to about two and a half years back (so the archive has
 * several years), every eighth one featured. Each has its text in all four languages.
 */
export function generateArticles(seed: number, authors: readonly Author[], now: Date, count = SEEDED_ARTICLES): ArticleSeed[] {
  const rng = new Rng(mixSeed(seed, 15_001));
  const articles: ArticleSeed[] = [];
  for (let index = 0; index < count; index++) {
    const id = index + 1;
    const key = CATEGORY_KEYS[index % CATEGORY_KEYS.length];
    const variant = Math.floor(index / CATEGORY_KEYS.length) % 2;
    const first = authors[rng.int(0, authors.length - 1)];
    const drawn = authors[rng.int(0, authors.length - 1)];
    // An event has two hosts: never the same actor twice.
    const second = drawn.id === first.id ? authors[(authors.indexOf(first) + 1) % authors.length] : drawn;
    const featured = index % 8 === 3;
    const secondKey = SECOND_CATEGORY[key];
    const categoryIds = [BLOG_CATEGORIES[key], ...(secondKey && rng.chance(0.5) ? [BLOG_CATEGORIES[secondKey]] : [])];
    const names = { name: first.name, name2: second.name };
    const actorIds = [...new Set([first.id, ...(key === 'event' ? [second.id] : [])])];
    // Newest first by id descending, a few days apart, so the archive spans about two and a half years.
    const publishedAt = new Date(now.getTime() - ((count - index) * 13 + rng.int(0, 5)) * DAY_MS - rng.int(1, 20) * 3_600_000);
    const texts = LANGUAGES.map((language) => {
      const words = ARTICLE_WORDS[language][key];
      const title = fill(words.titles[variant], names);
      const bodyHtml = renderBody([
        { kind: 'p', text: fill(words.paragraphs[0], names) },
        { kind: 'h2', text: fill(words.subTitle, names) },
        { kind: key === 'interviews' ? 'quote' : 'p', text: fill(words.paragraphs[1], names) },
        { kind: 'p', text: fill(words.paragraphs[2], names) },
      ]);
      if (!isWhitelistedBody(bodyHtml)) throw new Error(`Article ${id} (${language}) has a body outside the whitelist`);
      return { language, slug: `${slugOf(title)}-${id}`, title, subTitle: fill(words.subTitle, names), excerpt: fill(words.excerpt, names), bodyHtml };
    });
    articles.push({ id, publishedAt, featured, categoryIds, actorIds, texts });
  }
  return articles;
}

async function hasPosts(db: Executor): Promise<boolean> {
  const [row] = await rowsOf<{ present: boolean }>(db, sql`SELECT EXISTS (SELECT 1 FROM blog_posts) AS present`);
  return Boolean(row?.present);
}

/**
 * Seeds the blog when it has no post, about the catalogue's first 200 actors. Dates are relative to
 * the start of the UTC day, so seeds of one day are identical. Returns how many posts were created.
 */
export async function seedBlogPosts(db: Executor, now = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS), seed = DEFAULT_SEED): Promise<number> {
  if (await hasPosts(db)) return 0;
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${BLOG_LOCK_KEY})`);
    if (await hasPosts(tx)) return 0;
    const authors = await rowsOf<Author>(tx, sql`SELECT id, name FROM actors ORDER BY id LIMIT 200`);
    if (authors.length === 0) return 0;
    const articles = generateArticles(seed, authors, now);
    await tx.insert(blogPosts).values(articles.map(({ id, publishedAt, featured }) => ({ id, publishedAt, featured })));
    await tx.insert(blogPostTexts).values(articles.flatMap((article) => article.texts.map((text) => ({ postId: article.id, ...text }))));
    await tx.insert(blogPostCategories).values(articles.flatMap((article) => article.categoryIds.map((categoryId) => ({ postId: article.id, categoryId }))));
    await tx.insert(blogPostActors).values(articles.flatMap((article) => article.actorIds.map((actorId, position) => ({ postId: article.id, actorId, position }))));
    await tx.execute(sql`SELECT setval(pg_get_serial_sequence('blog_posts', 'id'), GREATEST((SELECT max(id) FROM blog_posts), 1))`);
    return articles.length;
  });
}
