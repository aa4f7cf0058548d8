import type { ComponentType } from 'react';
import type { Language } from '../constants';
import type { RemoteName, RouteTable } from '../protocol/brand';

export type Translations = Record<string, unknown>;
export type PageModule = { default: ComponentType };
export type WidgetModule = { default: ComponentType<any> };

/**
 * The one object a remote exposes as `./feature`. Loading it must not load any page: pages,
 * widgets and translations are functions returning dynamic imports, fetched when used.
 */
export interface Feature<R extends RouteTable = RouteTable> {
  id: RemoteName;
  /** Route names and localized path patterns; the same data the build publishes as routes.json. */
  routes: R;
  /** One lazy page per route name. */
  pages: { [K in keyof R]: () => Promise<PageModule> };
  /** Components lent to other remotes, mounted through <RemoteWidget>. */
  widgets: Record<string, () => Promise<WidgetModule>>;
  /** The i18next namespace of the remote's own strings. */
  namespace: string;
  locales: Record<Language, () => Promise<Translations | { default: Translations }>>;
}

export function defineFeature<R extends RouteTable>(feature: Feature<R>): Feature<R> {
  return feature;
}
