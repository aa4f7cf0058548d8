import cors from '@fastify/cors';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { isSessionActive, resolveSession } from './domains/auth/sessions';
import { registerFeedService } from './domains/feed';
import { domains as allDomains } from './domains/index';
import type { AppDeps, Domain, SocketHandler } from './domains/types';
import { registerQueryService } from './domains/vxql';
import { installAuth } from './http/auth';
import { corsOrigin } from './http/cors';
import { trustProxyOption } from './http/country';
import { installErrorHandling, sendNotFound } from './http/errors';
import { zodValidatorCompiler } from './http/validate';
import { registerRateLimit } from './http/rate-limit';
import { registerSecurityHeaders } from './http/security-headers';
import { MAX_MESSAGE_BYTES } from './realtime/dispatch';
import { registerSocketRoute } from './realtime/socket-route';

export interface BuildAppOptions extends AppDeps {
  /** The process logger (http/logging.ts createLogger); shared with the hub. */
  logger: Logger;
  /** Defaults to every domain of domains/index.ts. */
  domains?: readonly Domain[];
  /** Origins allowed by CORS besides the remotes' and localhost. */
  corsOrigins?: readonly string[];
}

/** Prefixes whose unknown paths answer JSON 404 (the brands domain's HTML catch-all must not see them). */
export const API_PREFIXES = ['/rest', '/vxql', '/feed', '/guest-service', '/ws', '/demo-pay', '/demo-mail', '/demo-avs', '/demo-pincall'] as const;

function mergeSocketHandlers(domains: readonly Domain[], deps: AppDeps): Partial<Record<string, SocketHandler>> {
  const merged: Partial<Record<string, SocketHandler>> = {};
  const owner: Record<string, string> = {};
  for (const domain of domains) {
    for (const [type, handler] of Object.entries(domain.socket?.(deps) ?? {})) {
      if (owner[type]) throw new Error(`socket message ${type} is handled by both ${owner[type]} and ${domain.name}`);
      owner[type] = domain.name;
      merged[type] = handler;
    }
  }
  return merged;
}

/**
 * Composes the server: REST of every domain under /rest/v1, the query service at /vxql, the feed
 * service at /feed, the socket at /ws, and the domains' own root routes. Does not listen.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database, hub, secrets, logger } = options;
  const domains = options.domains ?? allDomains;
  const deps: AppDeps = { config, database, hub, secrets };

  const app = Fastify({
    loggerInstance: logger,
    bodyLimit: 1024 * 1024,
    // Client-chosen request ids would let a client forge log correlation; generate our own.
    requestIdHeader: false,
    return503OnClosing: true,
    // request.ip (and so the viewer's country) reads X-Forwarded-For only from these proxies.
    trustProxy: trustProxyOption(config.TRUST_PROXY),
  }) as unknown as FastifyInstance;

  installErrorHandling(app);
  // Every route's schema is zod (fastify-type-provider-zod's ZodTypeProvider types the handlers).
  app.setValidatorCompiler(zodValidatorCompiler);
  await registerSecurityHeaders(app);
  installAuth(app, (token) => resolveSession(database.db, token));
  await app.register(cors, {
    origin: corsOrigin(config, options.corsOrigins ?? []),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['authorization', 'content-type', 'x-requested-with'],
    maxAge: 600,
  });
  await app.register(websocket, { options: { maxPayload: MAX_MESSAGE_BYTES, perMessageDeflate: false } });
  // Before any route: the plugin attaches its hooks to routes as they are added.
  await registerRateLimit(app, config);

  await app.register(
    async (api) => {
      api.get('/alive', async () => ({ alive: true }));
      for (const domain of domains) {
        const rest = domain.rest;
        if (rest) await api.register(async (scope) => rest(scope, deps));
      }
    },
    { prefix: '/rest/v1' },
  );

  registerQueryService(app, deps, domains);
  registerFeedService(app, deps, domains);
  registerSocketRoute(
    app,
    {
      hub,
      resolveSession: (token) => resolveSession(database.db, token),
      isSessionActive: (tokenHash) => isSessionActive(database.db, tokenHash),
      handlers: mergeSocketHandlers(domains, deps),
    },
    config,
  );

  for (const domain of domains) {
    const routes = domain.routes;
    if (routes) await app.register(async (scope) => routes(scope, deps));
  }

  await app.register(async (unknown) => {
    // A body is never read here: any content type (a form post to a disabled /demo-pay page) is a 404, not a 415.
    unknown.removeAllContentTypeParsers();
    unknown.addContentTypeParser('*', (_request, _payload, done) => done(null));
    for (const prefix of API_PREFIXES) unknown.all(`${prefix}/*`, async (request, reply) => sendNotFound(request, reply));
  });

  return app;
}

/**
 * Starts the domains' background work and returns the function that stops it. The simulator only
 * runs with SIMULATOR=on.
 */
export function startDomains(domains: readonly Domain[], deps: AppDeps, log: Pick<Logger, 'error' | 'info'>): () => Promise<void> {
  const stops: Array<() => Promise<void> | void> = [];
  for (const domain of domains) {
    if (!domain.start) continue;
    if (domain.name === 'simulator' && deps.config.SIMULATOR !== 'on') continue;
    const stop = domain.start(deps);
    if (stop) stops.push(stop);
    log.info({ domain: domain.name }, 'background work started');
  }
  return async () => {
    for (const stop of stops.reverse()) {
      try {
        await stop();
      } catch (error) {
        log.error({ err: error }, 'stopping background work failed');
      }
    }
  };
}
