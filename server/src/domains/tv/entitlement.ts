import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/helpers';
import { guests } from '../guests/schema';
import { AGE_CHECK_RATING } from '../videos/entitlement';

/** What keeps a guest from a TV video or the premium channel (spec 000 §4 content restrictions). */
export type TvRestriction = 'needLogin' | 'needAbo' | 'needAgeCheck';

export interface TvEntitlement {
  /** The whole episode, the premium channel. */
  whole: boolean;
  restriction: TvRestriction | null;
}

/**
 * The one place the TV section reads a guest's subscription (spec 000 §6 TV subscriber): a TV
 * subscriber who is not locked watches episodes whole and the premium channel; an age-rated
 * episode needs an age-verified guest as in the shop. `video` null asks about the premium channel.
 */
export async function tvEntitlement(db: Executor, guestId: number | null, video: { ageRating: number } | null): Promise<TvEntitlement> {
  const [guest] =
    guestId === null
      ? []
      : await db.select({ hasTvAbo: guests.hasTvAbo, isLocked: guests.isLocked, hasAvs: guests.hasAvs }).from(guests).where(eq(guests.id, guestId)).limit(1);
  if (!guest) return { whole: false, restriction: 'needLogin' };
  if (!guest.hasTvAbo || guest.isLocked) return { whole: false, restriction: 'needAbo' };
  if (video && video.ageRating >= AGE_CHECK_RATING && !guest.hasAvs) return { whole: false, restriction: 'needAgeCheck' };
  return { whole: true, restriction: null };
}
