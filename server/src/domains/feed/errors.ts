import { GraphQLError } from 'graphql';

/** The feed service's refusals, as GraphQL errors with a code the client can tell apart. */
export const postNotFound = (postId: number) => new GraphQLError(`Post ${postId} not found`, { extensions: { code: 'NOT_FOUND' } });
export const commentNotFound = (commentId: number) => new GraphQLError(`Comment ${commentId} not found`, { extensions: { code: 'NOT_FOUND' } });
export const refused = (message: string) => new GraphQLError(message, { extensions: { code: 'FORBIDDEN' } });
