import { defineFeature } from '@vx/shared';
import { routes } from './routes';

/** Videos and pictures: widgets lent to the actor profile pages of mf-chat (which owns the routes). */
export default defineFeature({
  id: 'mf_media',
  routes,
  pages: {
    feed: () => import('./pages/Feed/FeedPage'),
    videos: () => import('./pages/VideosOverview/VideosOverviewPage'),
    videosFreeClips: () => import('./pages/VideoList/VideoListPage').then((page) => ({ default: page.FreeClipsPage })),
    videosTrends: () => import('./pages/VideoList/VideoListPage').then((page) => ({ default: page.VideoTrendsPage })),
    videosOnSale: () => import('./pages/VideoList/VideoListPage').then((page) => ({ default: page.OnSalePage })),
    videosNew: () => import('./pages/VideoList/VideoListPage').then((page) => ({ default: page.NewVideosPage })),
    videosAll: () => import('./pages/VideoList/VideoListPage').then((page) => ({ default: page.AllVideosPage })),
    videosVip: () => import('./pages/VideoList/VideoListPage').then((page) => ({ default: page.VipVideosPage })),
    videosStars: () => import('./pages/VideoStars/VideoStarsPage'),
    searchVideos: () => import('./pages/VideoSearch/VideoSearchPage'),
  },
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
