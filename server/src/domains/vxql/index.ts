import { issueVisitorToken } from '../auth/visitor-token';
import type { Domain } from '../types';

export { registerQueryService, MISSING_TOKEN_MESSAGE, INVALID_TOKEN_MESSAGE } from './service';
export { requireGuest, type GraphQLContext } from './context';

/**
 * GET /rest/v1/vxql/visitorToken -> { token, expiresAt }: a signed token that lets a visitor use the
 * query service, which takes no call without a token (spec 001 §7.4). Logged-in guests use their
 * access token instead.
 */
export const vxqlDomain: Domain = {
  name: 'vxql',
  rest: (app, { secrets }) => {
    app.get('/vxql/visitorToken', async (_request, reply) => {
      const { token, expiresAt } = issueVisitorToken(secrets.visitorToken);
      reply.header('cache-control', 'no-store');
      return { token, expiresAt: expiresAt.toISOString() };
    });
  },
};
