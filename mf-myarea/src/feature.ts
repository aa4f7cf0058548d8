import { defineFeature } from '@vx/shared';
import { routes } from './routes';

/** MyVisitX, the guest's own area: what mf-myarea lends the shell. Each page loads only when visited. */
export default defineFeature({
  id: 'mf_myarea',
  routes,
  pages: {
    myvisitx: () => import('./pages/Overview/OverviewPage'),
    myvisitxProfile: () => import('./pages/Profile/ProfilePage'),
    myvisitxMediathek: () => import('./pages/Mediathek/MediathekPage'),
    myvisitxMediathekPhotos: () => import('./pages/Mediathek/MediathekPhotosPage'),
    myvisitxFavoriteCams: () => import('./pages/FavoriteCams/FavoriteCamsPage'),
    myvisitxBenefits: () => import('./pages/Benefits/BenefitsPage'),
    myvisitxSpinwheel: () => import('./pages/Spinwheel/SpinwheelPage'),
    myvisitxChats: () => import('./pages/Chats/ChatsPage'),
  },
  widgets: {},
  namespace: 'myarea',
  locales: {
    de: () => import('./locales/de.json'),
    en: () => import('./locales/en.json'),
    nl: () => import('./locales/nl.json'),
    es: () => import('./locales/es.json'),
  },
});
