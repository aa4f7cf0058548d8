import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { Language } from '@vx/shared/constants';
import type { Executor } from '../../db/helpers';
import { specialEvents } from './schema';
import type { SpecialEventSummary } from '@vx/shared/events';

export type SpecialEventRow = typeof specialEvents.$inferSelect;

/** How long an ended event stays listed and its page shows its results. */
export const RESULTS_SHOWN_MS = 30 * 24 * 3600_000;

/** An event's window, as every kind reads it (games too: they are rows of the same table). */
type Window = Pick<SpecialEventRow, 'startAt' | 'endAt'>;
export const hasStarted = (row: Window, now: Date) => row.startAt.getTime() <= now.getTime();
export const hasEnded = (row: Window, now: Date) => row.endAt.getTime() <= now.getTime();
export const isRunning = (row: Window, now: Date) => hasStarted(row, now) && !hasEnded(row, now);
/** Rewards are claimed from the start until the claim end, or until the end when the event has none. */
export const canClaimRewards = (row: Window & Pick<SpecialEventRow, 'rewardClaimEnd'>, now: Date) =>
  hasStarted(row, now) && (row.rewardClaimEnd ?? row.endAt).getTime() > now.getTime();

export function summaryOf(row: SpecialEventRow, language: Language, now: Date): SpecialEventSummary {
  return {
    id: row.id,
    type: row.type,
    slug: row.slug,
    name: row.name[language] ?? row.name.en,
    start: row.startAt.toISOString(),
    end: row.endAt.toISOString(),
    rewardClaimEnd: row.rewardClaimEnd?.toISOString() ?? null,
    hasStarted: hasStarted(row, now),
    hasEnded: hasEnded(row, now),
  };
}

/** Every event running now, upcoming, or ended within RESULTS_SHOWN_MS; soonest end first. */
export async function listEvents(db: Executor, now: Date): Promise<SpecialEventRow[]> {
  return db
    .select()
    .from(specialEvents)
    .where(gt(specialEvents.endAt, new Date(now.getTime() - RESULTS_SHOWN_MS)))
    .orderBy(specialEvents.endAt, specialEvents.id);
}

/**
 * The event of a type a page shows: the one running now, else the next upcoming, else the latest
 * ended still showing its results; null when there is none. With a slug, exactly that event.
 */
export async function findEvent(db: Executor, type: string, now: Date, slug?: string): Promise<SpecialEventRow | null> {
  if (slug) {
    const [row] = await db.select().from(specialEvents).where(and(eq(specialEvents.type, type), eq(specialEvents.slug, slug)));
    return row ?? null;
  }
  const [running] = await db
    .select()
    .from(specialEvents)
    .where(and(eq(specialEvents.type, type), lte(specialEvents.startAt, now), gt(specialEvents.endAt, now)))
    .orderBy(specialEvents.endAt)
    .limit(1);
  if (running) return running;
  const rows = await listEvents(db, now);
  const ofType = rows.filter((row) => row.type === type);
  return ofType.find((row) => !hasStarted(row, now)) ?? ofType.findLast((row) => hasEnded(row, now)) ?? null;
}

/** Every event of a type running now (activities count towards each of them). */
export async function runningEvents(db: Executor, types: readonly string[], now: Date): Promise<SpecialEventRow[]> {
  const rows = await db.select().from(specialEvents).where(and(lte(specialEvents.startAt, now), gt(specialEvents.endAt, now))).orderBy(desc(specialEvents.id));
  return rows.filter((row) => types.includes(row.type));
}

export async function findEventById(db: Executor, id: number): Promise<SpecialEventRow | null> {
  const [row] = await db.select().from(specialEvents).where(eq(specialEvents.id, id));
  return row ?? null;
}
