import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RestError } from '@vx/shared';
import type { RenderWithPlatformOptions } from '@vx/shared/testing';
import { actorVideo, videoDetail } from '../../testing/fixtures';
import { FakeVodHls, stubVideoElement } from '@vx/shared/testing';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import VideoDetail from './VideoDetail';

jest.mock('hls.js/light', () => ({ __esModule: true, default: jest.requireActual('@vx/shared/testing').FakeVodHls }));

const loggedIn = { isLoggedIn: true, id: 7, name: 'guest', balance: 500 };

const previewStream = {
  url: '/media/vod/5/master.m3u8?grant=p1',
  thumbnails: '/media/vod/5/thumbnails.vtt?grant=p1',
  isPreview: true,
  previewSeconds: 4,
  needsToken: false,
  expiresAt: 2_000_000_000,
  restriction: 'needPurchase' as const,
};
const wholeStream = { ...previewStream, url: '/media/vod/5/master.m3u8?grant=w1', isPreview: false, previewSeconds: 754, needsToken: true, restriction: null };
const incentive = (type: string, action: string, priority: number) => ({
  type,
  region: 'videoPlayer',
  event: 'videoPreviewEnd',
  uniqueGroup: 'videoPreview',
  priority,
  countdown: null,
  countdownStartTime: null,
  action,
  videoId: 5,
  price: { value: 40, currency: 'VXC' },
  basePrice: { value: 40, currency: 'VXC' },
  discount: 0,
  ...(action === 'moneycharge' ? { missingCoins: 37 } : {}),
});
let incentivesAnswer = {
  success: true,
  data: { incentives: [incentive('videoPreviewPayment', 'moneycharge', 30), incentive('videoPreviewBuy', 'buy', 20)], vxpayConfig: { flow: 'moneycharge', videoId: 5 }, trackingData: { event: 'videoPreviewEnd', videoId: 5, actorId: 3 } },
};

/** Lets the hls.js chunk and the queries resolve. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const playTo = (seconds: number) => {
  const element = screen.getByTestId('video-element') as HTMLVideoElement;
  Object.defineProperty(element, 'currentTime', { value: seconds, writable: true, configurable: true });
  fireEvent.timeUpdate(element);
};

/** A server with one video that becomes bought when it is paid for. */
function server(answer: { success: boolean; errorCode: null | 'insufficient_balance' } = { success: true, errorCode: null }, video = videoDetail(5)) {
  let bought = video.isBought;
  let settle: () => void = () => undefined;
  const call = jest.fn((path: string) => {
    if (path === 'video/5') return Promise.resolve({ ...video, isBought: bought, ...(bought && video.stream ? { stream: wholeStream } : {}) });
    if (path === 'video/5/recommendations') return Promise.resolve({ videos: [] });
    if (path === 'conversion/getVideoPreviewEndIncentives/5') return Promise.resolve(incentivesAnswer);
    if (path === 'video/5/buy') {
      // The purchase answers when the test says so, to click twice while it runs.
      return new Promise((resolve) => {
        settle = () => {
          bought = answer.success;
          resolve({ ...answer, balance: 460, balanceFormatted: '460 VXC' });
        };
      });
    }
    return Promise.reject(new Error(`unexpected ${path}`));
  });
  return { call, settle: () => settle() };
}

/** The purchase is sent after the guest's yes to the question (the platform's confirmPurchase). */
const purchaseSent = (call: jest.Mock) => waitFor(() => expect(call.mock.calls.filter(([path]) => path === 'video/5/buy')).toHaveLength(1));

function renderVideo(rest: jest.Mock, options: RenderWithPlatformOptions = {}) {
  return renderWithPlatform(<VideoDetail videoId={5} actorName="Lena3" />, { restCall: rest, route: '/en/actorVideo/lena3/5/', ...options });
}

describe('video detail', () => {
  it('shows the preview, facts, description as text and tags linking to their grid', async () => {
    const { call } = server(undefined, videoDetail(5, { discount: 50, price: { value: 20, currency: 'VXC' }, basePrice: { value: 40, currency: 'VXC' } }));
    const onTitle = jest.fn();
    renderWithPlatform(<VideoDetail videoId={5} actorName="Lena3" onTitle={onTitle} />, { restCall: call, route: '/en/actorVideo/lena3/5/' });
    const detail = await screen.findByTestId('video-detail');
    expect(within(detail).getByRole('heading', { level: 2 }).textContent).toBe('Video 5');
    expect(onTitle).toHaveBeenCalledWith('Video 5');
    const preview = within(detail).getByRole('img', { name: 'Preview of Video 5' });
    expect(preview.getAttribute('src')).toBe('/m/video/5/1280.svg');
    expect(preview.getAttribute('srcset')).toContain('/m/video/5/640.svg 640w');
    expect(detail.textContent).toContain('12:34');
    expect(detail.querySelector('del')?.textContent).toBe('Before: 40 VXC');
    // User text is text: the markup in the description is shown, not rendered.
    expect(detail.textContent).toContain('Second line <b>not bold</b>');
    expect(detail.querySelector('b')).toBeNull();
    const tags = within(screen.getByTestId('video-tags')).getAllByRole('link');
    expect(tags.map((tag) => [tag.textContent, tag.getAttribute('href')])).toEqual([
      ['Beach', '/en/actorVideosTag/lena3/Beach/'],
      ['High heels', '/en/actorVideosTag/lena3/High%20heels/'],
    ]);
    expect(screen.getByRole('link', { name: 'All videos of Lena3' }).getAttribute('href')).toBe('/en/actorVideos/lena3/');
    expect(screen.getByTestId('buy-button').textContent).toBe('Log in to buy');
  });

  it('buys once on a double click, tracks the purchase and then shows the video as bought', async () => {
    const { call, settle } = server();
    const { platform } = renderVideo(call, { guest: loggedIn });
    const button = await screen.findByRole('button', { name: 'Buy for 40 VXC' });
    fireEvent.click(button);
    fireEvent.click(button);
    await purchaseSent(call);
    expect(platform.confirmPurchase).toHaveBeenCalledTimes(1);
    expect(platform.confirmPurchase).toHaveBeenCalledWith({ item: 'video', price: 40, resumed: false });
    expect(call).toHaveBeenCalledWith('video/5/buy', expect.objectContaining({ method: 'POST', payload: { idempotencyKey: expect.any(String) } }));
    expect(screen.getByTestId('buy-button').textContent).toBe('Buying…');
    settle();
    expect((await screen.findByTestId('media-state')).textContent).toContain('Bought');
    expect(screen.queryByTestId('buy-button')).toBeNull();
    expect(platform.track).toHaveBeenCalledTimes(1);
    expect(platform.track).toHaveBeenCalledWith({ type: 'purchase', source: 'mf-media', data: { kind: 'video', videoId: 5, currency: 'VXC', value: 40 } });
    // The detail is fetched again: the bought state comes from the server, and the marks follow.
    await waitFor(() => expect(call.mock.calls.filter(([path]) => path === 'video/5')).toHaveLength(2));
    await waitFor(() => expect(screen.getByTestId('video-detail').querySelector('[data-mark="bought"]')).not.toBeNull());
    expect(call.mock.calls.filter(([path]) => path === 'video/5/buy')).toHaveLength(1);
  });

  it('sends a visitor to login without buying', async () => {
    const { call } = server();
    const { platform } = renderVideo(call);
    fireEvent.click(await screen.findByRole('button', { name: 'Log in to buy' }));
    expect(platform.openFlow).toHaveBeenCalledWith('login');
    expect(call.mock.calls.some(([path]) => path === 'video/5/buy')).toBe(false);
  });

  it('opens moneycharge when the coins do not reach, and stays buyable', async () => {
    const { call, settle } = server({ success: false, errorCode: 'insufficient_balance' });
    const { platform } = renderVideo(call, { guest: { ...loggedIn, balance: 3 } });
    fireEvent.click(await screen.findByRole('button', { name: 'Buy for 40 VXC' }));
    await purchaseSent(call);
    settle();
    await waitFor(() => expect(platform.openFlow).toHaveBeenCalledWith('moneycharge'));
    expect(screen.getByRole('button', { name: 'Buy for 40 VXC' })).toBeTruthy();
    expect(platform.track).not.toHaveBeenCalled();
  });

  it('shows a bought or free video without a buy button', async () => {
    const { unmount } = renderVideo(server(undefined, videoDetail(5, { isBought: true })).call, { guest: loggedIn });
    expect((await screen.findByTestId('media-state')).getAttribute('data-state')).toBe('bought');
    expect(screen.queryByTestId('buy-button')).toBeNull();
    unmount();
    renderVideo(server(undefined, videoDetail(5, { free: true, isBought: true })).call, { guest: loggedIn, language: 'de', route: '/de/actorVideo/lena3/5/' });
    expect((await screen.findByTestId('media-state')).textContent).toBe('Gratis für alle');
    expect(screen.queryByTestId('buy-button')).toBeNull();
  });

  it('says that an unknown video does not exist', async () => {
    renderVideo(jest.fn(async () => Promise.reject(new RestError(404))));
    expect((await screen.findByTestId('not-found')).textContent).toBe('This video does not exist.');
  });

  it('offers a retry when the video cannot be loaded', async () => {
    let fail = true;
    const rest = jest.fn(async (path: string) => {
      if (fail) throw new RestError(0);
      return path === 'video/5' ? videoDetail(5) : { videos: [] };
    });
    renderVideo(rest);
    expect(screen.getByLabelText('Loading video…')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('The video could not be loaded.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('video-detail')).toBeTruthy();
  });

  describe('playback', () => {
    let restore: () => void;
    beforeEach(() => {
      FakeVodHls.reset();
      restore = stubVideoElement();
      global.fetch = jest.fn(() => Promise.resolve({ ok: false, text: () => Promise.resolve('') })) as unknown as typeof fetch;
    });
    afterEach(() => restore());

    it('plays the preview, shows the incentives at its end, and after buying there plays the whole video on', async () => {
      const { call, settle: answerPurchase } = server(undefined, videoDetail(5, { stream: previewStream, url: previewStream.url }));
      const { platform } = renderVideo(call, { guest: { ...loggedIn, balance: 3 } });
      await screen.findByTestId('video-player');
      await settle();
      expect(FakeVodHls.last.source).toBe(previewStream.url);
      fireEvent.click(screen.getByTestId('big-play'));
      playTo(4);
      const offers = await screen.findByTestId('preview-incentives');
      expect(within(offers).getAllByRole('listitem').map((item) => item.getAttribute('data-incentive'))).toEqual(['videoPreviewPayment', 'videoPreviewBuy']);
      expect(offers.textContent).toContain('Top up 37 VXC to buy the whole video');
      fireEvent.click(within(offers).getByRole('button', { name: 'Top up coins' }));
      expect(platform.openFlow).toHaveBeenCalledWith('moneycharge');
      platform.rest.mediaHeaders = () => ({ Authorization: 'Bearer t1' });
      fireEvent.click(within(offers).getByRole('button', { name: 'Buy for 40 VXC' }));
      await purchaseSent(call);
      answerPurchase();
      await waitFor(() => expect(FakeVodHls.last.source).toBe(wholeStream.url));
      await settle();
      // The whole video continues where the preview stopped, with the guest's token.
      expect(FakeVodHls.last.config.startPosition).toBe(4);
      expect(FakeVodHls.last.headers()).toEqual({ Authorization: 'Bearer t1' });
      expect(screen.queryByTestId('preview-end')).toBeNull();
      expect(screen.getByTestId('video-player').getAttribute('data-preview')).toBe('false');
    });

    it('offers a visitor signup and login at the preview end', async () => {
      incentivesAnswer = { success: true, data: { incentives: [incentive('videoPreviewSignup', 'signup', 30), incentive('videoPreviewLogin', 'login', 20)], vxpayConfig: { flow: 'signup', videoId: 5 }, trackingData: { event: 'videoPreviewEnd', videoId: 5, actorId: 3 } } };
      const { call } = server(undefined, videoDetail(5, { stream: { ...previewStream, restriction: 'needLogin' } }));
      const { platform } = renderVideo(call, { language: 'es', route: '/es/actorVideo/lena3/5/' });
      await screen.findByTestId('video-player');
      await settle();
      fireEvent.click(screen.getByTestId('big-play'));
      playTo(4);
      const offers = await screen.findByTestId('preview-incentives');
      fireEvent.click(within(offers).getByRole('button', { name: 'Regístrate gratis' }));
      expect(platform.openFlow).toHaveBeenCalledWith('signup');
      expect(offers.textContent).toContain('¿Ya eres miembro? Inicia sesión');
    });
  });

  it('likes the video and shows the new count from the server', async () => {
    let liked = false;
    const call = jest.fn((path: string) => {
      if (path === 'video/5') return Promise.resolve(videoDetail(5, { rating: { likes: liked ? 8 : 7 }, guestInfo: { bought: false, gifted: false, flatrate: false, liked } }));
      if (path === 'video/5/recommendations') return Promise.resolve({ videos: [] });
      return Promise.reject(new Error(`unexpected ${path}`));
    });
    const { platform } = renderVideo(call, { guest: loggedIn });
    const request = platform.vxql.request as jest.Mock;
    request.mockImplementation(() => {
      liked = true;
      return Promise.resolve({ likeVideo: { videoId: 5, likes: 8, dislikes: 0, isLiked: true, isDisliked: false } });
    });
    fireEvent.click(await screen.findByTestId('like-button'));
    await waitFor(() => expect(screen.getByTestId('like-button').getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByTestId('like-count').textContent).toBe('8');
    expect(request.mock.calls[0]![0]).toContain('likeVideo(videoId: $videoId)');
    expect(request.mock.calls[0]![1]).toEqual({ videoId: 5 });
  });

  it('sends a visitor who likes or shares to login', async () => {
    const { call } = server();
    const { platform } = renderVideo(call);
    fireEvent.click(await screen.findByTestId('dislike-button'));
    expect(platform.openFlow).toHaveBeenCalledWith('login');
    fireEvent.click(screen.getByRole('button', { name: 'Log in to share this video' }));
    expect(platform.openFlow).toHaveBeenCalledTimes(2);
    expect(platform.vxql.request).not.toHaveBeenCalled();
  });

  it('shares by email: OK is sent, TIMEOUT a timeout, anything else a failure', async () => {
    const statuses = ['OK', 'TIMEOUT', 'ERROR'];
    const call = jest.fn((path: string) => {
      if (path === 'video/5') return Promise.resolve(videoDetail(5));
      if (path === 'video/5/recommendations') return Promise.resolve({ videos: [] });
      if (path === 'guest/sendVideoShareEmail') return Promise.resolve({ status: statuses.shift() });
      return Promise.reject(new Error(`unexpected ${path}`));
    });
    renderVideo(call, { guest: loggedIn });
    const form = await screen.findByTestId('share-form');
    fireEvent.change(within(form).getByLabelText('Email address'), { target: { value: ' friend@example.com ' } });
    fireEvent.change(within(form).getByLabelText('Message (optional)'), { target: { value: 'Look' } });
    const expected = [
      ['sent', 'The video has been sent.'],
      ['timeout', 'You have shared a lot just now. Please try again in a few minutes.'],
      ['failed', 'The email could not be sent. Please try again.'],
    ];
    for (const [outcome, text] of expected) {
      fireEvent.submit(form);
      await waitFor(() => expect(screen.getByTestId('share-result').getAttribute('data-outcome')).toBe(outcome));
      expect(screen.getByTestId('share-result').textContent).toBe(text);
    }
    expect(call).toHaveBeenCalledWith('guest/sendVideoShareEmail', expect.objectContaining({ method: 'POST', payload: { recipient: 'friend@example.com', message: 'Look', videoId: 5, guestId: 7 } }));
  });

  it('shows the age rating, the classic mark, the actor and recommendations by actor and by video', async () => {
    const call = jest.fn((path: string, options?: { payload?: { by?: string } }) => {
      if (path === 'video/5') return Promise.resolve(videoDetail(5, { classic: true, ageRating: 16 }));
      if (path === 'video/5/recommendations') {
        const ids = options?.payload?.by === 'actor' ? [6, 7] : [8];
        return Promise.resolve({ videos: ids.map((id) => ({ ...actorVideo(id), ageRating: 18, isVip30Offer: false, camRecording: false, guestInfo: { bought: false, gifted: false, flatrate: false, liked: false } })) });
      }
      return Promise.reject(new Error(`unexpected ${path}`));
    });
    renderVideo(call, { language: 'nl', route: '/nl/actorVideo/lena3/5/' });
    const detail = await screen.findByTestId('video-detail');
    expect(detail.textContent).toContain('vanaf 16');
    expect(detail.querySelector('[data-mark="classic"]')?.textContent).toBe('Klassieker');
    const byActor = await screen.findByTestId('recommendations-actor');
    expect(within(byActor).getAllByTestId('video-tile').map((tile) => tile.getAttribute('data-video-id'))).toEqual(['6', '7']);
    expect(within(await screen.findByTestId('recommendations-video')).getByRole('heading', { level: 2 }).textContent).toBe('Vergelijkbare video’s');
  });
});
