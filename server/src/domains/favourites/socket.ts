import type { AppDeps, SocketHandler } from '../types';
import { loggedInGuest, onMessage } from '../../realtime/handlers';
import { pushFavouriteCounts } from './counts';
import { pinMedia, unpinMedia } from './media-pins';
import { FAVOURITES_SOCKET_LIMIT, listFavourites, pinActor, setPinNotification, unpinActor } from './service';

/**
 * favouritePin, favouriteUnpin, setPinnedActorNotification, requestFavouriteActors (spec 001 §7.3).
 * Actors, albums, pictures and an actor's sedcards are pinned; ids that do not exist or do not belong
 * together (a picture of another album) change nothing and answer nothing. A change goes to every
 * socket of the guest as favouriteEvent, so other open tabs update too.
 */
export function favouriteSocketHandlers({ database, hub }: AppDeps): Partial<Record<string, SocketHandler>> {
  const db = database.db;
  const toggle = (pinned: boolean) =>
    onMessage<'favouritePin' | 'favouriteUnpin'>(async (message, ctx) => {
      const guestId = loggedInGuest(ctx);
      if (message.kind !== 'actor') {
        const { kind, actorId, albumId, pictureId } = message;
        if (pinned && !(await pinMedia(db, guestId, { kind, actorId, albumId, pictureId }))) return;
        if (!pinned) await unpinMedia(db, guestId, { kind, actorId, albumId, pictureId });
        const ids = kind === 'sedcards' ? {} : kind === 'album' ? { albumId } : { albumId, pictureId };
        hub.toGuest(guestId, { type: 'favouriteEvent', kind, actorId, ...ids, pinned });
        return;
      }
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
