import { PAGE_SIZE, VIDEO_ITEMS_PER_GRID } from '@vx/shared/constants';
import type { Executor } from '../../db/helpers';
import { ResultCache } from '../search/result-cache';
import { onlineActorsFirst } from './actors';
import { newestVideos } from './videos';

/** The tile grids by type; each knows its default page size (spec 001 §9). */
export const GRIDS = {
  onlineActors: { pageSize: PAGE_SIZE.actors, load: onlineActorsFirst },
  newVideos: { pageSize: VIDEO_ITEMS_PER_GRID, load: newestVideos },
} satisfies Record<string, { pageSize: number; load: (db: Executor, page: number, pageSize: number) => Promise<{ items: unknown[]; totalCount: number }> }>;

export type GridType = keyof typeof GRIDS;
type GridPage<T extends GridType> = Awaited<ReturnType<(typeof GRIDS)[T]['load']>>;

export function isGridType(type: string): type is GridType {
  return Object.prototype.hasOwnProperty.call(GRIDS, type);
}

export type TileGrids = <T extends GridType>(type: T, page: number, pageSize: number) => Promise<GridPage<T>>;

const grids = new WeakMap<Executor, TileGrids>();

/**
 * One page of a grid. The start page asks for the same first pages over and over (see ResultCache);
 * one cache a database, so the REST route and the shell's first view share it.
 */
export function tileGridsOf(db: Executor): TileGrids {
  let get = grids.get(db);
  if (!get) {
    const results = new ResultCache<{ items: unknown[]; totalCount: number }>();
    get = ((type: GridType, page: number, pageSize: number) =>
      results.get(`${type}:${page}:${pageSize}`, () => GRIDS[type].load(db, page, pageSize))) as TileGrids;
    grids.set(db, get);
  }
  return get;
}
