import { GraphQLError } from 'graphql';
import type { z } from 'zod';

/** A resolver's arguments checked with its zod schema; bad ones are a BAD_USER_INPUT error naming the first issue. */
export function parseArgs<S extends z.ZodType>(schema: S, args: unknown): z.output<S> {
  const result = schema.safeParse(args);
  if (!result.success) throw new GraphQLError(`Invalid arguments: ${result.error.issues[0]?.message ?? ''}`, { extensions: { code: 'BAD_USER_INPUT' } });
  return result.data;
}
