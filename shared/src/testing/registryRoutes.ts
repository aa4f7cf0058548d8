import { LANGUAGES } from '../constants';
import type { RouteName, RouteParamNames, Same } from '../contract/routes';
import type { RouteTable } from '../protocol/brand';

/** Each entry lists exactly the parameters route-registry.ts declares for its name (else a message type names the fault). */
type DeclaredParams<T> = {
  [N in keyof T]: N extends RouteName
    ? Same<T[N] extends readonly (infer P)[] ? P : never, RouteParamNames<N>> extends true
      ? T[N]
      : `${N} must list exactly the parameters route-registry.ts declares`
    : `${N & string} is not a route name of route-registry.ts`;
};

/**
 * A route table for tests that link into routes another app publishes (remotes never import each
 * other): each registry name at `<name>/:param/…/`, the same in every language, its parameters in
 * the order given. A name or parameter the registry does not declare fails to compile.
 */
export function registryRoutes<const T extends Record<string, readonly string[]>>(params: T & DeclaredParams<T>): RouteTable {
  return Object.fromEntries(
    Object.entries(params).map(([name, names]) => {
      const pattern = `${[name, ...names.map((param) => `:${param}`)].join('/')}/`;
      return [name, Object.fromEntries(LANGUAGES.map((language) => [language, pattern]))];
    }),
  ) as RouteTable;
}
