import { expect, type APIRequestContext, type APIResponse, type BrowserContext } from '@playwright/test';
import { E2E_PORT, INTERNAL_SECRET } from './ports';

const base = `http://localhost:${E2E_PORT}/rest/v1`;
const internal = { 'x-internal-secret': INTERNAL_SECRET };

export async function setActorOnline(request: APIRequestContext, actorId: number, online: boolean): Promise<void> {
  const response = await request.post(`${base}/internal/actor/${actorId}/${online ? 'online' : 'offline'}`, { headers: internal });
  expect(response.ok()).toBe(true);
}

export async function onlineActorIds(request: APIRequestContext, limit = 1000): Promise<number[]> {
  const response = await request.get(`${base}/internal/actors/online?limit=${limit}`, { headers: internal });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { actors: { id: number }[] } | { id: number }[];
  return (Array.isArray(body) ? body : body.actors).map((actor) => actor.id);
}

/** The refresh token an answer sets in its `vx_refresh` cookie. */
function refreshTokenOf(response: APIResponse): string {
  const cookie = response.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('vx_refresh='));
  return cookie?.value.slice('vx_refresh='.length).split(';')[0] ?? '';
}

/**
 * Logs a browser context in as the guest, as a login in the page would leave it: the refresh cookie
 * (the shell renews its access token with it on load) and the marker that this browser is logged in.
 * Cookies ignore ports, so this serves any server on localhost. One context per guest: a second one
 * would replay a rotated refresh token and end the login.
 */
export async function logInBrowser(context: BrowserContext, guest: { refreshToken: string }): Promise<void> {
  await context.addCookies([
    { name: 'vx_refresh', value: guest.refreshToken, domain: 'localhost', path: '/rest/v1/vxpay/session', httpOnly: true, sameSite: 'Strict', secure: false },
  ]);
  await context.addInitScript(() => window.localStorage.setItem('vx.session', '1'));
}

/** A second login of the same guest (another device): its own access and refresh tokens. */
export async function login(request: APIRequestContext, guest: { email: string; password: string }, rest = base): Promise<{ token: string; refreshToken: string }> {
  const response = await request.post(`${rest}/vxpay/login`, { data: { email: guest.email, password: guest.password } });
  expect(response.ok()).toBe(true);
  const { accessToken } = (await response.json()) as { accessToken: string };
  return { token: accessToken, refreshToken: refreshTokenOf(response) };
}

let counter = 0;
/**
 * A new guest with a unique address, confirmed through the mailed link; returns the credentials, its
 * access token and its refresh token.
 * `rest` is the REST base of another server than the suite's (a spec that starts its own).
 */
export async function signup(
  request: APIRequestContext,
  rest = base,
): Promise<{ email: string; password: string; token: string; refreshToken: string }> {
  counter += 1;
  const email = `guest${Date.now()}${counter}@example.com`;
  const password = 'correct-horse-battery';
  expect((await request.post(`${rest}/vxpay/signup`, { data: { email, password, language: 'en' } })).status()).toBe(202);
  const token = new URL(await mailedLink(request, email, 'signup', rest), 'http://x').searchParams.get('token');
  const response = await request.post(`${rest}/vxpay/signup/confirm`, { data: { token } });
  expect(response.ok()).toBe(true);
  const { accessToken } = (await response.json()) as { accessToken: string };
  return { email, password, token: accessToken, refreshToken: refreshTokenOf(response) };
}

/** The link of the newest mail of a kind to an address, from the outbox (the mail provider's stand-in). */
export async function mailedLink(request: APIRequestContext, email: string, kind: string, rest = base): Promise<string> {
  const response = await request.get(`${rest}/internal/outbox?email=${encodeURIComponent(email)}`, { headers: internal });
  expect(response.ok()).toBe(true);
  const { mails } = (await response.json()) as { mails: { kind: string; link: string }[] };
  const mail = mails.find((m) => m.kind === kind);
  expect(mail, `a ${kind} mail to ${email}`).toBeTruthy();
  return mail!.link;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Tops up coins through the demo provider, as its checkout's Pay button does; returns the new balance. */
export async function topUp(request: APIRequestContext, token: string, packageId = 'eur-4999'): Promise<number> {
  const started = await request.post(`${base}/vxpay/moneycharge`, { headers: bearer(token), data: { packageId } });
  expect(started.ok()).toBe(true);
  const { checkoutUrl } = (await started.json()) as { checkoutUrl: string };
  // The confirm form redirects to the signed vxpay/onsuccess callback, which credits.
  expect((await request.post(`${checkoutUrl}/confirm`)).ok()).toBe(true);
  return guestBalance(request, token);
}

/** The guest's balance in coins as the server has it. */
export async function guestBalance(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get(`${base}/guest/getGuestBalance`, { headers: bearer(token) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { balance: number }).balance;
}

/** The id of the guest a token belongs to (internal routes address guests by id). */
export async function guestIdOf(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get(`${base}/guest/profile/get`, { headers: bearer(token) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { profile: { id: number } }).profile.id;
}

/** Sends a guest the actor's private ticket-show invitation (spec 001 §7.3) over the socket. */
export async function inviteToTicketShow(request: APIRequestContext, actorId: number, guestId: number): Promise<void> {
  const response = await request.post(`${base}/internal/actor/${actorId}/ticketShowInvitation`, { headers: internal, data: { guestId } });
  expect(response.ok()).toBe(true);
}

/** A query-service call as a visitor (the visitor token of vxql/visitorToken), in a language. */
export async function visitorQuery<T>(request: APIRequestContext, query: string, language = 'en'): Promise<T> {
  const { token } = (await (await request.get(`${base}/vxql/visitorToken`)).json()) as { token: string };
  const origin = new URL(base).origin;
  const answer = await request.post(`${origin}/vxql?language=${language}`, { headers: { Authorization: `Bearer ${token}` }, data: { query } });
  return ((await answer.json()) as { data: T }).data;
}
