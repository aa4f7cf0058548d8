import { defineRoutes } from '@vx/shared';

/**
 * mf-tv's routes as data (published as routes.json): TV, mediathek and the magazine (spec 000 §2
 * "TV", "Blog article and blog overview", "magazine search results", the series search results). The English TV paths are the
 * spec's; German, Dutch and Spanish slugs are translated where the word differs.
 */
export const routes = defineRoutes('mf_tv', {
  tvLivestream: { de: 'tv/livestream/', en: 'tv/livestream/', nl: 'tv/livestream/', es: 'tv/en-directo/' },
  tvPremium: { de: 'tv/premium/', en: 'tv/premium/', nl: 'tv/premium/', es: 'tv/premium/' },
  tvPremiumLivestream: { de: 'tv/premium/livestream/', en: 'tv/premium/livestream/', nl: 'tv/premium/livestream/', es: 'tv/premium/en-directo/' },
  tvPremiumPricetable: { de: 'tv/premium/preise/', en: 'tv/premium/pricetable/', nl: 'tv/premium/prijzen/', es: 'tv/premium/precios/' },
  tvLateNight: { de: 'tv/late-night/', en: 'tv/late-night/', nl: 'tv/late-night/', es: 'tv/late-night/' },
  tvProgram: { de: 'tv/programm/', en: 'tv/program/', nl: 'tv/programma/', es: 'tv/programacion/' },
  tvGirls: { de: 'tv/girls/', en: 'tv/girls/', nl: 'tv/girls/', es: 'tv/chicas/' },
  tvMediaSeries: { de: 'tv/media/serien/', en: 'tv/media/series/', nl: 'tv/media/series/', es: 'tv/media/series/' },
  tvMediathekSeries: { de: 'tv/mediathek/:series/', en: 'tv/mediathek/:series/', nl: 'tv/mediathek/:series/', es: 'tv/mediathek/:series/' },
  tvMediathekVideos: { de: 'tv/mediathek/:key/videos/', en: 'tv/mediathek/:key/videos/', nl: 'tv/mediathek/:key/videos/', es: 'tv/mediathek/:key/videos/' },
  tvVideo: { de: 'tv/video/:videoId/', en: 'tv/video/:videoId/', nl: 'tv/video/:videoId/', es: 'tv/video/:videoId/' },
  blogOverview: { de: 'magazin/', en: 'magazine/', nl: 'magazine/', es: 'revista/' },
  blogCategory: { de: 'magazin/kategorie/:categoryId/', en: 'magazine/category/:categoryId/', nl: 'magazine/categorie/:categoryId/', es: 'revista/categoria/:categoryId/' },
  blogArchives: { de: 'magazin/archiv/:categoryId/', en: 'magazine/archive/:categoryId/', nl: 'magazine/archief/:categoryId/', es: 'revista/archivo/:categoryId/' },
  blogArticle: { de: 'magazin/:slug/', en: 'magazine/:slug/', nl: 'magazine/:slug/', es: 'revista/:slug/' },
  blogSearch: { de: 'suche/magazin/:searchPattern/', en: 'search/magazine/:searchPattern/', nl: 'zoeken/magazine/:searchPattern/', es: 'buscar/revista/:searchPattern/' },
  searchSeries: { de: 'suche/serien/:searchPattern/', en: 'search/series/:searchPattern/', nl: 'zoeken/series/:searchPattern/', es: 'buscar/series/:searchPattern/' },
});
