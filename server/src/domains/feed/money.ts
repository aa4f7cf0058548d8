import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FeedPurchaseResult } from '@vx/shared/protocol';
import type { Db } from '../../db/client';
import type { Hub } from '../../realtime/hub';
import type { GuestRow } from '../guests/schema';
import { buyOnce } from '../purchases/buy-once';
import { pushBalance } from '../wallet/notify';
import { getBalance, purchase } from '../wallet/service';
import { postNotFound, refused } from './errors';
import { findPost, findPostRecord, type FeedReader } from './read';
import { feedPostPurchases, feedPosts, feedPostTips } from './schema';

type Buyer = FeedReader & { guestId: number };

async function result(db: Db, reader: FeedReader, postId: number, outcome: { success: boolean; errorCode: string | null; balance: number }): Promise<FeedPurchaseResult> {
  return { ...outcome, post: (await findPost(db, reader, postId))! };
}

/**
 * buyPost: unlocks a paid post. The wallet's debit and the purchase row are one transaction
 * (purchases/buy-once.ts); owning the post already, whatever the key, is a success that charges
 * nothing, so a repeated request never charges twice. A free post needs no purchase.
 */
export async function buyPost(db: Db, hub: Pick<Hub, 'toGuest'>, reader: Buyer, input: { postId: number; idempotencyKey: string | null }): Promise<FeedPurchaseResult> {
  const post = await findPostRecord(db, reader, input.postId);
  if (!post) throw postNotFound(input.postId);
  if (post.priceCoins === 0) throw refused('This post is free');
  const bought = await buyOnce(db, hub, {
    guestId: reader.guestId,
    price: post.priceCoins,
    kind: 'feed_post_purchase',
    reference: `feed-post:${post.id}`,
    idempotencyKey: `feed:buy:${post.id}:${input.idempotencyKey ?? 'once'}`,
    async ownership(tx) {
      const [row] = await tx
        .select({ postId: feedPostPurchases.postId })
        .from(feedPostPurchases)
        .where(and(eq(feedPostPurchases.postId, post.id), eq(feedPostPurchases.guestId, reader.guestId)))
        .limit(1);
      return row ? 'replay' : 'none';
    },
    async record(tx) {
      await tx.insert(feedPostPurchases).values({ postId: post.id, guestId: reader.guestId, priceCoins: post.priceCoins });
    },
  });
  return result(db, reader, post.id, bought.ok ? { success: true, errorCode: null, balance: bought.balance } : { success: false, errorCode: bought.errorCode, balance: bought.balance });
}

/**
 * tipPost: coins towards the post's tipping goal. The debit (wallet purchase keyed by the client's
 * idempotency key), the tip row and the post's sum move in one transaction; a replayed key adds
 * nothing. Without a key each call is a tip of its own.
 */
export async function tipPost(
  db: Db,
  hub: Pick<Hub, 'toGuest'>,
  reader: Buyer,
  guest: GuestRow,
  input: { postId: number; amountCoins: number; idempotencyKey: string | null },
): Promise<FeedPurchaseResult> {
  const post = await findPostRecord(db, reader, input.postId);
  if (!post) throw postNotFound(input.postId);
  if (post.goalCoins === null) throw refused('This post has no tipping goal');
  const key = `feed:tip:${post.id}:${input.idempotencyKey ?? randomUUID()}`;
  const paid = await db.transaction(async (tx) => {
    const debit = await purchase(tx, { guestId: reader.guestId, price: input.amountCoins, kind: 'feed_tip', reference: `feed-post:${post.id}`, idempotencyKey: key });
    if (debit.ok && !debit.replayed) {
      await tx.insert(feedPostTips).values({ postId: post.id, guestId: reader.guestId, amountCoins: input.amountCoins, idempotencyKey: key });
      await tx.update(feedPosts).set({ tipsSumCoins: sql`${feedPosts.tipsSumCoins} + ${input.amountCoins}` }).where(eq(feedPosts.id, post.id));
    }
    return debit;
  });
  if (!paid.ok) {
    return result(db, reader, post.id, { success: false, errorCode: paid.errorCode, balance: (await getBalance(db, reader.guestId)) ?? 0 });
  }
  if (!paid.replayed) pushBalance(hub, { guestId: reader.guestId, balance: paid.balance, isPayingCustomer: guest.isPayingCustomer, language: guest.language });
  return result(db, reader, post.id, { success: true, errorCode: null, balance: paid.balance });
}
