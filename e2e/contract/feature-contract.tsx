/**
 * The contract of a remote's built `./feature`, checked the way the shell loads it: the remote's
 * dist served over HTTP, its manifest registered with the Module Federation runtime, the shell's
 * own loader (createRemoteLoader) fetching the feature and its translations, this test's React,
 * router, i18next and @vx/shared handed over as the shared singletons. Then every page, widget and
 * locale the feature declares must load, and every page and widget must render without throwing.
 */
import fastifyStatic from '@fastify/static';
import { init } from '@module-federation/enhanced/runtime';
import { act } from '@testing-library/react';
import Fastify from 'fastify';
import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { join } from 'node:path';
import {
  createI18n,
  LANGUAGES,
  type BrandManifest,
  type Feature,
  type Language,
  type PageModule,
  type RemoteName,
  type Translations,
  type WidgetModule,
  type WidgetRegistry,
} from '@vx/shared';
import { renderWithPlatform } from '@vx/shared/testing';
import { createRemoteLoader } from '../../shell/src/federation/remotes';

const ROOT = join(__dirname, '../..');
// The webpack configs' own list (plain JS, as webpack reads it).
const sharedDeps: () => Record<string, { version: string; requiredVersion: string }> = require('@vx/shared/webpack/shared-deps');
/** One i18next per test file: the shell's loader adds the remote's strings to it, the renders read them. */
const i18n = createI18n('en');

/** Values for the path parameters of a remote's pages, and the props of its widgets. */
export interface ContractSamples<I extends RemoteName> {
  params?: Record<string, string>;
  widgets: I extends keyof WidgetRegistry ? { [W in keyof WidgetRegistry[I]]: WidgetRegistry[I][W] } : Record<string, never>;
}

/** The shared singletons as the shell's build declares them, served from this test's modules. */
function sharedFromHere() {
  return Object.fromEntries(
    Object.entries(sharedDeps()).map(([name, { version, requiredVersion }]) => [
      name,
      { version, lib: () => require(name), shareConfig: { singleton: true, requiredVersion } },
    ]),
  );
}

class Catch extends Component<{ onError: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Renders a component with the unit tests' kit, as the shell would (platform, theme, the remote's
 * English strings, query cache, router at the route's URL) with every server call pending;
 * resolves with what it threw.
 */
async function renderThrown(feature: Feature, Rendered: ComponentType<Record<string, unknown>>, props: object, route: { pattern: string; url: string }) {
  const module = await feature.locales.en().catch(() => ({}));
  const en = ('default' in module ? module.default : module) as Translations;
  // Rendered in English only: the other languages' strings are checked by localeFaults.
  const app = { namespace: feature.namespace, locales: { de: en, en, nl: en, es: en }, routes: feature.routes };
  const errors: unknown[] = [];
  const view = renderWithPlatform(
    app,
    <Catch onError={(error) => errors.push(error)}>
      <Suspense fallback={null}>
        <Rendered {...props} />
      </Suspense>
    </Catch>,
    { route: route.url, path: route.pattern },
  );
  // Lets effects run and lazy parts inside the component settle.
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  view.unmount();
  return errors;
}

/** What is wrong with a feature's pages: a route without a page, a page that fails to load or throws on render. */
export async function pageFaults(feature: Feature, params: Record<string, string> = {}): Promise<string[]> {
  const faults = Object.keys(feature.routes).filter((route) => !feature.pages[route]).map((route) => `route ${route} has no page`);
  for (const [route, load] of Object.entries(feature.pages)) {
    const pattern = `/en/${feature.routes[route]?.en ?? route}`;
    const url = pattern.replace(/:([A-Za-z0-9_]+)/g, (_, key: string) => params[key] ?? 'sample');
    faults.push(...(await componentFaults(feature, `page ${route}`, load, {}, { pattern, url })));
  }
  return faults;
}

/** What is wrong with a feature's widgets: one declared but not lent (or lent but not declared), one that fails to load or throws on render. */
export async function widgetFaults(feature: Feature, declared: Record<string, object>): Promise<string[]> {
  const faults = [
    ...Object.keys(declared).filter((widget) => !feature.widgets[widget]).map((widget) => `widget ${widget} is missing`),
    ...Object.keys(feature.widgets).filter((widget) => !declared[widget]).map((widget) => `widget ${widget} is not declared`),
  ];
  for (const [widget, props] of Object.entries(declared)) {
    const load = feature.widgets[widget];
    if (load) faults.push(...(await componentFaults(feature, `widget ${widget}`, load, props, { pattern: '*', url: '/en/' })));
  }
  return faults;
}

/** What is wrong with a feature's strings: a language that fails to load, or keys that differ from English. */
export async function localeFaults(feature: Feature): Promise<string[]> {
  const keysOf = (value: unknown, prefix = ''): string[] =>
    value && typeof value === 'object' ? Object.entries(value).flatMap(([key, inner]) => keysOf(inner, `${prefix}${key}.`)) : [prefix];
  const faults: string[] = [];
  const keys = new Map<Language, string>();
  for (const language of LANGUAGES) {
    try {
      const module = await feature.locales[language]();
      keys.set(language, keysOf('default' in module ? module.default : module).sort().join(','));
    } catch (error) {
      faults.push(`locale ${language} does not load: ${String(error)}`);
    }
  }
  for (const [language, list] of keys) if (list !== keys.get('en')) faults.push(`locale ${language} has other keys than en`);
  return faults;
}

async function componentFaults(feature: Feature, what: string, load: () => Promise<PageModule | WidgetModule>, props: object, route: { pattern: string; url: string }) {
  try {
    const { default: component } = await load();
    if (typeof component !== 'function' && typeof component !== 'object') return [`${what} exports no component`];
    const thrown = await renderThrown(feature, component as ComponentType<Record<string, unknown>>, props, route);
    return thrown.map((error) => `${what} throws on render: ${String(error)}`);
  } catch (error) {
    return [`${what} does not load: ${String(error)}`];
  }
}

/** Serves a remote's dist and loads its ./feature through the shell's loader, with this test's singletons. */
export async function loadBuiltFeature(dir: string, name: RemoteName): Promise<{ feature: Feature; close: () => Promise<void> }> {
  const server = Fastify();
  await server.register(fastifyStatic, { root: join(ROOT, dir, 'dist') });
  const origin = await server.listen({ port: 0, host: '127.0.0.1' });
  init({ name: 'shell', remotes: [], shared: sharedFromHere(), shareStrategy: 'loaded-first' });
  const brand = { remotes: [{ name, entry: `${origin}/remoteEntry.js`, routes: {} }] } as unknown as BrandManifest;
  try {
    return { feature: await createRemoteLoader(brand, i18n)(name, 'en'), close: () => server.close() };
  } catch (error) {
    await server.close();
    throw error;
  }
}

/** One remote's contract: `dir` is its folder (mf-chat), `name` its federation name (mf_chat). */
export function describeFeatureContract<I extends RemoteName>(dir: string, name: I, samples: ContractSamples<I>) {
  describe(`${dir}'s built ./feature, loaded as the shell loads it`, () => {
    let loaded: Awaited<ReturnType<typeof loadBuiltFeature>> | undefined;

    beforeAll(async () => {
      loaded = await loadBuiltFeature(dir, name);
    }, 30_000);

    afterAll(() => loaded?.close());

    it('is the remote it is served as', () => {
      expect(loaded?.feature.id).toBe(name);
    });

    it('has a page for every route it publishes, and each renders', async () => {
      expect(await pageFaults(loaded!.feature, samples.params)).toEqual([]);
    });

    it('lends exactly the widgets widget-registry.ts declares, and each renders', async () => {
      expect(await widgetFaults(loaded!.feature, samples.widgets)).toEqual([]);
    });

    it('has its strings in every language, with the same keys', async () => {
      expect(await localeFaults(loaded!.feature)).toEqual([]);
    });
  });
}
