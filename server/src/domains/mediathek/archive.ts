import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/helpers';
import { ownsAsset, type AssetKind } from './assets';
import { mediathekArchive } from './schema';

/**
 * Moves one of the guest's assets into his archive or back (spec 001 §7.4). Only an asset the
 * guest owns can be archived: false for any other id, which is all another guest's id tells.
 * Archiving twice or unarchiving what is not archived changes nothing.
 */
export async function setArchived(db: Executor, guestId: number, kind: AssetKind, mediaId: number, archived: boolean): Promise<boolean> {
  if (!(await ownsAsset(db, guestId, kind, mediaId))) return false;
  if (archived) await db.insert(mediathekArchive).values({ guestId, kind, mediaId }).onConflictDoNothing();
  else await db.delete(mediathekArchive).where(and(eq(mediathekArchive.guestId, guestId), eq(mediathekArchive.kind, kind), eq(mediathekArchive.mediaId, mediaId)));
  return true;
}
