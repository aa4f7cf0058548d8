import type { ActorList } from '@vx/shared/protocol';
import type { Executor } from '../../db/helpers';
import { CatalogueClock } from '../actors/catalogue-clock';
import { onOnlineFlip } from '../actors/online-flips';
import { OnlineSet } from './online-set';
import { matchingIds, onlineActorIds, putsOnlineFirst, tilesById, type ListOrder, type SearchPlan } from './query';
import { ResultCache } from './result-cache';
import { TileStore } from './tile-store';

/**
 * Lists live as long as their generation; the expiry bounds memory held by questions nobody asks
 * again, and lets "registered within 30 days" follow the calendar.
 */
const TTL_MS = 60_000;

export type ActorSearch = (plan: SearchPlan) => Promise<ActorList>;

/** What the search keeps of one catalogue generation besides its lists; a new generation starts from nothing. */
interface Generation {
  number: number;
  online: OnlineSet;
  tiles: TileStore;
}

/**
 * The actor search, answered from memory. The database is asked for what online flips cannot
 * change: per filter and sort, the ids of every matching actor whatever their online state, and each
 * actor's tile. The online state is applied in memory (online-view.ts) from the online set, which
 * this process's flips keep right as they happen. So a flip costs no query and invalidates nothing;
 * any other change of an actor (CatalogueClock: another process, a fix in SQL) starts a new
 * generation, read afresh, within a second.
 */
export function createActorSearch(db: Executor): ActorSearch {
  const clock = new CatalogueClock(db);
  const lists = new ResultCache<Int32Array>(TTL_MS);
  let current: Generation | null = null;
  onOnlineFlip(db, (flip) => {
    if (flip.changed) current?.online.apply(flip.actorId, flip.online);
  });

  const generation = (number: number): Generation => {
    // A request that saw an older generation is answered from the newer one, never the reverse.
    if (!current || number > current.number) {
      current = {
        number,
        online: new OnlineSet(() => onlineActorIds(db)),
        tiles: new TileStore((ids) => tilesById(db, ids)),
      };
    }
    return current;
  };

  return async (plan) => {
    const { number, online, tiles } = generation(await clock.generation());
    const { onlineOnly, ...filter } = plan.filter;
    const order: ListOrder = { filter, sort: plan.sort, location: plan.sort === 'distance' ? plan.location : null };
    const [onlineIds, ids] = await Promise.all([
      online.get(),
      lists.get(JSON.stringify(order), () => matchingIds(db, order), number),
    ]);
    // Read the online state once, now: the set moves with flips while the tiles load.
    const view = online.view(ids, { onlineOnly, onlineFirst: putsOnlineFirst(plan.sort) });
    const offset = (plan.page - 1) * plan.pageSize;
    const page = Array.from(view.subarray(offset, offset + plan.pageSize));
    const isOnline = new Set(page.filter((id) => onlineIds.has(id)));
    const pageTiles = await tiles.get(page);
    return {
      actors: pageTiles.map((tile) => ({ ...tile, isOnline: isOnline.has(tile.id) })),
      page: plan.page,
      maxPage: Math.max(1, Math.ceil(view.length / plan.pageSize)),
      totalHits: view.length,
    };
  };
}

const searches = new WeakMap<Executor, ActorSearch>();

/** The one search of a database: the REST routes and the shell's first view share its memory. */
export function actorSearchOf(db: Executor): ActorSearch {
  let search = searches.get(db);
  if (!search) {
    search = createActorSearch(db);
    searches.set(db, search);
  }
  return search;
}
