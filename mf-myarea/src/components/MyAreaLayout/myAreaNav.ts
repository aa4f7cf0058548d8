import { routes } from '../../routes';

export type MyAreaRoute = keyof typeof routes;

/** The MyVisitX sub-navigation: every route of mf-myarea, in the order of its table (the overview first). */
export const MY_AREA_NAV = Object.keys(routes) as MyAreaRoute[];
