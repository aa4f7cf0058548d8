import { defaultFieldResolver, getNamedType, GraphQLError, GraphQLInt, isObjectType, type GraphQLSchema } from 'graphql';

/** Arguments that name a row: `id`, `actorId`, `modelId`, … */
const ID_ARGUMENT = /^(id|[a-z][A-Za-z0-9]*Id)$/;
/** REST's idSchema bound (http/validate.ts): the PostgreSQL integer range. */
const ID_MAX = 2 ** 31 - 1;

/**
 * Id arguments of a GraphQL service take what REST's idSchema takes. GraphQL's Int already refuses
 * 1e3, 1.0, "12" and anything beyond 32 bits, in literals and in variables; this step refuses 0 and
 * negatives for every Int argument named `id` or `…Id` before its resolver runs, so a resolver that
 * forgets to check cannot be handed one.
 */
export function strictIdArguments(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const ids = field.args.filter((arg) => ID_ARGUMENT.test(arg.name) && getNamedType(arg.type) === GraphQLInt).map((arg) => arg.name);
      if (ids.length === 0) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args: Record<string, unknown>, context, info) => {
        for (const name of ids) {
          const value = args[name];
          if (typeof value === 'number' && (value < 1 || value > ID_MAX)) {
            throw new GraphQLError(`Invalid arguments: ${name} must be an id from 1 to ${ID_MAX}`, { extensions: { code: 'BAD_USER_INPUT' } });
          }
        }
        return resolve(source, args, context, info);
      };
    }
  }
  return schema;
}
