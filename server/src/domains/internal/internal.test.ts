import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig } from '../../config';
import { installErrorHandling } from '../../http/errors';
import { get, post } from '../../testing/http';
import { TEST_INTERNAL_SECRET, useTestServer } from '../../testing/server';
import { TestSocket } from '../../testing/socket';
import type { Hub } from '../../realtime/hub';
import { zodValidatorCompiler } from '../../http/validate';
import { internalRoutes } from './rest';

describe('internal catalogue routes (internal/...)', () => {
  const server = useTestServer({ seedActors: 20 });
  const secret = { headers: { 'x-internal-secret': TEST_INTERNAL_SECRET } };

  it.each([
    ['without the secret header', {}],
    ['with a wrong secret', { headers: { 'x-internal-secret': 'wrong' } }],
    ['with a secret that only shares a prefix', { headers: { 'x-internal-secret': `${TEST_INTERNAL_SECRET}x` } }],
  ])('hides the routes %s (404)', async (_case, options) => {
    expect((await post(`${server.rest}/internal/actor/1/online`, undefined, options)).status).toBe(404);
    expect((await get(`${server.rest}/internal/actors/online`, options)).status).toBe(404);
  });

  it('hides the routes when no secret is configured, whatever is sent', async () => {
    const app: FastifyInstance = Fastify();
    installErrorHandling(app);
    app.setValidatorCompiler(zodValidatorCompiler);
    const config = loadConfig({}, { INTERNAL_SECRET: undefined });
    const hub = { broadcast: () => undefined } as unknown as Hub;
    await app.register(async (scope) => internalRoutes(scope, { config, database: server.database, hub, secrets: server.secrets }), { prefix: '/rest/v1' });
    // (app.inject cannot load under Jest's CommonJS runtime; a real port it is.)
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      expect((await get(`${base}/rest/v1/internal/actors/online`, { headers: { 'x-internal-secret': '' } })).status).toBe(404);
      expect((await post(`${base}/rest/v1/internal/actor/1/online`, undefined, secret)).status).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('sets an actor online and offline, and every socket hears it', async () => {
    const socket = await TestSocket.connect(server.wsUrl);
    try {
      await socket.requestSession();
      await post(`${server.rest}/internal/actor/4/offline`, undefined, secret);

      const online = await post(`${server.rest}/internal/actor/4/online`, undefined, secret);
      expect(online.status).toBe(200);
      expect(online.body).toEqual({ success: true, actorId: 4, isOnline: true, changed: true });
      expect(await socket.next('actorOnline')).toEqual({ type: 'actorOnline', actorId: 4 });
      expect((await get(`${server.rest}/actor/getActorStateById/4`)).body.isOnline).toBe(true);

      const listed = await get(`${server.rest}/internal/actors/online?limit=1000`, secret);
      expect(listed.body.actors.map((a: { id: number }) => a.id)).toContain(4);
      expect(listed.body.total).toBe(listed.body.actors.length);

      const offline = await post(`${server.rest}/internal/actor/4/offline`, undefined, secret);
      expect(offline.body).toEqual({ success: true, actorId: 4, isOnline: false, changed: true });
      expect(await socket.next('actorOffline')).toEqual({ type: 'actorOffline', actorId: 4 });

      const again = await post(`${server.rest}/internal/actor/4/offline`, undefined, secret);
      expect(again.body.changed).toBe(false);
    } finally {
      socket.ws.close();
    }
  });

  it('limits the online list and validates its input', async () => {
    const listed = await get(`${server.rest}/internal/actors/online?limit=2`, secret);
    expect(listed.status).toBe(200);
    expect(listed.body.actors.length).toBeLessThanOrEqual(2);
    expect((await get(`${server.rest}/internal/actors/online?limit=0`, secret)).status).toBe(400);
    expect((await get(`${server.rest}/internal/actors/online?limit=abc`, secret)).status).toBe(400);
  });

  it('answers 404 for an unknown actor and 400 for a malformed id', async () => {
    expect((await post(`${server.rest}/internal/actor/999999/online`, undefined, secret)).status).toBe(404);
    expect((await post(`${server.rest}/internal/actor/abc/online`, undefined, secret)).status).toBe(400);
  });
});
