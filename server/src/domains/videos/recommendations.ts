import { and, count, desc, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/helpers';
import { mapOrder, toVideoFilter } from './list-filter';
import { videoListsOf, videosByIds, type VideoListItem, type Viewer } from './lists';
import { videos, videoTags } from './schema';

/** Spec 001 §9 "Recommendations … load default 16". */
export const RECOMMENDATIONS_DEFAULT = 16;
export const RECOMMENDATIONS_MAX = 30;
/** How many tag-sharing candidates are ranked before the offered ones are kept. */
const CANDIDATES = 100;

/** video recommendations by actor: her newest videos, without the one being watched. */
export async function recommendationsByActor(db: Executor, actorId: number, exclude: number | null, first: number, viewer: Viewer): Promise<VideoListItem[]> {
  const query = { filter: toVideoFilter({ modelIds: [actorId] }), order: mapOrder('newest'), first: first + 1, offset: 0 };
  const { items } = await videoListsOf(db).list(query, viewer);
  return items.filter((video) => video.id !== exclude).slice(0, first);
}

/**
 * video recommendations by album (a video is an album of type video in the spec): the videos that
 * share the most tags with it, most liked first among equals; without shared tags, the actor's own.
 */
export async function recommendationsByVideo(db: Executor, videoId: number, first: number, viewer: Viewer): Promise<VideoListItem[]> {
  const own = alias(videoTags, 'own');
  const other = alias(videoTags, 'other');
  const rows = await db
    .select({ id: other.videoId })
    .from(own)
    .innerJoin(other, and(eq(other.tagId, own.tagId), ne(other.videoId, own.videoId)))
    .innerJoin(videos, eq(videos.id, other.videoId))
    .where(eq(own.videoId, videoId))
    .groupBy(other.videoId, videos.likes)
    .orderBy(desc(count()), desc(videos.likes), desc(other.videoId))
    .limit(CANDIDATES);
  const similar = (await videosByIds(db, rows.map((row) => row.id), viewer)).slice(0, first);
  if (similar.length >= first) return similar;
  const [owner] = await db.select({ actorId: videos.actorId }).from(videos).where(eq(videos.id, videoId)).limit(1);
  if (!owner) return similar;
  const seen = new Set(similar.map((video) => video.id));
  const more = await recommendationsByActor(db, owner.actorId, videoId, first, viewer);
  return [...similar, ...more.filter((video) => !seen.has(video.id))].slice(0, first);
}

/** gallery/getTopVideos: the actor's top videos, released within the last 9 months (spec 001 §9), most liked first. */
export async function topVideos(db: Executor, actorId: number, first: number, viewer: Viewer): Promise<VideoListItem[]> {
  const query = { filter: toVideoFilter({ modelIds: [actorId], recommended: true }), order: mapOrder('popular'), first, offset: 0 };
  return (await videoListsOf(db).list(query, viewer)).items;
}

/** gallery/getpromotedvideo: the video an actor's profile promotes: her newest free clip, else her most liked video. */
export async function promotedVideo(db: Executor, actorId: number, viewer: Viewer): Promise<VideoListItem | null> {
  const lists = videoListsOf(db);
  const free = await lists.list({ filter: toVideoFilter({ modelIds: [actorId], types: ['free'] }), order: mapOrder('newest'), first: 1, offset: 0 }, viewer);
  if (free.items[0]) return free.items[0];
  const liked = await lists.list({ filter: toVideoFilter({ modelIds: [actorId] }), order: mapOrder('popular'), first: 1, offset: 0 }, viewer);
  return liked.items[0] ?? null;
}
