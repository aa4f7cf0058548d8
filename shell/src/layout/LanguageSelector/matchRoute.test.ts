import type { RouteTable } from '@vx/shared';
import { routes as shellRoutes } from '../../routes';
import { matchRoute, switchLanguageHref } from './matchRoute';

const table: RouteTable = {
  ...shellRoutes,
  cams: { de: 'cams/', en: 'cams/', nl: 'cams/', es: 'cams/' },
  freeChat: { de: 'gratis-chat/', en: 'free-chat/', nl: 'gratis-chat/', es: 'chat-gratis/' },
  actorProfile: { de: 'amateur/:actorName/', en: 'amateur/:actorName/', nl: 'amateur/:actorName/', es: 'amateur/:actorName/' },
  videoDetails: { de: 'videos/:videoId/', en: 'videos/:videoId/', nl: 'videos/:videoId/', es: 'videos/:videoId/' },
  newVideos: { de: 'videos/neue-videos/', en: 'videos/new-videos/', nl: 'videos/nieuwe-videos/', es: 'videos/videos-nuevos/' },
};

describe('matchRoute', () => {
  it('finds shell routes by their localized slug', () => {
    expect(matchRoute('/de/agb/', table)).toEqual({ name: 'termsOfService', language: 'de', params: {} });
    expect(matchRoute('/en/', table)?.name).toBe('home');
    expect(matchRoute('/en', table)?.name).toBe('home');
  });

  it('finds remote routes and their parameters', () => {
    expect(matchRoute('/en/amateur/lena/', table)).toEqual({ name: 'actorProfile', language: 'en', params: { actorName: 'lena' } });
    expect(matchRoute('/es/chat-gratis/', table)?.name).toBe('freeChat');
  });

  it('ranks a static segment over a parameter, as the router does', () => {
    expect(matchRoute('/en/videos/new-videos/', table)?.name).toBe('newVideos');
    expect(matchRoute('/en/videos/42/', table)).toEqual({ name: 'videoDetails', language: 'en', params: { videoId: '42' } });
  });

  it('knows no route for unknown paths and paths without a language', () => {
    expect(matchRoute('/en/nowhere/at/all/', table)).toBeNull();
    expect(matchRoute('/cams/', table)).toBeNull();
  });
});

describe('switchLanguageHref', () => {
  it('keeps the route and translates its slug', () => {
    expect(switchLanguageHref({ pathname: '/de/agb/' }, table, 'en')).toBe('/en/terms-of-service/');
    expect(switchLanguageHref({ pathname: '/en/free-chat/' }, table, 'de')).toBe('/de/gratis-chat/');
    expect(switchLanguageHref({ pathname: '/en/videos/new-videos/' }, table, 'nl')).toBe('/nl/videos/nieuwe-videos/');
  });

  it('keeps parameters (re-encoded) and the query', () => {
    expect(switchLanguageHref({ pathname: '/en/amateur/s%C3%BC%C3%9Fe/', search: '?scrollTo=videos' }, table, 'es')).toBe(
      '/es/amateur/s%C3%BC%C3%9Fe/?scrollTo=videos',
    );
  });

  it('falls back to the start page of the other language', () => {
    expect(switchLanguageHref({ pathname: '/en/nowhere/' }, table, 'de')).toBe('/de/');
    expect(switchLanguageHref({ pathname: '/' }, table, 'nl')).toBe('/nl/');
  });
});
