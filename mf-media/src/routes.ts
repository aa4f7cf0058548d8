import { defineRoutes } from '@vx/shared';

/** mf-media's routes as data (published as routes.json); German, Dutch and Spanish slugs translated (spec 000 §2). */
export const routes = defineRoutes('mf_media', {
  feed: { de: 'feed/', en: 'feed/', nl: 'feed/', es: 'feed/' },
  videos: { de: 'videos/', en: 'videos/', nl: 'videos/', es: 'videos/' },
  videosFreeClips: { de: 'videos/gratis-clips/', en: 'videos/free-clips/', nl: 'videos/gratis-clips/', es: 'videos/clips-gratis/' },
  videosTrends: { de: 'videos/video-trends/', en: 'videos/video-trends/', nl: 'videos/videotrends/', es: 'videos/tendencias/' },
  videosOnSale: { de: 'videos/im-angebot/', en: 'videos/on-sale/', nl: 'videos/in-de-aanbieding/', es: 'videos/en-oferta/' },
  videosNew: { de: 'videos/neue-videos/', en: 'videos/new-videos/', nl: 'videos/nieuwe-videos/', es: 'videos/videos-nuevos/' },
  videosAll: { de: 'videos/alle-videos/', en: 'videos/all-videos/', nl: 'videos/alle-videos/', es: 'videos/todos-los-videos/' },
  videosVip: { de: 'videos/vip-videos/', en: 'videos/vip-videos/', nl: 'videos/vip-videos/', es: 'videos/videos-vip/' },
  videosStars: { de: 'videos/stars/', en: 'videos/stars/', nl: 'videos/sterren/', es: 'videos/estrellas/' },
  searchVideos: { de: 'suche/videos/:searchPattern/', en: 'search/videos/:searchPattern/', nl: 'zoeken/videos/:searchPattern/', es: 'buscar/videos/:searchPattern/' },
});
