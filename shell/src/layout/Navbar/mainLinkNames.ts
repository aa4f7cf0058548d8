/**
 * The main sections by route name, in navbar order. A link appears only when the brand composes
 * the route (platform.hasRoute); routes of remotes added later show up without a change here.
 */
export const MAIN_LINKS = ['cams', 'camShows', 'topCams', 'videos', 'feed', 'messenger', 'tvLivestream', 'contests', 'myvisitx'] as const;
