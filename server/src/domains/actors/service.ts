import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/helpers';
import { actorStateColumns, toActorState, type ActorState } from './dto';
import { actors } from './schema';

/** A number is an id; anything else is a name, matched case-insensitively (profile URLs are lowercased). */
export function whereIdOrName(idOrName: number | string): SQL {
  return typeof idOrName === 'number' ? eq(actors.id, idOrName) : sql`lower(${actors.name}) = lower(${idOrName})`;
}

export async function findActorState(db: Executor, actorId: number): Promise<ActorState | null> {
  const [row] = await db.select(actorStateColumns).from(actors).where(eq(actors.id, actorId)).limit(1);
  return row ? toActorState(row) : null;
}

export async function countOnlineActors(db: Executor): Promise<number> {
  const [row] = await db.select({ amount: count() }).from(actors).where(eq(actors.isOnline, true));
  return Number(row?.amount ?? 0);
}
