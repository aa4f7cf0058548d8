import type { Language } from '@vx/shared/constants';
import type { ActorProfile } from '@vx/shared/protocol';
import type { Executor } from '../../db/helpers';
import { favouriteRelation } from '../favourites/service';
import { guestHasTicketFor } from '../shows/service';
import { viewerCountry } from './availability';
import { chatButtonOf } from './chat-button';
import { toActorDetail } from './dto';
import { heatMapOf } from './heatmap';
import { interviewOf } from './interview';
import { actors } from './schema';
import { whereIdOrName } from './service';

export interface ProfileViewer {
  guestId: number | null;
  /** The client address's country (http/country.ts); wins over a logged-in guest's stored country. */
  addressCountry: string | null;
  language: Language;
}

/** The profile page answer: the actor plus what depends on the viewer (favourite, ticket, country). */
export async function findActorProfile(db: Executor, idOrName: number | string, viewer: ProfileViewer): Promise<ActorProfile | null> {
  const [row] = await db.select().from(actors).where(whereIdOrName(idOrName)).limit(1);
  if (!row) return null;
  const [relation, hasTicket, country] = await Promise.all([
    favouriteRelation(db, viewer.guestId, row.id),
    guestHasTicketFor(db, viewer.guestId, row.id),
    viewerCountry(db, viewer.guestId, viewer.addressCountry),
  ]);
  const detail = toActorDetail(row);
  return {
    ...detail,
    guestHasTicket: hasTicket,
    modelGuestRelation: relation,
    heatMap: heatMapOf(row.id),
    interview: interviewOf(row, viewer.language),
    chatButtonConfig: chatButtonOf(row, { country, hasTicket }, viewer.language),
  };
}
