import { isLanguage, type Language } from '@vx/shared/constants';
import type { BrandManifest } from '@vx/shared/protocol';

/** A page that has a server-rendered first view. */
export interface FirstViewPage {
  kind: 'home' | 'cams';
  language: Language;
}

const trimSlashes = (path: string) => path.replace(/^\/+|\/+$/g, '');

/**
 * Which first view a path shows: the start page at `/` and `/{language}/`, the cams page where
 * the brand's route tables put the `cams` route (so a brand without mf-chat has none); else none.
 */
export function firstViewPageOf(manifest: BrandManifest, path: string): FirstViewPage | null {
  if (path === '/') return { kind: 'home', language: manifest.defaultLanguage };
  const [prefix = '', ...rest] = trimSlashes(path).split('/');
  if (!isLanguage(prefix)) return null;
  const tail = rest.join('/');
  if (tail === '') return { kind: 'home', language: prefix };
  const isCams = manifest.remotes.some((remote) => remote.routes.cams && trimSlashes(remote.routes.cams[prefix]) === tail);
  return isCams ? { kind: 'cams', language: prefix } : null;
}

/** A route's path in a language with its parameters filled in, or null when the brand has no such route. */
export function routePath(manifest: BrandManifest, name: string, language: Language, params: Record<string, string> = {}): string | null {
  const slugs = manifest.remotes.find((remote) => remote.routes[name])?.routes[name];
  if (!slugs) return null;
  return `/${language}/${slugs[language].replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''))}`;
}
