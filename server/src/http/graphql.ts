import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createSchema, createYoga, maskError, type YogaLogger } from 'graphql-yoga';
import type { GraphQLContext } from '../domains/vxql/context';
import { strictIdArguments } from './graphql-ids';
import { errorCodeOf, HttpError } from './errors';
import { limitPlugins, QUERY_BODY_LIMIT, QUERY_TIME_LIMIT_MS } from './graphql-limits';

/** Every service starts from these; domains add fields with `extend type Query` / `extend type Mutation`. */
export const BASE_TYPE_DEFS = /* GraphQL */ `
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
  /** Whether __schema and __type answer (GRAPHQL_INTROSPECTION): a map of every field for whoever asks. */
  introspection: boolean;
  /** QUERY_TIME_LIMIT_MS unless a test needs a short one. */
  timeLimitMs?: number;
}

function yogaLogger(app: FastifyInstance): YogaLogger {
  const log = app.log;
  const forward = (level: 'warn' | 'error') => (...args: unknown[]) => {
    // An error goes through the logger's err serializer: as text, a database error is its SQL.
    const err = args.find((arg) => arg instanceof Error);
    if (err) log[level]({ err }, 'graphql');
    else log[level]({ yoga: args.map(String).join(' ').slice(0, 2000) }, 'graphql');
  };
  return { debug: () => {}, info: () => {}, warn: forward('warn'), error: forward('error') };
}

type ServerContext = { req: FastifyRequest; reply: FastifyReply };

/**
 * What fails before the service sees the call (a body that is not JSON or too large, a refused token
 * in a hook) is answered in the GraphQL error shape too, as yoga answers its own errors.
 */
function graphQLErrorHandler(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (error instanceof HttpError) for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  if (status === 500) request.log.error({ err: error }, `${request.routeOptions.url}: request failed`);
  const message = status === 500 ? 'Unexpected error.' : error.message;
  const code = error instanceof HttpError ? error.code : errorCodeOf(status);
  return reply.code(status).send({ errors: [{ message, extensions: { code: code.toUpperCase() } }] });
}

/**
 * A GraphQL service (graphql-yoga) at `path`, answering GET (queries only) and POST. Errors of
 * resolvers that are not deliberate GraphQLErrors are logged and reach the client as
 * "Unexpected error.".
 */
export function registerGraphQLService(app: FastifyInstance, options: GraphQLServiceOptions): void {
  const schema = strictIdArguments(
    createSchema<ServerContext & GraphQLContext>({
      typeDefs: [BASE_TYPE_DEFS, ...options.parts.map((p) => p.typeDefs)],
      resolvers: [BASE_RESOLVERS, ...options.parts.map((p) => p.resolvers)] as never,
    }),
  );
  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: options.path,
    graphiql: false,
    landingPage: false,
    // CORS is the Fastify plugin's job; two layers would send the headers twice.
    cors: false,
    logging: yogaLogger(app),
    plugins: limitPlugins({ introspection: options.introspection, timeLimitMs: options.timeLimitMs ?? QUERY_TIME_LIMIT_MS }),
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
    bodyLimit: QUERY_BODY_LIMIT,
    errorHandler: graphQLErrorHandler,
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
