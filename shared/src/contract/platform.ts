import { createContext, useContext, useEffect, useEffectEvent } from 'react';
import type { VxqlClient } from '../api/vxql';
import type { RestClient } from '../api/rest';
import type { PurchaseQuestion } from '../commerce/offer';
import type { Bus } from '../bus/bus';
import type { FlowName, Language } from '../constants';
import type { BrandManifest, RemoteName } from '../protocol/brand';
import type { Guest } from '../protocol/entities';
import type { IncomingOf, IncomingType } from '../protocol/socket';
import type { Feature } from './feature';
import type { HrefArgs, RouteName } from './routes';

/** How a flow ended for the one who opened it: `completed` when it reached its goal (a top-up paid), else `closed`. */
export type FlowOutcome = 'completed' | 'closed';

export interface TrackingEvent {
  type: string;
  source: string;
  data?: Record<string, unknown>;
}

/**
 * What the shell hands to every remote: its singletons and one typed API (the plugin model of
 * Grafana). Remotes never open a socket, read the token or know another remote's URL.
 */
export interface Platform {
  bus: Bus;
  rest: RestClient;
  vxql: VxqlClient;
  feed: VxqlClient;
  /** The guest service: pincall verification and the age-verification pay request. */
  guestService: VxqlClient;
  brand: BrandManifest;
  language: Language;
  /** The current guest; a visitor has isLoggedIn false. */
  guest: Guest;
  /**
   * Localized path of a route by name, in the current (or a given) language. Names and their
   * parameters are checked at compile time against route-registry.ts, whichever remote owns them.
   */
  href<N extends RouteName>(name: N, ...args: HrefArgs<N>): string;
  /** Whether the brand composes the route (a link to a missing feature is not rendered). */
  hasRoute(name: RouteName): boolean;
  track(event: TrackingEvent): void;
  /** Opens a payment flow of spec 000 §2 (login, moneycharge, ...) or signup; settles when its dialog closes. */
  openFlow(flow: FlowName): Promise<FlowOutcome>;
  /**
   * Asks the guest before coins are spent (the price, the balance after); true to go on. Answers
   * true at once when the guest opted out for the session, unless the purchase is resumed.
   */
  confirmPurchase(question: PurchaseQuestion): Promise<boolean>;
  /**
   * Loads a remote's feature module and its translations for the current language (used by
   * <RemoteArea>); `retry` forgets an earlier failure and fetches the remote's entry again.
   */
  loadFeature(remote: RemoteName, retry?: boolean): Promise<Feature>;
  /** Session config (spec 000 §3): kept in local storage, discarded when the login state differs. */
  sessionConfig: { get<T>(key: string): T | undefined; set(key: string, value: unknown): void };
}

export const PlatformContext = createContext<Platform | null>(null);

export function usePlatform(): Platform {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform outside of the shell');
  return platform;
}

/** Subscribes to one bus event type for the lifetime of the component; the newest handler runs. */
export function useBusEvent<T extends IncomingType>(type: T, handler: (event: IncomingOf<T>) => void): void {
  const { bus } = usePlatform();
  const onEvent = useEffectEvent(handler);
  useEffect(() => {
    const subscription = bus.on(type).subscribe((event) => onEvent(event));
    return () => subscription.unsubscribe();
  }, [bus, type]);
}
