import { config } from 'zod/mini';
import { readCspNonce } from './nonce';

declare let __webpack_nonce__: string | undefined;

/*
 * Makes the code of the page run under its CSP (no eval, inline styles only with the nonce).
 * Imported first by the bootstrap, as a side effect: zod (its config is global: for the protocol's
 * zod/mini schemas, classic zod and the remotes alike) decides when a schema is made whether to
 * compile it with `new Function`, so it must know
 * before any module makes one. Style elements that libraries insert with webpack's nonce (the
 * dialogs' scroll lock) carry the page's.
 */
config({ jitless: true });
__webpack_nonce__ = readCspNonce(document);
