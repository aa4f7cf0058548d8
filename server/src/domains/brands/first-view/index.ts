import type { BrandManifest } from '@vx/shared/protocol';
import type { Executor } from '../../../db/helpers';
import { consentDecided } from './consent';
import { loadFirstView } from './data';
import { renderFirstView, type FirstViewHtml } from './html';
import { firstViewPageOf } from './page';

export type { FirstViewHtml } from './html';

/**
 * `cookies` is the request's Cookie header: the consent banner shows until the guest has chosen.
 * `country` is the client address's country (http/country.ts): an actor not shown there has no first view.
 */
export type FirstViewRenderer = (manifest: BrandManifest, path: string, nonce: string, cookies?: string, country?: string | null) => Promise<FirstViewHtml | null>;

/** The first view of a page GET, or null for a page that has none. */
export function createFirstView(db: Executor): FirstViewRenderer {
  return async (manifest, path, nonce, cookies, country = null) => {
    const page = firstViewPageOf(manifest, path);
    if (!page) return null;
    const data = await loadFirstView(db, page, { country });
    return data && renderFirstView(page, data, manifest, nonce, consentDecided(cookies));
  };
}
