import * as z from 'zod/mini';

export const MISSING_VXQL_TOKEN = 'Missing Vxql-Token';

/**
 * A variable's value that the client replaces with the access token it sends: an operation that
 * takes the caller's token as an argument (startAnonymousVoicecallChat) is called without a remote
 * ever reading the token (remotes never do; contract/platform.ts).
 */
export const CALLER_ACCESS_TOKEN: unique symbol = Symbol('caller access token');

export interface VxqlClientOptions {
  baseUrl: string;
  getToken: () => string | null;
  /** Renews an access token the service refused (401); true when a new one is there. See RestClientOptions. */
  renew?: () => Promise<boolean>;
  getLanguage: () => string;
  /**
   * The token of a caller who is not logged in (the server's vxql/visitorToken): the query service
   * takes no call without a token, yet visitors browse through it. `fresh` asks a new one after the
   * service refused the last. Without it a visitor's call fails with MISSING_VXQL_TOKEN.
   */
  visitorToken?: (fresh: boolean) => Promise<string>;
  fetch?: typeof fetch;
}

export interface VxqlClient {
  /** Any zod schema, classic or mini. */
  request<S extends z.core.$ZodType>(document: string, variables: Record<string, unknown>, schema: S): Promise<z.infer<S>>;
}

/**
 * graphql-request (with graphql's parser) loads on the first query, not with the start page. It
 * parses the endpoint with `new URL`, which refuses a path alone: a site-relative base (the
 * shell's '') is resolved against the page's address.
 */
async function client(url: string, token: string | null, options: VxqlClientOptions) {
  const { GraphQLClient } = await import('graphql-request');
  const absolute = typeof location === 'undefined' ? url : new URL(url, location.href).href;
  return new GraphQLClient(absolute, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    fetch: options.fetch,
  });
}

const isUnauthorized = (error: unknown) => (error as { response?: { status?: unknown } } | null)?.response?.status === 401;

function withToken(variables: Record<string, unknown>, token: string | null): Record<string, unknown> {
  return Object.fromEntries(Object.entries(variables).map(([name, value]) => [name, value === CALLER_ACCESS_TOKEN ? token : value]));
}

/** Runs a query; a login token the service refuses is renewed once and the query repeated. */
async function send(url: string, token: string | null, document: string, variables: Record<string, unknown>, options: VxqlClientOptions): Promise<unknown> {
  try {
    return await (await client(url, token, options)).request(document, withToken(variables, token));
  } catch (error) {
    if (!token || !isUnauthorized(error) || !options.renew || !(await options.renew())) throw error;
    const renewed = options.getToken();
    return (await client(url, renewed, options)).request(document, withToken(variables, renewed));
  }
}

/** A visitor's call: his token, and once more with a new one if the service refused it (expired, or a new server secret). */
async function sendAsVisitor(url: string, visitorToken: (fresh: boolean) => Promise<string>, document: string, variables: Record<string, unknown>, options: VxqlClientOptions) {
  try {
    return await send(url, await visitorToken(false), document, variables, options);
  } catch (error) {
    if (!isUnauthorized(error)) throw error;
    return send(url, await visitorToken(true), document, variables, options);
  }
}

/** A service that takes no call without a token: POST, bearer token, language parameter. */
function tokenRequiredClient(path: string, options: VxqlClientOptions): VxqlClient {
  return {
    async request(document, variables, schema) {
      const token = options.getToken();
      const url = `${options.baseUrl}${path}?language=${encodeURIComponent(options.getLanguage())}`;
      if (token) return z.parse(schema, await send(url, token, document, variables, options));
      if (!options.visitorToken) throw new Error(MISSING_VXQL_TOKEN);
      return z.parse(schema, await sendAsVisitor(url, options.visitorToken, document, variables, options));
    },
  };
}

/** The main query service (spec 001 §7.4). */
export const createVxqlClient = (options: VxqlClientOptions): VxqlClient => tokenRequiredClient('/vxql', options);

/** The guest service (spec 001 §7.4, bearer session id): pincall and age verification. */
export const createGuestServiceClient = (options: VxqlClientOptions): VxqlClient => tokenRequiredClient('/guest-service', options);

/** The feed service: the token goes along only when the guest is logged in. */
export function createFeedClient(options: VxqlClientOptions): VxqlClient {
  return {
    async request(document, variables, schema) {
      const url = `${options.baseUrl}/feed?language=${encodeURIComponent(options.getLanguage())}`;
      return z.parse(schema, await send(url, options.getToken(), document, variables, options));
    },
  };
}
