import { listenersByDatabase } from '../../../db/listeners';
import type { MessengerMessageRow } from '../message-schema';

/** A guest's message this process stored and delivered (the demo simulator answers it). */
export interface GuestSent {
  guestId: number;
  actorId: number;
  row: MessengerMessageRow;
}

const guestSent = listenersByDatabase<GuestSent>();

/** Tells this process's listeners on `db` of a guest's message, after it was committed and delivered. */
export const announceGuestSent = guestSent.announce;

/** Listens to the guest messages this process stores on `db`; returns the unsubscribe. */
export const onGuestSent = guestSent.listen;
