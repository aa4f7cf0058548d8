import type { ComponentType } from 'react';
import type { Language } from '../constants';
import type { RemoteName, RouteTable } from '../protocol/brand';
import type { WidgetRegistry } from './widget-registry';

export type { WidgetRegistry } from './widget-registry';

export type Translations = Record<string, unknown>;
export type PageModule = { default: ComponentType };
export type WidgetModule = { default: ComponentType<any> };

/** A remote that lends widgets. */
export type WidgetOwner = keyof WidgetRegistry;
/** The widgets a remote lends: none unless the registry declares some. */
type WidgetsOf<I extends RemoteName> = I extends WidgetOwner ? WidgetRegistry[I] : Record<never, never>;
/** A remote's widgets as its feature lends them; none at all for a remote the registry gives none. */
type WidgetLoaders<I extends RemoteName> = [keyof WidgetsOf<I>] extends [never]
  ? Record<string, never>
  : { [W in keyof WidgetsOf<I>]: () => Promise<{ default: ComponentType<WidgetsOf<I>[W]> }> };
/** The props of one lent widget, as its remote and its callers both see them. */
export type WidgetProps<I extends WidgetOwner, W extends keyof WidgetRegistry[I]> = WidgetRegistry[I][W];

interface FeatureParts<R extends RouteTable> {
  /** Route names and localized path patterns; the same data the build publishes as routes.json. */
  routes: R;
  /** One lazy page per route name. */
  pages: { [K in keyof R]: () => Promise<PageModule> };
  /** The i18next namespace of the remote's own strings. */
  namespace: string;
  locales: Record<Language, () => Promise<Translations | { default: Translations }>>;
}

/**
 * The one object a remote exposes as `./feature`. Loading it must not load any page: pages,
 * widgets and translations are functions returning dynamic imports, fetched when used.
 */
export interface Feature<R extends RouteTable = RouteTable> extends FeatureParts<R> {
  id: RemoteName;
  /** Components lent to other remotes, mounted through <RemoteWidget>. */
  widgets: Record<string, () => Promise<WidgetModule>>;
}

/**
 * Declares a remote's feature. Its widgets must be exactly those widget-registry.ts declares for
 * it, each a component that takes the declared props.
 */
export function defineFeature<R extends RouteTable, I extends RemoteName>(
  feature: FeatureParts<R> & {
    id: I;
    widgets: WidgetLoaders<I>;
  },
): Feature<R> {
  return feature;
}
