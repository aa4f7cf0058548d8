import { PAGE_SIZE } from '@vx/shared/constants';
import { START_PAGE_GRIDS, tileGridPath, type ActorTile } from '@vx/shared/protocol';
import type { Executor } from '../../../db/helpers';
import { actorSearchOf } from '../../search/actor-search';
import { collectionFilter, defaultCollection, defaultSort } from '../../search/collections';
import { buildFilter } from '../../search/query';
import { tileGridsOf } from '../../tiles/grids';
import type { FirstViewPage } from './page';

/** The first tiles a first view shows: one grid page of the start page, the first row or two of the cams page. */
export const FIRST_TILES = 12;

/** What the start page's first render asks for, by its REST path. */
const HOME_GRIDS = (['onlineActors', 'newVideos'] as const).map((type) => ({ type, payload: START_PAGE_GRIDS[type] }));

export interface FirstViewData {
  actors: ActorTile[];
  /** REST answers by the path the client asks them under, inlined so its first render need not wait for them. */
  answers: Record<string, unknown>;
}

async function homeData(db: Executor): Promise<FirstViewData> {
  const grids = tileGridsOf(db);
  const pages = await Promise.all(HOME_GRIDS.map(({ type, payload }) => grids(type, payload.page, payload.pageSize)));
  const answers: Record<string, unknown> = {};
  HOME_GRIDS.forEach(({ type, payload }, index) => {
    const { items, totalCount } = pages[index]!;
    answers[tileGridPath(type, payload)] = { success: true, data: { items, totalCount, ...payload } };
  });
  return { actors: pages[0]!.items as ActorTile[], answers };
}

/**
 * The cams page's default search (mf-chat's initial state: live cams, online only, by online ranking),
 * asked of the same in-memory search as actorsearch/search and with its page size, so both share a list.
 * Its answer is not inlined: the client posts it with a request id of its own.
 */
async function camsData(db: Executor): Promise<FirstViewData> {
  const filter = buildFilter(collectionFilter(defaultCollection('default')), { onlineOnly: true });
  const list = await actorSearchOf(db)({ filter, sort: defaultSort('default'), location: null, page: 1, pageSize: PAGE_SIZE.actors });
  return { actors: list.actors.slice(0, FIRST_TILES), answers: {} };
}

/** The data of a page's first view, from the services the REST routes use (never through HTTP). */
export function loadFirstView(db: Executor, page: FirstViewPage): Promise<FirstViewData> {
  return page.kind === 'home' ? homeData(db) : camsData(db);
}
