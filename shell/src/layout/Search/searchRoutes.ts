import type { Platform, RouteName } from '@vx/shared';

/**
 * The result pages the overlay leads to, in the order Enter tries them when no option is chosen:
 * the videos' first (issue 17), then whichever the brand has.
 */
export const SEARCH_RESULT_ROUTES = ['searchVideos', 'searchActors', 'searchSeries', 'blogSearch'] as const satisfies readonly RouteName[];
/** The pages of the hits themselves. */
const SEARCH_HIT_ROUTES = ['actorProfile', 'actorVideo', 'tvMediathekSeries', 'blogArticle'] as const satisfies readonly RouteName[];

/** A brand offers the search when it composes a page the search can lead to. */
export const hasSearch = (platform: Pick<Platform, 'hasRoute'>) =>
  [...SEARCH_RESULT_ROUTES, ...SEARCH_HIT_ROUTES].some((name) => platform.hasRoute(name));
