import { sql } from 'drizzle-orm';
import { videoDetailSchema, videoPreviewEndIncentivesSchema } from '@vx/shared/protocol';
import { queryRows } from '../../testing/db';
import { get, outboxMails, post, signupGuest, uniqueEmail, type SignedUp } from '../../testing/http';
import { SERVER_START_TIMEOUT, useTestServer } from '../../testing/server';
import { credit } from '../wallet/service';

interface VideoRow {
  id: number;
  price: number;
  actor_id: number;
  actor_name: string;
}

const pickVideo = (where: ReturnType<typeof sql>) => sql`
  SELECT v.id, v.price, v.actor_id, a.name AS actor_name FROM videos v JOIN actors a ON a.id = v.actor_id
  WHERE ${where} AND cardinality(a.banned_country_codes) = 0 ORDER BY v.id LIMIT 1`;

describe('video detail calls: incentives, likes, recommendations, share, promoted and top videos', () => {
  const server = useTestServer();
  let rich: SignedUp;
  let poor: SignedUp;
  let paid: VideoRow;
  let vip: VideoRow;
  let tagged: VideoRow;
  const vxql = (query: string, token: string) => post(`${server.url}/vxql?language=en`, { query }, { token });
  const incentives = async (videoId: number, token?: string) => {
    const response = await get(`${server.rest}/conversion/getVideoPreviewEndIncentives/${videoId}`, { token });
    expect(response.status).toBe(200);
    return videoPreviewEndIncentivesSchema.parse(response.body).data;
  };

  beforeAll(async () => {
    [rich, poor] = await Promise.all([signupGuest(server.url), signupGuest(server.url)]);
    await credit(server.database.db, { guestId: rich.guestId, amount: 100_000, kind: 'test_topup', reference: 'test', idempotencyKey: 'topup-video-calls' });
    [[paid], [vip], [tagged]] = await Promise.all([
      queryRows<VideoRow>(server.database, pickVideo(sql`NOT v.free AND NOT v.vip AND v.price > 0 AND v.discount = 0 AND v.age_rating < 18`)),
      queryRows<VideoRow>(server.database, pickVideo(sql`v.vip AND NOT v.free AND v.price > 0`)),
      queryRows<VideoRow>(server.database, pickVideo(sql`EXISTS (SELECT 1 FROM video_tags t WHERE t.video_id = v.id)`)),
    ]);
  }, SERVER_START_TIMEOUT);

  describe('conversion/getVideoPreviewEndIncentives/{albumId}', () => {
    it('offers a visitor signup then login, a guest short of coins a top-up then the purchase, a rich guest the purchase', async () => {
      const visitor = await incentives(paid.id);
      expect(visitor.incentives.map((i) => [i.type, i.action])).toEqual([
        ['videoPreviewSignup', 'signup'],
        ['videoPreviewLogin', 'login'],
      ]);
      expect(visitor.vxpayConfig).toEqual({ flow: 'signup', videoId: paid.id });
      expect(visitor.trackingData).toEqual({ event: 'videoPreviewEnd', videoId: paid.id, actorId: paid.actor_id });
      const short = await incentives(paid.id, poor.token);
      expect(short.incentives.map((i) => i.type)).toEqual(['videoPreviewPayment', 'videoPreviewBuy']);
      expect(short.incentives[0]).toMatchObject({ region: 'videoPlayer', event: 'videoPreviewEnd', missingCoins: paid.price, price: { value: paid.price } });
      expect(short.vxpayConfig).toEqual({ flow: 'moneycharge', videoId: paid.id });
      const buyer = await incentives(paid.id, rich.token);
      expect(buyer.incentives.map((i) => i.type)).toEqual(['videoPreviewBuy']);
      expect(buyer.vxpayConfig).toBeNull();
    });

    it('offers VIP first for a VIP video, the age check to an unverified VIP, and nothing once bought', async () => {
      expect((await incentives(vip.id, rich.token)).incentives[0]).toMatchObject({ type: 'videoPreviewVip', action: 'vipabo' });
      const [adult] = await queryRows<VideoRow>(server.database, pickVideo(sql`v.vip AND NOT v.free AND v.age_rating >= 18`));
      await server.database.db.execute(sql`UPDATE guests SET is_vip = true, has_avs = false WHERE id = ${poor.guestId}`);
      try {
        expect((await incentives(adult.id, poor.token)).incentives.map((i) => i.type)).toEqual(['videoPreviewAvs']);
      } finally {
        await server.database.db.execute(sql`UPDATE guests SET is_vip = false WHERE id = ${poor.guestId}`);
      }
      const bought = await post(`${server.rest}/video/${paid.id}/buy`, { idempotencyKey: `buy-${paid.id}-calls` }, { token: rich.token });
      expect(bought.body.success).toBe(true);
      expect(await incentives(paid.id, rich.token)).toMatchObject({ incentives: [], vxpayConfig: null });
    });

    it('answers 400 to a bad id and 404 to an unknown video', async () => {
      expect((await get(`${server.rest}/conversion/getVideoPreviewEndIncentives/abc`)).status).toBe(400);
      const unknown = await get(`${server.rest}/conversion/getVideoPreviewEndIncentives/99999999`);
      expect([unknown.status, unknown.body.error.code]).toEqual([404, 'video_not_found']);
    });
  });

  describe('likeVideo, dislikeVideo', () => {
    it('counts a like once, moves it on a dislike, and shows guestInfo.liked in the detail', async () => {
      const [{ likes: before }] = await queryRows<{ likes: number }>(server.database, sql`SELECT likes FROM videos WHERE id = ${tagged.id}`);
      const like = `mutation { likeVideo(videoId: ${tagged.id}) { videoId likes dislikes isLiked isDisliked } }`;
      const first = await vxql(like, poor.token);
      expect(first.body.data.likeVideo).toEqual({ videoId: tagged.id, likes: before + 1, dislikes: 0, isLiked: true, isDisliked: false });
      expect((await vxql(like, poor.token)).body.data.likeVideo.likes).toBe(before + 1);
      const detail = videoDetailSchema.parse((await get(`${server.rest}/video/${tagged.id}`, { token: poor.token })).body);
      expect(detail.guestInfo.liked).toBe(true);
      expect(detail.rating.likes).toBe(before + 1);
      const disliked = await vxql(`mutation { dislikeVideo(videoId: ${tagged.id}) { likes dislikes isLiked isDisliked } }`, poor.token);
      expect(disliked.body.data.dislikeVideo).toEqual({ likes: before, dislikes: 1, isLiked: false, isDisliked: true });
      expect(videoDetailSchema.parse((await get(`${server.rest}/video/${tagged.id}`, { token: poor.token })).body).guestInfo.liked).toBe(false);
    });

    it('needs a login and a known video', async () => {
      const visitor = (await get(`${server.rest}/vxql/visitorToken`)).body.token as string;
      const anonymous = await vxql(`mutation { likeVideo(videoId: ${tagged.id}) { likes } }`, visitor);
      expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      const unknown = await vxql('mutation { likeVideo(videoId: 99999999) { likes } }', poor.token);
      expect(unknown.body.errors[0].extensions.code).toBe('video_not_found');
      const bad = await vxql('mutation { dislikeVideo(videoId: -1) { likes } }', poor.token);
      expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    });
  });

  describe('video recommendations', () => {
    it('by actor: her videos without the one watched; by album: other videos that share its tags', async () => {
      const byActor = await vxql(`{ videoRecommendationsByActor(actorId: ${tagged.actor_id}, excludeVideoId: ${tagged.id}, first: 5) { id model { id } } }`, poor.token);
      expect(byActor.body.errors).toBeUndefined();
      const actorVideos = byActor.body.data.videoRecommendationsByActor as { id: number; model: { id: number } }[];
      expect(actorVideos.length).toBeGreaterThan(0);
      expect(actorVideos.length).toBeLessThanOrEqual(5);
      expect(actorVideos.every((video) => video.model.id === tagged.actor_id && video.id !== tagged.id)).toBe(true);
      const byAlbum = await vxql(`{ videoRecommendationsByAlbum(albumId: ${tagged.id}, first: 8) { id } }`, poor.token);
      const ids = (byAlbum.body.data.videoRecommendationsByAlbum as { id: number }[]).map((video) => video.id);
      expect(ids).toHaveLength(8);
      expect(ids).not.toContain(tagged.id);
      const [first] = await queryRows<{ shared: number }>(
        server.database,
        sql`SELECT count(*)::int AS shared FROM video_tags a JOIN video_tags b ON b.tag_id = a.tag_id WHERE a.video_id = ${tagged.id} AND b.video_id = ${ids[0]}`,
      );
      expect(first.shared).toBeGreaterThan(0);
      const rest = await get(`${server.rest}/video/${tagged.id}/recommendations?by=video&first=8`);
      expect(rest.body.videos.map((video: { id: number }) => video.id)).toEqual(ids);
      const restByActor = await get(`${server.rest}/video/${tagged.id}/recommendations?by=actor&first=5`);
      expect(restByActor.body.videos.map((video: { id: number }) => video.id)).toEqual(actorVideos.map((video) => video.id));
      expect((await get(`${server.rest}/video/${tagged.id}/recommendations?by=mood`)).status).toBe(400);
      const bad = await vxql(`{ videoRecommendationsByAlbum(albumId: ${tagged.id}, first: 31) { id } }`, poor.token);
      expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    });
  });

  describe('guest/sendVideoShareEmail', () => {
    it('queues the mail to the recipient, answers OK, then TIMEOUT after five shares in ten minutes', async () => {
      const sharer = await signupGuest(server.url);
      const recipient = uniqueEmail('friend');
      const body = { recipient, message: 'Look <b>at</b> this', videoId: paid.id, guestId: sharer.guestId };
      const statuses: string[] = [];
      for (let i = 0; i < 6; i += 1) statuses.push((await post(`${server.rest}/guest/sendVideoShareEmail?language=de`, body, { token: sharer.token })).body.status);
      expect(statuses).toEqual(['OK', 'OK', 'OK', 'OK', 'OK', 'TIMEOUT']);
      const mails = await outboxMails(server.url, recipient);
      expect(mails).toHaveLength(5);
      expect(mails[0]).toMatchObject({ kind: 'video_share', link: `/de/amateur/${paid.actor_name.toLowerCase()}/videos/${paid.id}/` });
      expect(mails[0].body).toContain('Look <b>at</b> this');
    });

    it("refuses a visitor, another guest's id, a bad address and an unknown video", async () => {
      const body = { recipient: uniqueEmail('friend'), message: '', videoId: paid.id, guestId: poor.guestId };
      expect((await post(`${server.rest}/guest/sendVideoShareEmail`, body)).status).toBe(401);
      const other = await post(`${server.rest}/guest/sendVideoShareEmail`, { ...body, guestId: rich.guestId }, { token: poor.token });
      expect([other.status, other.body.error.code]).toEqual([403, 'not_your_guest_id']);
      expect((await post(`${server.rest}/guest/sendVideoShareEmail`, { ...body, recipient: 'not-an-address' }, { token: poor.token })).status).toBe(400);
      expect((await post(`${server.rest}/guest/sendVideoShareEmail`, { ...body, videoId: '5' }, { token: poor.token })).status).toBe(400);
      expect((await post(`${server.rest}/guest/sendVideoShareEmail`, { ...body, videoId: 99999999 }, { token: poor.token })).status).toBe(404);
    });
  });

  describe('gallery/getpromotedvideo, gallery/getTopVideos', () => {
    it('promotes a video of the actor and lists her top videos by likes, by id or name', async () => {
      const promoted = await get(`${server.rest}/gallery/getpromotedvideo/${tagged.actor_id}`);
      expect(promoted.body.success).toBe(true);
      expect(promoted.body.data.model.id).toBe(tagged.actor_id);
      const [byId, byName] = await Promise.all([
        get(`${server.rest}/gallery/getTopVideos/${tagged.actor_id}?limit=30`),
        get(`${server.rest}/gallery/getTopVideos/${tagged.actor_name}?limit=30`),
      ]);
      expect(byName.body).toEqual(byId.body);
      const likes = (byId.body.data as { rating: { likes: number }; model: { id: number } }[]).map((video) => video.rating.likes);
      expect(likes).toEqual([...likes].sort((a, b) => b - a));
      expect((byId.body.data as { model: { id: number } }[]).every((video) => video.model.id === tagged.actor_id)).toBe(true);
    });

    it('answers 404 for unknown actors and 400 for bad input', async () => {
      expect((await get(`${server.rest}/gallery/getpromotedvideo/99999999`)).status).toBe(404);
      expect((await get(`${server.rest}/gallery/getTopVideos/no_such_actor_xyz`)).status).toBe(404);
      expect((await get(`${server.rest}/gallery/getTopVideos/${tagged.actor_id}?limit=0`)).status).toBe(400);
      expect((await get(`${server.rest}/gallery/getpromotedvideo/abc`)).status).toBe(400);
    });
  });
});
