import { act, fireEvent, screen } from '@testing-library/react';
import { RestError } from '@vx/shared';
import ActorProfilePage from '../../pages/ActorProfile/ActorProfilePage';
import { FakeHls, stubMediaElement, withFakePlayer } from '../../testing/fakeHls';
import { actorProfile } from '../../testing/fixtures';
import { liveChatServer } from '../../testing/livechat';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { LivePreview } from './LivePreview';

jest.mock('hls.js/light', () => jest.requireActual('../../testing/fakeHls').fakeHlsModule);

const granted = (secondsLeft: number) => ({ success: true, data: { actorId: 1, streamUrl: '/live/1/master.m3u8?grant=p1', secondsLeft, limit: 5 } });

function renderPreview(answer: () => unknown, language: 'en' | 'de' = 'en') {
  const onStart = jest.fn();
  const rest = jest.fn(async (path: string) => {
    if (path === 'phoenix/get_profile_preview/1') return answer();
    throw new Error(`unexpected ${path}`);
  });
  const view = renderWithPlatform(<LivePreview actor={{ id: 1, name: 'Lena1' }} offer={{ label: 'Chat with Lena1 now', onStart }} />, { restCall: rest, language });
  return { ...view, onStart };
}

describe('LivePreview', () => {
  withFakePlayer();

  it('plays for the granted seconds, counting down, then stops with the preview-limit message and the offer', async () => {
    const { onStart, rest } = renderPreview(() => granted(5));
    const countdown = await screen.findByTestId('preview-countdown');
    expect(countdown.textContent).toBe('5 seconds left');
    expect(rest).toHaveBeenCalledWith('phoenix/get_profile_preview/1', expect.objectContaining({ method: 'POST' }));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(FakeHls.last.source).toBe('/live/1/master.m3u8?grant=p1');
    await act(() => jest.advanceTimersByTimeAsync(4000));
    expect(screen.getByTestId('preview-countdown').textContent).toBe('1 second left');
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(screen.queryByTestId('preview-countdown')).toBeNull();
    expect(screen.queryByTestId('live-video')).toBeNull();
    expect(FakeHls.last.destroyed).toBe(true);
    expect(screen.getByTestId('preview-exit').textContent).toBe('Your free live preview is over. Start a chat to keep watching.');
    fireEvent.click(screen.getByTestId('preview-offer'));
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(rest).toHaveBeenCalledTimes(1);
  });

  it('shows a refused preview at once (the server counts, so a reload changes nothing)', async () => {
    renderPreview(() => ({ success: false, exitCode: 401 }), 'de');
    expect((await screen.findByTestId('preview-exit')).textContent).toBe('Deine Gratis-Live-Vorschau ist vorbei. Starte einen Chat, um weiter zuzuschauen.');
    expect(screen.queryByTestId('live-video')).toBeNull();
    expect(screen.getByTestId('preview-offer')).toBeTruthy();
  });

  it('names the reason of another refusal by its exit code', async () => {
    renderPreview(() => ({ success: false, exitCode: 198 }));
    expect((await screen.findByTestId('preview-exit')).textContent).toBe('The chat could not start: the model is offline.');
  });

  it('shows nothing when the preview cannot be loaded', async () => {
    const { rest } = renderPreview(() => {
      throw new RestError(500);
    });
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(rest).toHaveBeenCalled();
    expect(screen.queryByTestId('live-preview')).toBeNull();
  });
});

describe('the preview on the profile', () => {
  let restore: () => void;
  beforeEach(() => {
    FakeHls.reset();
    restore = stubMediaElement();
  });
  afterEach(() => restore());

  it('is shown for an online actor with the preview on, and its offer sends a visitor to login', async () => {
    const actor = actorProfile(1, { isLivePreviewEnabled: true });
    const rest = liveChatServer({ actor, preview: { success: false, exitCode: 401 } });
    const view = renderWithPlatform(<ActorProfilePage />, { restCall: rest, route: '/en/amateur/lena1/', path: '/en/amateur/:actorName/' });
    const offer = await screen.findByTestId('preview-offer');
    expect(offer.textContent).toBe('Chat with Lena1 now');
    fireEvent.click(offer);
    expect(view.openFlow).toHaveBeenCalledWith('login');
  });

  it('is not asked for where the actor has it off', async () => {
    const rest = liveChatServer({ actor: actorProfile(1) });
    renderWithPlatform(<ActorProfilePage />, { restCall: rest, route: '/en/amateur/lena1/', path: '/en/amateur/:actorName/' });
    await screen.findByTestId('chat-button');
    expect(rest.mock.calls.some(([path]) => String(path).startsWith('phoenix/'))).toBe(false);
  });
});
