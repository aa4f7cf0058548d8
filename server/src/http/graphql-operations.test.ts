import Fastify, { type FastifyInstance } from 'fastify';
import {
  buildSchema,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
} from 'graphql';
import { domains } from '../domains/index';
import type { GraphQLContext } from '../domains/vxql/context';
import { post } from '../testing/http';
import { BASE_TYPE_DEFS, registerGraphQLService } from './graphql';

/**
 * The clients send no GraphQL documents of their own today (they read over REST), so the limits are
 * checked against the heaviest documents the schema allows: every operation with every field
 * selected, every object field followed down to the depth limit (a type once per path). None of
 * them may be refused by a limit; a client document is always a subset of one of them.
 */
const MAX_DEPTH = 15;
const LIMIT_ERROR = /limit of|nested deeper/i;

function placeholder(type: GraphQLInputType): string {
  const inner = getNullableType(type);
  if (isListType(inner)) return `[${placeholder(inner.ofType)}]`;
  if (isEnumType(inner)) return inner.getValues()[0].name;
  if (isInputObjectType(inner)) {
    const fields = Object.values(inner.getFields()).map((f) => `${f.name}: ${placeholder(f.type)}`);
    return `{ ${fields.join(', ')} }`;
  }
  if (isScalarType(inner) && ['Int', 'Float'].includes(inner.name)) return '1';
  if (isScalarType(inner) && inner.name === 'Boolean') return 'true';
  return '"x"';
}

function fieldSelection(field: GraphQLField<unknown, unknown>, depth: number, path: ReadonlySet<GraphQLNamedType>): string | null {
  const args = field.args.length ? `(${field.args.map((a) => `${a.name}: ${placeholder(a.type)}`).join(', ')})` : '';
  const type = getNamedType(field.type);
  if (!isObjectType(type)) return `${field.name}${args}`;
  if (depth >= MAX_DEPTH || path.has(type)) return null;
  const inner = selection(type, depth + 1, new Set([...path, type]));
  return inner ? `${field.name}${args} ${inner}` : null;
}

function selection(type: GraphQLObjectType, depth: number, path: ReadonlySet<GraphQLNamedType>): string | null {
  const fields = Object.values(type.getFields())
    .map((field) => fieldSelection(field, depth, path))
    .filter((s): s is string => s !== null);
  return fields.length ? `{ ${fields.join(' ')} }` : null;
}

function fullDocuments(typeDefs: string[]): Array<[string, string]> {
  const schema = buildSchema([BASE_TYPE_DEFS, ...typeDefs].join('\n'));
  const documents: Array<[string, string]> = [];
  for (const [keyword, root] of [['query', schema.getQueryType()], ['mutation', schema.getMutationType()]] as const) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      const body = fieldSelection(field, 1, new Set(root ? [root] : []));
      if (body) documents.push([`${keyword} ${field.name}`, `${keyword} { ${body} }`]);
    }
  }
  return documents;
}

const services = {
  '/vxql': domains.flatMap((d) => (d.vxql ? [d.vxql.typeDefs] : [])),
  '/feed': domains.flatMap((d) => (d.feed ? [d.feed.typeDefs] : [])),
};

describe.each(Object.entries(services))('%s: every operation at its fullest stays within the limits', (path, typeDefs) => {
  let app: FastifyInstance;
  let url: string;
  beforeAll(async () => {
    app = Fastify();
    // The schema without resolvers: only whether the limits let the documents through matters here.
    registerGraphQLService(app, {
      path,
      parts: typeDefs.map((defs) => ({ typeDefs: defs, resolvers: {} })),
      context: async (request) => ({ guest: null, guestId: null, language: 'en', request }) satisfies GraphQLContext,
      introspection: false,
    });
    url = `${await app.listen({ port: 0, host: '127.0.0.1' })}${path}`;
  });
  afterAll(() => app.close());

  const documents = fullDocuments(typeDefs);
  it('has operations to check', () => expect(documents.length).toBeGreaterThan(1));

  it.each(documents)('%s', async (_name, document) => {
    const response = await post(url, { query: document });
    const refusals = ((response.body.errors ?? []) as Array<{ message: string }>).filter((e) => LIMIT_ERROR.test(e.message));
    expect(refusals).toEqual([]);
  });
});
