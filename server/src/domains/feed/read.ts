import { and, desc, eq, getTableColumns, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { FEED_TYPE_GROUPS, type FeedMode, type FeedPost, type FeedTotals, type FeedTypeGroup } from '@vx/shared/protocol';
import type { Executor } from '../../db/helpers';
import { actors } from '../actors/schema';
import { favouriteActors } from '../favourites/schema';
import { guests } from '../guests/schema';
import { videos } from '../videos/schema';
import { decodeCursor } from './cursor';
import { toFeedPost, type GuestState, type PostRecord, type Viewer } from './dto';
import { feedComments, feedPostLikes, feedPostPurchases, feedPosts, feedPostViews, type FeedPostRow } from './schema';

/** Top-level comments shown with a post (newest first), each with all its replies. */
export const COMMENTS_PER_POST = 20;

export interface FeedReader extends Viewer {
  /** The asking guest's country: actors banned there are left out. */
  country: string | null;
}

export interface FeedScope {
  modelId?: number | null;
  follows?: boolean | null;
  language?: string | null;
}

export interface FeedFilter extends FeedScope {
  bought?: boolean | null;
  liked?: boolean | null;
  commented?: boolean | null;
  typeGroups?: readonly FeedTypeGroup[] | null;
}

const guestRows = (guestId: number, table: typeof feedPostLikes | typeof feedPostPurchases) =>
  inArray(feedPosts.id, sql`(SELECT post_id FROM ${table} WHERE guest_id = ${guestId})`);
const commentedBy = (guestId: number) => inArray(feedPosts.id, sql`(SELECT post_id FROM ${feedComments} WHERE guest_id = ${guestId})`);

/** The guest's own choice: a visitor has followed, bought, liked and commented nothing. */
function guestFilter(reader: FeedReader, filter: FeedFilter): SQL[] {
  const guestId = reader.guestId;
  const own = (wanted: boolean | null | undefined, condition: (guestId: number) => SQL) => (wanted ? [guestId === null ? sql`false` : condition(guestId)] : []);
  return [
    ...own(filter.follows, (id) => inArray(feedPosts.actorId, sql`(SELECT actor_id FROM ${favouriteActors} WHERE guest_id = ${id})`)),
    ...own(filter.bought, (id) => guestRows(id, feedPostPurchases)),
    ...own(filter.liked, (id) => guestRows(id, feedPostLikes)),
    ...own(filter.commented, commentedBy),
  ];
}

/** Whether the filter depends on who asks (his follows, purchases, likes or comments). */
export const isPersonal = (filter: FeedFilter) => Boolean(filter.follows || filter.bought || filter.liked || filter.commented);

/** Published posts of actors shown in the guest's country, narrowed by the filter. */
function conditionsOf(reader: FeedReader, filter: FeedFilter): SQL {
  const conditions: (SQL | undefined)[] = [
    eq(feedPosts.status, 'published'),
    lte(feedPosts.publishedAt, sql`now()`),
    reader.country === null ? undefined : sql`NOT (${reader.country.toUpperCase()} = ANY(${actors.bannedCountryCodes}))`,
    filter.modelId ? eq(feedPosts.actorId, filter.modelId) : undefined,
    filter.language ? eq(feedPosts.language, filter.language) : undefined,
    filter.typeGroups && filter.typeGroups.length > 0 ? inArray(feedPosts.type, filter.typeGroups.flatMap((group) => [...FEED_TYPE_GROUPS[group]])) : undefined,
    ...guestFilter(reader, filter),
  ];
  return and(...conditions) as SQL;
}

/**
 * A comment's fields as JSON; `alias` names the comments table in the statement, `avatar` the joined
 * author's current avatar (guests.avatar, null for a fan's or the actor's comment): read with the
 * comments, so a changed or removed avatar shows on the next read.
 */
const commentJson = (alias: 'parent' | 'reply', avatar: string) =>
  sql.raw(
    `'id', ${alias}.id, 'text', ${alias}.text, 'created', ${alias}.created_at, 'authorName', ${alias}.author_name, 'byModel', ${alias}.by_model, 'guestId', ${alias}.guest_id, 'authorAvatar', ${avatar}`,
  );

/**
 * The post's newest top-level comments, each with its replies (oldest first), as one JSON value of
 * the page's own statement: no query per post or per comment (the authors' avatars are joined in),
 * and computed only for the rows the page returns.
 */
const newestComments = sql<PostRecord['comments']>`(
  SELECT coalesce(json_agg(json_build_object(${commentJson('parent', 'parent.author_avatar')}, 'replies', (
    SELECT coalesce(json_agg(json_build_object(${commentJson('reply', 'reply_author.avatar')}) ORDER BY reply.created_at, reply.id), '[]'::json)
    FROM ${feedComments} reply LEFT JOIN ${guests} reply_author ON reply_author.id = reply.guest_id
    WHERE reply.replies_to_id = parent.id
  )) ORDER BY parent.created_at DESC, parent.id DESC), '[]'::json)
  FROM (
    SELECT c.*, author.avatar AS author_avatar FROM ${feedComments} c LEFT JOIN ${guests} author ON author.id = c.guest_id
    WHERE c.post_id = ${feedPosts.id} AND c.replies_to_id IS NULL
    ORDER BY c.created_at DESC, c.id DESC LIMIT ${COMMENTS_PER_POST}
  ) parent
)`;

const rowColumns = { ...getTableColumns(feedPosts), actorName: actors.name, videoTitle: videos.title, videoDuration: videos.duration };
const recordColumns = {
  ...rowColumns,
  commentCount: sql<number>`(SELECT count(*) FROM ${feedComments} c WHERE c.post_id = ${feedPosts.id})`.mapWith(Number),
  comments: newestComments,
};

const fromPosts = (db: Executor, columns: Record<string, unknown>) =>
  db
    .select(columns as typeof recordColumns)
    .from(feedPosts)
    .innerJoin(actors, eq(actors.id, feedPosts.actorId))
    .leftJoin(videos, eq(videos.id, feedPosts.videoId));

const NO_STATE: GuestState = { liked: false, viewed: false, following: false, bought: false };

/** The guest's likes, views, purchases and follows of the records' posts, in one query. */
async function guestStates(db: Executor, guestId: number | null, records: PostRecord[]): Promise<Map<number, GuestState>> {
  if (guestId === null || records.length === 0) return new Map();
  const has = (table: typeof feedPostLikes | typeof feedPostViews | typeof feedPostPurchases) =>
    sql<boolean>`EXISTS (SELECT 1 FROM ${table} own WHERE own.post_id = ${feedPosts.id} AND own.guest_id = ${guestId})`;
  const rows = await db
    .select({
      id: feedPosts.id,
      liked: has(feedPostLikes),
      viewed: has(feedPostViews),
      bought: has(feedPostPurchases),
      following: sql<boolean>`EXISTS (SELECT 1 FROM ${favouriteActors} f WHERE f.guest_id = ${guestId} AND f.actor_id = ${feedPosts.actorId})`,
    })
    .from(feedPosts)
    .where(inArray(feedPosts.id, records.map((record) => record.id)));
  return new Map(rows.map(({ id, ...state }) => [id, state]));
}

/** Records (the same for everyone) to the posts this guest sees: his state added, paid content locked or signed for him. */
export async function postsFor(db: Executor, reader: FeedReader, records: PostRecord[]): Promise<FeedPost[]> {
  const states = await guestStates(db, reader.guestId, records);
  return records.map((record) => toFeedPost(record, states.get(record.id) ?? NO_STATE, reader));
}

/** One published post the guest may see, without its comments (what a mutation checks first); null when there is none. */
export async function findPostRecord(db: Executor, reader: FeedReader, postId: number): Promise<FeedPostRow | null> {
  const [row] = await fromPosts(db, rowColumns).where(and(eq(feedPosts.id, postId), conditionsOf(reader, {}))).limit(1);
  return row ?? null;
}

/** One published post as the guest sees it; null when there is none (or its actor is banned in his country). */
export async function findPost(db: Executor, reader: FeedReader, postId: number): Promise<FeedPost | null> {
  const records = await fromPosts(db, recordColumns).where(and(eq(feedPosts.id, postId), conditionsOf(reader, {}))).limit(1);
  return records.length === 0 ? null : (await postsFor(db, reader, records))[0];
}

export interface PageQuery {
  first: number;
  after: string | null;
  mode: FeedMode;
}

/**
 * The records of a page of the feed: pinned posts first, then newest first (mode newest) or most
 * liked first (mode popular); one more than asked for, which tells whether a next page exists. The
 * cursor is the last post's sort key, so a page never repeats or skips a post when new ones arrive
 * on top. One statement, read from the order indexes (schema.ts).
 */
export async function pageRecords(db: Executor, reader: FeedReader, filter: FeedFilter & PageQuery): Promise<PostRecord[]> {
  const second = filter.mode === 'popular' ? feedPosts.likes : feedPosts.publishedAt;
  const cursor = filter.after === null ? null : decodeCursor(filter.after, filter.mode);
  const after = cursor === null ? undefined : sql`(${feedPosts.pinned}, ${second}, ${feedPosts.id}) < (${cursor.pinned}, ${filter.mode === 'popular' ? cursor.key : sql`${cursor.key}::timestamptz`}, ${cursor.id})`;
  return fromPosts(db, recordColumns)
    .where(and(conditionsOf(reader, filter), after))
    .orderBy(desc(feedPosts.pinned), desc(second), desc(feedPosts.id))
    .limit(filter.first + 1);
}

/** How many posts the filter lets through. */
export async function countPosts(db: Executor, reader: FeedReader, filter: FeedFilter): Promise<number> {
  const [{ total }] = (await fromPosts(db, { total: sql<number>`count(*)`.mapWith(Number) }).where(conditionsOf(reader, filter))) as unknown as { total: number }[];
  return total;
}

const countWhere = (condition: SQL) => sql<number>`count(*) FILTER (WHERE ${condition})`.mapWith(Number);

const groupCount = (name: FeedTypeGroup) => countWhere(inArray(feedPosts.type, [...FEED_TYPE_GROUPS[name]]));
/** The totals of spec 000 §3 over the scope (actor, follows, language) that are not the guest's own: every post and per type group. */
export async function scopeTotals(db: Executor, reader: FeedReader, scope: FeedScope): Promise<Omit<FeedTotals, 'liked' | 'commented'>> {
  const [row] = (await fromPosts(db, {
    totalCount: sql<number>`count(*)`.mapWith(Number),
    clips: groupCount('clip'),
    photos: groupCount('photo'),
    texts: groupCount('text'),
  }).where(conditionsOf(reader, scope))) as unknown as Omit<FeedTotals, 'liked' | 'commented'>[];
  return row;
}

/** The guest's own totals over the scope: posts he liked, posts he commented (a visitor's are 0). */
export async function ownTotals(db: Executor, reader: FeedReader, scope: FeedScope): Promise<Pick<FeedTotals, 'liked' | 'commented'>> {
  if (reader.guestId === null) return { liked: 0, commented: 0 };
  const liked = guestRows(reader.guestId, feedPostLikes);
  const commented = commentedBy(reader.guestId);
  const [row] = (await fromPosts(db, { liked: countWhere(liked), commented: countWhere(commented) }).where(
    and(conditionsOf(reader, scope), or(liked, commented)),
  )) as unknown as Pick<FeedTotals, 'liked' | 'commented'>[];
  return row;
}

/** The guest's bought posts: how many photo posts and how many clip posts. */
export async function boughtContent(db: Executor, guestId: number): Promise<{ photos: number; clips: number }> {
  const [row] = await db
    .select({
      photos: countWhere(inArray(feedPosts.type, [...FEED_TYPE_GROUPS.photo])),
      clips: countWhere(inArray(feedPosts.type, [...FEED_TYPE_GROUPS.clip])),
    })
    .from(feedPostPurchases)
    .innerJoin(feedPosts, eq(feedPosts.id, feedPostPurchases.postId))
    .where(eq(feedPostPurchases.guestId, guestId));
  return row;
}
