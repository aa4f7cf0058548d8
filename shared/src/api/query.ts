import type { z } from 'zod';

export const MISSING_VXQL_TOKEN = 'Missing Vxql-Token';

export interface QueryClientOptions {
  baseUrl: string;
  getToken: () => string | null;
  getLanguage: () => string;
  fetch?: typeof fetch;
}

export interface QueryClient {
  request<S extends z.ZodType>(document: string, variables: Record<string, unknown>, schema: S): Promise<z.infer<S>>;
}

/** graphql-request (with graphql's parser) loads on the first query, not with the start page. */
async function client(url: string, token: string | null, options: QueryClientOptions) {
  const { GraphQLClient } = await import('graphql-request');
  return new GraphQLClient(url, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    fetch: options.fetch,
  });
}

/** The main query service (spec 001 §7.4): POST, bearer token, language parameter. */
export function createQueryClient(options: QueryClientOptions): QueryClient {
  return {
    async request(document, variables, schema) {
      const token = options.getToken();
      if (!token) throw new Error(MISSING_VXQL_TOKEN);
      const url = `${options.baseUrl}/vxql?language=${encodeURIComponent(options.getLanguage())}`;
      return schema.parse(await (await client(url, token, options)).request(document, variables));
    },
  };
}

/** The feed service: the token goes along only when the guest is logged in. */
export function createFeedClient(options: QueryClientOptions): QueryClient {
  return {
    async request(document, variables, schema) {
      const url = `${options.baseUrl}/feed?language=${encodeURIComponent(options.getLanguage())}`;
      return schema.parse(await (await client(url, options.getToken(), options)).request(document, variables));
    },
  };
}
