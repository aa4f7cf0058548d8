import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/helpers';
import type { Hub } from '../../realtime/hub';
import { tellFavouriteFans } from '../favourites/counts';
import { announceOnlineFlip } from './online-flips';
import { actors, catalogueChanges } from './schema';
import { bumpCatalogueVersion } from './version';

export interface OnlineChange {
  /** The actor exists. */
  found: boolean;
  /** The state flipped (and an event went out); false when it already was as asked. */
  changed: boolean;
}

/**
 * Sets an actor online or offline and tells every connected guest (`actorOnline` / `actorOffline`,
 * spec 001 §7.3). The simulator and the internal test routes both go through here, so the database
 * and the event stream never disagree. Only a real change is broadcast; the guests who pinned
 * the actor also get their new favourites counts.
 */
export async function setActorOnline(
  db: Executor,
  hub: Pick<Hub, 'broadcast' | 'toGuest'>,
  actorId: number,
  online: boolean,
): Promise<OnlineChange> {
  const changes = online
    ? { isOnline: true, onlineSince: sql`now()` }
    : // Shows and mobile calls only run while online.
      { isOnline: false, onlineSince: null, ticketShowRunning: false, onlineMobileVideocall: false };
  // The counter is read in the update's transaction: until it commits nobody else can bump it, so the
  // version read is the one this statement made, and the search knows the move as its own flip.
  const { changed, version } = await db.transaction(async (tx) => {
    const updated = await tx
      .update(actors)
      .set(changes)
      .where(and(eq(actors.id, actorId), ne(actors.isOnline, online)))
      .returning({ id: actors.id });
    const [counter] = await tx.select({ version: catalogueChanges.version }).from(catalogueChanges);
    return { changed: updated.length > 0, version: counter?.version ?? 0 };
  });
  announceOnlineFlip(db, { actorId, online, changed, version });
  if (changed) {
    bumpCatalogueVersion();
    hub.broadcast(online ? { type: 'actorOnline', actorId } : { type: 'actorOffline', actorId });
    await tellFavouriteFans(db, hub, actorId);
    return { found: true, changed: true };
  }
  const [existing] = await db.select({ id: actors.id }).from(actors).where(eq(actors.id, actorId)).limit(1);
  return { found: Boolean(existing), changed: false };
}
