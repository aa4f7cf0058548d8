import { ThemeProvider } from '@emotion/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createI18n, PlatformContext, themes, type Language, type Platform, type RouteTable } from '@vx/shared';
import { fakePlatform } from '@vx/shared/testing';
import de from '../locales/de.json';
import en from '../locales/en.json';
import es from '../locales/es.json';
import nl from '../locales/nl.json';

const LOCALES = { de, en, nl, es };

/** The profile routes the widgets link to; in the app they come from mf-chat's route table. */
export const profileRoutes: RouteTable = {
  actorVideos: { de: 'amateur/:actorName/videos/', en: 'amateur/:actorName/videos/', nl: 'amateur/:actorName/videos/', es: 'amateur/:actorName/videos/' },
  actorVideosTag: {
    de: 'amateur/:actorName/videos/tag/:tagGroup/',
    en: 'amateur/:actorName/videos/tag/:tagGroup/',
    nl: 'amateur/:actorName/videos/tag/:tagGroup/',
    es: 'amateur/:actorName/videos/tag/:tagGroup/',
  },
  actorVideosClassic: { de: 'amateur/:actorName/videos/klassiker/', en: 'amateur/:actorName/videos/classic/', nl: 'amateur/:actorName/videos/klassiek/', es: 'amateur/:actorName/videos/clasicos/' },
  actorVideo: { de: 'amateur/:actorName/videos/:videoId/', en: 'amateur/:actorName/videos/:videoId/', nl: 'amateur/:actorName/videos/:videoId/', es: 'amateur/:actorName/videos/:videoId/' },
  actorPictures: { de: 'amateur/:actorName/bilder/', en: 'amateur/:actorName/pictures/', nl: 'amateur/:actorName/fotos/', es: 'amateur/:actorName/fotos/' },
  actorAlbum: { de: 'amateur/:actorName/bilder/:albumId/', en: 'amateur/:actorName/pictures/:albumId/', nl: 'amateur/:actorName/fotos/:albumId/', es: 'amateur/:actorName/fotos/:albumId/' },
};

export interface RenderOptionsWithPlatform extends Omit<RenderOptions, 'wrapper'> {
  language?: Language;
  /** The fake REST client's `call`. */
  restCall?: jest.Mock;
  /** The initial URL. */
  route?: string;
  /** The guest; a visitor unless given. */
  guest?: Partial<Platform['guest']>;
  /** Route names the brand composes; all profile routes unless given. */
  routeNames?: string[];
}

/** The current URL, for asserting where a link or the pagination led. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders mf-media UI as the shell would: a fake Platform (real bus, fake REST), the visitx theme,
 * i18next with mf-media's strings under its namespace, a fresh request cache and a MemoryRouter.
 * (The idea of mf-chat's helper; remotes do not import from each other.)
 */
export function renderWithPlatform(ui: ReactElement, options: RenderOptionsWithPlatform = {}) {
  const {
    language = 'en',
    restCall = jest.fn(() => new Promise(() => undefined)),
    route = `/${language}/`,
    guest,
    routeNames = Object.keys(profileRoutes),
    ...renderOptions
  } = options;
  const i18n = createI18n(language, { media: LOCALES[language] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { gcTime: Infinity, retryDelay: 0 } } });
  const platform = fakePlatform({ language, restCall, routes: profileRoutes, routeNames, guest });

  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ThemeProvider theme={themes.visitx}>
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <MemoryRouter initialEntries={[route]}>
              <PlatformContext.Provider value={platform}>
                <Routes>
                  <Route path="*" element={children} />
                </Routes>
                <LocationProbe />
              </PlatformContext.Provider>
            </MemoryRouter>
          </QueryClientProvider>
        </I18nextProvider>
      </ThemeProvider>
    );
  }

  return { ...render(ui, { wrapper: Wrapper, ...renderOptions }), bus: platform.bus, rest: restCall, platform, i18n, queryClient };
}
