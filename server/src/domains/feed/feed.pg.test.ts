import { and, count, eq, sum } from 'drizzle-orm';
import type { FeedPurchaseResult } from '@vx/shared/protocol';
import { scopedSchema, TEST_DATABASE_URL, type ScopedSchema } from '../../testing/postgres';
import { SERVER_START_TIMEOUT, startTestServer, type TestServer } from '../../testing/server';
import { getBalance } from '../wallet/service';
import { walletLedger } from '../wallet/schema';
import { feedPostLikes, feedPostPurchases, feedPosts, feedPostTips, feedPostViews } from './schema';
import { feedKit } from './test-kit';

/**
 * The feed's money and counters on a real PostgreSQL server, where requests really run in parallel
 * (PGlite runs one statement at a time, so feed.test.ts cannot race): the same guest's racing
 * purchases, tips and likes through the service. Runs only with TEST_DATABASE_URL, in a fresh schema.
 */
const describePg = TEST_DATABASE_URL ? describe : describe.skip;

const BUY = 'mutation($id: Int!, $key: String) { buyPost(postId: $id, idempotencyKey: $key) { success errorCode balance post { guestState { bought } } } }';
const TIP = `mutation($id: Int!, $amount: Int!, $key: String) { tipPost(postId: $id, amountCoins: $amount, idempotencyKey: $key) {
  success errorCode balance post { tippingGoal { goalCoins tipsSumCoins progressPercent achieved } } } }`;

describePg('feed on PostgreSQL: racing purchases, tips and likes', () => {
  let schema: ScopedSchema;
  let server: TestServer;
  let kit: ReturnType<typeof feedKit>;

  beforeAll(async () => {
    schema = scopedSchema(TEST_DATABASE_URL as string);
    await schema.create();
    server = await startTestServer({ config: { DATABASE_URL: schema.url }, seedActors: 10 });
    expect(server.database.engine).toBe('postgres');
    kit = feedKit(server);
  }, SERVER_START_TIMEOUT);

  afterAll(async () => {
    await server?.close();
    await schema?.drop();
  }, SERVER_START_TIMEOUT);

  const db = () => server.database.db;
  const ledgerOf = async (guestId: number, kind: string) => {
    const [row] = await db().select({ entries: count(), coins: sum(walletLedger.amount).mapWith(Number) }).from(walletLedger).where(and(eq(walletLedger.guestId, guestId), eq(walletLedger.kind, kind)));
    return row;
  };
  const postRow = async (postId: number) => (await db().select().from(feedPosts).where(eq(feedPosts.id, postId)))[0];

  it(
    'two racing buyPost calls, with the same key or with different keys, charge once and buy once',
    async () => {
      for (const keys of [['same-key-0001', 'same-key-0001'], ['first-key-001', 'other-key-002']]) {
        for (let round = 0; round < 5; round += 1) {
          const postId = await kit.makePost({ priceCoins: 30 });
          const guest = await kit.richGuest(100);
          const answers = await Promise.all(keys.map(async (key) => (await kit.feed(BUY, { id: postId, key }, guest.token)).body.data.buyPost as FeedPurchaseResult));
          expect(answers).toEqual(keys.map(() => ({ success: true, errorCode: null, balance: 70, post: { guestState: { bought: true } } })));
          expect(await getBalance(db(), guest.guestId)).toBe(70);
          expect(await ledgerOf(guest.guestId, 'feed_post_purchase')).toEqual({ entries: 1, coins: -30 });
          const bought = await db().select().from(feedPostPurchases).where(and(eq(feedPostPurchases.postId, postId), eq(feedPostPurchases.guestId, guest.guestId)));
          expect(bought).toHaveLength(1);
        }
      }
    },
    120_000,
  );

  it(
    'racing tipPost calls with distinct keys add up exactly, a key sent twice counts once, and every answer’s progress fits its sum',
    async () => {
      const goal = 150;
      const postId = await kit.makePost({ goalCoins: goal, tipsSumCoins: 0 });
      const guests = [await kit.richGuest(500), await kit.richGuest(500)];
      // Twelve tips of 1..12 coins from two guests at once, and the first guest's first key twice.
      const tips = Array.from({ length: 12 }, (_, i) => ({ guest: guests[i % 2], amount: i + 1, key: `race-tip-${String(i).padStart(4, '0')}` }));
      const answers = await Promise.all(
        [...tips, tips[0]].map(async (tip) => (await kit.feed(TIP, { id: postId, amount: tip.amount, key: tip.key }, tip.guest.token)).body.data.tipPost as FeedPurchaseResult),
      );
      const total = tips.reduce((sumOf, tip) => sumOf + tip.amount, 0);
      expect(answers.every((answer) => answer.success)).toBe(true);
      for (const [index, answer] of answers.entries()) {
        const goalState = answer.post.tippingGoal!;
        expect(goalState.tipsSumCoins).toBeGreaterThanOrEqual(tips[index % tips.length].amount);
        expect(goalState.tipsSumCoins).toBeLessThanOrEqual(total);
        expect(goalState).toEqual({ goalCoins: goal, tipsSumCoins: goalState.tipsSumCoins, progressPercent: Math.min(100, Math.floor((goalState.tipsSumCoins * 100) / goal)), achieved: goalState.tipsSumCoins >= goal });
      }
      expect((await postRow(postId)).tipsSumCoins).toBe(total);
      const [rows] = await db().select({ tips: count(), coins: sum(feedPostTips.amountCoins).mapWith(Number) }).from(feedPostTips).where(eq(feedPostTips.postId, postId));
      expect(rows).toEqual({ tips: 12, coins: total });
      for (const [index, guest] of guests.entries()) {
        const paid = tips.filter((_, i) => i % 2 === index).reduce((sumOf, tip) => sumOf + tip.amount, 0);
        expect(await getBalance(db(), guest.guestId)).toBe(500 - paid);
        expect(await ledgerOf(guest.guestId, 'feed_tip')).toEqual({ entries: 6, coins: -paid });
      }
      const final = (await kit.feed(`query { post(postId: ${postId}) { tippingGoal { goalCoins tipsSumCoins progressPercent achieved } } }`)).body.data.post.tippingGoal;
      expect(final).toEqual({ goalCoins: goal, tipsSumCoins: total, progressPercent: 52, achieved: false });
    },
    120_000,
  );

  it(
    'racing likePost calls of one guest count once among other guests’ likes; racing unlikes and views too',
    async () => {
      const postId = await kit.makePost({ likes: 3, views: 7 });
      const [eager, ...others] = [await kit.richGuest(0), await kit.richGuest(0), await kit.richGuest(0)];
      const mutate = (name: string, token: string) => kit.feed(`mutation { ${name}(postId: ${postId}) { likes views guestState { liked viewed } } }`, {}, token);
      const liked = await Promise.all([...Array.from({ length: 8 }, () => mutate('likePost', eager.token)), ...others.map((guest) => mutate('likePost', guest.token))]);
      expect(liked.every((answer) => answer.body.data.likePost.guestState.liked)).toBe(true);
      expect((await postRow(postId)).likes).toBe(3 + 3);
      expect(await db().select().from(feedPostLikes).where(eq(feedPostLikes.postId, postId))).toHaveLength(3);

      await Promise.all(Array.from({ length: 8 }, () => mutate('unlikePost', eager.token)));
      expect((await postRow(postId)).likes).toBe(3 + 2);
      await Promise.all(Array.from({ length: 8 }, () => mutate('viewedPost', eager.token)));
      expect((await postRow(postId)).views).toBe(7 + 1);
      expect(await db().select().from(feedPostViews).where(eq(feedPostViews.postId, postId))).toHaveLength(1);
    },
    120_000,
  );
  it('reads a post with its comments and replies (one JSON statement) the same on PostgreSQL', async () => {
    const postId = await kit.makePost({ pinned: true, publishedAt: new Date(Date.now() - 1_000) });
    const [author, replier] = [await kit.richGuest(0), await kit.richGuest(0)];
    const comment = async (token: string, text: string, to?: number) =>
      (await kit.feed('mutation($id: Int!, $text: String!, $to: Int) { commentPost(postId: $id, text: $text, repliesToCommentId: $to) { id } }', { id: postId, text, to }, token)).body.data.commentPost.id as number;
    const first = await comment(author.token, 'Lovely');
    await comment(replier.token, 'Agreed', first);
    const second = await comment(replier.token, 'Second');
    const page = (await kit.feed('{ feed(first: 1) { edges { node { id comments { totalCount nodes { id text created isOwn authorAvatar replies { text isOwn authorAvatar } } } } } } }', {}, author.token)).body.data.feed;
    expect(page.edges[0].node).toMatchObject({
      id: postId,
      comments: {
        totalCount: 3,
        // authorAvatar: the authors' avatars joined in the same statement (none uploaded here).
        nodes: [{ id: second, text: 'Second', isOwn: false, authorAvatar: null, replies: [] }, { id: first, text: 'Lovely', isOwn: true, authorAvatar: null, replies: [{ text: 'Agreed', isOwn: false, authorAvatar: null }] }],
      },
    });
    expect(page.edges[0].node.comments.nodes[0].created).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    await db().delete(feedPosts).where(eq(feedPosts.id, postId));
  });
});
