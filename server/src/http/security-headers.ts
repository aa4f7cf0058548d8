import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** A year, and the brands' subdomains too: a browser that once saw HTTPS never falls back to HTTP. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The browser protections on every answer (helmet): nosniff, framing by our own pages only (the
 * shell frames the demo checkout), no referrer, and a CSP that lets nothing load or run in an
 * API answer. Pages that are documents (the shell's index.html, the demo provider's and callback
 * pages, media SVGs) replace the CSP with their own. HSTS only where the request came over HTTPS
 * (directly or, with TRUST_PROXY, said by the proxy): over plain HTTP browsers ignore it anyway.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'self'"], baseUri: ["'none'"], formAction: ["'self'"] },
    },
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'no-referrer' },
    hsts: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
