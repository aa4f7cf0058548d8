import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { routeTableSchema, type BrandManifest, type RouteTable } from '@vx/shared/protocol';
import { resolvePage } from './page-routes';

/** The status of a page GET: 200 for a page of the brand, 404 for the shell's not-found page, or a 301 to the canonical URL. */
export type PageStatus = { status: 200 | 404 } | { status: 301; location: string };

export interface PageStatusOptions {
  /** The shell's production build, whose routes.json holds the shell's own routes. */
  dist: string;
  /** Whether an actor of this (lowercased) name exists: her profile pages answer 404 when not. */
  actorExists?(name: string): Promise<boolean>;
}

/**
 * Decides a page GET's status from the brand's route tables: the shell's own (routes.json beside
 * index.html, published by its build as each remote publishes its own) and those of the remotes
 * the brand composes (its manifest). The file's modification time is checked with each page and
 * the table parsed again only when it changed, so a new shell build is seen at once without a read
 * and parse per page; without the file no path can be told unknown, and every page answers 200.
 */
export function createPageStatus(options: PageStatusOptions) {
  const shellRoutesPath = join(options.dist, 'routes.json');
  let missingLogged = false;
  let cached: { mtimeMs: number; table: RouteTable } | null = null;

  async function shellRoutes(request: FastifyRequest): Promise<RouteTable | null> {
    try {
      const { mtimeMs } = await stat(shellRoutesPath);
      if (cached?.mtimeMs !== mtimeMs) {
        cached = { mtimeMs, table: routeTableSchema.parse(JSON.parse(await readFile(shellRoutesPath, 'utf8'))) };
      }
      return cached.table;
    } catch (error) {
      cached = null;
      // Once: a build without the table (an older shell) would otherwise log on every page.
      if (!missingLogged) request.log.warn({ err: error }, "the shell's routes.json is unavailable; page paths are not checked");
      missingLogged = true;
      return null;
    }
  }

  /** `path` is the request's path without its query; the query is kept on a redirect. */
  return async function pageStatus(request: FastifyRequest, manifest: BrandManifest, path: string): Promise<PageStatus> {
    const shellTable = await shellRoutes(request);
    if (!shellTable) return { status: 200 };
    const search = request.url.slice(request.url.split('?')[0]!.length);
    const page = resolvePage([shellTable, ...manifest.remotes.map((remote) => remote.routes)], manifest.defaultLanguage, path, search);
    if (page.kind === 'redirect') return { status: 301, location: page.location };
    if (page.kind === 'unknown') return { status: 404 };
    const actorName = page.params.actorName;
    if (actorName !== undefined && options.actorExists && !(await options.actorExists(actorName))) return { status: 404 };
    return { status: 200 };
  };
}
