import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { actorVideoTileSchema } from '@vx/shared/protocol';
import type { Language } from '@vx/shared/constants';
import { labelsNamed, TAG_LABELS, tagName } from '@vx/shared/tags';
import type { Executor } from '../../db/helpers';
import { actorImages } from '../../media/urls';
import { actors } from '../actors/schema';
import { ownedMediaIds } from '../purchases/service';
import { ResultCache } from '../search/result-cache';
import { NEW_VIDEO_DAYS, videoTileColumns } from '../tiles/videos';
import { guestInfo, toActorVideoTile } from './dto';
import { dependsOnGuest, filterConditions, tagLabelIn, type VideoFilter, type VideoOrder } from './list-filter';
import { tags, videos, videoTags } from './schema';
import { videoCatalogueOf } from './video-catalogue';
import type { IndexRow, Matches } from './video-index';

export interface Viewer {
  guestId: number | null;
  /** The viewer's country (address, else the guest's stored one): actors banned there are left out. */
  country: string | null;
}

export interface VideoListQuery {
  filter: VideoFilter;
  order: VideoOrder;
  first: number;
  offset: number;
}

const listColumns = {
  ...videoTileColumns,
  classic: videos.classic,
  ageRating: videos.ageRating,
  vip30Offer: videos.vip30Offer,
  camRecording: videos.camRecording,
};

/** A video of a list: the actor grid's tile plus the Video fields of spec 000 §3 a list can show. */
export type VideoListItem = z.infer<typeof actorVideoTileSchema> & {
  ageRating: number;
  isVip30Offer: boolean;
  camRecording: boolean;
  guestInfo: ReturnType<typeof guestInfo>;
};

function toListItem(row: IndexRow, bought: boolean): VideoListItem {
  const tile = toActorVideoTile(row, bought);
  return { ...tile, ageRating: row.ageRating, isVip30Offer: row.vip30Offer, camRecording: row.camRecording, guestInfo: guestInfo(tile.isBought) };
}

/** The item as toListItem(row, true) makes it. */
const asBought = (item: VideoListItem): VideoListItem => ({ ...item, isBought: true, guestInfo: guestInfo(true) });

/**
 * How long the matches and pages of a filter are reused within one catalogue generation: "new",
 * "trending" and "recommended" move with the clock. Lists of bought videos are never kept: owned ids are read per request.
 */
const MATCHES_TTL_MS = 5_000;
/** A filter's matches are a byte per video (100 KB at 100,000): this many are kept. */
const MATCHES_KEPT = 256;
/** Pages (16-100 items and their JSON, a few KB) kept: the sections' first pages and common filters. */
const PAGES_KEPT = 2_000;

/** A page as a visitor sees it, with its JSON: a REST answer of a kept page is not serialized again. */
interface ListPage {
  items: VideoListItem[];
  json: string;
  totalCount: number;
}
/** Tag and star aggregates read every video; they change slowly. */
const AGGREGATE_TTL_MS = 60_000;

export interface VideoLists {
  /** "videos filtered" (spec 001 §7.4): one page and the total of the filter; `itemsJson` is `items` as JSON when kept so (null: serialize `items`). */
  list(query: VideoListQuery, viewer: Viewer): Promise<{ items: VideoListItem[]; totalCount: number; itemsJson: string | null }>;
  popularTags(first: number): Promise<TagCount[]>;
  videoStars(first: number, language: Language, country: string | null): Promise<VideoStar[]>;
}

const lists = new WeakMap<Executor, VideoLists>();

/**
 * The caches' version: constant. The default (the actor catalogue's version) moves with every
 * online flip, which no video list depends on; a star's online state is read fresh instead.
 */
const VIDEOS_VERSION = 0;

async function onlineActorIds(db: Executor, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: actors.id }).from(actors).where(and(inArray(actors.id, ids), eq(actors.isOnline, true)));
  return new Set(rows.map((row) => row.id));
}

/**
 * The list services of one database. Lists are answered from the video catalogue in memory
 * (video-catalogue.ts, video-index.ts): no query per list but the viewer's owned ids when a
 * filter selects bought videos, and the page's ownership marks for a logged-in guest, so a
 * purchase shows at once. Tag and star aggregates are kept 60 s; a star's online state is read per request.
 */
export function videoListsOf(db: Executor): VideoLists {
  let found = lists.get(db);
  if (found) return found;
  const catalogue = videoCatalogueOf(db);
  const matchesKept = new ResultCache<Matches>(MATCHES_TTL_MS, MATCHES_KEPT);
  const pagesKept = new ResultCache<ListPage>(MATCHES_TTL_MS, PAGES_KEPT);
  const tagCounts = new ResultCache<TagCount[]>(AGGREGATE_TTL_MS, 10);
  const stars = new ResultCache<VideoStar[]>(AGGREGATE_TTL_MS, 100);
  found = {
    async list(query, viewer) {
      const [{ index, generation }, bannedActors] = await Promise.all([catalogue.current(), catalogue.bannedActors(viewer.country)]);
      const nowMs = Date.now();
      const buildPage = (matches: Matches): ListPage => {
        const items = index.page(matches, query.order, query.first, query.offset).map((row) => toListItem(index.row(row, nowMs), false));
        return { items, json: JSON.stringify(items), totalCount: matches.count };
      };
      let page: ListPage;
      if (dependsOnGuest(query.filter)) {
        page = buildPage(index.match(query.filter, { nowMs, bannedActors, owned: await catalogue.ownedVideoIds(viewer.guestId) }));
      } else {
        const key = JSON.stringify([query.filter, viewer.country]);
        const matches = () => matchesKept.get(key, async () => index.match(query.filter, { nowMs, bannedActors, owned: null }), generation);
        page = await pagesKept.get(`${key}|${query.order}|${query.first}|${query.offset}`, async () => buildPage(await matches()), generation);
      }
      // Pages are kept as a visitor sees them: a guest's own videos are marked per request.
      const owned = await ownedMediaIds(db, viewer.guestId, 'video', page.items.map((item) => item.id));
      if (owned.size === 0) return { items: page.items, totalCount: page.totalCount, itemsJson: page.json };
      return { items: page.items.map((item) => (owned.has(item.id) ? asBought(item) : item)), totalCount: page.totalCount, itemsJson: null };
    },
    popularTags: (first) => tagCounts.get('all', () => loadPopularTags(db), VIDEOS_VERSION).then((all) => all.slice(0, first)),
    async videoStars(first, language, country) {
      const all = (await stars.get(`${country}`, () => loadVideoStars(db, country), VIDEOS_VERSION)).slice(0, first);
      const online = await onlineActorIds(db, all.map((star) => star.actorId));
      return all.map((star) => ({ ...withProfileLink(star, language), online: online.has(star.actorId) }));
    },
  };
  lists.set(db, found);
  return found;
}

/** No narrowing: the base of lists built in code (videos by ids, an actor's sales). */
export const EMPTY_FILTER: VideoFilter = {
  modelIds: [],
  actingGroups: [],
  ids: [],
  tags: [],
  releasedFrom: null,
  releasedUntil: null,
  types: [],
  excludedTypes: [],
  durationFrom: null,
  durationTo: null,
  recommended: false,
  search: null,
};

/** "videos by ids": the videos of the ids that exist and are offered, in the order asked. */
export async function videosByIds(db: Executor, ids: number[], viewer: Viewer): Promise<VideoListItem[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(listColumns)
    .from(videos)
    .innerJoin(actors, eq(actors.id, videos.actorId))
    .where(filterConditions({ ...EMPTY_FILTER, ids }, viewer));
  const owned = await ownedMediaIds(db, viewer.guestId, 'video', rows.map((row) => row.id));
  const byId = new Map(rows.map((row) => [row.id, toListItem(row, owned.has(row.id))]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export interface Tag {
  id: number;
  label: string;
}
export interface TagCount extends Tag {
  videoCount: number;
}

export const TAG_SEARCH_LIMIT = 20;

/** Lowercased labels of the shared list: their names are known, other labels are their own names. */
const NAMED_LABELS = TAG_LABELS.map((label) => label.toLowerCase());

/**
 * tagSearch(search): tags whose name in the guest's language contains the text (case and accents
 * aside; a tag without a translation is named by its label), those starting with it first, then by
 * name. A German guest finds "Dance" by "Tanz", not by "Dance", since "Tanz" is what the page shows
 * him. Answers keep the label, the key of filters and URLs.
 */
export async function searchTags(db: Executor, search: string, language: Language): Promise<Tag[]> {
  const escaped = search.replace(/[\\%_]/g, (c) => `\\${c}`);
  const named = labelsNamed(search, language);
  const unnamed = sql`NOT ${tagLabelIn(NAMED_LABELS)}`;
  const first = sql<boolean>`(${tagLabelIn(named.filter((tag) => tag.startsWith).map((tag) => tag.label.toLowerCase()))} OR (${unnamed} AND ${tags.label} ILIKE ${`${escaped}%`}))`;
  const rows = await db
    .select({ id: tags.id, label: tags.label, first })
    .from(tags)
    .where(sql`(${tagLabelIn(named.map((tag) => tag.label.toLowerCase()))} OR (${unnamed} AND ${tags.label} ILIKE ${`%${escaped}%`}))`)
    .orderBy(desc(first), asc(tags.label))
    .limit(TAG_SEARCH_LIMIT);
  const name = (label: string) => tagName(label, language);
  return rows
    .sort((a, b) => Number(b.first) - Number(a.first) || name(a.label).localeCompare(name(b.label), language))
    .map(({ id, label }) => ({ id, label }));
}

const taggedCount = count(videoTags.videoId);

/** Every tag with its number of videos, the most used first (cut to `first` by the caller). */
function loadPopularTags(db: Executor): Promise<TagCount[]> {
  return db
    .select({ id: tags.id, label: tags.label, videoCount: sql<number>`${taggedCount}::int` })
    .from(videoTags)
    .innerJoin(tags, eq(tags.id, videoTags.tagId))
    .groupBy(tags.id, tags.label)
    .orderBy(desc(taggedCount), asc(tags.label));
}

/** actor video tags: the tags of the actor's videos, the most used first. */
export function actorVideoTags(db: Executor, actorId: number): Promise<TagCount[]> {
  return db
    .select({ id: tags.id, label: tags.label, videoCount: sql<number>`${taggedCount}::int` })
    .from(videoTags)
    .innerJoin(videos, eq(videos.id, videoTags.videoId))
    .innerJoin(tags, eq(tags.id, videoTags.tagId))
    .where(eq(videos.actorId, actorId))
    .groupBy(tags.id, tags.label)
    .orderBy(desc(taggedCount), asc(tags.label));
}

/** Video star of spec 000 §3. */
export interface VideoStar {
  actorId: number;
  actorName: string;
  age: number;
  profileLink: string;
  videoCount: number;
  newVideoCount: number;
  previewPicture: string;
  avatarPicture: string;
  online: boolean;
  spokenLanguages: string[];
}

/** Actors with the most videos; more new videos break a tie. At most 100 (the stars default, spec 001 §9). */
async function loadVideoStars(db: Executor, country: string | null): Promise<VideoStar[]> {
  const videoCount = sql<number>`count(*)::int`;
  const newVideoCount = sql<number>`(count(*) FILTER (WHERE ${videos.releasedAt} > now() - make_interval(days => ${NEW_VIDEO_DAYS}::int)))::int`;
  const rows = await db
    .select({
      id: actors.id,
      name: actors.name,
      age: actors.age,
      isOnline: actors.isOnline,
      languages: actors.languages,
      sedcardCount: actors.sedcardCount,
      videoCount,
      newVideoCount,
    })
    .from(videos)
    .innerJoin(actors, eq(actors.id, videos.actorId))
    .where(and(country === null ? undefined : sql`NOT (${country.toUpperCase()} = ANY(${actors.bannedCountryCodes}))`))
    .groupBy(actors.id)
    .orderBy(desc(videoCount), desc(newVideoCount), asc(actors.id))
    .limit(100);
  return rows.map((row) => ({
    actorId: row.id,
    actorName: row.name,
    age: row.age,
    profileLink: '',
    videoCount: row.videoCount,
    newVideoCount: row.newVideoCount,
    previewPicture: actorImages(row.id, row.sedcardCount > 0 ? 'sedcard-1' : 'avatar').w640,
    avatarPicture: actorImages(row.id).w320,
    online: row.isOnline,
    spokenLanguages: row.languages,
  }));
}

/** The profile link is per language; the cached stars are shared by all four. */
const withProfileLink = (star: VideoStar, language: Language): VideoStar => ({
  ...star,
  profileLink: `/${language}/amateur/${star.actorName.toLowerCase()}/`,
});
