import { eq } from 'drizzle-orm';
import { get, post } from '../../testing/http';
import { useTestServer } from '../../testing/server';
import { favouriteActors } from '../favourites/schema';
import { getBalance } from '../wallet/service';
import { feedPosts } from './schema';
import { feedKit } from './test-kit';

const POST_FIELDS = `id type pinned title text paidContent priceCoins fsk likes views umaId contestId
  tippingGoal { goalCoins tipsSumCoins progressPercent achieved }
  guestState { liked viewed following bought }
  model { id name avatar { w320 } }
  comments { totalCount nodes { id text authorName byModel isOwn replies { id text isOwn } } }
  clip { videoId title poster { w320 } }
  photos { id preview { w320 } image { w320 w1280 } }`;

const PAGE = `query($first: Int, $after: String, $typeGroups: [FeedTypeGroup!], $bought: Boolean, $liked: Boolean, $commented: Boolean, $follows: Boolean, $mode: FeedMode) {
  feed(first: $first, after: $after, typeGroups: $typeGroups, bought: $bought, liked: $liked, commented: $commented, follows: $follows, mode: $mode) {
    totalCount edges { cursor node { id pinned type likes } } pageInfo { hasNextPage endCursor }
  }
}`;

describe('feed service (/feed)', () => {
  const server = useTestServer();
  const { feed, makePost, richGuest } = feedKit(server);
  const db = () => server.database.db;

  const single = async (postId: number, token?: string) => (await feed(`query($id: Int!) { post(postId: $id) { ${POST_FIELDS} } }`, { id: postId }, token)).body.data.post;

  it('answers a visitor the seeded feed: pinned first, then newest, pages by cursor without overlap', async () => {
    const first = await feed(PAGE, { first: 5 });
    expect(first.status).toBe(200);
    const page1 = first.body.data.feed;
    expect(page1.totalCount).toBeGreaterThan(10);
    expect(page1.edges).toHaveLength(5);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const page2 = (await feed(PAGE, { first: 5, after: page1.pageInfo.endCursor })).body.data.feed;
    const ids = [...page1.edges, ...page2.edges].map((edge: { node: { id: number } }) => edge.node.id);
    expect(new Set(ids).size).toBe(10);
    const pinned = [...page1.edges, ...page2.edges].map((edge: { node: { pinned: boolean } }) => edge.node.pinned);
    expect(pinned).toEqual([...pinned].sort((a, b) => Number(b) - Number(a)));
  });

  it('orders pinned posts first and, in mode popular, by likes', async () => {
    const pinnedId = await makePost({ pinned: true, publishedAt: new Date(Date.now() - 40 * 86_400_000), likes: 0 });
    const top = (await feed(PAGE, { first: 1 })).body.data.feed.edges[0].node;
    expect(top.pinned).toBe(true);
    const popular = (await feed(PAGE, { first: 8, mode: 'popular' })).body.data.feed.edges.map((edge: { node: { pinned: boolean; likes: number } }) => edge.node);
    const unpinned = popular.filter((node: { pinned: boolean }) => !node.pinned).map((node: { likes: number }) => node.likes);
    expect(unpinned).toEqual([...unpinned].sort((a, b) => b - a));
    await db().delete(feedPosts).where(eq(feedPosts.id, pinnedId));
  });

  it('filters by type group, and a visitor has bought, liked, commented and followed nothing', async () => {
    const clips = (await feed(PAGE, { first: 20, typeGroups: ['clip'] })).body.data.feed.edges.map((edge: { node: { type: string } }) => edge.node.type);
    expect(clips.length).toBeGreaterThan(0);
    expect(clips.every((type: string) => type === 'clip' || type === 'hotClip')).toBe(true);
    for (const flag of ['bought', 'liked', 'commented', 'follows']) {
      expect((await feed(PAGE, { [flag]: true })).body.data.feed.totalCount).toBe(0);
    }
    const totals = (await feed('{ totals { totalCount clips photos texts liked commented } }')).body.data.totals;
    expect(totals.clips + totals.photos + totals.texts).toBe(totals.totalCount);
    expect(totals).toMatchObject({ liked: 0, commented: 0 });
  });

  it('refuses bad input with a clear error and an invalid token with 401', async () => {
    const message = async (query: string, variables?: Record<string, unknown>) => (await feed(query, variables)).body.errors?.[0]?.message as string;
    expect(await message(PAGE, { first: 0 })).toMatch(/^Invalid arguments/);
    expect(await message(PAGE, { first: 51 })).toMatch(/^Invalid arguments/);
    expect(await message(PAGE, { after: 'not-a-cursor' })).toMatch(/^Invalid arguments: after/);
    expect(await message('{ post(postId: 0) { id } }')).toMatch(/^Invalid arguments/);
    expect(await message('{ feed(language: "fr") { totalCount } }')).toMatch(/^Invalid arguments/);
    expect((await feed('{ post(postId: 99999999) { id } }')).body.data.post).toBeNull();
    const refused = await post(`${server.url}/feed?language=en`, { query: '{ totals { totalCount } }' }, { token: 'forged' });
    expect(refused.status).toBe(401);
  });

  it('asks a visitor to log in for every mutation and for the bought-content stats', async () => {
    const postId = await makePost();
    for (const mutation of [
      `mutation { viewedPost(postId: ${postId}) { id } }`,
      `mutation { likePost(postId: ${postId}) { id } }`,
      `mutation { unlikePost(postId: ${postId}) { id } }`,
      `mutation { buyPost(postId: ${postId}) { success } }`,
      `mutation { tipPost(postId: ${postId}, amountCoins: 5) { success } }`,
      `mutation { commentPost(postId: ${postId}, text: "hi") { id } }`,
      'mutation { deleteComment(commentID: 1) }',
      '{ guestBoughtContent { photos clips } }',
    ]) {
      expect((await feed(mutation)).body.errors[0].message).toBe('Login required');
    }
  });

  it('locks paid content until bought: blurred previews only, a paid text withheld', async () => {
    const photoPost = await makePost({ priceCoins: 25 });
    const textPost = await makePost({ type: 'text', photoCount: 0, priceCoins: 10, text: 'Secret words' });
    const locked = await single(photoPost);
    expect(locked).toMatchObject({ paidContent: true, priceCoins: 25, guestState: { bought: false } });
    expect(locked.photos).toHaveLength(2);
    expect(locked.photos.every((photo: { image: unknown; preview: { w320: string } }) => photo.image === null && photo.preview.w320.endsWith('/blur.svg'))).toBe(true);
    expect((await single(textPost)).text).toBeNull();
    const blur = await get(`${server.url}${locked.photos[0].preview.w320}`);
    expect(blur.status).toBe(200);
    expect(blur.text).toContain('feGaussianBlur');
    expect((await get(`${server.url}/media/post/${locked.photos[0].id}/1280.svg`)).status).toBe(403);
  });

  it('buyPost: insufficient balance charges nothing; a bought post unlocks, and repeating charges once', async () => {
    const postId = await makePost({ priceCoins: 30 });
    const poor = await richGuest(10);
    const mutation = `mutation($id: Int!, $key: String) { buyPost(postId: $id, idempotencyKey: $key) { success errorCode balance post { ${POST_FIELDS} } } }`;
    const refused = (await feed(mutation, { id: postId, key: 'poor-key-1' }, poor.token)).body.data.buyPost;
    expect(refused).toMatchObject({ success: false, errorCode: 'insufficient_balance', balance: 10 });
    expect(refused.post.photos[0].image).toBeNull();
    expect(await getBalance(db(), poor.guestId)).toBe(10);

    const buyer = await richGuest(100);
    const bought = (await feed(mutation, { id: postId, key: 'buyer-key-1' }, buyer.token)).body.data.buyPost;
    expect(bought).toMatchObject({ success: true, errorCode: null, balance: 70, post: { guestState: { bought: true } } });
    const image = bought.post.photos[0].image.w1280 as string;
    expect(image).toContain(`guest=${buyer.guestId}`);
    expect((await get(`${server.url}${image}`, { token: buyer.token })).status).toBe(200);
    expect((await get(`${server.url}${image}`, { token: poor.token })).status).toBe(403);

    const again = (await feed(mutation, { id: postId, key: 'buyer-key-1' }, buyer.token)).body.data.buyPost;
    const otherKey = (await feed(mutation, { id: postId, key: 'buyer-key-2' }, buyer.token)).body.data.buyPost;
    expect([again.success, otherKey.success]).toEqual([true, true]);
    expect(await getBalance(db(), buyer.guestId)).toBe(70);

    const boughtPage = (await feed(PAGE, { bought: true }, buyer.token)).body.data.feed;
    expect(boughtPage.edges.map((edge: { node: { id: number } }) => edge.node.id)).toEqual([postId]);
    expect((await feed('{ guestBoughtContent { photos clips } }', {}, buyer.token)).body.data.guestBoughtContent).toEqual({ photos: 1, clips: 0 });
    const free = await makePost({ priceCoins: 0 });
    expect((await feed(mutation, { id: free, key: 'buyer-key-3' }, buyer.token)).body.errors[0].message).toBe('This post is free');
    expect((await feed(mutation, { id: 99_999_999, key: 'buyer-key-4' }, buyer.token)).body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('tipPost: moves the goal atomically, a repeated key charges once, bad amounts and posts without a goal are refused', async () => {
    const postId = await makePost({ goalCoins: 200, tipsSumCoins: 150 });
    const guest = await richGuest(100);
    const mutation = `mutation($id: Int!, $amount: Int!, $key: String) { tipPost(postId: $id, amountCoins: $amount, idempotencyKey: $key) { success errorCode balance post { tippingGoal { goalCoins tipsSumCoins progressPercent achieved } } } }`;
    const tipped = (await feed(mutation, { id: postId, amount: 30, key: 'tip-key-0001' }, guest.token)).body.data.tipPost;
    expect(tipped).toMatchObject({ success: true, balance: 70, post: { tippingGoal: { goalCoins: 200, tipsSumCoins: 180, progressPercent: 90, achieved: false } } });
    const replay = (await feed(mutation, { id: postId, amount: 30, key: 'tip-key-0001' }, guest.token)).body.data.tipPost;
    expect(replay).toMatchObject({ success: true, balance: 70, post: { tippingGoal: { tipsSumCoins: 180 } } });
    const reached = (await feed(mutation, { id: postId, amount: 40, key: 'tip-key-0002' }, guest.token)).body.data.tipPost;
    expect(reached.post.tippingGoal).toEqual({ goalCoins: 200, tipsSumCoins: 220, progressPercent: 100, achieved: true });
    const poor = (await feed(mutation, { id: postId, amount: 31, key: 'tip-key-0003' }, guest.token)).body.data.tipPost;
    expect(poor).toMatchObject({ success: false, errorCode: 'insufficient_balance', balance: 30, post: { tippingGoal: { tipsSumCoins: 220 } } });
    expect(await getBalance(db(), guest.guestId)).toBe(30);
    for (const amount of [0, -5, 10_001]) {
      expect((await feed(mutation, { id: postId, amount, key: 'tip-key-0004' }, guest.token)).body.errors[0].message).toMatch(/^Invalid arguments/);
    }
    const noGoal = await makePost();
    expect((await feed(mutation, { id: noGoal, amount: 5, key: 'tip-key-0005' }, guest.token)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(await getBalance(db(), guest.guestId)).toBe(30);
  });

  it('likePost, unlikePost and viewedPost count each guest once; liked and totals follow', async () => {
    const postId = await makePost({ likes: 5, views: 9 });
    const guest = await richGuest(0);
    const like = (name: string) => feed(`mutation { ${name}(postId: ${postId}) { likes views guestState { liked viewed } } }`, {}, guest.token);
    expect((await like('likePost')).body.data.likePost).toMatchObject({ likes: 6, guestState: { liked: true } });
    expect((await like('likePost')).body.data.likePost.likes).toBe(6);
    expect((await feed(PAGE, { liked: true }, guest.token)).body.data.feed.totalCount).toBe(1);
    expect((await feed('{ totals { liked } }', {}, guest.token)).body.data.totals.liked).toBe(1);
    expect((await like('unlikePost')).body.data.unlikePost).toMatchObject({ likes: 5, guestState: { liked: false } });
    expect((await like('unlikePost')).body.data.unlikePost.likes).toBe(5);
    expect((await like('viewedPost')).body.data.viewedPost).toMatchObject({ views: 10, guestState: { viewed: true } });
    expect((await like('viewedPost')).body.data.viewedPost.views).toBe(10);
  });

  it('commentPost and deleteComment: trimmed text kept as written, replies, only one’s own deleted', async () => {
    const postId = await makePost();
    const otherPost = await makePost();
    const author = await richGuest(0);
    const stranger = await richGuest(0);
    const comment = (token: string, text: string, repliesTo?: number, id = postId) =>
      feed('mutation($id: Int!, $text: String!, $to: Int) { commentPost(postId: $id, text: $text, repliesToCommentId: $to) { id text isOwn authorName } }', { id, text, to: repliesTo }, token);
    const html = '  <img src=x onerror="alert(1)"> nice!  ';
    const made = (await comment(author.token, html)).body.data.commentPost;
    expect(made).toMatchObject({ text: '<img src=x onerror="alert(1)"> nice!', isOwn: true });
    const reply = (await comment(stranger.token, 'Agreed', made.id)).body.data.commentPost;
    expect((await comment(stranger.token, 'Reply to reply', reply.id)).body.data.commentPost.id).toBeGreaterThan(reply.id);
    const shown = await single(postId, author.token);
    expect(shown.comments.totalCount).toBe(3);
    expect(shown.comments.nodes[0]).toMatchObject({ id: made.id, isOwn: true });
    expect(shown.comments.nodes[0].replies.map((r: { text: string; isOwn: boolean }) => [r.text, r.isOwn])).toEqual([['Agreed', false], ['Reply to reply', false]]);
    expect((await comment(author.token, '   ')).body.errors[0].message).toMatch(/^Invalid arguments: text must not be empty/);
    expect((await comment(author.token, 'x'.repeat(501))).body.errors[0].message).toMatch(/^Invalid arguments/);
    expect((await comment(author.token, 'wrong post', made.id, otherPost)).body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await feed(PAGE, { commented: true }, author.token)).body.data.feed.totalCount).toBe(1);

    const remove = (token: string, id: number) => feed('mutation($id: Int!) { deleteComment(commentID: $id) }', { id }, token);
    const refused = (await remove(stranger.token, made.id)).body.errors[0];
    expect(refused.extensions.code).toBe('FORBIDDEN');
    expect((await single(postId)).comments.totalCount).toBe(3);
    expect((await remove(author.token, made.id)).body.data.deleteComment).toBe(true);
    expect((await single(postId)).comments.totalCount).toBe(0);
    expect((await remove(author.token, made.id)).body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await remove(author.token, 0)).body.errors[0].message).toMatch(/^Invalid arguments/);
  });

  it('follows: the posts of the actors the guest pinned', async () => {
    const guest = await richGuest(0);
    await makePost({ actorId: 2 });
    await db().insert(favouriteActors).values({ guestId: guest.guestId, actorId: 2 });
    const page = (await feed(PAGE, { follows: true, first: 50 }, guest.token)).body.data.feed;
    expect(page.totalCount).toBeGreaterThan(0);
    for (const edge of page.edges) expect(await single(edge.node.id, guest.token)).toMatchObject({ model: { id: 2 }, guestState: { following: true } });
  });
  it('serves the shared page with each guest’s own state, fresh at once after his mutations', async () => {
    const postId = await makePost({ priceCoins: 20, pinned: true, publishedAt: new Date(Date.now() - 60_000) });
    const buyer = await richGuest(50);
    const other = await richGuest(0);
    const TOP = '{ feed(first: 3) { edges { node { id likes guestState { liked bought } photos { image { w320 } } comments { totalCount nodes { text isOwn } } } } } }';
    const shown = async (token?: string) => (await feed(TOP, {}, token)).body.data.feed.edges.find((edge: { node: { id: number } }) => edge.node.id === postId)?.node;
    // Everyone has read the page (it is cached now) before the buyer acts.
    expect(await shown()).toMatchObject({ likes: 0, guestState: { liked: false, bought: false }, comments: { totalCount: 0 } });
    expect(await shown(buyer.token)).toMatchObject({ guestState: { liked: false, bought: false } });
    expect(await shown(other.token)).toMatchObject({ guestState: { liked: false, bought: false } });

    await feed(`mutation { likePost(postId: ${postId}) { id } }`, {}, buyer.token);
    expect((await feed(`mutation { buyPost(postId: ${postId}, idempotencyKey: "cache-buy-1") { success } }`, {}, buyer.token)).body.data.buyPost.success).toBe(true);
    await feed(`mutation { commentPost(postId: ${postId}, text: "First!") { id } }`, {}, buyer.token);

    const mine = await shown(buyer.token);
    expect(mine).toMatchObject({ likes: 1, guestState: { liked: true, bought: true }, comments: { totalCount: 1, nodes: [{ text: 'First!', isOwn: true }] } });
    expect(mine.photos[0].image.w320).toContain(`guest=${buyer.guestId}`);
    const theirs = await shown(other.token);
    expect(theirs).toMatchObject({ likes: 1, guestState: { liked: false, bought: false }, comments: { totalCount: 1, nodes: [{ text: 'First!', isOwn: false }] } });
    expect(theirs.photos[0].image).toBeNull();
    expect(await shown()).toMatchObject({ likes: 1, guestState: { liked: false, bought: false } });
    await db().delete(feedPosts).where(eq(feedPosts.id, postId));
  });
});
