import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FeedPost } from '@vx/shared';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import FeedPage from './FeedPage';

const images = (path: string) => ({ w320: `${path}/320.svg`, w640: `${path}/640.svg`, w1280: `${path}/1280.svg` });

function makePost(id: number, overrides: Partial<FeedPost> = {}): FeedPost {
  return {
    id,
    created: '2024-05-01T10:00:00.000Z',
    published: '2024-05-01T12:00:00.000Z',
    type: 'photos',
    status: 'published',
    pinned: false,
    title: `Post ${id}`,
    text: 'Hello fans',
    language: 'en',
    views: 10,
    likes: 3,
    umaId: `feed-post-${id}`,
    paidContent: false,
    fsk: 16,
    priceCoins: 0,
    tippingGoal: null,
    guestState: { liked: false, viewed: false, following: false, bought: false },
    model: { id: 7, name: 'Lena', avatar: images('/media/actor/7/avatar') },
    comments: { totalCount: 0, nodes: [] },
    clip: null,
    photos: [{ id: id * 100 + 1, preview: { w320: '/blur.svg', w640: '/blur.svg', w1280: '/blur.svg' }, image: images(`/media/post/${id * 100 + 1}`) }],
    contestId: null,
    ...overrides,
  };
}

const lockedPost = makePost(2, { paidContent: true, priceCoins: 25, photos: [{ id: 201, preview: { w320: '/blur.svg', w640: '/blur.svg', w1280: '/blur.svg' }, image: null }] });
const page = (posts: FeedPost[], hasNextPage = false) => ({
  feed: { totalCount: posts.length, edges: posts.map((node) => ({ cursor: `c${node.id}`, node })), pageInfo: { hasNextPage, endCursor: hasNextPage ? `c${posts.at(-1)!.id}` : null } },
});
const totals = { totals: { totalCount: 2, clips: 0, photos: 2, texts: 0, liked: 0, commented: 0 } };

/** The feed service's fake: the first page, the totals, and what a test adds for mutations. */
function answering(posts: FeedPost[], mutations: Record<string, unknown> = {}) {
  return jest.fn(async (document: string) => {
    for (const [name, answer] of Object.entries(mutations)) if (document.includes(`${name}(`)) return answer;
    if (document.includes('totals(')) return totals;
    return page(posts);
  });
}

async function renderFeed(posts: FeedPost[], options: { loggedIn?: boolean; mutations?: Record<string, unknown> } = {}) {
  const view = renderWithPlatform(<FeedPage />, { route: '/en/feed/', guest: options.loggedIn ? { isLoggedIn: true, id: 5 } : undefined });
  (view.platform.feed.request as jest.Mock).mockImplementation(answering(posts, options.mutations));
  await screen.findAllByTestId('feed-post');
  return view;
}

describe('FeedPage', () => {
  it('shows every post with its actor, type and age rating; pinned marked; paid content locked with its price', async () => {
    const view = await renderFeed([makePost(1, { pinned: true }), lockedPost]);
    const [pinned, locked] = screen.getAllByTestId('feed-post');
    expect(within(pinned).getByTestId('feed-pinned').textContent).toContain('Pinned');
    expect(within(pinned).getByText('16+')).toBeTruthy();
    expect(within(pinned).getByTestId('feed-photo').getAttribute('src')).toBe('/media/post/101/640.svg');
    expect(within(locked).getByTestId('feed-photo-blurred').getAttribute('src')).toBe('/blur.svg');
    fireEvent.click(within(locked).getByTestId('feed-buy'));
    expect(view.openFlow).toHaveBeenCalledWith('login');
    expect(screen.getByRole('link', { name: 'Photos (2)' })).toBeTruthy();
  });

  it('buys a locked post once through buyPost and shows it unlocked, tracked as a purchase', async () => {
    const unlocked = { ...lockedPost, guestState: { ...lockedPost.guestState, bought: true }, photos: [{ ...lockedPost.photos[0], image: images('/media/post/201') }] };
    const view = await renderFeed([lockedPost], { loggedIn: true, mutations: { buyPost: { buyPost: { success: true, errorCode: null, balance: 75, post: unlocked } } } });
    fireEvent.click(screen.getByRole('button', { name: /Unlock for/ }));
    await waitFor(() => expect(screen.getByTestId('feed-photo').getAttribute('src')).toBe('/media/post/201/640.svg'));
    const buys = (view.platform.feed.request as jest.Mock).mock.calls.filter(([document]) => String(document).includes('buyPost('));
    expect(buys).toHaveLength(1);
    expect(buys[0][1]).toMatchObject({ postId: 2, key: expect.any(String) });
    expect(view.platform.track).toHaveBeenCalledWith(expect.objectContaining({ type: 'purchase', data: expect.objectContaining({ postId: 2, value: 25 }) }));
  });

  it('renders comments as text, never as markup', async () => {
    const html = '<img src=x onerror="alert(1)">';
    const post = makePost(3, { comments: { totalCount: 1, nodes: [{ id: 9, text: html, created: '2024-05-02T10:00:00.000Z', authorName: 'Tom', byModel: false, isOwn: false, replies: [] }] } });
    const view = await renderFeed([post]);
    expect(screen.getByTestId('feed-comment-text').textContent).toContain(html);
    expect(view.container.querySelector('img[src="x"]')).toBeNull();
  });

  it('shows each comment’s author picture: the guest’s avatar, his initial without one, the actor’s own picture for hers', async () => {
    const comment = (id: number, authorName: string, authorAvatar: string | null, byModel = false) => ({ id, text: `text ${id}`, created: '2024-05-02T10:00:00.000Z', authorName, byModel, isOwn: false, authorAvatar });
    const post = makePost(5, {
      comments: { totalCount: 3, nodes: [{ ...comment(1, 'Tom', '/rest/v1/guest/avatar/3/17'), replies: [comment(2, 'Lena', null, true), comment(3, 'nick', null)] }] },
    });
    await renderFeed([post]);
    const [tom, lena, nick] = screen.getAllByTestId('feed-comment');
    expect(within(tom!).getByTestId('comment-avatar').getAttribute('src')).toBe('/rest/v1/guest/avatar/3/17');
    expect(within(lena!).getByTestId('comment-avatar').getAttribute('src')).toBe('/media/actor/7/avatar/320.svg');
    expect(within(nick!).queryByTestId('comment-avatar')).toBeNull();
    expect(within(nick!).getByTestId('comment-avatar-initial').textContent).toBe('N');
  });

  it('moves the tipping goal bar with the server’s new sum after a tip', async () => {
    const goal = { goalCoins: 200, tipsSumCoins: 50, progressPercent: 25, achieved: false };
    const post = makePost(4, { tippingGoal: goal });
    const after = { ...post, tippingGoal: { ...goal, tipsSumCoins: 100, progressPercent: 50 } };
    await renderFeed([post], { loggedIn: true, mutations: { tipPost: { tipPost: { success: true, errorCode: null, balance: 10, post: after } } } });
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    fireEvent.change(screen.getByTestId('feed-tip-amount'), { target: { value: '50' } });
    fireEvent.click(screen.getByTestId('feed-tip'));
    await waitFor(() => expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50'));
  });

  it('keeps filters and the next page’s cursor in the URL', async () => {
    const view = await renderFeed([makePost(1)]);
    fireEvent.click(screen.getByRole('link', { name: 'Photos (2)' }));
    expect(view.location.search).toBe('?type=photo');
    (view.platform.feed.request as jest.Mock).mockImplementation(async (document: string) => (document.includes('totals(') ? totals : page([makePost(1)], true)));
    await act(() => view.queryClient.refetchQueries());
    fireEvent.click(await screen.findByTestId('feed-more'));
    expect(view.location.search).toBe('?type=photo&after=c1');
  });
});
