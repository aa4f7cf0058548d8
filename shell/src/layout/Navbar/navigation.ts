import { CATEGORY_SLUGS, type CategorySlug, type Platform, type RouteName, type RouteParamNames } from '@vx/shared';

/** Route names without path parameters: pages a menu can link to as they are. */
type PlainRoute = { [N in RouteName]: [RouteParamNames<N>] extends [never] ? N : never }[RouteName];

/**
 * The navigation by sections, in menu order: every page a brand may compose, by route name. A
 * link shows only when the brand's route tables have the route (`hasRoute`), so a brand without a
 * remote, or a remote that has no page for a route yet, shows no link to it; a section without
 * links shows nothing. `row` marks the links of the desktop navbar's row; the menu lists them all.
 */
export const NAV_SECTIONS = [
  { id: 'cams', routes: ['cams', 'freeChat', 'newGirls', 'camShows', 'topCams'], row: ['cams', 'camShows', 'topCams'], categories: true },
  {
    id: 'videos',
    routes: ['videos', 'videosNew', 'videosTrends', 'videosOnSale', 'videosFreeClips', 'videosVip', 'videosStars', 'videosAll'],
    row: ['videos'],
    categories: false,
  },
  {
    id: 'tv',
    routes: ['tvLivestream', 'tvPremiumLivestream', 'tvLateNight', 'tvProgram', 'tvMediaSeries', 'tvGirls', 'tvPremium', 'tvPremiumPricetable', 'blogOverview'],
    row: ['tvLivestream'],
    categories: false,
  },
  { id: 'community', routes: ['feed', 'messenger', 'contests'], row: ['feed', 'messenger', 'contests'], categories: false },
  { id: 'events', routes: ['specialEvents', 'dailyDeals', 'vipClub', 'highOnRose'], row: ['dailyDeals'], categories: false },
] as const satisfies readonly { id: string; routes: readonly PlainRoute[]; row: readonly PlainRoute[]; categories: boolean }[];

/** The guest's own pages, in the account menu. */
export const ACCOUNT_ROUTES = [
  'myvisitx',
  'myvisitxProfile',
  'myvisitxMediathek',
  'myvisitxMediathekPhotos',
  'myvisitxFavoriteCams',
  'myvisitxBenefits',
  'myvisitxSpinwheel',
  'myvisitxChats',
] as const satisfies readonly PlainRoute[];

/**
 * Linked elsewhere: the brand name links home, the footer the legal texts, the events page the
 * campaigns (each exists only while its event runs, so no menu links to it for good).
 */
const LINKED_ELSEWHERE = [
  'home',
  'termsOfService',
  'dataProtection',
  'easter',
  'shootingGallery',
  'wetnwildGame',
  'adventCalendar',
  'goldrush',
  'prizeDraw',
] as const satisfies readonly PlainRoute[];

type Placed = (typeof NAV_SECTIONS)[number]['routes'][number] | (typeof ACCOUNT_ROUTES)[number] | (typeof LINKED_ELSEWHERE)[number];
/** Compiles only while every plain route has a place: a new page of any remote is linked from somewhere. */
export type EveryRoutePlaced = Nothing<Exclude<PlainRoute, Placed>>;
type Nothing<Unplaced extends never> = Unplaced;

export type NavRoute = (typeof NAV_SECTIONS)[number]['routes'][number] | (typeof ACCOUNT_ROUTES)[number];
export interface NavLinkItem {
  route: NavRoute;
  href: string;
  /** In the desktop navbar's row too. */
  row: boolean;
}
export interface NavSectionItem {
  id: (typeof NAV_SECTIONS)[number]['id'];
  links: NavLinkItem[];
  /** Each category's page, when the brand composes the category route. */
  categories: { slug: CategorySlug; href: string }[];
}

type Linking = Pick<Platform, 'hasRoute' | 'href'>;

const linksOf = (platform: Linking, routes: readonly NavRoute[], row: readonly NavRoute[] = []): NavLinkItem[] =>
  routes.filter((route) => platform.hasRoute(route)).map((route) => ({ route, href: platform.href(route), row: row.includes(route) }));

/** The sections the brand composes, with the links and categories it has. */
export function navSections(platform: Linking): NavSectionItem[] {
  return NAV_SECTIONS.map((section) => ({
    id: section.id,
    links: linksOf(platform, section.routes, section.row),
    categories:
      section.categories && platform.hasRoute('category')
        ? CATEGORY_SLUGS.map((slug) => ({ slug, href: platform.href('category', { categorySlug: slug }) }))
        : [],
  })).filter((section) => section.links.length > 0 || section.categories.length > 0);
}

/** The account menu's links the brand composes. */
export const accountLinks = (platform: Linking): NavLinkItem[] => linksOf(platform, ACCOUNT_ROUTES);
