import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { livePreviewSchema } from '@vx/shared/protocol';
import { verifyLiveGrant } from '../../media/live/grant';
import { get, post, signupGuest } from '../../testing/http';
import { SERVER_START_TIMEOUT, startTestServer, useTestServer, type TestServer } from '../../testing/server';
import { livePreview } from './preview';
import { chatActor, LIVECHAT_TEST_CONFIG } from './test-kit';

const grantOf = (streamUrl: string) => new URL(streamUrl, 'http://x').searchParams.get('grant') ?? '';

describe('live preview (phoenix/get_profile_preview): the server counts the seconds', () => {
  const server = useTestServer({ config: LIVECHAT_TEST_CONFIG });
  const previewUrl = (actorId: number) => `${server.rest}/phoenix/get_profile_preview/${actorId}`;

  it('gives a visitor 5 seconds from the first call on, the same clock on every later call, then 401', async () => {
    const actor = await chatActor(server.database);
    const first = await get(previewUrl(actor.id));
    expect(first.status).toBe(200);
    const preview = livePreviewSchema.parse(first.body);
    if (!preview.success) throw new Error('refused');
    expect(preview.data).toMatchObject({ actorId: actor.id, limit: 5 });
    expect(preview.data.secondsLeft).toBeGreaterThan(3);
    expect(preview.data.secondsLeft).toBeLessThanOrEqual(5);
    // The grant is for this preview and ends with it.
    const grant = verifyLiveGrant(server.secrets.visitorToken, grantOf(preview.data.streamUrl), actor.id);
    expect(grant?.subject).toBe('preview:ip:127.0.0.1');
    const again = await post(previewUrl(actor.id));
    expect(again.status).toBe(200);
    expect(verifyLiveGrant(server.secrets.visitorToken, grantOf(again.body.data.streamUrl), actor.id)?.expiresAt).toBe(grant?.expiresAt);
    // Six seconds later (the service with a later clock) the preview is used up.
    expect(await livePreview(server.database.db, server.secrets, { key: 'ip:127.0.0.1', isVip: false }, actor.id, null, new Date(Date.now() + 6_000))).toEqual({
      success: false,
      exitCode: 401,
    });
  });

  it('counts per guest, 20 seconds for a VIP', async () => {
    const actor = await chatActor(server.database);
    const guest = await signupGuest(server.url);
    const vip = await signupGuest(server.url);
    await server.database.db.execute(sql`UPDATE guests SET is_vip = true WHERE id = ${vip.guestId}`);
    const plain = await get(previewUrl(actor.id), { token: guest.token });
    expect(plain.body.data).toMatchObject({ limit: 5 });
    expect(verifyLiveGrant(server.secrets.visitorToken, grantOf(plain.body.data.streamUrl), actor.id)?.subject).toBe(`preview:g:${guest.guestId}`);
    const vipPreview = await get(previewUrl(actor.id), { token: vip.token });
    expect(vipPreview.body.data).toMatchObject({ limit: 20 });
    expect(vipPreview.body.data.secondsLeft).toBeGreaterThan(15);
  });

  it('answers an actor who is offline (198) or offers no preview (402), and 404 for an unknown one', async () => {
    const offline = await chatActor(server.database, { isOnline: false });
    const noPreview = await chatActor(server.database, { featureLivePreview: false });
    expect((await get(previewUrl(offline.id))).body).toEqual({ success: false, exitCode: 198 });
    expect((await get(previewUrl(noPreview.id))).body).toEqual({ success: false, exitCode: 402 });
    expect((await get(previewUrl(999_999))).status).toBe(404);
    expect((await get(`${server.rest}/phoenix/get_profile_preview/abc`)).status).toBe(400);
  });
});

describe('live preview across a restart: the clock is in the database', () => {
  let folder: string;
  let running: TestServer | null = null;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'vx-preview-'));
  });
  afterAll(async () => {
    await running?.close();
    rmSync(folder, { recursive: true, force: true });
  }, SERVER_START_TIMEOUT);

  it(
    'keeps counting on a new server instance on the same database',
    async () => {
      const options = { config: { ...LIVECHAT_TEST_CONFIG, DATA_DIR: join(folder, 'pglite') }, seedActors: 10 };
      running = await startTestServer(options);
      const actor = await chatActor(running.database);
      const guest = await signupGuest(running.url);
      const url = (base: TestServer) => `${base.rest}/phoenix/get_profile_preview/${actor.id}`;
      await get(url(running), { token: guest.token });
      // The clock starts later than it did, so a restart slowed down by a loaded machine cannot use up the seconds.
      await running.database.db.execute(sql`UPDATE live_previews SET started_at = started_at + interval '10 minutes'`);
      const before = await get(url(running), { token: guest.token });
      const expiresAt = verifyLiveGrant(running.secrets.visitorToken, grantOf(before.body.data.streamUrl), actor.id)?.expiresAt;
      await running.close();
      running = null;

      running = await startTestServer(options);
      const after = await get(url(running), { token: guest.token });
      expect(after.body.success).toBe(true);
      expect(verifyLiveGrant(running.secrets.visitorToken, grantOf(after.body.data.streamUrl), actor.id)?.expiresAt).toBe(expiresAt);
      // The seconds ran out meanwhile (as if the restart took a while): still used up after the restart.
      await running.database.db.execute(sql`UPDATE live_previews SET started_at = started_at - interval '11 minutes'`);
      expect((await get(url(running), { token: guest.token })).body).toEqual({ success: false, exitCode: 401 });
    },
    SERVER_START_TIMEOUT,
  );
});
