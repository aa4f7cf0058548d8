import { eq } from 'drizzle-orm';
import { avatarPng, uploadAvatar } from '../../testing/avatar';
import { post } from '../../testing/http';
import { useTestServer } from '../../testing/server';
import { feedComments, feedPosts } from './schema';
import { findPost, pageRecords, type FeedReader } from './read';
import { feedKit } from './test-kit';

const COMMENT = 'mutation($id: Int!, $text: String!, $to: Int) { commentPost(postId: $id, text: $text, repliesToCommentId: $to) { id authorAvatar } }';
const SINGLE = 'query($id: Int!) { post(postId: $id) { comments { nodes { id authorName byModel authorAvatar replies { id authorAvatar } } } } }';

describe('feed comments carry the author’s current avatar', () => {
  const server = useTestServer();
  const { feed, makePost, richGuest } = feedKit(server);
  const db = () => server.database.db;
  const comments = async (postId: number, token?: string) => (await feed(SINGLE, { id: postId }, token)).body.data.post.comments.nodes;

  it('answers the avatar after an upload, a new one after a change and null after the delete, in comments and replies', async () => {
    const postId = await makePost();
    const [author, replier] = [await richGuest(0), await richGuest(0)];
    const uploaded = (await uploadAvatar(server.rest, author.token, await avatarPng())).body.avatar as string;
    const made = (await feed(COMMENT, { id: postId, text: 'Lovely' }, author.token)).body.data.commentPost;
    expect(made.authorAvatar).toBe(uploaded);
    const reply = (await feed(COMMENT, { id: postId, text: 'Agreed', to: made.id }, replier.token)).body.data.commentPost;
    expect(reply.authorAvatar).toBeNull();
    await feed(COMMENT, { id: postId, text: 'Me too', to: made.id }, author.token);

    // A visitor sees them too: the avatar is public, like the comment.
    const shown = await comments(postId);
    expect(shown).toEqual([{ id: made.id, authorName: expect.any(String), byModel: false, authorAvatar: uploaded, replies: [{ id: reply.id, authorAvatar: null }, { id: expect.any(Number), authorAvatar: uploaded }] }]);

    // Read by guest id at read time: the comment row keeps no copy.
    await new Promise((resolve) => setTimeout(resolve, 2));
    const changed = (await uploadAvatar(server.rest, author.token, await avatarPng(200, 200))).body.avatar as string;
    expect(changed).not.toBe(uploaded);
    expect((await comments(postId))[0]).toMatchObject({ authorAvatar: changed, replies: [{ authorAvatar: null }, { authorAvatar: changed }] });
    await uploadAvatar(server.rest, replier.token, await avatarPng(64, 64));
    expect((await comments(postId))[0].replies[0].authorAvatar).toMatch(new RegExp(`^/rest/v1/guest/avatar/${replier.guestId}/\\d+$`));

    expect((await post(`${server.rest}/guest/profile/preview/update`, { delete: true }, { token: author.token })).status).toBe(200);
    expect((await comments(postId))[0]).toMatchObject({ authorAvatar: null, replies: [{ authorAvatar: expect.any(String) }, { authorAvatar: null }] });

    // The feed's page answers the same field.
    const page = await feed('{ feed(first: 50) { edges { node { id comments { nodes { id authorAvatar } } } } } }', {}, author.token);
    const node = page.body.data.feed.edges.find((edge: { node: { id: number } }) => edge.node.id === postId).node;
    expect(node.comments.nodes).toEqual([{ id: made.id, authorAvatar: null }]);
    await db().delete(feedPosts).where(eq(feedPosts.id, postId));
  });

  it('answers null for the actor’s and fans’ comments, which have no guest', async () => {
    const postId = await makePost();
    await db().insert(feedComments).values([
      { postId, authorName: 'Anna', byModel: true, text: 'Thank you' },
      { postId, authorName: 'A fan', text: 'Wow' },
    ]);
    const shown = await comments(postId);
    expect(shown.map((comment: { authorAvatar: string | null }) => comment.authorAvatar)).toEqual([null, null]);
    await db().delete(feedPosts).where(eq(feedPosts.id, postId));
  });

  it('reads the avatars in the post’s own statement: one statement however many authors and replies (no N+1)', async () => {
    const postId = await makePost({ pinned: true, publishedAt: new Date(Date.now() - 1_000) });
    const authors = [await richGuest(0), await richGuest(0), await richGuest(0), await richGuest(0)];
    for (const author of authors) await uploadAvatar(server.rest, author.token, await avatarPng(64, 64));
    const first = (await feed(COMMENT, { id: postId, text: 'First' }, authors[0].token)).body.data.commentPost.id as number;
    for (const author of authors) {
      const parent = (await feed(COMMENT, { id: postId, text: `Hello from ${author.guestId}` }, author.token)).body.data.commentPost.id as number;
      await feed(COMMENT, { id: postId, text: 'A reply', to: parent }, authors[0].token);
      await feed(COMMENT, { id: postId, text: 'Another reply', to: first }, author.token);
    }

    // drizzle's PGlite session sends every statement through the client's query().
    const client = (db() as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    const spy = jest.spyOn(client, 'query');
    const visitor: FeedReader = { guestId: null, mediaKey: Buffer.alloc(32), country: null };
    try {
      const read = await findPost(db(), visitor, postId);
      expect(spy).toHaveBeenCalledTimes(1);
      const nodes = read!.comments.nodes;
      expect(nodes).toHaveLength(5);
      expect([...nodes, ...nodes.flatMap((node) => node.replies)].every((comment) => comment.authorAvatar?.startsWith('/rest/v1/guest/avatar/'))).toBe(true);

      spy.mockClear();
      const records = await pageRecords(db(), visitor, { first: 1, after: null, mode: 'newest' });
      expect(spy).toHaveBeenCalledTimes(1);
      expect(records[0].id).toBe(postId);
      expect(records[0].comments.flatMap((comment) => [comment, ...comment.replies]).every((comment) => comment.authorAvatar !== null)).toBe(true);
    } finally {
      spy.mockRestore();
    }
    await db().delete(feedPosts).where(eq(feedPosts.id, postId));
  });
});
