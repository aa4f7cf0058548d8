import type { BrandManifest } from '@vx/shared';
import { testBrand } from '../../testing/renderWithPlatform';
import type { SearchHits } from './globalSearch';

const picture = (name: string) => ({ w320: `https://img.test/${name}.jpg` });

interface Names {
  actors?: string[];
  videos?: string[];
  series?: string[];
  posts?: string[];
  proposals?: string[];
  /** The totals when more hits exist than those listed. */
  totals?: Partial<Record<'actors' | 'videos' | 'mediathek' | 'blog', number>>;
}

/** For tests: a global search answer as the query service gives it, with the fields the overlay selects. */
export function searchHits(searchPattern: string, { actors = [], videos = [], series = [], posts = [], proposals = [], totals = {} }: Names = {}): SearchHits {
  return {
    searchPattern,
    proposals,
    actors: {
      total: totals.actors ?? actors.length,
      items: actors.map((name, index) => ({ id: 100 + index, name, isOnline: index === 0, avatar: picture(name) })),
    },
    videos: {
      total: totals.videos ?? videos.length,
      items: videos.map((title, index) => ({ id: 200 + index, title, model: { id: 100, name: actors[0] ?? 'Lena' }, preview: picture(title) })),
    },
    mediathek: {
      total: totals.mediathek ?? series.length,
      items: series.map((title, index) => ({ id: 300 + index, key: title.toLowerCase().replace(/\W+/g, '-'), title, episodeCount: 6, picture: picture(title) })),
    },
    blog: {
      total: totals.blog ?? posts.length,
      items: posts.map((title, index) => ({ id: 400 + index, slug: title.toLowerCase().replace(/\W+/g, '-'), title, image: null })),
    },
  };
}

const same = (path: string) => ({ de: path, en: path, nl: path, es: path });

/** For tests: the test brand composing every page the search leads to. */
export const searchBrand: BrandManifest = {
  ...testBrand,
  remotes: [
    {
      ...testBrand.remotes[0],
      routes: {
        ...testBrand.remotes[0].routes,
        actorVideo: same('amateur/:actorName/videos/:videoId/'),
        searchActors: same('search/actors/:searchPattern/'),
      },
    },
    { name: 'mf_media', entry: 'http://localhost:3003/remoteEntry.js', routes: { searchVideos: same('search/videos/:searchPattern/') } },
    {
      name: 'mf_tv',
      entry: 'http://localhost:3004/remoteEntry.js',
      routes: {
        tvMediathekSeries: same('tv/mediathek/:series/'),
        searchSeries: same('search/series/:searchPattern/'),
        blogArticle: same('magazine/:slug/'),
        blogSearch: same('search/magazine/:searchPattern/'),
      },
    },
  ],
};
