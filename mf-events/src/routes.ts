import { defineRoutes } from '@vx/shared';

/**
 * mf-events's routes as data (published as routes.json): contests, the daily deals, the VIP club
 * and the special events (spec 000 §2 "Other" and "Campaign pages"). The English paths are the
 * spec's (/daily-deals/ with the German /deal-des-tages/); other slugs are translated where the word
 * differs. `specialEvent` carries the event pages the spec names without a slug of their own (the
 * activity event), `game` the games (slot machine, halloween, reward box, the wiesn games, venus
 * attacks, kick it, spit or swallow).
 */
export const routes = defineRoutes('mf_events', {
  contests: { de: 'contests/', en: 'contests/', nl: 'wedstrijden/', es: 'concursos/' },
  contest: { de: 'contests/:contestId/', en: 'contests/:contestId/', nl: 'wedstrijden/:contestId/', es: 'concursos/:contestId/' },
  clashOfCams: { de: 'clash-of-cams/:clashId/', en: 'clash-of-cams/:clashId/', nl: 'clash-of-cams/:clashId/', es: 'clash-of-cams/:clashId/' },
  dailyDeals: { de: 'deal-des-tages/', en: 'daily-deals/', nl: 'dagdeals/', es: 'ofertas-del-dia/' },
  vipClub: { de: 'vipclub/', en: 'vipclub/', nl: 'vipclub/', es: 'vipclub/' },
  highOnRose: { de: 'high-on-rose/', en: 'high-on-rose/', nl: 'high-on-rose/', es: 'high-on-rose/' },
  specialEvents: { de: 'aktionen/', en: 'events/', nl: 'acties/', es: 'eventos/' },
  easter: { de: 'ostern/', en: 'easter/', nl: 'pasen/', es: 'pascua/' },
  shootingGallery: { de: 'schiessbude/', en: 'shooting-gallery/', nl: 'schiettent/', es: 'galeria-de-tiro/' },
  wetnwildGame: { de: 'wetnwildgame/', en: 'wetnwildgame/', nl: 'wetnwildgame/', es: 'wetnwildgame/' },
  adventCalendar: { de: 'adventskalender/', en: 'advent-calendar/', nl: 'adventskalender/', es: 'calendario-de-adviento/' },
  goldrush: { de: 'goldrausch/', en: 'goldrush/', nl: 'goldrush/', es: 'fiebre-del-oro/' },
  prizeDraw: { de: 'gewinnspiel/', en: 'prize-draw/', nl: 'prijstrekking/', es: 'sorteo/' },
  specialEvent: { de: 'aktionen/:eventSlug/', en: 'events/:eventSlug/', nl: 'acties/:eventSlug/', es: 'eventos/:eventSlug/' },
  game: { de: 'spiele/:gameSlug/', en: 'games/:gameSlug/', nl: 'spellen/:gameSlug/', es: 'juegos/:gameSlug/' },
});
