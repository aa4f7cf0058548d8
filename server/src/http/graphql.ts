import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EnvelopArmor } from '@escape.tech/graphql-armor';
import { createSchema, createYoga, maskError, type YogaLogger } from 'graphql-yoga';
import type { GraphQLContext } from '../domains/vxql/context';

/** Every service starts from these; domains add fields with `extend type Query` / `extend type Mutation`. */
const BASE_TYPE_DEFS = /* GraphQL */ `
  type Query {
    "Always true: the service answers."
    alive: Boolean!
  }
  type Mutation {
    "Always true: the service answers."
    alive: Boolean!
  }
`;
const BASE_RESOLVERS = { Query: { alive: () => true }, Mutation: { alive: () => true } };

export interface SchemaPart {
  typeDefs: string;
  resolvers: Record<string, unknown>;
}

export interface GraphQLServiceOptions {
  path: string;
  parts: SchemaPart[];
  /**
   * Builds the resolvers' context from the request. Throwing a GraphQLError with
   * `extensions.http.status` rejects the call with that status (a missing token: 401).
   */
  context(request: FastifyRequest): Promise<GraphQLContext>;
}

/**
 * Limits every document before it runs: 1,000 aliases of one field ran for seconds and delayed every
 * other call. The limits sit well above the largest query the clients send today; a refused document gets the GraphQL error shape, and field suggestions are not sent.
 */
const armor = new EnvelopArmor({
  maxAliases: { n: 30 },
  maxDepth: { n: 15 },
  maxDirectives: { n: 50 },
  maxTokens: { n: 5000 },
  costLimit: { maxCost: 20000 },
  blockFieldSuggestion: { enabled: true },
});

function yogaLogger(app: FastifyInstance): YogaLogger {
  const log = app.log;
  const forward = (level: 'warn' | 'error') => (...args: unknown[]) => log[level]({ yoga: args.map(String).join(' ').slice(0, 2000) }, 'graphql');
  return { debug: () => {}, info: () => {}, warn: forward('warn'), error: forward('error') };
}

/**
 * A GraphQL service (graphql-yoga) at `path`, answering GET (queries only) and POST. Errors of
 * resolvers that are not deliberate GraphQLErrors are logged and reach the client as
 * "Unexpected error.".
 */
type ServerContext = { req: FastifyRequest; reply: FastifyReply };

export function registerGraphQLService(app: FastifyInstance, options: GraphQLServiceOptions): void {
  const schema = createSchema<ServerContext & GraphQLContext>({
    typeDefs: [BASE_TYPE_DEFS, ...options.parts.map((p) => p.typeDefs)],
    resolvers: [BASE_RESOLVERS, ...options.parts.map((p) => p.resolvers)] as never,
  });
  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: options.path,
    graphiql: false,
    landingPage: false,
    // CORS is the Fastify plugin's job; two layers would send the headers twice.
    cors: false,
    logging: yogaLogger(app),
    plugins: armor.protect().plugins,
    maskedErrors: {
      maskError(error, message, isDev) {
        const masked = maskError(error, message, isDev);
        if (masked !== error) app.log.error({ err: error }, `${options.path}: resolver failed`);
        return masked;
      },
    },
    context: ({ req }) => options.context(req),
  });

  app.route({
    url: options.path,
    method: ['GET', 'POST'],
    handler: async (request, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(request, reply, { req: request, reply });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      return reply.send(await response.text());
    },
  });
}
