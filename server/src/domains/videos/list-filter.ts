import { and, asc, desc, eq, gte, inArray, lte, not, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { GENDERS, TOP_VIDEOS_MONTHS, TRENDING_VIDEOS_DAYS } from '@vx/shared/constants';
import { labelsNamedInAnyLanguage } from '@vx/shared/tags';
import { INT32_MAX } from '../../http/validate';
import { actors } from '../actors/schema';
import { mediaPurchases } from '../purchases/schema';
import { tags, videos, videoTags } from './schema';

/** Spec 001 §8: an unknown video category (type) or order. */
export const UNMAPPED_CATEGORY = 'Unmapped category';

export class UnmappedCategoryError extends Error {
  constructor(readonly value: string) {
    super(UNMAPPED_CATEGORY);
  }
}

/** The types of the Video query filter (spec 000 §3); docs/videos.md says what each selects. */
export const VIDEO_TYPES = ['free', 'premium', 'discount', 'vip', 'bought', 'trending', 'vxselect', 'vip30', 'classic', 'shared', 'original'] as const;
export type VideoType = (typeof VIDEO_TYPES)[number];

/** The orders of a video list ("values not shown" in spec 000 §3: ours, docs/videos.md). */
export const VIDEO_ORDERS = ['newest', 'oldest', 'popular', 'price_asc', 'price_desc', 'duration_asc', 'duration_desc', 'discount'] as const;
export type VideoOrder = (typeof VIDEO_ORDERS)[number];

const isType = (value: string): value is VideoType => (VIDEO_TYPES as readonly string[]).includes(value);
const isOrder = (value: string): value is VideoOrder => (VIDEO_ORDERS as readonly string[]).includes(value);

/** Types and the order arrive as strings, so an unknown one is the spec's error, not a validation message. */
export function mapTypes(values: readonly string[] | null | undefined): VideoType[] {
  return (values ?? []).map((value) => {
    if (!isType(value)) throw new UnmappedCategoryError(value);
    return value;
  });
}

export function mapOrder(value: string | null | undefined): VideoOrder {
  if (value === null || value === undefined) return 'newest';
  if (!isOrder(value)) throw new UnmappedCategoryError(value);
  return value;
}

const id = z.number().int().min(1).max(INT32_MAX);
const category = z.string().max(40);
const minutes = z.number().int().min(0).max(600);

/**
 * The Video query filter of spec 000 §3 (modelIds, actingGroups, ids, tags, releasedFrom,
 * releasedUntil, types) and what the video grid filter adds (excludedTypes, duration in minutes,
 * recommended, search). actingGroups are the actor genders of spec 000 §3; 'N' (none) selects all.
 */
export const videoFilterSchema = z
  .object({
    modelIds: z.array(id).max(100).nullish(),
    actingGroups: z.array(z.enum(GENDERS)).max(GENDERS.length).nullish(),
    ids: z.array(id).max(100).nullish(),
    tags: z.array(z.string().trim().min(1).max(60)).max(20).nullish(),
    releasedFrom: z.iso.datetime({ offset: true }).nullish(),
    releasedUntil: z.iso.datetime({ offset: true }).nullish(),
    types: z.array(category).max(VIDEO_TYPES.length).nullish(),
    excludedTypes: z.array(category).max(VIDEO_TYPES.length).nullish(),
    durationFrom: minutes.nullish(),
    durationTo: minutes.nullish(),
    recommended: z.boolean().nullish(),
    search: z.string().trim().min(1).max(100).nullish(),
  })
  .strict();
export type VideoFilterInput = z.infer<typeof videoFilterSchema>;

/** A filter with its categories mapped; the form the queries and cache keys use. */
export interface VideoFilter {
  modelIds: number[];
  actingGroups: string[];
  ids: number[];
  tags: string[];
  releasedFrom: string | null;
  releasedUntil: string | null;
  types: VideoType[];
  excludedTypes: VideoType[];
  durationFrom: number | null;
  durationTo: number | null;
  recommended: boolean;
  search: string | null;
}

/** Maps a parsed filter; unknown types throw UnmappedCategoryError. Lists are deduplicated and sorted so equal filters share a cache key. */
export function toVideoFilter(input: VideoFilterInput | null | undefined): VideoFilter {
  const sorted = <T extends string | number>(values: readonly T[] | null | undefined) => [...new Set(values ?? [])].sort();
  const genders = sorted(input?.actingGroups);
  return {
    modelIds: sorted(input?.modelIds).sort((a, b) => a - b),
    // 'N' is no gender: everyone.
    actingGroups: genders.includes('N') ? [] : genders,
    ids: sorted(input?.ids).sort((a, b) => a - b),
    tags: sorted((input?.tags ?? []).map((tag) => tag.toLowerCase())),
    releasedFrom: input?.releasedFrom ?? null,
    releasedUntil: input?.releasedUntil ?? null,
    types: sorted(mapTypes(input?.types)),
    excludedTypes: sorted(mapTypes(input?.excludedTypes)),
    durationFrom: input?.durationFrom ?? null,
    durationTo: input?.durationTo ?? null,
    recommended: input?.recommended ?? false,
    search: input?.search ?? null,
  };
}

/** Whether the answer depends on who asks (bought videos): then it is cached per guest. */
export const dependsOnGuest = (filter: VideoFilter) => filter.types.includes('bought') || filter.excludedTypes.includes('bought');

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days}::int)`;

function typeCondition(type: VideoType, guestId: number | null): SQL {
  switch (type) {
    case 'free':
      return eq(videos.free, true);
    case 'premium':
      return eq(videos.free, false);
    case 'discount':
      return sql`${videos.discount} > 0`;
    case 'vip':
      return eq(videos.vip, true);
    case 'vip30':
      return eq(videos.vip30Offer, true);
    case 'classic':
      return eq(videos.classic, true);
    case 'trending':
      return sql`${videos.releasedAt} > ${daysAgo(TRENDING_VIDEOS_DAYS)}`;
    case 'vxselect':
      return sql`${videos.actorId} IN (SELECT ${actors.id} FROM ${actors} WHERE ${actors.topAmateur})`;
    case 'shared':
      return eq(videos.camRecording, true);
    case 'original':
      return eq(videos.camRecording, false);
    case 'bought':
      if (guestId === null) return sql`false`;
      return sql`EXISTS (SELECT 1 FROM ${mediaPurchases} WHERE ${mediaPurchases.guestId} = ${guestId} AND ${mediaPurchases.kind} = 'video' AND ${mediaPurchases.mediaId} = ${videos.id})`;
  }
}

/** The tags of these lowercased labels (none for an empty list). */
export const tagLabelIn = (labels: readonly string[]): SQL =>
  labels.length ? sql`lower(${tags.label}) IN (${sql.join(labels.map((label) => sql`${label}`), sql`, `)})` : sql`false`;

/** Tags whose name in a language holds the search text ("Tanz" finds Dance); the answer is the same in every language. */
const namedTags = (search: string) => tagLabelIn(labelsNamedInAnyLanguage(search));

/** The WHERE of a list: the filter, and no video of an actor banned in the viewer's country. */
export function filterConditions(filter: VideoFilter, viewer: { guestId: number | null; country: string | null }): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  // Actor conditions are sets of actor ids (a hashed subplan over 1,000s of actors), so a count
  // reads no actor row per video.
  if (viewer.country !== null) {
    conditions.push(sql`${videos.actorId} NOT IN (SELECT ${actors.id} FROM ${actors} WHERE ${viewer.country.toUpperCase()} = ANY(${actors.bannedCountryCodes}))`);
  }
  if (filter.modelIds.length) conditions.push(inArray(videos.actorId, filter.modelIds));
  if (filter.ids.length) conditions.push(inArray(videos.id, filter.ids));
  if (filter.actingGroups.length) {
    conditions.push(sql`${videos.actorId} IN (SELECT ${actors.id} FROM ${actors} WHERE ${inArray(actors.gender, filter.actingGroups)})`);
  }
  if (filter.tags.length) {
    // The videos of each tag come from video_tags_tag_idx and are intersected by count, so a rare
    // tag narrows 100,000 videos to its few before any of them is read (an EXISTS per video read them all).
    const labels = sql.join(filter.tags.map((label) => sql`${label}`), sql`, `);
    conditions.push(
      sql`${videos.id} IN (SELECT ${videoTags.videoId} FROM ${videoTags} WHERE ${videoTags.tagId} IN (SELECT ${tags.id} FROM ${tags} WHERE lower(${tags.label}) IN (${labels})) GROUP BY ${videoTags.videoId} HAVING count(*) = ${filter.tags.length})`,
    );
  }
  if (filter.releasedFrom) conditions.push(gte(videos.releasedAt, new Date(filter.releasedFrom)));
  if (filter.releasedUntil) conditions.push(lte(videos.releasedAt, new Date(filter.releasedUntil)));
  for (const type of filter.types) conditions.push(typeCondition(type, viewer.guestId));
  for (const type of filter.excludedTypes) conditions.push(not(typeCondition(type, viewer.guestId)));
  if (filter.durationFrom !== null) conditions.push(gte(videos.duration, filter.durationFrom * 60));
  if (filter.durationTo !== null) conditions.push(lte(videos.duration, filter.durationTo * 60));
  if (filter.recommended) conditions.push(sql`${videos.releasedAt} > now() - make_interval(months => ${TOP_VIDEOS_MONTHS}::int)`);
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        sql`${videos.title} ILIKE ${pattern}`,
        sql`${actors.name} ILIKE ${pattern}`,
        sql`${videos.id} IN (SELECT ${videoTags.videoId} FROM ${videoTags} WHERE ${videoTags.tagId} IN (SELECT ${tags.id} FROM ${tags} WHERE ${tags.label} ILIKE ${pattern} OR ${namedTags(filter.search)}))`,
      ),
    );
  }
  return and(...conditions);
}

/** ORDER BY of each order; the id breaks ties so pages never overlap. Lists walk them in memory (video-index.ts); this is their definition in SQL. */
export function orderBy(order: VideoOrder): SQL[] {
  switch (order) {
    case 'newest':
      return [desc(videos.releasedAt), desc(videos.id)];
    case 'oldest':
      return [asc(videos.releasedAt), asc(videos.id)];
    case 'popular':
      return [desc(videos.likes), desc(videos.id)];
    case 'price_asc':
      return [asc(videos.price), asc(videos.id)];
    case 'price_desc':
      return [desc(videos.price), desc(videos.id)];
    case 'duration_asc':
      return [asc(videos.duration), asc(videos.id)];
    case 'duration_desc':
      return [desc(videos.duration), desc(videos.id)];
    case 'discount':
      return [desc(videos.discount), desc(videos.releasedAt), desc(videos.id)];
  }
}
