import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../types';
import { brandForHost } from './brands';
import { createFirstView } from './first-view';
import { hostnameOf } from './host';
import { actorExistsIn } from './known-actor';
import { buildManifest } from './manifest';
import { RouteTableCache, type RouteTableCacheOptions } from './route-tables';
import { registerShell } from './shell';

/**
 * GET /brand.json (the manifest of the request's host) and, when SHELL_DIST is set, the shell
 * itself. Registered at the root (Domain.routes), outside /rest/v1.
 */
export function createBrandRoutes(cacheOptions: Omit<RouteTableCacheOptions, 'log'> = {}) {
  return async function brandRoutes(app: FastifyInstance, { config, database }: AppDeps): Promise<void> {
    const routeTables = new RouteTableCache({ ...cacheOptions, log: app.log });
    const manifestFor = (request: FastifyRequest) =>
      buildManifest(brandForHost(hostnameOf(request.headers.host)), config, routeTables);

    app.get('/brand.json', async (request, reply) => {
      const manifest = await manifestFor(request);
      // Remotes are redeployed independently: always revalidate, and never share across hosts.
      reply.header('cache-control', 'no-cache').header('vary', 'Host');
      return manifest;
    });

    if (config.SHELL_DIST) {
      await registerShell(app, { dist: config.SHELL_DIST, manifestFor, firstView: createFirstView(database.db), actorExists: actorExistsIn(database.db) });
    }
  };
}
