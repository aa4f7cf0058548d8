import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/helpers';
import { rate, RATING, type RatingValue } from '../gallery/ratings';
import { videoRatings, videos } from './schema';

/**
 * like and dislike video (spec 001 §7.4): the guest's rating replaces an earlier one, the video's
 * `likes` moves with it (a like after a dislike adds one, a dislike after a like takes one away);
 * dislikes are counted from the ratings when read. Null: no such video.
 */
export function rateVideo(db: Database['db'], guestId: number, videoId: number, value: RatingValue) {
  const mine = and(eq(videoRatings.guestId, guestId), eq(videoRatings.videoId, videoId));
  return rate(
    db,
    {
      lock: async (tx) => (await tx.select({ id: videos.id }).from(videos).where(eq(videos.id, videoId)).for('update')).length > 0,
      previous: async (tx) => (await tx.select({ value: videoRatings.value }).from(videoRatings).where(mine))[0]?.value,
      store: async (tx, rating) => {
        await tx.insert(videoRatings).values({ guestId, videoId, value: rating }).onConflictDoUpdate({ target: [videoRatings.guestId, videoRatings.videoId], set: { value: rating } });
      },
      adjust: async (tx, likes) => {
        if (likes !== 0) await tx.update(videos).set({ likes: sql`${videos.likes} + ${likes}` }).where(eq(videos.id, videoId));
      },
      counts: async (tx) => {
        const [[video], [dislikes]] = await Promise.all([
          tx.select({ likes: videos.likes }).from(videos).where(eq(videos.id, videoId)),
          tx.select({ n: count() }).from(videoRatings).where(and(eq(videoRatings.videoId, videoId), eq(videoRatings.value, RATING.dislike))),
        ]);
        return { likes: video!.likes, dislikes: dislikes!.n };
      },
    },
    value,
  );
}

/** Whether the guest likes the video (guestInfo.liked). */
export async function likedByGuest(db: Executor, guestId: number | null, videoId: number): Promise<boolean> {
  if (guestId === null) return false;
  const [row] = await db.select({ value: videoRatings.value }).from(videoRatings).where(and(eq(videoRatings.guestId, guestId), eq(videoRatings.videoId, videoId)));
  return row?.value === RATING.like;
}
