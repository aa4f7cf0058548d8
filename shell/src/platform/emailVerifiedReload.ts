import { LANGUAGES, MOBILE_MENU_MAX_WIDTH, type RouteName, type RouteTable } from '@vx/shared';

/** Routes on which a verified e-mail must not reload the page: a reload would cut the live stream (spec 000 §3). */
const NO_RELOAD_ROUTES: readonly RouteName[] = ['tvLivestream', 'tvPremiumLivestream'];

/** The mobile platform: the layout under the mobile breakpoint (spec 000 §2), where a reload would lose the page. */
const isMobilePlatform = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(`(max-width: ${MOBILE_MENU_MAX_WIDTH - 0.02}px)`).matches;

/**
 * Whether the guest-email-verified event reloads the page here (spec 000 §3 realtime events):
 * everywhere except on the mobile platform and the TV livestream routes, matched by route name in
 * every language (the Spanish paths differ).
 */
export function reloadsOnEmailVerified(table: RouteTable, pathname: string): boolean {
  if (isMobilePlatform()) return false;
  return !NO_RELOAD_ROUTES.some((name) => {
    const route = table[name];
    return route !== undefined && LANGUAGES.some((language) => pathname === `/${language}/${route[language]}`);
  });
}
