import { post, signupGuest } from '../../testing/http';
import type { TestServer } from '../../testing/server';
import { credit } from '../wallet/service';
import { feedPosts } from './schema';

/** Helpers of the feed tests (not a test file: the suites import it), on a server the suite started. */
export function feedKit(server: TestServer) {
  const feed = (query: string, variables: Record<string, unknown> = {}, token?: string) => post(`${server.url}/feed?language=en`, { query, variables }, { token });

  /** A post of actor 1 of our own making, published an hour ago. */
  async function makePost(values: Partial<typeof feedPosts.$inferInsert> = {}) {
    const [row] = await server.database.db
      .insert(feedPosts)
      .values({ actorId: 1, type: 'photos', title: 'Test post', text: 'Hello fans', language: 'en', photoCount: 2, publishedAt: new Date(Date.now() - 3_600_000), ...values })
      .returning({ id: feedPosts.id });
    return row.id;
  }

  /** A new logged-in guest with `coins` in his wallet. */
  async function richGuest(coins: number) {
    const guest = await signupGuest(server.url);
    if (coins > 0) await credit(server.database.db, { guestId: guest.guestId, amount: coins, kind: 'test', reference: 'test', idempotencyKey: `test-${guest.guestId}` });
    return guest;
  }

  return { feed, makePost, richGuest };
}
