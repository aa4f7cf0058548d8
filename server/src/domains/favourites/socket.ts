import type { AppDeps, SocketHandler } from '../types';
import { loggedInGuest, onMessage } from '../../realtime/handlers';
import { pushFavouriteCounts } from './counts';
import { FAVOURITES_SOCKET_LIMIT, listFavourites, pinActor, setPinNotification, unpinActor } from './service';

/**
 * favouritePin, favouriteUnpin, setPinnedActorNotification, requestFavouriteActors (spec 001 §7.3).
 * Only kind 'actor' is stored so far; album, sedcards and picture pins are ignored (no table yet).
 * A change goes to every socket of the guest as favouriteEvent, so other open tabs update too.
 */
export function favouriteSocketHandlers({ database, hub }: AppDeps): Partial<Record<string, SocketHandler>> {
  const db = database.db;
  const toggle = (pinned: boolean) =>
    onMessage<'favouritePin' | 'favouriteUnpin'>(async (message, ctx) => {
      if (message.kind !== 'actor') return;
      const guestId = loggedInGuest(ctx);
      const changed = pinned ? await pinActor(db, guestId, message.actorId) : await unpinActor(db, guestId, message.actorId);
      // Unpinning something not pinned still confirms the state, so a stale tab converges.
      if (pinned && !changed) return;
      hub.toGuest(guestId, { type: 'favouriteEvent', kind: 'actor', actorId: message.actorId, pinned });
      if (changed) await pushFavouriteCounts(db, hub, guestId);
    });
  return {
    favouritePin: toggle(true),
    favouriteUnpin: toggle(false),
    setPinnedActorNotification: onMessage<'setPinnedActorNotification'>(async (message, ctx) => {
      await setPinNotification(db, loggedInGuest(ctx), message.actorId, message.channel, message.enabled);
    }),
    requestFavouriteActors: onMessage<'requestFavouriteActors'>(async (_message, ctx) => {
      const list = await listFavourites(db, loggedInGuest(ctx), 1, FAVOURITES_SOCKET_LIMIT);
      ctx.send({ type: 'favouriteActors', actors: list.actors });
    }),
  };
}
