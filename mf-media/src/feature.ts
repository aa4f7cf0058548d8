import { defineFeature } from '@vx/shared';
import { routes } from './routes';

/** Videos and pictures: widgets lent to the actor profile pages of mf-chat (which owns the routes). */
export default defineFeature({
  id: 'mf_media',
  routes,
  pages: {},
  widgets: {
    actorVideos: () => import('./widgets/ActorVideos/ActorVideos'),
    actorAlbums: () => import('./widgets/ActorAlbums/ActorAlbums'),
    videoDetail: () => import('./widgets/VideoDetail/VideoDetail'),
    albumDetail: () => import('./widgets/AlbumDetail/AlbumDetail'),
  },
  namespace: 'media',
  locales: {
    de: () => import('./locales/de.json'),
    en: () => import('./locales/en.json'),
    nl: () => import('./locales/nl.json'),
    es: () => import('./locales/es.json'),
  },
});
