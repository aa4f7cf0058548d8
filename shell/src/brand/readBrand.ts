import { brandManifestSchema, type BrandManifest } from '@vx/shared';

declare global {
  interface Window {
    __BRAND__?: unknown;
  }
}

/**
 * The brand manifest for this host: inlined into the page by the server (no extra round trip),
 * or fetched from /brand.json when the page was served without it.
 */
export async function readBrand(): Promise<BrandManifest> {
  const inlined = window.__BRAND__ ?? (await (await fetch('/brand.json', { cache: 'no-cache' })).json());
  return brandManifestSchema.parse(inlined);
}
