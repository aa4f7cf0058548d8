import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { albums } from '../videos/schema';
import { albumViews } from './schema';

/**
 * view album (spec 001 §7.4, logged-in only): albumTotalViews counts each guest once per album, so
 * reloads and repeated visits do not inflate it. Null for an unknown album.
 */
export async function viewAlbum(db: Database['db'], guestId: number, albumId: number): Promise<{ albumId: number; albumTotalViews: number } | null> {
  return db.transaction(async (tx) => {
    const [album] = await tx.select({ id: albums.id }).from(albums).where(eq(albums.id, albumId)).for('update');
    if (!album) return null;
    const first = await tx.insert(albumViews).values({ guestId, albumId }).onConflictDoNothing().returning({ albumId: albumViews.albumId });
    const [row] = await tx
      .update(albums)
      .set({ totalViews: sql`${albums.totalViews} + ${first.length}` })
      .where(eq(albums.id, albumId))
      .returning({ totalViews: albums.totalViews });
    return { albumId, albumTotalViews: row!.totalViews };
  });
}
