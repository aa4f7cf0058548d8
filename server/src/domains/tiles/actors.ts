import { asc, count, desc } from 'drizzle-orm';
import type { ActorTile } from '@vx/shared/protocol';
import type { Executor } from '../../db/helpers';
import { actorTileColumns, toActorTile } from '../actors/dto';
import { actors } from '../actors/schema';

/** Online actors first, by online ranking; offline actors follow so a grid is never empty. */
export async function onlineActorsFirst(db: Executor, page: number, pageSize: number): Promise<{ items: ActorTile[]; totalCount: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select(actorTileColumns)
      .from(actors)
      .orderBy(desc(actors.isOnline), desc(actors.onlineRanking), asc(actors.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(actors),
  ]);
  return { items: rows.map(toActorTile), totalCount: Number(total?.total ?? 0) };
}
