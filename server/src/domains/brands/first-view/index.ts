import type { BrandManifest } from '@vx/shared/protocol';
import type { Executor } from '../../../db/helpers';
import { loadFirstView } from './data';
import { renderFirstView, type FirstViewHtml } from './html';
import { firstViewPageOf } from './page';

export type { FirstViewHtml } from './html';

export type FirstViewRenderer = (manifest: BrandManifest, path: string, nonce: string) => Promise<FirstViewHtml | null>;

/** The first view of a page GET, or null for a page that has none. */
export function createFirstView(db: Executor): FirstViewRenderer {
  return async (manifest, path, nonce) => {
    const page = firstViewPageOf(manifest, path);
    if (!page) return null;
    return renderFirstView(page, await loadFirstView(db, page), manifest, nonce);
  };
}
