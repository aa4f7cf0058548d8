import { GraphQLError } from 'graphql';
import { HttpError } from '../../http/errors';

/**
 * Runs a check shared with REST (unknown album or video, banned actor) and answers its refusal as a
 * GraphQL error with the same code in `extensions.code`; other errors pass unchanged.
 */
export async function withRestRefusals<T>(check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof HttpError) throw new GraphQLError(error.message, { extensions: { code: error.code } });
    throw error;
  }
}
