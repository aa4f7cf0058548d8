import { ThemeProvider } from '@emotion/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, type RenderOptions } from '@testing-library/react';
import { useEffect, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation, useNavigate, type Location } from 'react-router-dom';
import { BehaviorSubject } from 'rxjs';
import {
  hrefIn,
  createBus,
  createI18n,
  PlatformContext,
  themes,
  type BrandManifest,
  type Guest,
  type Language,
  type PaymentFlow,
  type Platform,
  type RestClient,
  visitorGuest,
} from '@vx/shared';
import de from '../locales/de.json';
import en from '../locales/en.json';
import es from '../locales/es.json';
import nl from '../locales/nl.json';
import { ServicesProvider, type ShellServices } from '../platform/ServicesContext';
import { brandRouteTable } from '../router/routeTable';

const LOCALES = { de, en, nl, es };

export const testBrand: BrandManifest = {
  id: 'visitx',
  name: 'VISIT-X',
  theme: 'visitx',
  defaultLanguage: 'de',
  hosts: ['localhost'],
  links: { becomeModel: 'https://www.visit-x.net/models/', helpCenter: 'https://help.visit-x.net/' },
  features: { brandModal: false, spanishAvsModal: false },
  remotes: [
    {
      name: 'mf_chat',
      entry: 'http://localhost:3001/mf-manifest.json',
      routes: {
        cams: { de: 'cams/', en: 'cams/', nl: 'cams/', es: 'cams/' },
        actorProfile: { de: 'amateur/:actorName/', en: 'amateur/:actorName/', nl: 'amateur/:actorName/', es: 'amateur/:actorName/' },
      },
    },
  ],
};

export function loggedInGuest(changes: Partial<Guest> = {}): Guest {
  return {
    ...visitorGuest('en'),
    isLoggedIn: true,
    id: 7,
    name: 'lucky',
    email: 'lucky@example.com',
    balance: 120,
    balanceFormatted: '120 VXC',
    ...changes,
  };
}

export interface FakeSession {
  login: jest.Mock;
  signup: jest.Mock;
  confirmSignup: jest.Mock;
  logout: jest.Mock;
  refreshBalance: jest.Mock;
}

export interface RenderWithPlatformOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The initial URL, e.g. '/en/?flow=login'. */
  route?: string;
  language?: Language;
  guest?: Guest;
  brand?: BrandManifest;
  /** Replaces the fake REST client's `call`. */
  restCall?: jest.Mock;
  session?: Partial<FakeSession>;
  queryClient?: QueryClient;
}

/**
 * Renders shell UI the way the shell does: a fake Platform (real bus, fake REST), the visitx
 * theme, i18next with the shell's strings, a MemoryRouter, react-query and the shell services.
 */
export function renderWithPlatform(ui: ReactElement, options: RenderWithPlatformOptions = {}) {
  const {
    route = '/en/',
    language = (route.split('/')[1] as Language) || 'en',
    brand = testBrand,
    guest = visitorGuest(language),
    restCall = jest.fn(() => new Promise(() => undefined)),
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } }),
    ...renderOptions
  } = options;
  const bus = createBus();
  const sent: unknown[] = [];
  bus.outgoing$.subscribe((message) => sent.push(message));
  const guest$ = new BehaviorSubject<Guest>(guest);
  const session: FakeSession = {
    login: jest.fn(async () => guest$.value),
    signup: jest.fn(async () => undefined),
    confirmSignup: jest.fn(async () => guest$.value),
    logout: jest.fn(async () => guest$.next(visitorGuest(language))),
    refreshBalance: jest.fn(async () => undefined),
    ...options.session,
  };
  const rest = { call: restCall } as unknown as RestClient;
  const openFlow = jest.fn();
  const i18n = createI18n(language, { shell: LOCALES[language] });
  const table = brandRouteTable(brand);
  const current: { platform: Platform | null; location: Location | null } = { platform: null, location: null };

  function FakePlatform({ children }: { children: ReactNode }) {
    const [currentGuest, setGuest] = useState(guest$.value);
    const navigate = useNavigate();
    const location = useLocation();
    current.location = location;
    useEffect(() => {
      const subscription = guest$.subscribe(setGuest);
      return () => subscription.unsubscribe();
    }, []);
    const platform = useMemo<Platform>(
      () => ({
        bus,
        rest,
        vxql: { request: jest.fn() },
        feed: { request: jest.fn() },
        brand,
        language,
        guest: currentGuest,
        href: hrefIn(table, language),
        hasRoute: (name) => name in table,
        track: jest.fn(),
        openFlow: (flow: PaymentFlow) => {
          openFlow(flow);
          const search = new URLSearchParams(location.search);
          search.set('flow', flow);
          navigate({ search: search.toString() });
        },
        loadFeature: jest.fn(() => new Promise(() => undefined)),
        sessionConfig: { get: () => undefined, set: () => undefined },
      }),
      [currentGuest, navigate, location.search],
    );
    current.platform = platform;
    return <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
  }

  const services = { session } as unknown as ShellServices;

  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ThemeProvider theme={themes.visitx}>
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <ServicesProvider services={services}>
              <MemoryRouter initialEntries={[route]}>
                <FakePlatform>{children}</FakePlatform>
              </MemoryRouter>
            </ServicesProvider>
          </QueryClientProvider>
        </I18nextProvider>
      </ThemeProvider>
    );
  }

  const result = render(ui, { wrapper: Wrapper, ...renderOptions });
  return {
    ...result,
    bus,
    rest: restCall,
    session,
    openFlow,
    queryClient,
    i18n,
    /** Outgoing bus messages, in order. */
    sent,
    /** Changes the current guest (login, logout, balance) as the session would. */
    setGuest: (next: Guest) => act(() => guest$.next(next)),
    get platform(): Platform {
      return current.platform!;
    },
    get location(): Location {
      return current.location!;
    },
  };
}
