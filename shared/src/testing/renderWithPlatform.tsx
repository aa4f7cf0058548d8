import { ThemeProvider } from '@emotion/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, type RenderOptions } from '@testing-library/react';
import { useEffect, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type Location } from 'react-router-dom';
import { BehaviorSubject } from 'rxjs';
import { LANGUAGES, type Language } from '../constants';
import type { Translations } from '../contract/feature';
import { PlatformContext, type FlowOutcome, type Platform } from '../contract/platform';
import { createI18n } from '../i18n';
import type { RouteTable } from '../protocol/brand';
import type { Guest } from '../protocol/entities';
import { themes } from '../ui/theme';
import { fakePlatform } from './fakePlatform';

/** What one app brings to its tests: its strings and its routes. */
export interface AppUnderTest {
  /** The i18next namespace of the app's strings ('shell', 'chat', 'media', …). */
  namespace: string;
  locales: Record<Language, Translations>;
  /** The routes `href` builds from. */
  routes: RouteTable;
}

export interface RenderWithPlatformOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The initial URL; `/<language>/` unless given. */
  route?: string;
  /** The route pattern the UI is rendered under, for pages that read their parameters. */
  path?: string;
  /** The language of the URL unless given, else English. */
  language?: Language;
  /** The fake REST client's `call`; a request that never answers unless given. */
  restCall?: jest.Mock;
  /** The fake query service's `request`; a query that never answers unless given. */
  vxqlRequest?: jest.Mock;
  /** The guest; a visitor unless given. Later changes go through `setGuest`. */
  guest?: Partial<Guest>;
  /** The brand shown on; VISIT-X unless given. */
  brand?: Partial<Platform['brand']>;
  /** The app's routes unless given (the shell's come from the brand). */
  routes?: RouteTable;
  /** Route names the brand composes; every name of the routes unless given. */
  routeNames?: readonly string[];
  queryClient?: QueryClient;
  /** Providers of the app's own around the tree (the shell's services). */
  wrap?: (children: ReactNode) => ReactNode;
}

const languageOf = (route: string): Language | undefined =>
  (LANGUAGES as readonly string[]).find((language) => route.startsWith(`/${language}/`)) as Language | undefined;

/**
 * The one way a unit test renders UI of the shell or a remote: as the shell would, with a fake
 * Platform (real bus, fake REST, spies for tracking, flows and remote loading), the visitx theme,
 * i18next with the app's strings, a fresh query cache and a MemoryRouter. `openFlow` records the
 * call and opens `?flow=` as the shell does; `setGuest` changes the guest as a login would.
 * Each app binds it once to its strings and routes (its src/testing/renderWithPlatform.tsx).
 */
export function renderWithPlatform(app: AppUnderTest, ui: ReactElement, options: RenderWithPlatformOptions = {}) {
  const {
    route: initialRoute,
    path,
    language = languageOf(initialRoute ?? '') ?? 'en',
    restCall = jest.fn(() => new Promise(() => undefined)),
    vxqlRequest,
    guest,
    brand,
    routes = app.routes,
    routeNames,
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0, gcTime: Infinity } } }),
    wrap = (children) => children,
    ...renderOptions
  } = options;
  const route = initialRoute ?? `/${language}/`;
  const base = fakePlatform({ language, restCall, vxqlRequest, routes, routeNames, guest, brand });
  const guest$ = new BehaviorSubject<Guest>(base.guest);
  const sent: unknown[] = [];
  base.bus.outgoing$.subscribe((message) => sent.push(message));
  const i18n = createI18n(language, { [app.namespace]: app.locales[language] });
  const current: { platform: Platform; location: Location | null; navigate: ((to: { search: string }) => void) | null } = {
    platform: base,
    location: null,
    navigate: null,
  };
  (base.openFlow as jest.Mock).mockImplementation((flow: string) => {
    const search = new URLSearchParams(current.location?.search);
    search.set('flow', flow);
    current.navigate?.({ search: search.toString() });
    // The dialog stays open in a test (its outcome never comes) unless the test says how it ends.
    return new Promise<FlowOutcome>(() => undefined);
  });

  function LivePlatform({ children }: { children: ReactNode }) {
    const [currentGuest, setCurrentGuest] = useState(guest$.value);
    current.navigate = useNavigate();
    current.location = useLocation();
    useEffect(() => {
      const subscription = guest$.subscribe(setCurrentGuest);
      return () => subscription.unsubscribe();
    }, []);
    // The same spies throughout; only the guest changes, as in the shell.
    const platform = useMemo<Platform>(() => ({ ...base, guest: currentGuest }), [currentGuest]);
    current.platform = platform;
    return <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
  }

  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ThemeProvider theme={themes.visitx}>
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            {wrap(
              <MemoryRouter initialEntries={[route]}>
                <LivePlatform>
                  {path ? (
                    <Routes>
                      <Route path={path} element={children} />
                    </Routes>
                  ) : (
                    children
                  )}
                </LivePlatform>
              </MemoryRouter>,
            )}
          </QueryClientProvider>
        </I18nextProvider>
      </ThemeProvider>
    );
  }

  const result = render(ui, { wrapper: Wrapper, ...renderOptions });
  return {
    ...result,
    language,
    bus: base.bus,
    rest: restCall,
    openFlow: base.openFlow as jest.Mock,
    queryClient,
    i18n,
    guest$,
    /** Outgoing bus messages, in order. */
    sent,
    /** Changes the current guest (login, logout, balance) as the session would. */
    setGuest: (next: Guest) => act(() => guest$.next(next)),
    get platform(): Platform {
      return current.platform;
    },
    get location(): Location {
      return current.location!;
    },
  };
}
