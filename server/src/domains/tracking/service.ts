import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/helpers';
import { actors } from '../actors/schema';
import { actorProfileVisits, trackingEvents } from './schema';
import type { TrackingEventInput } from './validation';

export async function storeTrackingEvent(db: Executor, event: TrackingEventInput, guestId: number | null): Promise<void> {
  const { timestamp, ...rest } = event;
  await db.insert(trackingEvents).values({ ...rest, context: rest.context ?? null, occurredAt: timestamp, guestId });
}

/** Counts one visit of the actor's profile for today (UTC); false when the actor does not exist. */
export async function countProfileVisit(db: Executor, actorId: number): Promise<boolean> {
  const [actor] = await db.select({ id: actors.id }).from(actors).where(eq(actors.id, actorId)).limit(1);
  if (!actor) return false;
  await db
    .insert(actorProfileVisits)
    .values({ actorId, day: sql`(now() AT TIME ZONE 'UTC')::date`, visits: 1 })
    .onConflictDoUpdate({ target: [actorProfileVisits.actorId, actorProfileVisits.day], set: { visits: sql`${actorProfileVisits.visits} + 1` } });
  return true;
}

/** The newest stored events of a type, newest first (internal route for tests). */
export function latestTrackingEvents(db: Executor, type: string, limit: number) {
  return db.select().from(trackingEvents).where(eq(trackingEvents.type, type)).orderBy(desc(trackingEvents.id)).limit(limit);
}
