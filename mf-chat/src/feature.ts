import { defineFeature } from '@vx/shared';
import { routes } from './routes';

/** Cams and chat: what mf-chat lends the shell. Pages load only when visited. */
export default defineFeature({
  id: 'mf_chat',
  routes,
  pages: {
    cams: () => import('./pages/Cams/CamsPage'),
    category: () => import('./pages/Category/CategoryPage'),
    freeChat: () => import('./pages/FreeChat/FreeChatPage'),
    newGirls: () => import('./pages/NewGirls/NewGirlsPage'),
    actorProfile: () => import('./pages/ActorProfile/ActorProfilePage'),
    actorAbout: () => import('./pages/ActorProfile/ActorAboutPage'),
    actorVideos: () => import('./pages/ActorMedia/ActorVideosPage'),
    actorVideosTag: () => import('./pages/ActorMedia/ActorVideosPage'),
    actorVideosClassic: () => import('./pages/ActorMedia/ActorClassicVideosPage'),
    actorVideo: () => import('./pages/ActorMedia/ActorVideoPage'),
    actorPictures: () => import('./pages/ActorMedia/ActorPicturesPage'),
    actorAlbum: () => import('./pages/ActorMedia/ActorAlbumPage'),
    topCams: () => import('./pages/TopCams/TopCamsPage'),
    camShows: () => import('./pages/CamShows/CamShowsPage'),
    actorLiveShow: () => import('./pages/ActorLiveShow/ActorLiveShowPage'),
    actorTopCams: () => import('./pages/ActorTopCams/ActorTopCamsPage'),
    searchActors: () => import('./pages/ActorSearch/ActorSearchPage'),
  },
  widgets: {
    chatHistory: () => import('./live/ChatHistory/ChatHistory'),
  },
  namespace: 'chat',
  locales: {
    de: () => import('./locales/de.json'),
    en: () => import('./locales/en.json'),
    nl: () => import('./locales/nl.json'),
    es: () => import('./locales/es.json'),
  },
});
