import type { FeedConnection, FeedTotals } from '@vx/shared/protocol';
import type { Executor } from '../../db/helpers';
import { ResultCache } from '../search/result-cache';
import { encodeCursor } from './cursor';
import type { PostRecord } from './dto';
import { countPosts, isPersonal, ownTotals, pageRecords, postsFor, scopeTotals, type FeedFilter, type FeedReader, type FeedScope, type PageQuery } from './read';

/**
 * Pages are shared for a second: every guest opening /feed/ asks for the same first page, and the
 * embedded database answers one statement at a time. A feed mutation in this process drops them at
 * once (`changed`); another server process's change shows within the second.
 */
const PAGE_TTL_MS = 1_000;
/** Counts move only when posts are published or withdrawn, never by a guest's action: a few seconds old is fine. */
const COUNT_TTL_MS = 5_000;
/** The counts' version: constant, they expire by age alone (see COUNT_TTL_MS). */
const COUNTS = 0;

/** A page of the feed; `totalCount` is a function, which GraphQL calls only when the field is selected. */
export type FeedPage = Omit<FeedConnection, 'totalCount'> & { totalCount: () => Promise<number> };

export interface FeedReads {
  page(reader: FeedReader, filter: FeedFilter & PageQuery): Promise<FeedPage>;
  totals(reader: FeedReader, scope: FeedScope): Promise<FeedTotals>;
  /** A feed mutation ran in this process: cached pages are read again. */
  changed(): void;
}

/** The part of a filter that decides which posts come, as a cache key (the guest's own flags included: a visitor's are empty lists). */
const scopeKey = (reader: FeedReader, filter: FeedFilter) => [
  reader.country,
  filter.modelId ?? null,
  filter.language ?? null,
  [...(filter.typeGroups ?? [])].sort(),
  Boolean(filter.follows),
  Boolean(filter.bought),
  Boolean(filter.liked),
  Boolean(filter.commented),
];

/**
 * The feed's reads with their caches. What is the same for everyone (the posts of a page with their
 * counters and comments, the counts) is cached; what is the guest's own (liked, viewed, bought,
 * following, his comments, the unlocked photos signed for him, the filters by his own actions) is
 * read on every request, so it is right the moment his mutation has answered.
 */
export function feedReads(db: Executor): FeedReads {
  let version = 0;
  const pages = new ResultCache<PostRecord[]>(PAGE_TTL_MS, 2_000);
  const counts = new ResultCache<number>(COUNT_TTL_MS, 2_000);
  const scopeCounts = new ResultCache<Awaited<ReturnType<typeof scopeTotals>>>(COUNT_TTL_MS, 500);
  // A visitor's personal filters are empty whoever he is: shared too.
  const shared = (reader: FeedReader, filter: FeedFilter) => reader.guestId === null || !isPersonal(filter);

  return {
    async page(reader, filter) {
      const load = () => pageRecords(db, reader, filter);
      const key = JSON.stringify([...scopeKey(reader, filter), filter.mode, filter.first, filter.after]);
      const records = shared(reader, filter) ? await pages.get(key, load, version) : await load();
      const page = records.slice(0, filter.first);
      const posts = await postsFor(db, reader, page);
      const edges = posts.map((node, index) => ({ cursor: encodeCursor(page[index], filter.mode), node }));
      const count = () => countPosts(db, reader, filter);
      return {
        totalCount: () => (shared(reader, filter) ? counts.get(JSON.stringify(scopeKey(reader, filter)), count, COUNTS) : count()),
        edges,
        pageInfo: { hasNextPage: records.length > filter.first, endCursor: edges.at(-1)?.cursor ?? null },
      };
    },
    async totals(reader, scope) {
      const load = () => scopeTotals(db, reader, scope);
      const common = shared(reader, scope) ? scopeCounts.get(JSON.stringify(scopeKey(reader, scope)), load, COUNTS) : load();
      const [all, own] = await Promise.all([common, ownTotals(db, reader, scope)]);
      return { ...all, ...own };
    },
    changed() {
      version += 1;
    },
  };
}
