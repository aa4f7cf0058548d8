import { isLanguage, type Language } from '@vx/shared/constants';
import type { RouteTable } from '@vx/shared/protocol';

/**
 * What a page GET is, by the brand's route tables (the shell's own and those of the remotes the
 * brand composes):
 * - `page`: a route of the brand, at its canonical URL (or a path without a language, which the
 *   shell moves into the brand's default language itself);
 * - `redirect`: a route of the brand written otherwise than the shell's `buildHref` writes it
 *   (an actor name not lowercased, a slug in other case, the trailing slash missing);
 * - `unknown`: no route of the brand: the shell renders its not-found page.
 */
export type PageAnswer =
  | { kind: 'page'; route: string; params: Record<string, string> }
  | { kind: 'redirect'; location: string }
  | { kind: 'unknown' };

/** Parameters written lowercase in URLs: actor names in profile URLs (spec 000 §2). */
const LOWERCASED_PARAMS = new Set(['actorName']);

/** The shell's own reading of a path without a language: a two-letter first segment is taken for one and dropped. */
const LANGUAGE_LIKE = /^[a-z]{2}$/;

interface RouteMatch {
  params: Record<string, string>;
  /** The path's segments as buildHref writes them. */
  canonical: string[];
  /** How many literal segments matched: React Router ranks `videos/classic/` above `videos/:videoId/`. */
  literals: number;
}

/**
 * A pattern (`amateur/:actorName/videos/`) against a path's segments. Literal segments match in any
 * case, as React Router matches them; a parameter takes any non-empty segment, decoded, and is
 * written back URL-encoded as buildHref encodes it.
 */
export function matchSegments(pattern: string, segments: readonly string[]): RouteMatch | null {
  const parts = pattern.split('/').filter((part) => part !== '');
  if (parts.length !== segments.length) return null;
  const match: RouteMatch = { params: {}, canonical: [], literals: 0 };
  for (const [index, part] of parts.entries()) {
    const segment = segments[index]!;
    if (!part.startsWith(':')) {
      if (part.toLowerCase() !== segment.toLowerCase()) return null;
      match.canonical.push(part);
      match.literals += 1;
      continue;
    }
    let value: string;
    try {
      value = decodeURIComponent(segment);
    } catch {
      return null;
    }
    const name = part.slice(1);
    if (LOWERCASED_PARAMS.has(name)) value = value.toLowerCase();
    match.params[name] = value;
    match.canonical.push(encodeURIComponent(value));
  }
  return match;
}

/** The brand's best-ranked route for a path's segments in a language, with its name. */
function bestRoute(tables: readonly RouteTable[], language: Language, segments: readonly string[]): (RouteMatch & { route: string }) | null {
  let best: (RouteMatch & { route: string }) | null = null;
  for (const table of tables) {
    for (const [route, slugs] of Object.entries(table)) {
      const match = matchSegments(slugs[language], segments);
      if (match && (!best || match.literals > best.literals)) best = { ...match, route };
    }
  }
  return best;
}

/**
 * Resolves a page path (without its query) against the brand's route tables, the shell's first.
 * `search` is the query string with its "?" (or ""), kept on a redirect.
 */
export function resolvePage(tables: readonly RouteTable[], defaultLanguage: Language, path: string, search = ''): PageAnswer {
  const segments = path.split('/').slice(1);
  if (segments.at(-1) === '') segments.pop();
  if (segments.some((segment) => segment === '')) return { kind: 'unknown' };
  const [first = '', ...rest] = segments;
  if (!isLanguage(first)) {
    // The shell redirects these into the default language on the client (createRouter's ToDefaultLanguage).
    const tail = LANGUAGE_LIKE.test(first) ? rest : segments;
    const match = bestRoute(tables, defaultLanguage, tail);
    return match ? { kind: 'page', route: match.route, params: match.params } : { kind: 'unknown' };
  }
  const match = bestRoute(tables, first, rest);
  if (!match) return { kind: 'unknown' };
  const canonical = `/${[first, ...match.canonical].join('/')}/`;
  return canonical === path ? { kind: 'page', route: match.route, params: match.params } : { kind: 'redirect', location: `${canonical}${search}` };
}
