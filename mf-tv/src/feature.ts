import { defineFeature } from '@vx/shared';
import { routes } from './routes';

/** TV, the mediathek and the magazine: what mf-tv lends the shell. Each page loads only when visited. */
export default defineFeature({
  id: 'mf_tv',
  routes,
  pages: {
    tvLivestream: () => import('./pages/Livestream/LivestreamPage'),
    tvPremium: () => import('./pages/Premium/PremiumPage'),
    tvPremiumLivestream: () => import('./pages/PremiumLivestream/PremiumLivestreamPage'),
    tvPremiumPricetable: () => import('./pages/PremiumPricetable/PremiumPricetablePage'),
    tvLateNight: () => import('./pages/LateNight/LateNightPage'),
    tvProgram: () => import('./pages/Program/ProgramPage'),
    tvGirls: () => import('./pages/Girls/GirlsPage'),
    tvMediaSeries: () => import('./pages/MediaSeries/MediaSeriesPage'),
    tvMediathekSeries: () => import('./pages/MediathekSeries/MediathekSeriesPage'),
    tvMediathekVideos: () => import('./pages/MediathekVideos/MediathekVideosPage'),
    tvVideo: () => import('./pages/Video/VideoPage'),
    blogOverview: () => import('./pages/BlogOverview/BlogOverviewPage'),
    blogCategory: () => import('./pages/BlogCategory/BlogCategoryPage'),
    blogArchives: () => import('./pages/BlogArchives/BlogArchivesPage'),
    blogArticle: () => import('./pages/BlogArticle/BlogArticlePage'),
    blogSearch: () => import('./pages/BlogSearch/BlogSearchPage'),
    searchSeries: () => import('./pages/SeriesSearch/SeriesSearchPage'),
  },
  widgets: {},
  namespace: 'tv',
  locales: {
    de: () => import('./locales/de.json'),
    en: () => import('./locales/en.json'),
    nl: () => import('./locales/nl.json'),
    es: () => import('./locales/es.json'),
  },
});
