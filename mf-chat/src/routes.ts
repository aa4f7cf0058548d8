import { defineRoutes } from '@vx/shared';

/** mf-chat's routes as data: published as routes.json beside the remote's manifest. */
export const routes = defineRoutes('mf_chat', {
  cams: { de: 'cams/', en: 'cams/', nl: 'cams/', es: 'cams/' },
  category: { de: 'kategorien/:categorySlug/', en: 'categories/:categorySlug/', nl: 'categorieen/:categorySlug/', es: 'categorias/:categorySlug/' },
  freeChat: { de: 'gratis-chat/', en: 'free-chat/', nl: 'gratis-chat/', es: 'chat-gratis/' },
  newGirls: { de: 'neue-girls/', en: 'new-girls/', nl: 'nieuwe-girls/', es: 'chicas-nuevas/' },
  topCams: { de: 'top-cams/', en: 'top-cams/', nl: 'top-cams/', es: 'top-cams/' },
  camShows: { de: 'cam-shows/', en: 'cam-shows/', nl: 'cam-shows/', es: 'cam-shows/' },
  actorProfile: { de: 'amateur/:actorName/', en: 'amateur/:actorName/', nl: 'amateur/:actorName/', es: 'amateur/:actorName/' },
  actorAbout: { de: 'amateur/:actorName/ueber-mich/', en: 'amateur/:actorName/about-me/', nl: 'amateur/:actorName/over-mij/', es: 'amateur/:actorName/sobre-mi/' },
  actorVideos: { de: 'amateur/:actorName/videos/', en: 'amateur/:actorName/videos/', nl: 'amateur/:actorName/videos/', es: 'amateur/:actorName/videos/' },
  actorVideosTag: {
    de: 'amateur/:actorName/videos/tag/:tagGroup/',
    en: 'amateur/:actorName/videos/tag/:tagGroup/',
    nl: 'amateur/:actorName/videos/tag/:tagGroup/',
    es: 'amateur/:actorName/videos/tag/:tagGroup/',
  },
  actorVideosClassic: {
    de: 'amateur/:actorName/videos/klassiker/',
    en: 'amateur/:actorName/videos/classic/',
    nl: 'amateur/:actorName/videos/klassiek/',
    es: 'amateur/:actorName/videos/clasicos/',
  },
  actorVideo: { de: 'amateur/:actorName/videos/:videoId/', en: 'amateur/:actorName/videos/:videoId/', nl: 'amateur/:actorName/videos/:videoId/', es: 'amateur/:actorName/videos/:videoId/' },
  actorPictures: { de: 'amateur/:actorName/bilder/', en: 'amateur/:actorName/pictures/', nl: 'amateur/:actorName/fotos/', es: 'amateur/:actorName/fotos/' },
  actorAlbum: { de: 'amateur/:actorName/bilder/:albumId/', en: 'amateur/:actorName/pictures/:albumId/', nl: 'amateur/:actorName/fotos/:albumId/', es: 'amateur/:actorName/fotos/:albumId/' },
  actorLiveShow: { de: 'amateur/:actorName/live-show/', en: 'amateur/:actorName/live-show/', nl: 'amateur/:actorName/live-show/', es: 'amateur/:actorName/live-show/' },
  actorTopCams: { de: 'amateur/:actorName/top-cams/', en: 'amateur/:actorName/top-cams/', nl: 'amateur/:actorName/top-cams/', es: 'amateur/:actorName/top-cams/' },
  searchActors: { de: 'suche/amateure/:searchPattern/', en: 'search/actors/:searchPattern/', nl: 'zoeken/amateurs/:searchPattern/', es: 'buscar/amateurs/:searchPattern/' },
});
