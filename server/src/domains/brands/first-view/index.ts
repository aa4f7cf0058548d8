import type { BrandManifest } from '@vx/shared/protocol';
import type { Executor } from '../../../db/helpers';
import { consentDecided } from './consent';
import { loadFirstView } from './data';
import { renderFirstView, type FirstViewHtml } from './html';
import { firstViewPageOf } from './page';

export type { FirstViewHtml } from './html';

/** `cookies` is the request's Cookie header: the consent banner shows until the guest has chosen. */
export type FirstViewRenderer = (manifest: BrandManifest, path: string, nonce: string, cookies?: string) => Promise<FirstViewHtml | null>;

/** The first view of a page GET, or null for a page that has none. */
export function createFirstView(db: Executor): FirstViewRenderer {
  return async (manifest, path, nonce, cookies) => {
    const page = firstViewPageOf(manifest, path);
    if (!page) return null;
    return renderFirstView(page, await loadFirstView(db, page), manifest, nonce, consentDecided(cookies));
  };
}
