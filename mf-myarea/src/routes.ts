import { defineRoutes } from '@vx/shared';

/** mf-myarea's routes (spec 000 §2 "My area"): MyVisitX, the guest's own area, as data (routes.json). */
export const routes = defineRoutes('mf_myarea', {
  myvisitx: { de: 'myvisitx/', en: 'myvisitx/', nl: 'myvisitx/', es: 'myvisitx/' },
  myvisitxProfile: { de: 'myvisitx/profil/', en: 'myvisitx/profile/', nl: 'myvisitx/profiel/', es: 'myvisitx/perfil/' },
  myvisitxMediathek: { de: 'myvisitx/mediathek/', en: 'myvisitx/mediathek/', nl: 'myvisitx/mediathek/', es: 'myvisitx/mediathek/' },
  myvisitxMediathekPhotos: { de: 'myvisitx/mediathek/fotos/', en: 'myvisitx/mediathek/photos/', nl: 'myvisitx/mediathek/fotos/', es: 'myvisitx/mediathek/fotos/' },
  myvisitxFavoriteCams: { de: 'myvisitx/lieblings-cams/', en: 'myvisitx/favorite-cams/', nl: 'myvisitx/favoriete-cams/', es: 'myvisitx/cams-favoritas/' },
  myvisitxBenefits: { de: 'myvisitx/vorteile/', en: 'myvisitx/benefits/', nl: 'myvisitx/voordelen/', es: 'myvisitx/ventajas/' },
  myvisitxSpinwheel: { de: 'myvisitx/gluecksrad/', en: 'myvisitx/spinwheel/', nl: 'myvisitx/rad-van-fortuin/', es: 'myvisitx/ruleta/' },
  myvisitxChats: { de: 'myvisitx/chats/', en: 'myvisitx/chats/', nl: 'myvisitx/chats/', es: 'myvisitx/chats/' },
});
