import type { Executor } from '../../db/helpers';
import type { Hub } from '../../realtime/hub';
import { favouriteCounts, favouriteCountsOfFans } from './service';

/** Sends the guest the current counts of their pinned favourites (favouriteCounts). */
export async function pushFavouriteCounts(db: Executor, hub: Pick<Hub, 'toGuest'>, guestId: number): Promise<void> {
  const { pinned, online } = await favouriteCounts(db, guestId);
  hub.toGuest(guestId, { type: 'favouriteCounts', pinned, online });
}

/** An actor went online or offline: the guests who pinned it get their new online count. */
export async function tellFavouriteFans(db: Executor, hub: Pick<Hub, 'toGuest'>, actorId: number): Promise<void> {
  for (const [guestId, { pinned, online }] of await favouriteCountsOfFans(db, actorId)) {
    hub.toGuest(guestId, { type: 'favouriteCounts', pinned, online });
  }
}
