import type { z } from 'zod';

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
  getLanguage: () => string;
  /** Caching tag appended to every call. */
  ver: string;
  fetch?: typeof fetch;
}

export interface RestCallOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  payload?: Record<string, unknown>;
  /** Cookies go along only when a call asks for them (the breadcrumb call does). */
  credentials?: boolean;
  schema: S;
  signal?: AbortSignal;
}

export interface RestClient {
  call<S extends z.ZodType>(path: string, options: RestCallOptions<S>): Promise<z.infer<S>>;
}

function appendQuery(params: URLSearchParams, payload: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    params.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
}

export function createRestClient(options: RestClientOptions): RestClient {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  return {
    async call(path, { method = 'GET', payload, credentials = false, schema, signal }) {
      const params = new URLSearchParams();
      const token = options.getToken();
      params.set('language', options.getLanguage());
      params.set('ver', options.ver);
      if (token) params.set('access_token', token);
      if (method === 'GET' && payload) appendQuery(params, payload);
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (token) headers.Authorization = `Bearer ${token}`;
      const hasBody = method !== 'GET' && payload !== undefined;
      if (hasBody) headers['Content-Type'] = 'application/json';
      const url = `${options.baseUrl}/rest/v1/${path.replace(/^\/+/, '')}?${params.toString()}`;
      let response: Response;
      try {
        response = await doFetch(url, {
          method,
          headers,
          body: hasBody ? JSON.stringify(payload) : undefined,
          credentials: credentials ? 'include' : 'omit',
          signal,
        });
      } catch (error) {
        if ((error as Error)?.name === 'AbortError') throw error;
        throw new RestError(0);
      }
      if (!response.ok) throw new RestError(response.status);
      const parsed = schema.safeParse(await response.json().catch(() => undefined));
      if (!parsed.success) throw new RestError(response.status);
      return parsed.data;
    },
  };
}
