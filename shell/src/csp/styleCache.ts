import createCache, { type EmotionCache } from '@emotion/cache';
import { readCspNonce } from './nonce';

/**
 * Emotion's cache with the page's CSP nonce: the server's page allows inline styles only with the
 * nonce of its response. The remotes render inside the shell's tree and share this cache.
 */
export function createStyleCache(doc: Document): EmotionCache {
  return createCache({ key: 'css', nonce: readCspNonce(doc) });
}
