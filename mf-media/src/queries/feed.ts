import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import {
  feedCommentSchema,
  feedConnectionSchema,
  feedPostSchema,
  feedPurchaseResultSchema,
  feedTotalsSchema,
  FEED_PAGE_SIZE,
  useGuestScope,
  usePlatform,
  type FeedConnection,
  type FeedPost,
  type FeedPurchaseResult,
  type FeedTypeGroup,
  type GuestScope,
  type VxqlClient,
} from '@vx/shared';

/**
 * The feed (spec 001 §7.4 feed service; server/docs/feed.md) through `platform.feed`, which sends
 * the token only when the guest is logged in. Keys close with the language and the guest, whose
 * likes, purchases and comments the answers carry.
 */

/** The guest's choice of posts (spec 000 §3 feed filters), kept in the URL. */
export interface FeedFilter {
  typeGroups: FeedTypeGroup[];
  bought: boolean;
  liked: boolean;
  commented: boolean;
  follows: boolean;
}


export const feedKeys = {
  all: ['feed'] as const,
  page: (filter: FeedFilter, after: string | null, scope: GuestScope) => ['feed', 'page', filter, after, ...scope] as const,
  totals: (follows: boolean, scope: GuestScope) => ['feed', 'totals', follows, ...scope] as const,
};

const COMMENT_FIELDS = 'id text created authorName byModel isOwn authorAvatar';
const IMAGES = '{ w320 w640 w1280 }';
export const POST_FIELDS = `id created published type status pinned title text language views likes umaId paidContent fsk priceCoins contestId
  tippingGoal { goalCoins tipsSumCoins progressPercent achieved }
  guestState { liked viewed following bought }
  model { id name avatar ${IMAGES} }
  comments { totalCount nodes { ${COMMENT_FIELDS} replies { ${COMMENT_FIELDS} } } }
  clip { videoId title duration poster ${IMAGES} }
  photos { id preview ${IMAGES} image ${IMAGES} }`;

const FEED_QUERY = `query Feed($first: Int, $after: String, $typeGroups: [FeedTypeGroup!], $bought: Boolean, $liked: Boolean, $commented: Boolean, $follows: Boolean) {
  feed(first: $first, after: $after, typeGroups: $typeGroups, bought: $bought, liked: $liked, commented: $commented, follows: $follows) {
    totalCount edges { cursor node { ${POST_FIELDS} } } pageInfo { hasNextPage endCursor }
  }
}`;
const TOTALS_QUERY = 'query Totals($follows: Boolean) { totals(follows: $follows) { totalCount clips photos texts liked commented } }';

/** The request starts in a microtask, like every fetcher here: a failure is a rejected promise, never a throw. */
export const fetchFeedPage = (feed: VxqlClient, filter: FeedFilter, after: string | null) =>
  Promise.resolve()
    .then(() => feed.request(FEED_QUERY, { first: FEED_PAGE_SIZE, after, ...filter, typeGroups: filter.typeGroups.length > 0 ? filter.typeGroups : null }, z.object({ feed: feedConnectionSchema })))
    .then((answer) => answer.feed);

export const fetchTotals = (feed: VxqlClient, follows: boolean) =>
  Promise.resolve()
    .then(() => feed.request(TOTALS_QUERY, { follows }, z.object({ totals: feedTotalsSchema })))
    .then((answer) => answer.totals);

/** buyPost: the key makes a repeated request charge once (useCoinPurchase resends it after a lost answer). */
export const buyPost = (feed: VxqlClient, postId: number, idempotencyKey: string) =>
  feed
    .request(`mutation BuyPost($postId: Int!, $key: String) { buyPost(postId: $postId, idempotencyKey: $key) { success errorCode balance post { ${POST_FIELDS} } } }`, { postId, key: idempotencyKey }, z.object({ buyPost: feedPurchaseResultSchema }))
    .then((answer) => answer.buyPost);

export const tipPost = (feed: VxqlClient, postId: number, amountCoins: number, idempotencyKey: string) =>
  feed
    .request(
      `mutation TipPost($postId: Int!, $amount: Int!, $key: String) { tipPost(postId: $postId, amountCoins: $amount, idempotencyKey: $key) { success errorCode balance post { ${POST_FIELDS} } } }`,
      { postId, amount: amountCoins, key: idempotencyKey },
      z.object({ tipPost: feedPurchaseResultSchema }),
    )
    .then((answer) => answer.tipPost);

function useScope() {
  const { feed } = usePlatform();
  return { feed, scope: useGuestScope() };
}

/** The loaded pages: the first, then one per cursor the guest asked "more" for. */
export function useFeedPages(filter: FeedFilter, cursors: readonly string[]) {
  const { feed, scope } = useScope();
  return useQueries({
    queries: [null, ...cursors].map((after) => ({
      queryKey: feedKeys.page(filter, after, scope),
      queryFn: () => fetchFeedPage(feed, filter, after),
      placeholderData: after === null ? keepPreviousData : undefined,
    })),
  });
}

export function useFeedTotals(follows: boolean) {
  const { feed, scope } = useScope();
  return useQuery({ queryKey: feedKeys.totals(follows, scope), queryFn: () => fetchTotals(feed, follows), placeholderData: keepPreviousData });
}

/** Puts the server's new state of a post into every cached page that shows it. */
export function patchPost(client: QueryClient, post: FeedPost): void {
  client.setQueriesData<FeedConnection>({ queryKey: [...feedKeys.all, 'page'] }, (page) =>
    page && page.edges.some((edge) => edge.node.id === post.id)
      ? { ...page, edges: page.edges.map((edge) => (edge.node.id === post.id ? { ...edge, node: post } : edge)) }
      : page,
  );
}

const postAnswer = (name: string) => z.object({ [name]: feedPostSchema });

/** likePost / unlikePost / viewedPost: the answer is the post, patched into the pages; totals follow. */
export function usePostAction(action: 'likePost' | 'unlikePost' | 'viewedPost') {
  const { feed } = usePlatform();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (postId: number) =>
      feed.request(`mutation Act($postId: Int!) { ${action}(postId: $postId) { ${POST_FIELDS} } }`, { postId }, postAnswer(action)).then((answer) => answer[action] as FeedPost),
    onSuccess: (post) => {
      patchPost(client, post);
      if (action !== 'viewedPost') void client.invalidateQueries({ queryKey: [...feedKeys.all, 'totals'] });
    },
  });
}

const POST_QUERY = `query Post($postId: Int!) { post(postId: $postId) { ${POST_FIELDS} } }`;

/** After a comment came or went, the post is read again (its comments, their count) and patched in. */
async function refreshPost(feed: VxqlClient, client: QueryClient, postId: number) {
  const answer = await feed.request(POST_QUERY, { postId }, z.object({ post: z.nullable(feedPostSchema) }));
  if (answer.post) patchPost(client, answer.post);
  void client.invalidateQueries({ queryKey: [...feedKeys.all, 'totals'] });
}

export function useCommentPost(postId: number) {
  const { feed } = usePlatform();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { text: string; repliesToCommentId: number | null }) =>
      feed.request(
        `mutation Comment($postId: Int!, $text: String!, $to: Int) { commentPost(postId: $postId, text: $text, repliesToCommentId: $to) { ${COMMENT_FIELDS} replies { ${COMMENT_FIELDS} } } }`,
        { postId, text: input.text, to: input.repliesToCommentId },
        z.object({ commentPost: feedCommentSchema }),
      ),
    onSuccess: () => refreshPost(feed, client, postId),
  });
}

export function useDeleteComment(postId: number) {
  const { feed } = usePlatform();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (commentId: number) => feed.request('mutation Delete($id: Int!) { deleteComment(commentID: $id) }', { id: commentId }, z.object({ deleteComment: z.boolean() })),
    onSuccess: () => refreshPost(feed, client, postId),
  });
}

/**
 * What the buy and tip buttons hand to useCoinPurchase: the requests, and the cache update after
 * a success (the answer's post, unlocked or with its new tip sum, replaces it in every page).
 */
export function useFeedPurchases() {
  const { feed } = usePlatform();
  const client = useQueryClient();
  return {
    buy: (postId: number, key: string) => buyPost(feed, postId, key),
    tip: (postId: number, amountCoins: number, key: string) => tipPost(feed, postId, amountCoins, key),
    applied: (answer: FeedPurchaseResult) => {
      patchPost(client, answer.post);
      void client.invalidateQueries({ queryKey: [...feedKeys.all, 'totals'] });
    },
  };
}
