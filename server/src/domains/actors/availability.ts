import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/helpers';
import { currentSession } from '../../http/auth';
import { countryOfRequest } from '../../http/country';
import { notFound } from '../../http/errors';
import { guests } from '../guests/schema';
import { albums, videos } from '../videos/schema';
import { actors } from './schema';

/** The viewer's country: the address's country (decided by the server), else a logged-in guest's stored one; null when unknown. */
export async function viewerCountry(db: Executor, guestId: number | null, addressCountry: string | null): Promise<string | null> {
  if (addressCountry !== null || guestId === null) return addressCountry;
  const [guest] = await db.select({ country: guests.country }).from(guests).where(eq(guests.id, guestId)).limit(1);
  return guest?.country ?? null;
}

/** The country of the request's viewer (client address, else the session guest's stored country). */
export async function requestCountry(db: Executor, request: FastifyRequest): Promise<string | null> {
  const session = await currentSession(request);
  return viewerCountry(db, session?.guestId ?? null, countryOfRequest(request));
}

export type ActorAvailability = 'available' | 'banned' | 'unknown';

/**
 * Whether an actor's content may be offered in a country: `banned` when the actor's banned country
 * codes contain it (the same rule as the profile's isBannedCountryCode), `unknown` for no actor.
 */
export async function actorAvailability(db: Executor, actorId: number, country: string | null): Promise<ActorAvailability> {
  const [row] = await db
    .select({ banned: country === null ? sql<boolean>`false` : sql<boolean>`${country.toUpperCase()} = ANY(${actors.bannedCountryCodes})` })
    .from(actors)
    .where(eq(actors.id, actorId))
    .limit(1);
  if (!row) return 'unknown';
  return row.banned ? 'banned' : 'available';
}

/** The owner of a video or album; null when it does not exist. */
export async function mediaOwner(db: Executor, kind: 'video' | 'album', mediaId: number): Promise<number | null> {
  const table = kind === 'video' ? videos : albums;
  const [row] = await db.select({ actorId: table.actorId }).from(table).where(eq(table.id, mediaId)).limit(1);
  return row?.actorId ?? null;
}

export const actorUnavailable = (actorId: number) =>
  notFound(`Actor ${actorId} is not available in your country`, 'actor_unavailable');
