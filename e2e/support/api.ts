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
