import { randomBytes } from 'node:crypto';
import type { AuthResponse } from '@vx/shared/protocol';
import { TEST_INTERNAL_SECRET } from './server';

/** Small fetch helpers for tests against a running server. */

export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  token?: string;
  headers?: Record<string, string>;
  /** Send the body as-is (string) instead of JSON. */
  raw?: string;
  contentType?: string;
  redirect?: RequestRedirect;
}

export async function request<T = any>(
  method: string,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<TestResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let payload: string | undefined;
  if (options.raw !== undefined) {
    payload = options.raw;
    headers['content-type'] = options.contentType ?? 'application/json';
  } else if (body !== undefined) {
    payload = JSON.stringify(body);
    headers['content-type'] = 'application/json';
  }
  const response = await fetch(url, { method, headers, body: payload, redirect: options.redirect ?? 'follow' });
  const text = await response.text();
  let parsed: unknown = text;
  if ((response.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
  return { status: response.status, headers: response.headers, body: parsed as T, text };
}

export const get = <T = any>(url: string, options?: RequestOptions) => request<T>('GET', url, undefined, options);
export const post = <T = any>(url: string, body?: unknown, options?: RequestOptions) => request<T>('POST', url, body, options);

export function uniqueEmail(prefix = 'guest'): string {
  return `${prefix}-${randomBytes(6).toString('hex')}@example.com`;
}

export const TEST_PASSWORD = 'correct horse battery';

export interface SignedUp {
  token: string;
  /** The login's refresh token, from the `vx_refresh` cookie of the answer. */
  refreshToken: string;
  guestId: number;
  email: string;
  password: string;
  auth: AuthResponse;
}

export interface OutboxMail {
  kind: string;
  subject: string;
  body: string;
  link: string;
}

/** Every mail queued for an address, newest first, from the outbox (the internal route of startTestServer's secret). */
export async function outboxMails(baseUrl: string, email: string): Promise<OutboxMail[]> {
  const response = await get(`${baseUrl}/rest/v1/internal/outbox?email=${encodeURIComponent(email)}`, {
    headers: { 'x-internal-secret': TEST_INTERNAL_SECRET },
  });
  if (response.status !== 200) throw new Error(`outbox of ${email}: ${response.status} ${response.text}`);
  return response.body.mails;
}

/** The newest mail of a kind to an address. */
export async function lastMail(baseUrl: string, email: string, kind: string): Promise<OutboxMail> {
  const mail = (await outboxMails(baseUrl, email)).find((m) => m.kind === kind);
  if (!mail) throw new Error(`no ${kind} mail to ${email}`);
  return mail;
}

/** The token of a mailed link (`?token=`). */
export const tokenOfLink = (link: string): string => new URL(link, 'http://x').searchParams.get('token') ?? '';

/** Signs a new guest up through the REST API, confirms it with the mailed link and returns its access token. */
export async function signupGuest(baseUrl: string, input: { email?: string; password?: string; name?: string } = {}): Promise<SignedUp> {
  const email = input.email ?? uniqueEmail();
  const password = input.password ?? TEST_PASSWORD;
  const requested = await post(`${baseUrl}/rest/v1/vxpay/signup`, { email, password, ...(input.name ? { name: input.name } : {}) });
  if (requested.status !== 202) throw new Error(`signup failed: ${requested.status} ${requested.text}`);
  const token = tokenOfLink((await lastMail(baseUrl, email.toLowerCase(), 'signup')).link);
  const response = await post<AuthResponse>(`${baseUrl}/rest/v1/vxpay/signup/confirm`, { token });
  if (response.status !== 200) throw new Error(`signup confirmation failed: ${response.status} ${response.text}`);
  return {
    token: response.body.accessToken,
    refreshToken: refreshTokenOf(response.headers) ?? '',
    guestId: response.body.guest.id as number,
    email,
    password,
    auth: response.body,
  };
}

export async function loginGuest(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await post<AuthResponse>(`${baseUrl}/rest/v1/vxpay/login`, { email, password });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${response.text}`);
  return response.body.accessToken;
}

/** The refresh token a login, signup or renewal answer sets in its `vx_refresh` cookie, if any. */
export function refreshTokenOf(headers: Headers): string | undefined {
  const cookie = headers.getSetCookie().find((c) => c.startsWith('vx_refresh='));
  const value = cookie?.slice('vx_refresh='.length).split(';')[0];
  return value || undefined;
}

/** POST vxpay/session with a refresh token in the cookie, as the browser sends it. */
export function renewLogin(baseUrl: string, refreshToken?: string): Promise<TestResponse> {
  return post(`${baseUrl}/rest/v1/vxpay/session`, undefined, refreshToken ? { headers: { cookie: `vx_refresh=${refreshToken}` } } : {});
}
