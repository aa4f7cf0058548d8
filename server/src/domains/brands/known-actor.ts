import type { Executor } from '../../db/helpers';
import { actorIdOrNameSchema } from '../actors/rest';
import { actors } from '../actors/schema';
import { whereIdOrName } from '../actors/service';

/**
 * Whether an actor profile URL's name (or id) names an actor, read as her page's own call
 * (actor/getActorDataByIdOrName) reads it: a name that call refuses names no one. An actor not
 * shown in the guest's country still exists: her page says "unavailable", not "not found".
 */
export function actorExistsIn(db: Executor): (name: string) => Promise<boolean> {
  return async (name) => {
    const parsed = actorIdOrNameSchema.safeParse(name);
    if (!parsed.success) return false;
    const rows = await db.select({ id: actors.id }).from(actors).where(whereIdOrName(parsed.data)).limit(1);
    return rows.length > 0;
  };
}
