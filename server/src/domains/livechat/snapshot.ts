import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/helpers';
import { actors } from '../actors/schema';
import { liveChatSessions } from './schema';

/**
 * The running sessions with their actor's state, read in one query once a second: the ticker decides
 * from it what needs a statement (a resume, a stamp, a bill, an end), so a quiet server asks the
 * database one small question a second and nothing more.
 */
export const runningColumns = {
  id: liveChatSessions.id,
  guestId: liveChatSessions.guestId,
  actorId: liveChatSessions.actorId,
  kind: liveChatSessions.kind,
  paidUntil: liveChatSessions.paidUntil,
  freeUntil: liveChatSessions.freeUntil,
  servedUntil: liveChatSessions.servedUntil,
  guestSeenAt: liveChatSessions.guestSeenAt,
  awaitingReconnect: liveChatSessions.awaitingReconnect,
  absentSince: liveChatSessions.absentSince,
  actorOnline: actors.isOnline,
  showRunning: actors.ticketShowRunning,
};

export interface RunningSession {
  id: string;
  guestId: number;
  actorId: number;
  kind: string;
  paidUntil: Date | null;
  freeUntil: Date | null;
  servedUntil: Date;
  guestSeenAt: Date;
  awaitingReconnect: boolean;
  absentSince: Date | null;
  actorOnline: boolean;
  showRunning: boolean;
}

export async function runningSessions(db: Executor): Promise<RunningSession[]> {
  return db.select(runningColumns).from(liveChatSessions).innerJoin(actors, eq(actors.id, liveChatSessions.actorId)).where(eq(liveChatSessions.state, 'running'));
}

/** Resolves on the event loop's next turn: PGlite answers in this thread, so a chain of statements would otherwise block requests. */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
