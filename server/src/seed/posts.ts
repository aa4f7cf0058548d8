import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf, type Executor } from '../db/helpers';
import { insertRows } from './insert';
import { FAN_NAMES, POST_WORDS, type PostLanguage, type PostTopic } from './post-words';
import { mixSeed, Rng } from './random';
import { DEFAULT_SEED } from './index';

/** A feed post as inserted: keys are the columns of feed_posts. */
export interface PostSeed {
  id: number;
  actor_id: number;
  type: string;
  pinned: boolean;
  title: string;
  text: string;
  language: string;
  views: number;
  likes: number;
  fsk: number;
  price_coins: number;
  goal_coins: number | null;
  tips_sum_coins: number;
  video_id: number | null;
  photo_count: number;
  contest_id: number | null;
  created_at: Date;
  published_at: Date;
}

/** A seeded comment: a fan's (no guest row), or the actor's reply to one. */
export interface CommentSeed {
  id: number;
  post_id: number;
  author_name: string;
  by_model: boolean;
  replies_to_id: number | null;
  text: string;
  created_at: Date;
}

/** What a post is made from: the actor and one of her videos (for clip posts). */
export interface PostAuthor {
  id: number;
  name: string;
  languages: string[];
  videoId: number | null;
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const FEED_LOCK_KEY = 7_310_002;
const POST_LANGUAGES: readonly PostLanguage[] = ['de', 'en', 'es', 'nl'];

const TOPIC_OF: Record<string, PostTopic> = {
  text: 'text', photos: 'photo', photoGallery: 'photo', clip: 'clip', hotClip: 'clip', profileImage: 'profile', photoContest: 'contest',
};

/** She writes in the first of her languages the site speaks; English otherwise. */
export function postLanguage(languages: readonly string[]): PostLanguage {
  return (languages.find((language) => (POST_LANGUAGES as readonly string[]).includes(language)) as PostLanguage | undefined) ?? 'en';
}

function postType(rng: Rng, hasVideo: boolean): string {
  const type = rng.weighted([['text', 25], ['photos', 20], ['photoGallery', 15], ['clip', 15], ['hotClip', 8], ['profileImage', 9], ['photoContest', 8]] as const);
  return (type === 'clip' || type === 'hotClip') && !hasVideo ? 'text' : type;
}

/** The posts of one actor (0 to 3) and their comments, from ids onwards; deterministic for seed, actor and now. */
export function generatePosts(seed: number, author: PostAuthor, now: Date, ids: { post: number; comment: number }): { posts: PostSeed[]; comments: CommentSeed[] } {
  const rng = new Rng(mixSeed(seed, 5, author.id));
  const language = postLanguage(author.languages);
  const words = POST_WORDS[language];
  const posts: PostSeed[] = [];
  const comments: CommentSeed[] = [];
  const count = rng.weighted([[0, 2], [1, 4], [2, 3], [3, 2]] as const);
  for (let i = 0; i < count; i++) {
    const type = postType(rng, author.videoId !== null);
    const topic = TOPIC_OF[type];
    const closer = rng.pick(words.closers).replace('{name}', author.name);
    const published = new Date(now.getTime() - rng.int(1, 60 * 24) * HOUR_MS);
    // A profile picture is free to see; everything else is paid now and then.
    const paid = type !== 'profileImage' && rng.chance(0.35);
    const goal = rng.chance(0.2) ? rng.int(2, 20) * 50 : null;
    const views = rng.int(30, 8_000);
    const postId = ids.post + posts.length;
    posts.push({
      id: postId,
      actor_id: author.id,
      type,
      pinned: rng.chance(0.02),
      title: rng.pick(words.titles[topic]),
      text: [rng.pick(words.texts[topic]), closer].filter(Boolean).join(' '),
      language,
      views,
      likes: Math.round(views * rng.next() * 0.15),
      fsk: type === 'text' ? 12 : rng.chance(0.4) ? 18 : 16,
      price_coins: paid ? rng.int(1, 10) * 5 : 0,
      goal_coins: goal,
      // Every twentieth goal is reached; the others are on their way.
      tips_sum_coins: goal === null ? 0 : rng.chance(0.05) ? goal : rng.int(0, goal - 1),
      video_id: topic === 'clip' ? author.videoId : null,
      photo_count: topic === 'photo' ? rng.int(type === 'photos' ? 1 : 3, type === 'photos' ? 3 : 8) : topic === 'profile' || topic === 'contest' ? 1 : 0,
      contest_id: type === 'photoContest' ? rng.int(1, 3) : null,
      created_at: new Date(published.getTime() - rng.int(0, 48) * HOUR_MS),
      published_at: published,
    });
    for (let c = rng.int(0, 4); c > 0; c--) {
      const fanAt = new Date(Math.min(now.getTime(), published.getTime() + rng.int(1, 72) * HOUR_MS));
      const fanId = ids.comment + comments.length;
      comments.push({ id: fanId, post_id: postId, author_name: rng.pick(FAN_NAMES), by_model: false, replies_to_id: null, text: rng.pick(words.fanComments), created_at: fanAt });
      if (rng.chance(0.4)) {
        const replyAt = new Date(Math.min(now.getTime(), fanAt.getTime() + rng.int(1, 12) * HOUR_MS));
        comments.push({ id: fanId + 1, post_id: postId, author_name: author.name, by_model: true, replies_to_id: fanId, text: rng.pick(words.replies), created_at: replyAt });
      }
    }
  }
  return { posts, comments };
}

const POST_COLUMNS = {
  id: 'int', actor_id: 'int', type: 'text', pinned: 'bool', title: 'text', text: 'text', language: 'text', views: 'int', likes: 'int',
  fsk: 'int', price_coins: 'int', goal_coins: 'int', tips_sum_coins: 'int', video_id: 'int', photo_count: 'int', contest_id: 'int',
  created_at: 'timestamptz', published_at: 'timestamptz',
} as const;
const COMMENT_COLUMNS = {
  id: 'int', post_id: 'int', author_name: 'text', by_model: 'bool', replies_to_id: 'int', text: 'text', created_at: 'timestamptz',
} as const;

async function hasPosts(db: Executor): Promise<boolean> {
  const [row] = await rowsOf<{ present: boolean }>(db, sql`SELECT EXISTS (SELECT 1 FROM feed_posts) AS present`);
  return Boolean(row?.present);
}

/**
 * Seeds the feed when it has no post: every actor writes 0 to 3 posts in her language, dated
 * within the 60 days before `now` (the start of the UTC day, so seeds of one day are identical),
 * from the catalogue already in the database, so an existing database gets a feed too. Returns
 * how many posts were created.
 */
export async function seedFeedPosts(database: Database, now = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS), seed = DEFAULT_SEED): Promise<number> {
  if (await hasPosts(database.db)) return 0;
  const seeded = await database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${FEED_LOCK_KEY})`);
    if (await hasPosts(tx)) return 0;
    const authors = await rowsOf<PostAuthor>(
      tx,
      sql`SELECT a.id, a.name, a.languages, (SELECT min(v.id) FROM videos v WHERE v.actor_id = a.id) AS "videoId" FROM actors a ORDER BY a.id`,
    );
    const posts: PostSeed[] = [];
    const comments: CommentSeed[] = [];
    for (const author of authors) {
      const made = generatePosts(seed, author, now, { post: posts.length + 1, comment: comments.length + 1 });
      posts.push(...made.posts);
      comments.push(...made.comments);
    }
    await insertRows(tx, 'feed_posts', POST_COLUMNS, posts);
    await insertRows(tx, 'feed_comments', COMMENT_COLUMNS, comments);
    for (const table of ['feed_posts', 'feed_comments']) {
      await tx.execute(sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), GREATEST((SELECT max(id) FROM ${sql.identifier(table)}), 1))`);
    }
    return posts.length;
  });
  // The catalogue's ANALYZE ran before the feed was seeded, and the embedded database has no
  // autovacuum: without statistics the planner sorts every post instead of reading the order index.
  if (seeded > 0) await database.exec('ANALYZE feed_posts, feed_comments');
  return seeded;
}
