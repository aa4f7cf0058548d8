import { TOP_VIDEOS_MONTHS, TRENDING_VIDEOS_DAYS } from '@vx/shared/constants';
import { labelsNamedInAnyLanguage } from '@vx/shared/tags';
import { NEW_VIDEO_DAYS, type VideoTileRow } from '../tiles/videos';
import type { VideoFilter, VideoOrder, VideoType } from './list-filter';
import { ascendingByTime, ascendingRows, binarySearch, intersectSorted, postings, stableByValue } from './row-order';

/** Bits of VideoColumns.flags. */
export const FLAG = { free: 1, vip: 2, vip30Offer: 4, classic: 8, camRecording: 16 } as const;

/**
 * The catalogue's videos as columns, row i of every array being the same video, rows in id order.
 * Release times are microseconds since the epoch: the database's precision, so a date bound
 * compares exactly as it does in SQL.
 */
export interface VideoColumns {
  id: Int32Array;
  actorId: Int32Array;
  duration: Int32Array;
  price: Int32Array;
  basePrice: Int32Array;
  discount: Int32Array;
  likes: Int32Array;
  ageRating: Int32Array;
  flags: Uint8Array;
  releasedMicros: Float64Array;
  title: string[];
  currency: string[];
}

export interface IndexActor {
  id: number;
  name: string;
  gender: string;
  topAmateur: boolean;
}

export interface IndexTag {
  id: number;
  label: string;
}

export interface VideoIndexSource {
  videos: VideoColumns;
  actors: IndexActor[];
  tags: IndexTag[];
  /** Pairs (videoId[i], tagId[i]) of video_tags. */
  videoTags: { videoId: Int32Array; tagId: Int32Array };
}

/** What a list depends on besides the filter: when it is asked, by whom. */
export interface MatchContext {
  nowMs: number;
  /** Actors banned in the viewer's country; null when the country is unknown. */
  bannedActors: ReadonlySet<number> | null;
  /** Video ids the guest bought; null for a visitor (owns none). */
  owned: ReadonlySet<number> | null;
}

/** The matches of a filter: a mark per row and their number. */
export interface Matches {
  mask: Uint8Array;
  count: number;
}

/** The row of a list item: what lists.ts turns into a Video (the tile row of tiles/videos.ts plus list fields). */
export interface IndexRow extends VideoTileRow {
  classic: boolean;
  ageRating: number;
  vip30Offer: boolean;
  camRecording: boolean;
}

const DAY_MS = 86_400_000;
/** Search texts whose hits are kept: a guest types a search once and pages through it. */
const SEARCHES_KEPT = 64;

/** `now() - make_interval(months => n)` as PostgreSQL computes it (in UTC): the day clamped to the target month's last. */
export function monthsBefore(nowMs: number, months: number): number {
  const now = new Date(nowMs);
  const monthIndex = now.getUTCFullYear() * 12 + now.getUTCMonth() - months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(year, month, Math.min(now.getUTCDate(), lastDay), now.getUTCHours(), now.getUTCMinutes(), now.getUTCSeconds(), now.getUTCMilliseconds());
}

/** The presorted row arrays, each ascending (then by id); descending orders read them backwards. */
interface Orders {
  oldest: Int32Array;
  cheapest: Int32Array;
  shortest: Int32Array;
  leastLiked: Int32Array;
  /** Discount, then release, then id. */
  leastDiscounted: Int32Array;
}

/** How each is sorted, in this order (the discount order refines the release order). */
type OrderSort = (v: VideoColumns, done: Partial<Orders>) => Int32Array;
const ORDER_SORTS: Record<keyof Orders, OrderSort> = {
  oldest: (v) => ascendingByTime(v.releasedMicros),
  cheapest: (v) => ascendingRows(v.price),
  shortest: (v) => ascendingRows(v.duration),
  leastLiked: (v) => ascendingRows(v.likes),
  leastDiscounted: (v, done) => stableByValue(done.oldest ?? ascendingByTime(v.releasedMicros), v.discount, 100),
};

const ORDER_NAMES = Object.keys(ORDER_SORTS) as (keyof Orders)[];

function sortOrders(v: VideoColumns): Orders {
  const done: Partial<Orders> = {};
  for (const name of ORDER_NAMES) done[name] = ORDER_SORTS[name](v, done);
  return done as Orders;
}

/**
 * Each order of list-filter.ts `orderBy`, the id (the row) breaking ties: a descending order is an
 * ascending one read backwards, ties then falling to the higher id as in the SQL.
 */
function walksOf(orders: Orders): Record<VideoOrder, Walk> {
  const forwards = (rows: Int32Array): Walk => ({ rows, backwards: false });
  const backwards = (rows: Int32Array): Walk => ({ rows, backwards: true });
  return {
    newest: backwards(orders.oldest),
    oldest: forwards(orders.oldest),
    popular: backwards(orders.leastLiked),
    price_desc: backwards(orders.cheapest),
    price_asc: forwards(orders.cheapest),
    duration_desc: backwards(orders.shortest),
    duration_asc: forwards(orders.shortest),
    discount: backwards(orders.leastDiscounted),
  };
}

/** Which presorted array an order walks, and in which direction (an ascending order is a descending one read backwards). */
interface Walk {
  rows: Int32Array;
  backwards: boolean;
}

/**
 * The video catalogue in memory, for the lists of list-filter.ts: filter, order, page and total
 * without the database. A filter marks its rows in one pass over typed columns (narrowed first by
 * id, actor and tag postings); an order walks a presorted row array, skipping unmarked rows, until
 * the page is full. Answers equal the SQL of list-filter.ts (lists.test.ts, video-index.test.ts).
 */
export class VideoIndex {
  readonly size: number;
  private readonly v: VideoColumns;
  private actorSlot: Int32Array;
  private actors: IndexActor[] = [];
  private actorNamesLower: string[] = [];
  /** Search hits by text (a byte per row), oldest first. */
  private readonly searches = new Map<string, Uint8Array>();
  /** Whether a video's actor is missing from the actor table (read at another moment). */
  private orphans = false;
  /** Rows of each actor and of each tag, ascending. */
  private readonly rowsOfActor: Map<number, Int32Array>;
  /** Lower-case titles, made at the first search. */
  private titlesLower: string[] | null = null;
  private readonly tagOfLabel = new Map<string, number>();
  private readonly tags: IndexTag[];
  private readonly rowsOfTag: Map<number, Int32Array>;
  private readonly walks: Record<VideoOrder, Walk>;

  constructor(source: VideoIndexSource, orders?: Orders) {
    const v = source.videos;
    this.v = v;
    const n = v.id.length;
    this.size = n;
    for (let row = 1; row < n; row += 1) if (v.id[row] <= v.id[row - 1]) throw new Error('VideoIndex: rows must be in ascending id order');
    this.actorSlot = new Int32Array(n);
    this.setActors(source.actors);
    const allRows = Int32Array.from({ length: n }, (_, row) => row);
    this.rowsOfActor = postings(v.actorId, allRows);
    this.tags = source.tags;
    for (const tag of source.tags) this.tagOfLabel.set(tag.label.toLowerCase(), tag.id);
    const { videoId, tagId } = source.videoTags;
    const taggedRows = Int32Array.from(videoId, (id) => this.rowOf(id));
    const known = taggedRows.map((row) => (row < 0 ? 0 : 1));
    this.rowsOfTag = postings(
      tagId.filter((_, i) => known[i] === 1),
      taggedRows.filter((row) => row >= 0),
    );

    this.walks = walksOf(orders ?? sortOrders(v));
  }

  /** An index built in slices, `pause` between them (each sort ~10-30 ms at 100,000 videos), so requests are answered meanwhile. */
  static async build(source: VideoIndexSource, pause: () => Promise<void>): Promise<VideoIndex> {
    const orders: Partial<Orders> = {};
    for (const name of ORDER_NAMES) {
      orders[name] = ORDER_SORTS[name](source.videos, orders);
      await pause();
    }
    return new VideoIndex(source, orders as Orders);
  }

  /** The row of a video id; -1 when absent. */
  private rowOf(id: number): number {
    return binarySearch(this.v.id, id);
  }

  /** Takes the actors' current names, genders and vxselect marks (they change apart from the videos). */
  setActors(actors: IndexActor[]): void {
    this.actors = actors;
    this.actorNamesLower = actors.map((actor) => actor.name.toLowerCase());
    const slotOf = new Map(actors.map((actor, slot) => [actor.id, slot]));
    for (let row = 0; row < this.size; row += 1) this.actorSlot[row] = slotOf.get(this.v.actorId[row]) ?? -1;
    this.orphans = this.actorSlot.includes(-1);
    // Search hits read actor names.
    this.searches.clear();
  }

  /** The rows the filter selects (list-filter.ts `filterConditions`). */
  match(filter: VideoFilter, ctx: MatchContext): Matches {
    const n = this.size;
    const v = this.v;
    const mask = new Uint8Array(n);
    const candidates = this.candidates(filter);
    const actorOk = this.allowedActors(filter, ctx);
    const has = (type: VideoType) => filter.types.includes(type);
    const hasNot = (type: VideoType) => filter.excludedTypes.includes(type);

    // Flags every matching row must have set, and must have clear.
    let set = 0;
    let clear = 0;
    const flagOf: Partial<Record<VideoType, [number, boolean]>> = {
      free: [FLAG.free, true],
      premium: [FLAG.free, false],
      vip: [FLAG.vip, true],
      vip30: [FLAG.vip30Offer, true],
      classic: [FLAG.classic, true],
      shared: [FLAG.camRecording, true],
      original: [FLAG.camRecording, false],
    };
    for (const [type, [bit, on]] of Object.entries(flagOf) as [VideoType, [number, boolean]][]) {
      if (has(type)) on ? (set |= bit) : (clear |= bit);
      if (hasNot(type)) on ? (clear |= bit) : (set |= bit);
    }
    const discounted = has('discount');
    const undiscounted = hasNot('discount');
    const micros = (ms: number) => ms * 1000;
    const trendingSince = micros(ctx.nowMs - TRENDING_VIDEOS_DAYS * DAY_MS);
    const trending = has('trending');
    const notTrending = hasNot('trending');
    const topSince = filter.recommended ? micros(monthsBefore(ctx.nowMs, TOP_VIDEOS_MONTHS)) : -Infinity;
    const from = filter.releasedFrom ? micros(Date.parse(filter.releasedFrom)) : -Infinity;
    const until = filter.releasedUntil ? micros(Date.parse(filter.releasedUntil)) : Infinity;
    const minSeconds = filter.durationFrom === null ? -Infinity : filter.durationFrom * 60;
    const maxSeconds = filter.durationTo === null ? Infinity : filter.durationTo * 60;
    const owned = ctx.owned ?? new Set<number>();
    const bought = has('bought');
    const notBought = hasNot('bought');
    const searched = filter.search === null ? null : this.searchHits(filter.search.toLowerCase());

    // One tight pass per active condition over a byte mask: V8 keeps such loops fast whatever
    // mix of conditions a filter has (one loop testing all of them ran 3-5 times slower).
    if (candidates === null) mask.fill(1);
    else for (const row of candidates) mask[row] = 1;
    const { flags, discount, releasedMicros, duration, id } = v;
    const actorSlot = this.actorSlot;
    if (set !== 0 || clear !== 0) {
      for (let row = 0; row < n; row += 1) if ((flags[row] & set) !== set || (flags[row] & clear) !== 0) mask[row] = 0;
    }
    // An actor not in the table (slot -1) reads undefined: left out, as the SQL's inner join does.
    if (actorOk.includes(0) || this.orphans) for (let row = 0; row < n; row += 1) if (actorOk[actorSlot[row]] !== 1) mask[row] = 0;
    if (discounted) for (let row = 0; row < n; row += 1) if (discount[row] <= 0) mask[row] = 0;
    if (undiscounted) for (let row = 0; row < n; row += 1) if (discount[row] > 0) mask[row] = 0;
    // Release bounds as one open low and one closed high bound (times are whole microseconds, so
    // ">= from" is "> from - 1").
    const low = Math.max(from - 1, topSince, trending ? trendingSince : -Infinity);
    const high = Math.min(until, notTrending ? trendingSince : Infinity);
    if (low > -Infinity || high < Infinity) {
      for (let row = 0; row < n; row += 1) if (releasedMicros[row] <= low || releasedMicros[row] > high) mask[row] = 0;
    }
    if (minSeconds > -Infinity || maxSeconds < Infinity) {
      for (let row = 0; row < n; row += 1) if (duration[row] < minSeconds || duration[row] > maxSeconds) mask[row] = 0;
    }
    if (bought) for (let row = 0; row < n; row += 1) if (mask[row] === 1 && !owned.has(id[row])) mask[row] = 0;
    if (notBought) {
      for (const videoId of owned) {
        const row = this.rowOf(videoId);
        if (row >= 0) mask[row] = 0;
      }
    }
    if (searched !== null) for (let row = 0; row < n; row += 1) mask[row] &= searched[row];
    let count = 0;
    for (let row = 0; row < n; row += 1) count += mask[row];
    return { mask, count };
  }

  /** One page of the matches in the order: rows from `offset`, at most `first`. */
  page(matches: Matches, order: VideoOrder, first: number, offset: number): number[] {
    const { rows, backwards } = this.walks[order];
    const page: number[] = [];
    if (offset >= matches.count) return page;
    let skip = offset;
    const n = rows.length;
    for (let i = 0; i < n && page.length < first; i += 1) {
      const row = rows[backwards ? n - 1 - i : i];
      if (matches.mask[row] === 0) continue;
      if (skip > 0) skip -= 1;
      else page.push(row);
    }
    return page;
  }

  /** A row as a list shows it; `new` as of `nowMs`. */
  row(row: number, nowMs: number): IndexRow {
    const v = this.v;
    const flags = v.flags[row];
    const slot = this.actorSlot[row];
    return {
      id: v.id[row],
      title: v.title[row],
      duration: v.duration[row],
      free: (flags & FLAG.free) !== 0,
      vip: (flags & FLAG.vip) !== 0,
      isNew: v.releasedMicros[row] > (nowMs - NEW_VIDEO_DAYS * DAY_MS) * 1000,
      price: v.price[row],
      basePrice: v.basePrice[row],
      currency: v.currency[row],
      discount: v.discount[row],
      likes: v.likes[row],
      actorId: v.actorId[row],
      actorName: slot < 0 ? '' : this.actors[slot].name,
      classic: (flags & FLAG.classic) !== 0,
      ageRating: v.ageRating[row],
      vip30Offer: (flags & FLAG.vip30Offer) !== 0,
      camRecording: (flags & FLAG.camRecording) !== 0,
    };
  }

  /** Rows that ids, models and tags narrow to, ascending (null: no such condition, every row); the rest is tested on these only. */
  private candidates(filter: VideoFilter): Int32Array | null {
    const union = (lists: Int32Array[]) => {
      const rows = new Int32Array(lists.reduce((sum, list) => sum + list.length, 0));
      let at = 0;
      for (const list of lists) {
        rows.set(list, at);
        at += list.length;
      }
      // Sorted, then deduplicated (a Set keeps the order it was filled in).
      return Int32Array.from(new Set(rows.sort()));
    };
    const none = new Int32Array(0);
    const sets: Int32Array[] = [];
    if (filter.ids.length) sets.push(union(filter.ids.map((id) => (this.rowOf(id) >= 0 ? Int32Array.of(this.rowOf(id)) : none))));
    if (filter.modelIds.length) sets.push(union(filter.modelIds.map((id) => this.rowsOfActor.get(id) ?? none)));
    for (const label of filter.tags) {
      const tag = this.tagOfLabel.get(label);
      sets.push((tag === undefined ? undefined : this.rowsOfTag.get(tag)) ?? none);
    }
    return sets.length ? intersectSorted(sets) : null;
  }

  /** Per actor slot: 1 when her videos may be listed (not banned, of a chosen gender, vxselect as asked). */
  private allowedActors(filter: VideoFilter, ctx: MatchContext): Uint8Array {
    const genders = filter.actingGroups.length ? new Set(filter.actingGroups) : null;
    const top = filter.types.includes('vxselect');
    const notTop = filter.excludedTypes.includes('vxselect');
    return Uint8Array.from(this.actors, (actor) => {
      if (ctx.bannedActors?.has(actor.id)) return 0;
      if (genders && !genders.has(actor.gender)) return 0;
      if ((top && !actor.topAmateur) || (notTop && actor.topAmateur)) return 0;
      return 1;
    });
  }

  /**
   * Rows whose title, actor name, a tag label or a tag's name in any language contains the text
   * (ILIKE '%text%', list-filter.ts the same); the last few texts are kept.
   */
  private searchHits(text: string): Uint8Array {
    const kept = this.searches.get(text);
    if (kept) return kept;
    if (this.searches.size >= SEARCHES_KEPT) this.searches.delete(this.searches.keys().next().value!);
    const hits = new Uint8Array(this.size);
    this.titlesLower ??= this.v.title.map((title) => title.toLowerCase());
    const titles = this.titlesLower;
    const namedActors = new Uint8Array(this.actors.length);
    this.actorNamesLower.forEach((name, slot) => (namedActors[slot] = name.includes(text) ? 1 : 0));
    for (let row = 0; row < this.size; row += 1) {
      const slot = this.actorSlot[row];
      if ((slot >= 0 && namedActors[slot] === 1) || titles[row].includes(text)) hits[row] = 1;
    }
    const named = new Set(labelsNamedInAnyLanguage(text));
    for (const tag of this.tags) {
      const label = tag.label.toLowerCase();
      if (!label.includes(text) && !named.has(label)) continue;
      for (const row of this.rowsOfTag.get(tag.id) ?? []) hits[row] = 1;
    }
    this.searches.set(text, hits);
    return hits;
  }
}
