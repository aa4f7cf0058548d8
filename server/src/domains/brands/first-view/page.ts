import { isLanguage, type Language } from '@vx/shared/constants';
import type { BrandManifest } from '@vx/shared/protocol';
import { actorIdOrNameSchema } from '../../actors/rest';

/** A page that has a server-rendered first view. */
export type FirstViewPage =
  | { kind: 'home' | 'cams'; language: Language }
  /** An actor's profile: `actor` is her id or name as the page's own call asks for it (actor/getActorDataByIdOrName). */
  | { kind: 'profile'; language: Language; actor: number | string };

export type FirstViewKind = FirstViewPage['kind'];

const trimSlashes = (path: string) => path.replace(/^\/+|\/+$/g, '');

/** The parameters of a route's slug (`amateur/:actorName/`) in a path's tail, or null when it is another path. */
function matchSlug(slug: string, tail: string): Record<string, string> | null {
  const pattern = trimSlashes(slug).split('/');
  const parts = tail.split('/');
  if (pattern.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const value = parts[index]!;
    if (part.startsWith(':')) {
      if (value === '') return null;
      params[part.slice(1)] = value;
    } else if (part !== value) return null;
  }
  return params;
}

/** A route's parameters in a path's tail, from the brand's route tables; null when the brand has no such route there. */
function matchRoute(manifest: BrandManifest, name: string, language: Language, tail: string): Record<string, string> | null {
  for (const remote of manifest.remotes) {
    const slug = remote.routes[name]?.[language];
    const params = slug === undefined ? null : matchSlug(slug, tail);
    if (params) return params;
  }
  return null;
}

/**
 * The actor a profile URL names, as the page asks for her: decoded and lowercased like the
 * router's parameter, then read by the REST route's own schema. A name that route would refuse
 * (its page shows "not found") has no first view.
 */
function profileActor(segment: string): number | string | null {
  let name: string;
  try {
    name = decodeURIComponent(segment).toLowerCase();
  } catch {
    return null;
  }
  const parsed = actorIdOrNameSchema.safeParse(name);
  return parsed.success ? parsed.data : null;
}

/**
 * Which first view a path shows: the start page at `/` and `/{language}/`, the cams page and an
 * actor's profile where the brand's route tables put the `cams` and `actorProfile` routes (so a
 * brand without mf-chat has neither); else none.
 */
export function firstViewPageOf(manifest: BrandManifest, path: string): FirstViewPage | null {
  if (path === '/') return { kind: 'home', language: manifest.defaultLanguage };
  const [prefix = '', ...rest] = trimSlashes(path).split('/');
  if (!isLanguage(prefix)) return null;
  const tail = rest.join('/');
  if (tail === '') return { kind: 'home', language: prefix };
  if (matchRoute(manifest, 'cams', prefix, tail)) return { kind: 'cams', language: prefix };
  const profile = matchRoute(manifest, 'actorProfile', prefix, tail);
  const actor = profile?.actorName === undefined ? null : profileActor(profile.actorName);
  return actor === null ? null : { kind: 'profile', language: prefix, actor };
}

/** A route's path in a language with its parameters filled in, or null when the brand has no such route. */
export function routePath(manifest: BrandManifest, name: string, language: Language, params: Record<string, string> = {}): string | null {
  const slugs = manifest.remotes.find((remote) => remote.routes[name])?.routes[name];
  if (!slugs) return null;
  return `/${language}/${slugs[language].replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''))}`;
}
