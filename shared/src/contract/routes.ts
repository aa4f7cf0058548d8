import type { Language } from '../constants';
import type { RouteTable } from '../protocol/brand';

export type RouteParams = Record<string, string | number>;

/** Declares a route table with its names kept as literal types. */
export function defineRoutes<T extends RouteTable>(table: T): T {
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

/** The React Router path of a route in one language. */
export function routePath(pattern: string, language: Language): string {
  return `/${language}/${pattern}`;
}
