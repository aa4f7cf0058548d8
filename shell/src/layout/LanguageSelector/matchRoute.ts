import { matchRoutes } from 'react-router-dom';
import { buildHref, isLanguage, type Language, type RouteParams, type RouteTable } from '@vx/shared';

export interface MatchedRoute {
  name: string;
  language: Language;
  params: RouteParams;
}

/**
 * Maps a path back to its route name through the brand's route table (shell and remote routes).
 * Uses React Router's own matching and ranking, so `videos/new-videos/` wins over `videos/:id/`
 * exactly as it does in the router.
 */
export function matchRoute(pathname: string, table: RouteTable): MatchedRoute | null {
  const language = pathname.split('/')[1];
  if (!isLanguage(language)) return null;
  const routes = Object.entries(table).map(([name, slugs]) => ({ id: name, path: `/${language}/${slugs[language]}` }));
  const matches = matchRoutes(routes, pathname);
  const match = matches?.[matches.length - 1];
  if (!match) return null;
  const params: RouteParams = {};
  for (const [key, value] of Object.entries(match.params)) if (value !== undefined && key !== '*') params[key] = value;
  return { name: match.route.id, language, params };
}

/**
 * The same page in another language: the route is kept (with its parameters and query), or,
 * when the path is no route of the brand, the other language's start page.
 */
export function switchLanguageHref(
  location: { pathname: string; search?: string; hash?: string },
  table: RouteTable,
  target: Language,
): string {
  const match = matchRoute(location.pathname, table);
  if (!match) return `/${target}/`;
  try {
    return `${buildHref(table, match.name, target, match.params)}${location.search ?? ''}${location.hash ?? ''}`;
  } catch {
    return `/${target}/`;
  }
}
