import { defineRoutes } from '@vx/shared';

/** mf-chat's routes as data: published as routes.json beside the remote's manifest. */
export const routes = defineRoutes({
  cams: { de: 'cams/', en: 'cams/', nl: 'cams/', es: 'cams/' },
  category: { de: 'kategorien/:categorySlug/', en: 'categories/:categorySlug/', nl: 'categorieen/:categorySlug/', es: 'categorias/:categorySlug/' },
  freeChat: { de: 'gratis-chat/', en: 'free-chat/', nl: 'gratis-chat/', es: 'chat-gratis/' },
  newGirls: { de: 'neue-girls/', en: 'new-girls/', nl: 'nieuwe-girls/', es: 'chicas-nuevas/' },
  actorProfile: { de: 'amateur/:actorName/', en: 'amateur/:actorName/', nl: 'amateur/:actorName/', es: 'amateur/:actorName/' },
  actorAbout: { de: 'amateur/:actorName/ueber-mich/', en: 'amateur/:actorName/about-me/', nl: 'amateur/:actorName/over-mij/', es: 'amateur/:actorName/sobre-mi/' },
  topCams: { de: 'top-cams/', en: 'top-cams/', nl: 'top-cams/', es: 'top-cams/' },
});
