import { PAGE_SIZE } from '@vx/shared/constants';
import { START_PAGE_GRIDS, tileGridPath, type ActorProfile, type ActorTile } from '@vx/shared/protocol';
import type { Executor } from '../../../db/helpers';
import { findActorProfile } from '../../actors/profile-service';
import { actorSearchOf } from '../../search/actor-search';
import { collectionFilter, defaultCollection, defaultSort } from '../../search/collections';
import { buildFilter } from '../../search/query';
import { breadcrumbOf } from '../../seo/service';
import { tileGridsOf } from '../../tiles/grids';
import type { FirstViewPage } from './page';

/** The first tiles a first view shows: one grid page of the start page, the first row or two of the cams page. */
export const FIRST_TILES = 12;

/** What the start page's first render asks for, by its REST path. */
const HOME_GRIDS = (['onlineActors', 'newVideos'] as const).map((type) => ({ type, payload: START_PAGE_GRIDS[type] }));

/** A crumb of a breadcrumb trail, as breadcrumb/{type} answers it. */
export type Crumb = NonNullable<Awaited<ReturnType<typeof breadcrumbOf>>>[number];

export interface FirstViewData {
  actors: ActorTile[];
  /** REST answers by the path the client asks them under, inlined so its first render need not wait for them. */
  answers: Record<string, unknown>;
  /** The profile page's actor, as a visitor's call gets her, and the page's breadcrumb trail. */
  profile?: { actor: ActorProfile; crumbs: Crumb[] };
}

/** Who asks for the page, as far as a page GET tells: the client address's country (http/country.ts). */
export interface FirstViewViewer {
  country: string | null;
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

/**
 * The actor's profile as actor/getActorDataByIdOrName answers a visitor from the same address, and
 * the trail breadcrumb/actorProfileOverview gives. Null for an unknown actor (the page says "not
 * found") and for one not shown in the viewer's country (the page says "unavailable"): neither
 * has a first view. The answer is not inlined: it depends on the guest (pin, alerts, tickets), and
 * a page GET cannot tell whether the browser's app will ask as a logged-in guest.
 */
async function profileData(db: Executor, page: Extract<FirstViewPage, { kind: 'profile' }>, viewer: FirstViewViewer): Promise<FirstViewData | null> {
  const actor = await findActorProfile(db, page.actor, { guestId: null, addressCountry: viewer.country, language: page.language });
  if (!actor || actor.chatButtonConfig.isBannedCountryCode === true) return null;
  const crumbs = (await breadcrumbOf(db, 'actorProfileOverview', { actorId: actor.id }, page.language)) ?? [];
  return { actors: [], answers: {}, profile: { actor, crumbs } };
}

/**
 * The data of a page's first view, from the services the REST routes use (never through HTTP);
 * null when the page has none after all (an unknown actor).
 */
export function loadFirstView(db: Executor, page: FirstViewPage, viewer: FirstViewViewer = { country: null }): Promise<FirstViewData | null> {
  if (page.kind === 'profile') return profileData(db, page, viewer);
  return page.kind === 'home' ? homeData(db) : camsData(db);
}
