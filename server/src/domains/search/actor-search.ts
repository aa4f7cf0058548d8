import type { ActorList, ActorTile } from '@vx/shared/protocol';
import type { Executor } from '../../db/helpers';
import { CatalogueClock } from '../actors/catalogue-clock';
import { actorTiles, countActors, type SearchOrder, type SearchPlan } from './query';
import { ResultCache } from './result-cache';

/**
 * Answers live until an actor changes (the catalogue clock sees every process's changes within a
 * second); the expiry is only a bound on memory held by questions nobody asks again.
 */
const TTL_MS = 60_000;

/**
 * The cached actor search. Its two parts are cached apart: the total per filter (every page and
 * sort of a filter shares it) and each page per filter, order and page. A repeated question costs
 * two lookups in memory; the database sees a question only the first time after a change.
 */
export function createActorSearch(db: Executor): (plan: SearchPlan) => Promise<ActorList> {
  const clock = new CatalogueClock(db);
  const totals = new ResultCache<number>(TTL_MS);
  const pages = new ResultCache<ActorTile[]>(TTL_MS);

  return async (plan) => {
    const version = await clock.version();
    const order: SearchOrder = { filter: plan.filter, sort: plan.sort, location: plan.sort === 'distance' ? plan.location : null };
    const offset = (plan.page - 1) * plan.pageSize;
    const [totalHits, tiles] = await Promise.all([
      totals.get(JSON.stringify(plan.filter), () => countActors(db, plan.filter), version),
      pages.get(JSON.stringify({ order, offset, limit: plan.pageSize }), () => actorTiles(db, order, offset, plan.pageSize), version),
    ]);
    return {
      actors: tiles,
      page: plan.page,
      maxPage: Math.max(1, Math.ceil(totalHits / plan.pageSize)),
      totalHits,
    };
  };
}
