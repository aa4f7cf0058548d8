import type { FastifyInstance } from 'fastify';
import { registerGraphQLService } from '../../http/graphql';
import type { AppDeps, Domain } from '../types';
import { graphQLContext } from '../vxql/service';

/**
 * POST /feed?language=xx: the feed service (spec 001 §7.4), every domain's `feed` part merged. The
 * token is optional (the client sends one only when logged in); a token that is sent must be valid.
 */
export function registerFeedService(app: FastifyInstance, deps: AppDeps, domains: readonly Domain[]): void {
  registerGraphQLService(app, {
    path: '/feed',
    parts: domains.flatMap((d) => (d.feed ? [{ typeDefs: d.feed.typeDefs, resolvers: d.feed.resolvers(deps) }] : [])),
    context: (request) => graphQLContext(request, deps, false),
    introspection: deps.config.GRAPHQL_INTROSPECTION === 'on',
  });
}
