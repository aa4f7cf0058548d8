import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Hub } from '../realtime/hub';
import type { Secrets } from '../secrets';

/** What every domain receives from the composition root. */
export interface AppDeps {
  config: Config;
  database: Database;
  hub: Hub;
  secrets: Secrets;
}

/**
 * A domain registers its REST routes (under /rest/v1 via `app.register(..., { prefix })`), its
 * query-service and feed-service resolvers, and its socket handlers. One object a domain.
 */
export interface Domain {
  name: string;
  rest?: (app: FastifyInstance, deps: AppDeps) => Promise<void> | void;
  /**
   * Routes outside /rest/v1, registered at the root: the demo payment provider's pages, media
   * files, the shell's HTML catch-all. Most domains need none.
   */
  routes?: (app: FastifyInstance, deps: AppDeps) => Promise<void> | void;
  /** GraphQL type definitions and resolvers merged into the query service (/vxql). */
  vxql?: { typeDefs: string; resolvers: (deps: AppDeps) => Record<string, unknown> };
  /** GraphQL type definitions and resolvers merged into the feed service (/feed). */
  feed?: { typeDefs: string; resolvers: (deps: AppDeps) => Record<string, unknown> };
  /** Handlers for outgoing client messages of spec 001 §7.3, keyed by message type. */
  socket?: (deps: AppDeps) => Partial<Record<string, SocketHandler>>;
  /** Background work started with the server (simulator), stopped on close. */
  start?: (deps: AppDeps) => (() => Promise<void> | void) | void;
}

export interface SocketContext {
  guestId: number | null;
  language: string;
  send(event: unknown): void;
  /** The socket's own identity, stable while it is open: a key for state a domain keeps per socket (a WeakMap). */
  socket: object;
}

export type SocketHandler = (message: Record<string, unknown> & { type: string }, ctx: SocketContext) => Promise<void> | void;
