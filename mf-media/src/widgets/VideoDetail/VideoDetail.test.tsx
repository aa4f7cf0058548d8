import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RestError } from '@vx/shared';
import type { RenderWithPlatformOptions } from '@vx/shared/testing';
import { videoDetail } from '../../testing/fixtures';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import VideoDetail from './VideoDetail';

const loggedIn = { isLoggedIn: true, id: 7, name: 'guest', balance: 500 };

/** A server with one video that becomes bought when it is paid for. */
function server(answer: { success: boolean; errorCode: null | 'insufficient_balance' } = { success: true, errorCode: null }, video = videoDetail(5)) {
  let bought = video.isBought;
  let settle: () => void = () => undefined;
  const call = jest.fn((path: string) => {
    if (path === 'video/5') return Promise.resolve({ ...video, isBought: bought });
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
    expect(call.mock.calls.filter(([path]) => path === 'video/5/buy')).toHaveLength(1);
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
    const rest = jest.fn(async () => {
      if (fail) throw new RestError(0);
      return videoDetail(5);
    });
    renderVideo(rest);
    expect(screen.getByLabelText('Loading video…')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('The video could not be loaded.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('video-detail')).toBeTruthy();
  });
});
