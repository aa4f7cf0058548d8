import { defineFeature } from '@vx/shared';
import { routes } from './routes';

/** Contests, rewards and special events: what mf-events lends the shell. Each page loads only when visited. */
export default defineFeature({
  id: 'mf_events',
  routes,
  pages: {
    contests: () => import('./pages/Contests/ContestsPage'),
    contest: () => import('./pages/Contest/ContestPage'),
    clashOfCams: () => import('./pages/ClashOfCams/ClashOfCamsPage'),
    dailyDeals: () => import('./pages/DailyDeals/DailyDealsPage'),
    vipClub: () => import('./pages/VipClub/VipClubPage'),
    highOnRose: () => import('./pages/HighOnRose/HighOnRosePage'),
    specialEvents: () => import('./pages/SpecialEvents/SpecialEventsPage'),
    easter: () => import('./pages/Easter/EasterPage'),
    shootingGallery: () => import('./pages/ShootingGallery/ShootingGalleryPage'),
    wetnwildGame: () => import('./pages/WetnwildGame/WetnwildGamePage'),
    adventCalendar: () => import('./pages/AdventCalendar/AdventCalendarPage'),
    goldrush: () => import('./pages/Goldrush/GoldrushPage'),
    prizeDraw: () => import('./pages/PrizeDraw/PrizeDrawPage'),
    specialEvent: () => import('./pages/SpecialEvent/SpecialEventPage'),
    game: () => import('./pages/Game/GamePage'),
  },
  widgets: {},
  namespace: 'events',
  locales: {
    de: () => import('./locales/de.json'),
    en: () => import('./locales/en.json'),
    nl: () => import('./locales/nl.json'),
    es: () => import('./locales/es.json'),
  },
});
