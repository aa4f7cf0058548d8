/**
 * The `extensions.code` of the first GraphQL error a query-service call failed with (graphql-request's
 * ClientError carries the answer's `errors`), so a page can name the refusal (NO_SPINS,
 * ALREADY_REDEEMED); undefined for a failure without one (network, a bad answer).
 */
export function graphQLCode(error: unknown): string | undefined {
  const errors = (error as { response?: { errors?: Array<{ extensions?: { code?: unknown } }> } } | null)?.response?.errors;
  const code = errors?.[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}
