import type { RouteTable } from '@vx/shared/protocol';
import { resolvePage } from './page-routes';

const slugs = (de: string, en = de, nl = de, es = de) => ({ de, en, nl, es });

/** Tables shaped like the shell's and mf-chat's: translated slugs, parameters, a literal beside a parameter. */
const SHELL: RouteTable = { home: slugs(''), termsOfService: slugs('agb/', 'terms-of-service/', 'algemene-voorwaarden/', 'terminos-del-servicio/') };
const CHAT: RouteTable = {
  cams: slugs('cams/'),
  category: slugs('kategorien/:categorySlug/', 'categories/:categorySlug/', 'categorieen/:categorySlug/', 'categorias/:categorySlug/'),
  actorProfile: slugs('amateur/:actorName/'),
  actorVideos: slugs('amateur/:actorName/videos/'),
  actorVideo: slugs('amateur/:actorName/videos/:videoId/'),
  actorVideosClassic: slugs('amateur/:actorName/videos/klassiker/', 'amateur/:actorName/videos/classic/', 'amateur/:actorName/videos/klassiek/', 'amateur/:actorName/videos/clasicos/'),
  actorVideosTag: slugs('amateur/:actorName/videos/tag/:tagGroup/'),
};
const TABLES = [SHELL, CHAT];
const resolve = (path: string, search = '') => resolvePage(TABLES, 'en', path, search);

describe('resolvePage', () => {
  it('knows the start page, the shell’s pages and the remotes’ pages in each language’s slugs', () => {
    expect(resolve('/')).toEqual({ kind: 'page', route: 'home', params: {} });
    expect(resolve('/de/')).toEqual({ kind: 'page', route: 'home', params: {} });
    expect(resolve('/de/agb/')).toEqual({ kind: 'page', route: 'termsOfService', params: {} });
    expect(resolve('/es/categorias/girls/')).toEqual({ kind: 'page', route: 'category', params: { categorySlug: 'girls' } });
    expect(resolve('/en/amateur/madessa/videos/17/')).toEqual({ kind: 'page', route: 'actorVideo', params: { actorName: 'madessa', videoId: '17' } });
  });

  it('ranks a literal segment above a parameter, as the router does', () => {
    expect(resolve('/en/amateur/madessa/videos/classic/')).toMatchObject({ route: 'actorVideosClassic' });
    expect(resolve('/de/amateur/madessa/videos/classic/')).toMatchObject({ route: 'actorVideo' });
  });

  it('does not know another language’s slug, a route of no table or an empty segment', () => {
    expect(resolve('/de/terms-of-service/')).toEqual({ kind: 'unknown' });
    expect(resolve('/en/no-such-page/')).toEqual({ kind: 'unknown' });
    expect(resolve('/en/videos/')).toEqual({ kind: 'unknown' });
    expect(resolve('/en/amateur//')).toEqual({ kind: 'unknown' });
    expect(resolve('/en/cams/extra/')).toEqual({ kind: 'unknown' });
    expect(resolve('/en/amateur/%E0%A4%A/')).toEqual({ kind: 'unknown' });
  });

  it('redirects an actor name to lowercase and adds the trailing slash, keeping the query', () => {
    expect(resolve('/en/amateur/Madessa/')).toEqual({ kind: 'redirect', location: '/en/amateur/madessa/' });
    expect(resolve('/en/amateur/Madessa', '?scrollTo=prices')).toEqual({ kind: 'redirect', location: '/en/amateur/madessa/?scrollTo=prices' });
    expect(resolve('/en/amateur/madessa')).toEqual({ kind: 'redirect', location: '/en/amateur/madessa/' });
    expect(resolve('/en/cams')).toEqual({ kind: 'redirect', location: '/en/cams/' });
    expect(resolve('/en')).toEqual({ kind: 'redirect', location: '/en/' });
    expect(resolve('/en/Amateur/Madessa/Videos/Classic')).toEqual({ kind: 'redirect', location: '/en/amateur/madessa/videos/classic/' });
  });

  it('writes parameters as buildHref encodes them and leaves the case of other parameters alone', () => {
    expect(resolve('/en/amateur/madessa/videos/tag/Big%20Toys/')).toMatchObject({ kind: 'page', params: { tagGroup: 'Big Toys' } });
    expect(resolve('/en/amateur/madessa/videos/tag/Big Toys')).toEqual({ kind: 'redirect', location: '/en/amateur/madessa/videos/tag/Big%20Toys/' });
    expect(resolve('/en/amateur/%4Cena/')).toEqual({ kind: 'redirect', location: '/en/amateur/lena/' });
  });

  it('takes a path without a language in the default language, as the shell moves it there', () => {
    expect(resolve('/cams/')).toEqual({ kind: 'page', route: 'cams', params: {} });
    expect(resolve('/xx/cams')).toEqual({ kind: 'page', route: 'cams', params: {} });
    expect(resolve('/no-such-page')).toEqual({ kind: 'unknown' });
    expect(resolvePage(TABLES, 'de', '/agb/')).toEqual({ kind: 'page', route: 'termsOfService', params: {} });
  });
});
