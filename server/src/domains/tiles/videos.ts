import { count, desc, eq, sql } from 'drizzle-orm';
import type { VideoTile } from '@vx/shared/protocol';
import type { Executor } from '../../db/helpers';
import { mediaImages } from '../../media/urls';
import { actors } from '../actors/schema';
import { videos } from '../videos/schema';

/** A video counts as new for two weeks after release; derived when read so it never goes stale. */
export const NEW_VIDEO_DAYS = 14;

export const videoTileColumns = {
  id: videos.id,
  title: videos.title,
  duration: videos.duration,
  free: videos.free,
  vip: videos.vip,
  isNew: sql<boolean>`${videos.releasedAt} > now() - make_interval(days => ${NEW_VIDEO_DAYS}::int)`,
  price: videos.price,
  basePrice: videos.basePrice,
  currency: videos.priceCurrency,
  discount: videos.discount,
  likes: videos.likes,
  actorId: actors.id,
  actorName: actors.name,
};

export interface VideoTileRow {
  id: number;
  title: string;
  duration: number;
  free: boolean;
  vip: boolean;
  isNew: boolean;
  price: number;
  basePrice: number;
  currency: string;
  discount: number;
  likes: number;
  actorId: number;
  actorName: string;
}

/** The one mapping from a video row (joined with its actor) to a video tile. */
export function toVideoTile(row: VideoTileRow): VideoTile {
  return {
    id: row.id,
    title: row.title,
    duration: row.duration,
    free: row.free,
    vip: row.vip,
    new: row.isNew,
    price: { value: row.price, currency: row.currency },
    basePrice: { value: row.basePrice, currency: row.currency },
    discount: row.discount,
    preview: mediaImages('video', row.id),
    rating: { likes: row.likes },
    model: { id: row.actorId, name: row.actorName },
  };
}

/** Newest videos first (the "new videos" grid). */
export async function newestVideos(db: Executor, page: number, pageSize: number): Promise<{ items: VideoTile[]; totalCount: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select(videoTileColumns)
      .from(videos)
      .innerJoin(actors, eq(actors.id, videos.actorId))
      .orderBy(desc(videos.releasedAt), desc(videos.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(videos),
  ]);
  return { items: rows.map(toVideoTile), totalCount: Number(total?.total ?? 0) };
}
