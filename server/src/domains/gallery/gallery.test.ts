import { sql } from 'drizzle-orm';
import { albumDetailSchema } from '@vx/shared/protocol';
import { avatarPng, uploadAvatar } from '../../testing/avatar';
import { queryRows } from '../../testing/db';
import { get, post, signupGuest, type SignedUp } from '../../testing/http';
import { TEST_ENGINES, useTestServerOn } from '../../testing/engines';
import { SERVER_START_TIMEOUT } from '../../testing/server';
import { TestSocket } from '../../testing/socket';
import { credit, getBalance } from '../wallet/service';
import { listComments } from './comments';

interface AlbumRow {
  id: number;
  price: number;
  actor_id: number;
  actor_name: string;
}

describe.each(TEST_ENGINES)('gallery: albums, comments, ratings, sedcards, pins (%s)', (_engine, url) => {
  const server = useTestServerOn(url);
  let buyer: SignedUp;
  let other: SignedUp;
  let paid: AlbumRow;
  let free: AlbumRow;
  let paidPicture: number;
  const vxql = (token: string, query: string) => post(`${server.url}/vxql?language=en`, { query }, { token });

  beforeAll(async () => {
    [buyer, other] = await Promise.all([signupGuest(server.url), signupGuest(server.url)]);
    await credit(server.database.db, { guestId: buyer.guestId, amount: 100_000, kind: 'test_topup', reference: 'test', idempotencyKey: 'topup-gallery' });
    const pick = (free: boolean) =>
      queryRows<AlbumRow>(
        server.database,
        sql`SELECT a.id, a.price, a.actor_id, ac.name AS actor_name FROM albums a JOIN actors ac ON ac.id = a.actor_id
            WHERE a.free = ${free} AND (a.free OR a.price > 0) AND NOT a.vip_content AND cardinality(ac.banned_country_codes) = 0
              AND EXISTS (SELECT 1 FROM pictures p WHERE p.album_id = a.id) ORDER BY a.id LIMIT 1`,
      );
    [[paid], [free]] = await Promise.all([pick(false), pick(true)]);
    [{ id: paidPicture }] = await queryRows<{ id: number }>(server.database, sql`SELECT id FROM pictures WHERE album_id = ${paid.id} ORDER BY position LIMIT 1`);
  }, SERVER_START_TIMEOUT);

  describe('album/{albumId}/buy', () => {
    it('works without a body as the spec shows it, and a second call charges nothing', async () => {
      const before = (await getBalance(server.database.db, buyer.guestId))!;
      const [first, second] = await Promise.all([post(`${server.rest}/album/${paid.id}/buy`, undefined, { token: buyer.token }), post(`${server.rest}/album/${paid.id}/buy`, undefined, { token: buyer.token })]);
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(first.body.success && second.body.success).toBe(true);
      expect(await getBalance(server.database.db, buyer.guestId)).toBe(before - paid.price);
      const again = await post(`${server.rest}/album/${paid.id}/buy`, { idempotencyKey: 'another-key-123' }, { token: buyer.token });
      expect(again.body).toMatchObject({ success: true, balance: before - paid.price });
      expect(await getBalance(server.database.db, buyer.guestId)).toBe(before - paid.price);
    });

    it('takes the key from the Idempotency-Key header, refuses a bad one and answers 401 to a visitor', async () => {
      expect((await post(`${server.rest}/album/${paid.id}/buy`)).status).toBe(401);
      const short = await post(`${server.rest}/album/${paid.id}/buy`, undefined, { token: other.token, headers: { 'idempotency-key': 'x' } });
      expect(short.status).toBe(400);
      expect((await post(`${server.rest}/album/999999/buy`, undefined, { token: other.token })).status).toBe(404);
    });
  });

  describe('comments', () => {
    it('lets the buyer comment once; HTML is stored and returned as text; the new comment comes first', async () => {
      const text = '  <img src=x onerror="alert(1)"><b>nice</b>  ';
      const listed = await get(`${server.rest}/gallery/getComments?albumId=${paid.id}`, { token: buyer.token });
      expect(listed.body.data).toMatchObject({ isGuestAllowedToCommentAlbum: true });
      const posted = await post(`${server.rest}/gallery/postComment`, { albumId: paid.id, text }, { token: buyer.token });
      expect(posted.status).toBe(200);
      expect(posted.body.data).toMatchObject({ comment: { text: text.trim(), albumId: paid.id }, commentsTotal: listed.body.data.commentsTotal + 1, isGuestAllowedToCommentAlbum: false });
      const after = await get(`${server.rest}/gallery/getComments?albumId=${paid.id}&limit=5`, { token: buyer.token });
      expect(after.body.data.comments[0].text).toBe(text.trim());
      expect(after.body.data.isGuestAllowedToCommentAlbum).toBe(false);
      const second = await post(`${server.rest}/album/${paid.id}/comments`, { text: 'again' }, { token: buyer.token });
      expect(second.status).toBe(403);
      expect(second.body.error.code).toBe('comment_not_allowed');
      const detail = albumDetailSchema.parse((await get(`${server.rest}/album/${paid.id}`, { token: buyer.token })).body);
      expect(detail).toMatchObject({ commentsTotal: after.body.data.commentsTotal, isGuestAllowedToCommentAlbum: false });
    });

    it('refuses a guest who has not bought the album, a visitor, a blocked guest, bad input and unknown albums', async () => {
      expect((await post(`${server.rest}/gallery/postComment`, { albumId: paid.id, text: 'hi' }, { token: other.token })).status).toBe(403);
      expect((await post(`${server.rest}/gallery/postComment`, { albumId: paid.id, text: 'hi' })).status).toBe(401);
      expect((await post(`${server.rest}/gallery/postComment`, { albumId: free.id, text: '   ' }, { token: other.token })).status).toBe(400);
      expect((await post(`${server.rest}/gallery/postComment`, { albumId: free.id, text: 'x'.repeat(501) }, { token: other.token })).status).toBe(400);
      expect((await post(`${server.rest}/gallery/postComment`, { albumId: '1', text: 'hi' }, { token: other.token })).status).toBe(400);
      expect((await post(`${server.rest}/gallery/postComment`, { albumId: 999_999, text: 'hi' }, { token: other.token })).status).toBe(404);
      expect((await get(`${server.rest}/gallery/getComments?albumId=${paid.id}&limit=501`)).status).toBe(400);
      expect((await get(`${server.rest}/gallery/getComments?albumId=abc`)).status).toBe(400);
      await server.database.db.execute(sql`UPDATE guests SET is_blocked_for_comments = true WHERE id = ${other.guestId}`);
      try {
        expect((await get(`${server.rest}/album/${free.id}/comments`, { token: other.token })).body.data.isGuestAllowedToCommentAlbum).toBe(false);
        expect((await post(`${server.rest}/album/${free.id}/comments`, { text: 'hi' }, { token: other.token })).status).toBe(403);
      } finally {
        await server.database.db.execute(sql`UPDATE guests SET is_blocked_for_comments = false WHERE id = ${other.guestId}`);
      }
    });

    it('answers each author’s current avatar (guestAvatar), read by guest id with the comments: null without one', async () => {
      const [painter, plain] = [await signupGuest(server.url), await signupGuest(server.url)];
      const avatar = (await uploadAvatar(server.rest, painter.token, await avatarPng(64, 64))).body.avatar as string;
      const posted = await post(`${server.rest}/album/${free.id}/comments`, { text: 'with a face' }, { token: painter.token });
      expect(posted.body.data.comment).toMatchObject({ text: 'with a face', guestAvatar: avatar });
      expect((await post(`${server.rest}/gallery/postComment`, { albumId: free.id, text: 'without' }, { token: plain.token })).body.data.comment.guestAvatar).toBeNull();
      const avatarOf = async (text: string) =>
        (await get(`${server.rest}/gallery/getComments?albumId=${free.id}`)).body.data.comments.find((comment: { text: string }) => comment.text === text).guestAvatar;
      expect([await avatarOf('with a face'), await avatarOf('without')]).toEqual([avatar, null]);
      await post(`${server.rest}/guest/profile/preview/update`, { delete: true }, { token: painter.token });
      expect(await avatarOf('with a face')).toBeNull();
      const again = (await uploadAvatar(server.rest, plain.token, await avatarPng(48, 48))).body.avatar as string;
      expect(await avatarOf('without')).toBe(again);
      if (server.database.engine === 'pglite') {
        // The rows and the total: two statements however many authors (the avatar comes with the name's join).
        const client = (server.database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
        const spy = jest.spyOn(client, 'query');
        try {
          const listed = await listComments(server.database.db, free.id, 0, 500);
          expect(listed.comments.length).toBeGreaterThanOrEqual(2);
          expect(spy).toHaveBeenCalledTimes(2);
        } finally {
          spy.mockRestore();
        }
      }
    });

    it('limits a guest to 5 comments in 10 minutes', async () => {
      const writer = await signupGuest(server.url);
      const freeAlbums = await queryRows<{ id: number }>(server.database, sql`SELECT id FROM albums a WHERE free ORDER BY id LIMIT 6`);
      const statuses: number[] = [];
      for (const album of freeAlbums) statuses.push((await post(`${server.rest}/gallery/postComment`, { albumId: album.id, text: 'lovely' }, { token: writer.token })).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    });
  });

  describe('ratings', () => {
    it('likes and dislikes an album idempotently, replacing counts and flags', async () => {
      const like = () => post(`${server.rest}/gallery/setGuestRating`, { albumId: free.id, rating: 5 }, { token: other.token });
      const first = (await like()).body.data;
      expect(first).toMatchObject({ isLiked: true, isDisliked: false });
      expect((await like()).body.data).toEqual(first);
      const disliked = (await post(`${server.rest}/gallery/setGuestRating`, { albumId: free.id, rating: 1 }, { token: other.token })).body.data;
      expect(disliked).toEqual({ guestRatingLikes: first.guestRatingLikes - 1, guestRatingDislikes: first.guestRatingDislikes + 1, isLiked: false, isDisliked: true });
      const detail = albumDetailSchema.parse((await get(`${server.rest}/album/${free.id}`, { token: other.token })).body);
      expect(detail).toMatchObject({ guestRatingLikes: disliked.guestRatingLikes, guestRatingDislikes: disliked.guestRatingDislikes, isDisliked: true, isLiked: false });
      expect((await post(`${server.rest}/gallery/setGuestRating`, { albumId: free.id, rating: 3 }, { token: other.token })).status).toBe(400);
      expect((await post(`${server.rest}/gallery/setGuestRating`, { albumId: free.id, rating: 5 })).status).toBe(401);
      expect((await post(`${server.rest}/gallery/setGuestRating`, { albumId: 999_999, rating: 5 }, { token: other.token })).status).toBe(404);
    });

    it('rates a picture only when the guest may see it', async () => {
      expect((await post(`${server.rest}/gallery/setPictureGuestRating`, { pictureId: paidPicture, rating: 5 }, { token: other.token })).status).toBe(403);
      const liked = await post(`${server.rest}/gallery/setPictureGuestRating`, { pictureId: paidPicture, albumId: paid.id, rating: 5 }, { token: buyer.token });
      expect(liked.body.data).toMatchObject({ isLiked: true });
      const again = await post(`${server.rest}/gallery/setPictureGuestRating`, { pictureId: paidPicture, rating: 5 }, { token: buyer.token });
      expect(again.body.data).toEqual(liked.body.data);
      const detail = albumDetailSchema.parse((await get(`${server.rest}/album/${paid.id}`, { token: buyer.token })).body);
      expect(detail.pictures.items.find((p) => p.id === paidPicture)).toMatchObject({ isLiked: true, guestRatingLikes: liked.body.data.guestRatingLikes });
      expect((await post(`${server.rest}/gallery/setPictureGuestRating`, { pictureId: paidPicture, albumId: free.id, rating: 5 }, { token: buyer.token })).status).toBe(404);
      expect((await post(`${server.rest}/gallery/setPictureGuestRating`, { pictureId: 99_999_999, rating: 5 }, { token: buyer.token })).status).toBe(404);
    });

    it('rates an actor’s sedcards and shows them with limit and fsk', async () => {
      const rated = await post(`${server.rest}/gallery/setSedcardsGuestRating/${paid.actor_id}`, { rating: 5 }, { token: other.token });
      expect(rated.body.data).toMatchObject({ guestRatingLikes: 1, isLiked: true });
      const cards = await get(`${server.rest}/gallery/getsedcards/${paid.actor_name}/${encodeURIComponent('{"limit":2,"fsk":18}')}`, { token: other.token });
      expect(cards.status).toBe(200);
      expect(cards.body.data).toMatchObject({ actorId: paid.actor_id, guestRatingLikes: 1, isLiked: true, isPinned: false });
      expect(cards.body.data.sedcards).toHaveLength(2);
      expect((await get(`${server.rest}/gallery/getsedcards/${paid.actor_id}?fsk=12`)).body.data.sedcards).toEqual([]);
      expect((await get(`${server.rest}/gallery/getsedcards/${paid.actor_id}/not-json`)).status).toBe(400);
      expect((await get(`${server.rest}/gallery/getsedcards/nobody_here_123`)).status).toBe(404);
      expect((await post(`${server.rest}/gallery/setSedcardsGuestRating/${paid.actor_id}`, { rating: 5 })).status).toBe(401);
    });
  });

  describe('pins over the socket and pinned photos', () => {
    it('pins an album, a picture and sedcards; refuses ids that do not belong together', async () => {
      const tab = await TestSocket.connect(server.wsUrl);
      try {
        await tab.requestSession(buyer.token);
        tab.send({ type: 'favouritePin', kind: 'picture', actorId: paid.actor_id, albumId: paid.id, pictureId: paidPicture });
        expect(await tab.next('favouriteEvent')).toEqual({ type: 'favouriteEvent', kind: 'picture', actorId: paid.actor_id, albumId: paid.id, pictureId: paidPicture, pinned: true });
        tab.send({ type: 'favouritePin', kind: 'album', actorId: paid.actor_id, albumId: paid.id });
        expect(await tab.next('favouriteEvent')).toMatchObject({ kind: 'album', albumId: paid.id, pinned: true });
        tab.send({ type: 'favouritePin', kind: 'sedcards', actorId: paid.actor_id });
        expect(await tab.next('favouriteEvent')).toMatchObject({ kind: 'sedcards', pinned: true });
        tab.send({ type: 'favouritePin', kind: 'picture', actorId: paid.actor_id, albumId: free.id, pictureId: paidPicture });
        tab.send({ type: 'favouritePin', kind: 'album', actorId: paid.actor_id, albumId: 999_999 });

        const pinned = await get(`${server.rest}/gallery/getPinnedPhotos?actorId=${paid.actor_id}`, { token: buyer.token });
        expect(pinned.body.data.pictures).toEqual([expect.objectContaining({ pictureId: paidPicture, albumId: paid.id, image: expect.objectContaining({ w320: expect.any(String) }) })]);
        const detail = albumDetailSchema.parse((await get(`${server.rest}/album/${paid.id}`, { token: buyer.token })).body);
        expect(detail.isPinned).toBe(true);
        expect(detail.pictures.items.find((p) => p.id === paidPicture)?.isPinned).toBe(true);
        expect(tab.has('favouriteEvent')).toBe(false);

        tab.send({ type: 'favouriteUnpin', kind: 'picture', actorId: paid.actor_id, albumId: paid.id, pictureId: paidPicture });
        expect(await tab.next('favouriteEvent')).toMatchObject({ kind: 'picture', pinned: false });
        expect((await get(`${server.rest}/gallery/getPinnedPhotos`, { token: buyer.token })).body.data.pictures).toEqual([]);
        expect((await get(`${server.rest}/gallery/getPinnedPhotos`)).status).toBe(401);
      } finally {
        await tab.close();
      }
    });
  });

  describe('open, preview, tile grid, incentives', () => {
    it('answers the album through gallery/open and tileGrid/getVideoPictures', async () => {
      const opened = await get(`${server.rest}/gallery/open?albumId=${paid.id}`, { token: other.token });
      expect(albumDetailSchema.parse(opened.body.data).id).toBe(paid.id);
      const grid = await get(`${server.rest}/tileGrid/getVideoPictures/${paid.id}?page=1`);
      expect(grid.body).toMatchObject({ success: true, data: { page: 1, pageSize: 14 } });
      expect(grid.body.data.items.every((item: { image: unknown }) => item.image === null)).toBe(true);
      expect((await get(`${server.rest}/gallery/open?albumId=0`)).status).toBe(400);
      expect((await get(`${server.rest}/tileGrid/getVideoPictures/999999`)).status).toBe(404);
    });

    it('gallery/getPreview answers data as a JSON string; the actor name must match', async () => {
      const preview = await post(`${server.rest}/gallery/getPreview`, { actorName: paid.actor_name.toUpperCase(), albumId: paid.id, isMobile: true });
      expect(preview.status).toBe(200);
      expect(JSON.parse(preview.body.data)).toEqual({ context: 'album', previewTitle: expect.any(String), urls: [`/media/album/${paid.id}/640.svg`] });
      expect((await post(`${server.rest}/gallery/getPreview`, { actorName: 'someone_else', albumId: paid.id })).status).toBe(404);
      expect((await post(`${server.rest}/gallery/getPreview`, { albumId: paid.id })).status).toBe(400);
    });

    it('conversion/getBuyImageAlbumIncentives: login for a visitor, a top-up for a guest short of coins, none for the owner', async () => {
      const visitor = await get(`${server.rest}/conversion/getBuyImageAlbumIncentives/${paid.id}`);
      expect(visitor.body).toMatchObject({ success: true, data: { incentives: [{ type: 'imageAlbumBuy', action: 'login' }], trackingData: { albumId: paid.id } } });
      const poor = await get(`${server.rest}/conversion/getBuyImageAlbumIncentives/${paid.id}`, { token: other.token });
      expect(poor.body.data.vxpayConfig).toEqual({ flow: 'moneycharge', amount: paid.price });
      expect((await get(`${server.rest}/conversion/getBuyImageAlbumIncentives/${paid.id}`, { token: buyer.token })).body.data.incentives).toEqual([]);
    });
  });

  // Races only where transactions really run side by side (PGlite runs one at a time).
  (url ? describe : describe.skip)('parallel calls', () => {
    /** Free albums with pictures that the other tests of this file leave alone. */
    const untouchedFreeAlbums = (count: number) =>
      queryRows<{ id: number }>(
        server.database,
        sql`SELECT id FROM albums a WHERE free AND id <> ${free.id} AND EXISTS (SELECT 1 FROM pictures p WHERE p.album_id = a.id) ORDER BY id DESC LIMIT ${count}`,
      );

    it('stores one of two comments one guest posts at once; the other is refused', async () => {
      const writer = await signupGuest(server.url);
      const [album] = await untouchedFreeAlbums(1);
      const answers = await Promise.all(
        ['first', 'second'].map((text) => post(`${server.rest}/gallery/postComment`, { albumId: album.id, text }, { token: writer.token })),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403]);
      const stored = await queryRows(server.database, sql`SELECT id FROM album_comments WHERE guest_id = ${writer.guestId} AND album_id = ${album.id}`);
      expect(stored).toHaveLength(1);
      const winner = answers.find((answer) => answer.status === 200)!;
      const listed = await get(`${server.rest}/gallery/getComments?albumId=${album.id}`);
      expect(listed.body.data.commentsTotal).toBe(winner.body.data.commentsTotal);
    });

    it('keeps the rate limit when one guest posts on six albums at once: five stored', async () => {
      const writer = await signupGuest(server.url);
      const albums = await untouchedFreeAlbums(6);
      expect(albums).toHaveLength(6);
      const answers = await Promise.all(albums.map((album) => post(`${server.rest}/gallery/postComment`, { albumId: album.id, text: 'all at once' }, { token: writer.token })));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 429]);
      const [stored] = await queryRows<{ n: number }>(server.database, sql`SELECT count(*)::int AS n FROM album_comments WHERE guest_id = ${writer.guestId}`);
      expect(stored.n).toBe(5);
    });

    it('keeps album and picture counters equal to the rating rows under parallel likes and dislikes', async () => {
      const [album] = await untouchedFreeAlbums(1);
      const [{ id: pictureId }] = await queryRows<{ id: number }>(server.database, sql`SELECT id FROM pictures WHERE album_id = ${album.id} ORDER BY position LIMIT 1`);
      const state = async () => {
        const [row] = await queryRows<{ likes: number; dislikes: number; rated_likes: number; rated_dislikes: number }>(
          server.database,
          sql`SELECT a.likes, a.dislikes,
                (SELECT count(*)::int FROM album_ratings r WHERE r.album_id = a.id AND r.value = 5) AS rated_likes,
                (SELECT count(*)::int FROM album_ratings r WHERE r.album_id = a.id AND r.value = 1) AS rated_dislikes
              FROM albums a WHERE a.id = ${album.id}`,
        );
        const [picture] = await queryRows<{ likes: number; dislikes: number; rated_likes: number; rated_dislikes: number }>(
          server.database,
          sql`SELECT p.likes, p.dislikes,
                (SELECT count(*)::int FROM picture_ratings r WHERE r.picture_id = p.id AND r.value = 5) AS rated_likes,
                (SELECT count(*)::int FROM picture_ratings r WHERE r.picture_id = p.id AND r.value = 1) AS rated_dislikes
              FROM pictures p WHERE p.id = ${pictureId}`,
        );
        return { album: row, picture };
      };
      // The seed sets counters without rating rows: compare the changes.
      const before = await state();
      const raters = await Promise.all(Array.from({ length: 6 }, () => signupGuest(server.url)));
      // Each guest likes, dislikes and likes again, album and picture, all at once: the last to commit wins per guest.
      const calls = raters.flatMap((rater) =>
        [5, 1, 5].flatMap((rating) => [
          post(`${server.rest}/gallery/setGuestRating`, { albumId: album.id, rating }, { token: rater.token }),
          post(`${server.rest}/gallery/setPictureGuestRating`, { albumId: album.id, pictureId, rating }, { token: rater.token }),
        ]),
      );
      expect((await Promise.all(calls)).every((answer) => answer.status === 200)).toBe(true);
      const after = await state();
      for (const kind of ['album', 'picture'] as const) {
        const change = (field: 'likes' | 'dislikes' | 'rated_likes' | 'rated_dislikes') => after[kind][field] - before[kind][field];
        expect(change('likes')).toBe(change('rated_likes'));
        expect(change('dislikes')).toBe(change('rated_dislikes'));
        // One row per guest: six new ratings in all.
        expect(change('rated_likes') + change('rated_dislikes')).toBe(raters.length);
      }
      const detail = albumDetailSchema.parse((await get(`${server.rest}/album/${album.id}`)).body);
      expect(detail).toMatchObject({ guestRatingLikes: after.album.likes, guestRatingDislikes: after.album.dislikes });
    });
  });

  describe('query service', () => {
    it('likeGallery, dislikeGallery, viewAlbum once per guest, galleries, suggestTagsForAlbum', async () => {
      const like = await vxql(buyer.token, `mutation { likeGallery(albumId: ${paid.id}) { albumId isLiked isDisliked guestRatingLikes } }`);
      expect(like.body.data.likeGallery).toMatchObject({ albumId: paid.id, isLiked: true, isDisliked: false });
      const dislike = await vxql(buyer.token, `mutation { dislikeGallery(albumId: ${paid.id}) { isLiked isDisliked guestRatingLikes } }`);
      expect(dislike.body.data.dislikeGallery).toEqual({ isLiked: false, isDisliked: true, guestRatingLikes: like.body.data.likeGallery.guestRatingLikes - 1 });

      const view = () => vxql(buyer.token, `mutation { viewAlbum(albumId: ${paid.id}) { albumTotalViews } }`);
      const first = (await view()).body.data.viewAlbum.albumTotalViews;
      expect((await view()).body.data.viewAlbum.albumTotalViews).toBe(first);
      expect((await vxql(other.token, `mutation { viewAlbum(albumId: ${paid.id}) { albumTotalViews } }`)).body.data.viewAlbum.albumTotalViews).toBe(first + 1);
      const visitorToken = (await get(`${server.rest}/vxql/visitorToken`)).body.token as string;
      expect((await vxql(visitorToken, `mutation { viewAlbum(albumId: ${paid.id}) { albumTotalViews } }`)).body.errors[0].message).toBe('Login required');
      expect((await vxql(buyer.token, `mutation { viewAlbum(albumId: 999999) { albumTotalViews } }`)).body.errors[0].extensions.code).toBe('album_not_found');

      const galleries = await vxql(visitorToken, `{ galleries(actorId: ${paid.actor_id}, first: 2) { total items { id isBought previewUrl } } }`);
      expect(galleries.body.data.galleries.items.length).toBeLessThanOrEqual(2);
      expect((await vxql(visitorToken, `{ galleries(actorId: ${paid.actor_id}, first: 15) { total } }`)).body.errors[0].message).toMatch(/^Invalid arguments/);

      const tags = await vxql(buyer.token, `mutation { suggestTagsForAlbum(albumId: ${paid.id}, tags: ["Beach ", "beach", "x"]) { label count } }`);
      expect(tags.body.data.suggestTagsForAlbum).toEqual([{ label: 'beach', count: 1 }]);
      const more = await vxql(other.token, `mutation { suggestTagsForAlbum(albumId: ${paid.id}, tags: ["BEACH"]) { label count } }`);
      expect(more.body.data.suggestTagsForAlbum).toEqual([{ label: 'beach', count: 2 }]);
    });
  });
});
