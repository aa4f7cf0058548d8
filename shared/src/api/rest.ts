import * as z from 'zod/mini';

/**
 * A failed REST call. By the contract (spec 001 §7.1) it carries no details from the server;
 * the status alone lets a form tell "wrong password" from "try later".
 */
export class RestError extends Error {
  constructor(readonly status: number) {
    super('REST call failed');
    this.name = 'RestError';
  }
}

export interface RestClientOptions {
  /** Origin of the server; '' for the page's own origin. */
  baseUrl: string;
  getToken: () => string | null;
  /**
   * Called when a call that carried a token answers 401: renews the access token (one renewal shared
   * by every waiting call) and tells whether a new one is there, in which case the call runs once more.
   */
  renew?: () => Promise<boolean>;
  getLanguage: () => string;
  /** Caching tag appended to every call. */
  ver: string;
  fetch?: typeof fetch;
  /**
   * An answer the page already holds for a GET path (the server inlines the first view's), given
   * at most once; it is checked by the call's schema like a network answer, and asked for if it fails.
   */
  firstAnswer?: (path: string) => unknown;
}

/** S is any zod schema, classic or mini (the protocol's are mini, to keep classic zod off the first load). */
export interface RestCallOptions<S extends z.core.$ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  payload?: Record<string, unknown>;
  /** A raw body instead of a JSON payload (an uploaded image), sent with its own type. */
  body?: Blob;
  /** Cookies go along only when a call asks for them (the breadcrumb call does). */
  credentials?: boolean;
  /** false: the call carries no access token and never renews (login, the renewal itself). */
  auth?: boolean;
  schema: S;
  signal?: AbortSignal;
}

export interface RestClient {
  call<S extends z.core.$ZodType>(path: string, options: RestCallOptions<S>): Promise<z.infer<S>>;
  /**
   * The headers a media request the page makes itself must carry (hls.js loading a video signed for
   * this guest, server/docs/video-playback.md): the access token, read at each request so a renewed
   * one is used. Remotes pass them on without reading them.
   */
  mediaHeaders?(): Record<string, string>;
  /** A GET whose answer is a file (a messenger image only its guest may fetch), with the token and its renewal. */
  download?(path: string, signal?: AbortSignal): Promise<Blob>;
}

function appendQuery(params: URLSearchParams, payload: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    params.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
}

/**
 * The access token goes in the Authorization header only. The server still accepts the contract's
 * `access_token` parameter (spec 001 §7.1), but a URL ends up in proxy and server logs, so ours
 * never carries it.
 */
export function createRestClient(options: RestClientOptions): RestClient {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  async function send(path: string, init: RequestInit & { method: string }, payload: Record<string, unknown> | Blob | undefined, token: string | null) {
    const params = new URLSearchParams();
    params.set('language', options.getLanguage());
    params.set('ver', options.ver);
    const raw = payload instanceof Blob ? payload : undefined;
    if (init.method === 'GET' && payload && !raw) appendQuery(params, payload as Record<string, unknown>);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    const hasBody = init.method !== 'GET' && payload !== undefined;
    if (hasBody) headers['Content-Type'] = raw ? raw.type : 'application/json';
    const url = `${options.baseUrl}/rest/v1/${path.replace(/^\/+/, '')}?${params.toString()}`;
    try {
      return await doFetch(url, { ...init, headers, body: raw ?? (hasBody ? JSON.stringify(payload) : undefined) });
    } catch (error) {
      if ((error as Error)?.name === 'AbortError') throw error;
      throw new RestError(0);
    }
  }

  return {
    mediaHeaders(): Record<string, string> {
      const token = options.getToken();
      return token ? { Authorization: `Bearer ${token}` } : {};
    },
    async download(path, signal) {
      const init = { method: 'GET', credentials: 'omit', signal } as const;
      let response = await send(path, init, undefined, options.getToken());
      if (response.status === 401 && options.renew && (await options.renew())) response = await send(path, init, undefined, options.getToken());
      if (!response.ok) throw new RestError(response.status);
      return response.blob();
    },
    async call(path, { method = 'GET', payload, body, credentials = false, auth = true, schema, signal }) {
      const held = method === 'GET' && !payload ? options.firstAnswer?.(path) : undefined;
      if (held !== undefined) {
        const inlined = z.safeParse(schema, held);
        if (inlined.success) return inlined.data;
      }
      const init = { method, credentials: credentials ? 'include' : 'omit', signal } as const;
      const token = auth ? options.getToken() : null;
      let response = await send(path, init, body ?? payload, token);
      if (response.status === 401 && token && options.renew && (await options.renew())) {
        response = await send(path, init, body ?? payload, options.getToken());
      }
      if (!response.ok) throw new RestError(response.status);
      const parsed = z.safeParse(schema, await response.json().catch(() => undefined));
      if (!parsed.success) throw new RestError(response.status);
      return parsed.data;
    },
  };
}
