import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createGraphQLError } from 'graphql-yoga';
import { accessTokenOf, currentSession } from '../../http/auth';
import { registerGraphQLService } from '../../http/graphql';
import { languageOf } from '../../http/language';
import { isVisitorToken, verifyVisitorToken } from '../auth/visitor-token';
import { findGuestById } from '../guests/service';
import type { AppDeps, Domain } from '../types';
import type { GraphQLContext } from './context';

export const MISSING_TOKEN_MESSAGE = 'Missing Vxql-Token';
export const INVALID_TOKEN_MESSAGE = 'Invalid Vxql-Token';

function rejected(message: string) {
  // 401 and a GraphQL error body: { errors: [{ message, extensions: { code } }] }
  return createGraphQLError(message, { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });
}

/**
 * The guest behind a request's token: a login session, a signed visitor token, or none. `required`
 * decides whether no token at all is a visitor (feed service) or a rejected call (query service).
 */
export async function graphQLContext(request: FastifyRequest, deps: AppDeps, required: boolean): Promise<GraphQLContext> {
  const language = languageOf(request);
  const token = accessTokenOf(request);
  const visitor: GraphQLContext = { guest: null, guestId: null, language, request };
  if (!token) {
    if (required) throw rejected(MISSING_TOKEN_MESSAGE);
    return visitor;
  }
  if (isVisitorToken(token)) {
    if (verifyVisitorToken(deps.secrets.visitorToken, token)) return visitor;
    throw rejected(INVALID_TOKEN_MESSAGE);
  }
  const session = await currentSession(request);
  const guest = session ? await findGuestById(deps.database.db, session.guestId) : null;
  if (!guest) throw rejected(INVALID_TOKEN_MESSAGE);
  return { guest, guestId: guest.id, language, request };
}

/**
 * POST /vxql?language=xx: the main query service (spec 001 §7.4), every domain's `vxql` part merged.
 * Every call needs a bearer token (header or access_token): a login token, or a visitor token from
 * GET /rest/v1/vxql/visitorToken. Without one: HTTP 401, error message 'Missing Vxql-Token'.
 */
export function registerQueryService(app: FastifyInstance, deps: AppDeps, domains: readonly Domain[]): void {
  registerGraphQLService(app, {
    path: '/vxql',
    parts: domains.flatMap((d) => (d.vxql ? [{ typeDefs: d.vxql.typeDefs, resolvers: d.vxql.resolvers(deps) }] : [])),
    context: (request) => graphQLContext(request, deps, true),
    introspection: deps.config.GRAPHQL_INTROSPECTION === 'on',
  });
}
