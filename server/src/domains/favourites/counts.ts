import type { Executor } from '../../db/helpers';
import type { Hub } from '../../realtime/hub';
import { favouriteCountsOf, guestsPinning } from './service';

/** Sends each guest the current counts of their pinned favourites (favouriteCounts). */
export async function pushFavouriteCounts(db: Executor, hub: Pick<Hub, 'toGuest'>, guestIds: number[]): Promise<void> {
  const counts = await favouriteCountsOf(db, guestIds);
  for (const guestId of guestIds) {
    const { pinned, online } = counts.get(guestId) ?? { pinned: 0, online: 0 };
    hub.toGuest(guestId, { type: 'favouriteCounts', pinned, online });
  }
}

/** An actor went online or offline: the guests who pinned it get their new online count. */
export async function tellFavouriteFans(db: Executor, hub: Pick<Hub, 'toGuest'>, actorId: number): Promise<void> {
  await pushFavouriteCounts(db, hub, await guestsPinning(db, actorId));
}
