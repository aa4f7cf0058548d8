import type { Executor } from '../../db/helpers';
import { sedcardImages } from '../../media/urls';
import { pinnedTargets } from '../favourites/media-pins';
import { ratingFlags, sedcardCounts, sedcardRatingOf } from './ratings';

/**
 * Sedcards are the profile pictures every visitor sees on the profile; the platform rates them
 * FSK 16 (server/docs/gallery.md), so a request for a lower `fsk` gets none.
 */
export const SEDCARD_AGE_RATING = 16;

/** gallery/getsedcards: the actor's sedcards (at most `limit`), their rating and the guest's flags and pin. */
export async function actorSedcards(
  db: Executor,
  actor: { id: number; name: string; sedcardCount: number },
  query: { guestId: number | null; limit: number; fsk: number | null },
) {
  const shown = query.fsk !== null && query.fsk < SEDCARD_AGE_RATING ? 0 : Math.min(query.limit, actor.sedcardCount);
  const [counts, own, pinned] = await Promise.all([
    sedcardCounts(db, actor.id),
    sedcardRatingOf(db, query.guestId, actor.id),
    pinnedTargets(db, query.guestId, 'sedcards', [actor.id]),
  ]);
  return {
    actorId: actor.id,
    actorName: actor.name,
    ageRating: SEDCARD_AGE_RATING,
    sedcards: sedcardImages(actor.id, shown).map((image, index) => ({ position: index + 1, image })),
    total: actor.sedcardCount,
    guestRatingLikes: counts.likes,
    guestRatingDislikes: counts.dislikes,
    ...ratingFlags(own),
    isPinned: pinned.has(actor.id),
  };
}
