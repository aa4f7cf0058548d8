import { createBus } from '../bus';
import type { Language } from '../constants';
import type { FlowOutcome, Platform } from '../contract/platform';
import { hrefIn } from '../contract/routes';
import type { RestClient } from '../api/rest';
import type { RouteTable } from '../protocol/brand';
import { visitorGuest } from '../protocol/entities';

export interface FakePlatformOptions {
  language: Language;
  /** The fake REST client's `call`. */
  restCall: jest.Mock;
  /** The fake query service's `request`; a query never answers unless given. */
  vxqlRequest?: jest.Mock;
  /** The routes `href` builds from. */
  routes: RouteTable;
  /** Route names the brand composes; every name of `routes` unless given. */
  routeNames?: readonly string[];
  /** The guest; a visitor unless given. */
  guest?: Partial<Platform['guest']>;
  /** The brand shown on; VISIT-X unless given. */
  brand?: Partial<Platform['brand']>;
}

/**
 * The Platform a remote's unit tests render with, as the shell would hand it: a real bus, a fake
 * REST client, spies for tracking, flows and purchase questions, and remote loading that never
 * settles. For tests only (it uses jest); the package exports it as `@vx/shared/testing`, outside
 * the bundles.
 */
export function fakePlatform({ language, restCall, vxqlRequest = jest.fn(() => new Promise(() => undefined)), routes, routeNames = Object.keys(routes), guest, brand }: FakePlatformOptions): Platform {
  return {
    bus: createBus(),
    rest: { call: restCall } as unknown as RestClient,
    vxql: { request: vxqlRequest } as unknown as Platform['vxql'],
    feed: { request: jest.fn() } as unknown as Platform['feed'],
    // A guest-service call never answers unless the test says how it does.
    guestService: { request: jest.fn(() => new Promise(() => undefined)) } as unknown as Platform['guestService'],
    brand: { id: 'visitx', name: 'VISIT-X', theme: 'visitx', defaultLanguage: 'de', hosts: ['localhost'], remotes: [], ...brand } as unknown as Platform['brand'],
    language,
    guest: { ...visitorGuest(language), ...guest },
    href: hrefIn(routes, language),
    hasRoute: (name) => routeNames.includes(name),
    track: jest.fn(),
    // A flow opened in a test stays open (its outcome never comes) unless the test says how it ends.
    openFlow: jest.fn(() => new Promise<FlowOutcome>(() => undefined)),
    // The guest says yes to every question before a purchase.
    confirmPurchase: jest.fn(async () => true),
    loadFeature: jest.fn(() => new Promise(() => undefined)),
    sessionConfig: { get: () => undefined, set: () => undefined },
  };
}
