import { expect, type APIRequestContext } from '@playwright/test';
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

let counter = 0;
/** A new guest with a unique address; returns the credentials. */
export async function signup(request: APIRequestContext): Promise<{ email: string; password: string; token: string }> {
  counter += 1;
  const email = `guest${Date.now()}${counter}@example.com`;
  const password = 'correct-horse-battery';
  const response = await request.post(`${base}/vxpay/signup`, { data: { email, password, language: 'en' } });
  expect(response.ok()).toBe(true);
  const { accessToken } = (await response.json()) as { accessToken: string };
  return { email, password, token: accessToken };
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
