import { QueryClient as RequestCache } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import {
  createBus,
  createFeedClient,
  createGuestServiceClient,
  createI18n,
  createVxqlClient,
  createRestClient,
  reporterOf,
  type Bus,
  type BrandManifest,
  type Language,
  type VxqlClient,
  type RestClient,
} from '@vx/shared';
import { createRemoteLoader, type RemoteLoader } from '../federation/remotes';
import { takeFirstAnswer } from '../firstView/answers';
import { FlowOutcomes } from '../flows/flowOutcomes';
import { PurchaseQuestions } from '../purchase/purchaseQuestions';
import { Session } from '../session/session';
import { visitorTokens } from '../session/visitorToken';
import { createSessionConfig } from '../session/sessionConfig';
import { SocketClient } from '../socket/SocketClient';
import { reportBrowserOnline } from './browserOnline';

declare const __BUILD_VERSION__: string;

/** The page's singletons, created once: what the shell owns and lends to every remote. */
export interface Services {
  brand: BrandManifest;
  bus: Bus;
  rest: RestClient;
  vxql: VxqlClient;
  feed: VxqlClient;
  guestService: VxqlClient;
  session: Session;
  socket: SocketClient;
  i18n: i18n;
  requestCache: RequestCache;
  loadFeature: RemoteLoader;
  sessionConfig: ReturnType<typeof createSessionConfig>;
  /** How the open flow ended, for its opener (platform.openFlow). */
  flowOutcomes: FlowOutcomes;
  /** The questions before coins are spent (platform.confirmPurchase). */
  purchaseQuestions: PurchaseQuestions;
  currentLanguage: () => Language;
}

export function createServices(brand: BrandManifest, language: Language): Services {
  let current = language;
  const currentLanguage = () => current;
  const i18n = createI18n(language);
  i18n.on('languageChanged', (lng) => {
    current = lng as Language;
  });
  const bus = createBus();
  const session: Session = new Session({
    rest: () => rest,
    language: currentLanguage,
    onLoginChange: () => socket.restart(),
    onRenewed: () => socket.refreshSession(),
  });
  const clientOptions = { baseUrl: '', getToken: session.getToken, renew: session.renew, getLanguage: currentLanguage };
  const rest = createRestClient({
    ...clientOptions,
    ver: typeof __BUILD_VERSION__ === 'string' ? __BUILD_VERSION__ : 'dev',
    firstAnswer: takeFirstAnswer,
  });
  const socketUrl = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/ws`;
  const socket: SocketClient = new SocketClient({
    url: socketUrl,
    bus,
    getToken: session.getToken,
    getGuestId: session.getGuestId,
    getLanguage: currentLanguage,
    onConnectionError: (error) => report('websocketConnectionError', { ...error, page: window.location.pathname }),
  });
  const report = reporterOf(rest);
  reportBrowserOnline(report);
  return {
    brand,
    bus,
    rest,
    vxql: createVxqlClient({ ...clientOptions, visitorToken: visitorTokens(rest) }),
    feed: createFeedClient(clientOptions),
    guestService: createGuestServiceClient(clientOptions),
    session,
    socket,
    i18n,
    requestCache: new RequestCache({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } }),
    loadFeature: createRemoteLoader(brand, i18n),
    sessionConfig: createSessionConfig(() => session.isLoggedIn),
    flowOutcomes: new FlowOutcomes(),
    purchaseQuestions: new PurchaseQuestions(),
    currentLanguage,
  };
}
