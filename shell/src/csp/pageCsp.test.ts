import { z } from 'zod';

/** Webpack provides the variable in the browser; here it is a global. */
(globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = undefined;

describe('pageCsp', () => {
  it('turns off zod’s eval and hands the nonce to webpack for the style elements libraries insert', async () => {
    document.head.innerHTML = '<meta property="csp-nonce" nonce="page-nonce">';
    await import('./pageCsp');
    expect(z.config().jitless).toBe(true);
    expect((globalThis as { __webpack_nonce__?: string }).__webpack_nonce__).toBe('page-nonce');
  });
});
