import type { ReactElement } from 'react';
import { visitorGuest, type BrandManifest, type Guest } from '@vx/shared';
import { renderWithPlatform as render, type AppUnderTest, type RenderWithPlatformOptions as KitOptions } from '@vx/shared/testing';
import de from '../locales/de.json';
import en from '../locales/en.json';
import es from '../locales/es.json';
import nl from '../locales/nl.json';
import { FlowOutcomes } from '../flows/flowOutcomes';
import { ServicesProvider, type ShellServices } from '../platform/ServicesContext';
import { PurchaseQuestions } from '../purchase/purchaseQuestions';
import { brandRouteTable } from '../router/routeTable';

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
      entry: 'http://localhost:3001/remoteEntry.js',
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
  changeName: jest.Mock;
}

const SHELL: AppUnderTest = { namespace: 'shell', locales: { de, en, nl, es }, routes: {} };

export interface RenderWithPlatformOptions extends Omit<KitOptions, 'brand' | 'routes' | 'routeNames' | 'wrap'> {
  /** The brand, whose remotes' routes the shell composes; testBrand unless given. */
  brand?: BrandManifest;
  session?: Partial<FakeSession>;
}

/**
 * Renders shell UI the way the shell does: shared's test kit with the shell's strings, the brand's
 * composed routes and the shell services around it, with a fake session acting on the guest.
 */
export function renderWithPlatform(ui: ReactElement, { brand = testBrand, session: sessionOverrides, ...options }: RenderWithPlatformOptions = {}) {
  // The session's fakes act on the view's guest, which exists once rendered (before any click).
  let view: ReturnType<typeof render> | null = null;
  const guest = () => view!.guest$.value;
  const session: FakeSession = {
    login: jest.fn(async () => guest()),
    signup: jest.fn(async () => undefined),
    confirmSignup: jest.fn(async () => guest()),
    logout: jest.fn(async () => view!.guest$.next(visitorGuest(view!.language))),
    refreshBalance: jest.fn(async () => undefined),
    changeName: jest.fn(async (name: string) => view!.guest$.next({ ...guest(), name })),
    ...sessionOverrides,
  };
  const services = { session, flowOutcomes: new FlowOutcomes(), purchaseQuestions: new PurchaseQuestions() } as unknown as ShellServices;
  view = render(SHELL, ui, {
    ...options,
    brand,
    routes: brandRouteTable(brand),
    wrap: (children) => <ServicesProvider services={services}>{children}</ServicesProvider>,
  });
  // Assigned, not spread: the view's platform and location are getters of the current ones.
  return Object.assign(view, { session, services });
}
