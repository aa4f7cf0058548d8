import type { Language } from '../constants';
import type { RouteTable } from '../protocol/brand';
import type { PlannedRoutes, RouteRegistry } from './route-registry';

export type { PlannedRoutes, RouteRegistry } from './route-registry';

/** Parameter values as a table's patterns take them; names unchecked (tables read at run time). */
export type RouteParams = Record<string, string | number>;

/** An app that publishes routes: the shell or a remote. */
export type RouteOwner = keyof RouteRegistry;

/** Every route name a link may use, whichever remote publishes it. */
export type RouteName = { [O in RouteOwner]: keyof RouteRegistry[O] }[RouteOwner] | keyof PlannedRoutes;

/**
 * The names that two entries of a registry both declare: a brand merges every table into one, so
 * a name published twice would lead to whichever table came last.
 */
export type NamesDeclaredTwice<Registry> = {
  [A in keyof Registry]: { [B in Exclude<keyof Registry, A>]: keyof Registry[A] & keyof Registry[B] }[Exclude<keyof Registry, A>];
}[keyof Registry];

/** Compiles only while every route name, published or planned, is declared once. */
export type EachRouteNameOnce = Unique<NamesDeclaredTwice<RouteRegistry & { planned: PlannedRoutes }>>;
type Unique<Twice extends never> = Twice;

/** The parameter names of a route (of any of a union of routes). */
export type RouteParamNames<N extends RouteName> =
  | { [O in RouteOwner]: N extends keyof RouteRegistry[O] ? RouteRegistry[O][N] : never }[RouteOwner]
  | (N extends keyof PlannedRoutes ? PlannedRoutes[N] : never);

/** What `href` takes after the name: exactly the route's parameters, then an optional language. */
export type HrefArgs<N extends RouteName> = [RouteParamNames<N>] extends [never]
  ? [params?: Record<string, never>, language?: Language]
  : [params: { [K in RouteParamNames<N>]: string | number }, language?: Language];

/** The `:name` parameters of a path pattern. */
type PatternParams<S extends string> = S extends `${string}:${infer P}/${infer Rest}`
  ? P | PatternParams<Rest>
  : S extends `${string}:${infer P}`
    ? P
    : never;

/** Whether two types are the same (unions as sets). */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * The owner's table as the registry declares it: every declared name, no other, and in every
 * language a pattern with exactly the declared parameters (else a message type names the fault).
 */
type DeclaredTable<O extends RouteOwner, T> = {
  [N in keyof RouteRegistry[O]]: {
    [L in Language]: N extends keyof T
      ? T[N] extends Record<L, infer S extends string>
        ? Same<PatternParams<S>, RouteRegistry[O][N]> extends true
          ? S
          : `${N & string} (${L}) must have exactly the parameters route-registry.ts declares`
        : string
      : string;
  };
} & { [N in Exclude<keyof T, keyof RouteRegistry[O]>]: `${N & string} is not declared for ${O} in route-registry.ts` };

/**
 * Declares an app's route table with its names kept as literal types, checked against the
 * registry in shared: a name or parameter the registry does not declare fails to compile.
 */
export function defineRoutes<O extends RouteOwner, const T extends RouteTable>(owner: O, table: T & DeclaredTable<O, T>): T {
  void owner;
  return table;
}

/**
 * Builds a localized path: the language prefix, then the route's pattern with its parameters
 * filled in and URL-encoded. An unknown route name or a missing parameter is a programming
 * error and throws, so a broken link never reaches a guest silently.
 */
export function buildHref(
  table: RouteTable,
  name: string,
  language: Language,
  params: RouteParams = {},
): string {
  const route = table[name];
  if (!route) throw new Error(`Unknown route: ${name}`);
  const path = route[language].replace(/:([A-Za-z0-9_]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === '') throw new Error(`Missing route parameter '${key}' for ${name}`);
    return encodeURIComponent(String(value));
  });
  return `/${language}/${path}`;
}

/** The platform's `href` over a brand's (or a test's) table, in the given language unless told. */
export function hrefIn(table: RouteTable, language: Language): <N extends RouteName>(name: N, ...args: HrefArgs<N>) => string {
  return (name, ...[params, lang = language]) => buildHref(table, name, lang, params);
}

/** The React Router path of a route in one language. */
export function routePath(pattern: string, language: Language): string {
  return `/${language}/${pattern}`;
}
