import { ThemeProvider } from '@emotion/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createI18n, PlatformContext, themes, type Language, type Platform } from '@vx/shared';
import { fakePlatform } from '@vx/shared/testing';
import de from '../locales/de.json';
import en from '../locales/en.json';
import es from '../locales/es.json';
import nl from '../locales/nl.json';
import { routes } from '../routes';

const LOCALES = { de, en, nl, es };

export interface RenderOptionsWithPlatform extends Omit<RenderOptions, 'wrapper'> {
  language?: Language;
  /** The fake REST client's `call`. */
  restCall?: jest.Mock;
  /** The initial URL and, for pages with parameters, the route pattern that matches it. */
  route?: string;
  path?: string;
  /** The guest; a visitor unless given. */
  guest?: Partial<Platform['guest']>;
  /** The brand shown on; VISIT-X unless given. */
  brand?: Partial<Platform['brand']>;
}

/**
 * Renders mf-chat UI as the shell would: a fake Platform (real bus, fake REST), the visitx theme,
 * i18next with mf-chat's strings under its namespace, and a MemoryRouter. (The idea of the
 * shell's helper; remotes do not import from the shell.)
 */
export function renderWithPlatform(ui: ReactElement, options: RenderOptionsWithPlatform = {}) {
  const { language = 'en', restCall = jest.fn(() => new Promise(() => undefined)), route = `/${language}/`, path, guest, brand, ...renderOptions } = options;
  const i18n = createI18n(language, { chat: LOCALES[language] });
  const platform = fakePlatform({ language, restCall, routes, guest, brand });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });

  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={themes.visitx}>
          <I18nextProvider i18n={i18n}>
            <MemoryRouter initialEntries={[route]}>
              <PlatformContext.Provider value={platform}>
                {path ? (
                  <Routes>
                    <Route path={path} element={children} />
                  </Routes>
                ) : (
                  children
                )}
              </PlatformContext.Provider>
            </MemoryRouter>
          </I18nextProvider>
        </ThemeProvider>
      </QueryClientProvider>
    );
  }

  return { ...render(ui, { wrapper: Wrapper, ...renderOptions }), bus: platform.bus, rest: restCall, platform, i18n };
}
