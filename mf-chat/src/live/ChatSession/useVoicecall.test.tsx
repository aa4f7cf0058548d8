import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { CALLER_ACCESS_TOKEN, usePlatform, type Platform } from '@vx/shared';
import { liveChatKeys, START_VOICECALL_MUTATION } from '../../queries/livechat';
import { chatSession } from '../../testing/livechat';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { voicecallErrorKey } from '../voicecallErrors';
import { useVoicecall } from './useVoicecall';

const loggedIn = { isLoggedIn: true, id: 7, name: 'guest' };

function Probe({ onVxql }: { onVxql: (vxql: Platform['vxql']) => void }) {
  const { t } = useTranslation('chat');
  const { vxql } = usePlatform();
  onVxql(vxql);
  const call = useVoicecall(1);
  return (
    <div>
      <button onClick={call.startVoicecall}>call</button>
      <span data-testid="status">{call.state.status}</span>
      {call.state.status === 'failed' && <p role="alert">{t(voicecallErrorKey(call.state.failure), { name: 'Lena1', code: call.state.failure })}</p>}
    </div>
  );
}

function renderProbe(answer: () => Promise<unknown>, options: { guest?: typeof loggedIn | undefined } = {}) {
  let request = jest.fn();
  const rest = jest.fn(async (path: string) => {
    if (path === 'livechat/current') return { session: chatSession({ kind: 'voicecall', chatId: 'vc-1' }) };
    throw new Error(`unexpected ${path}`);
  });
  const view = renderWithPlatform(
    <Probe
      onVxql={(vxql) => {
        request = vxql.request as jest.Mock;
        request.mockImplementation(answer);
      }}
    />,
    { restCall: rest, guest: 'guest' in options ? options.guest : loggedIn },
  );
  return { ...view, rest, request: () => request };
}

describe('useVoicecall', () => {
  it('calls startAnonymousVoicecallChat with the caller-token marker and the actor; 2000 refreshes livechat/current', async () => {
    const { rest, request, queryClient } = renderProbe(async () => ({ startAnonymousVoicecallChat: { result: 2000, chatId: 'vc-1' } }));
    fireEvent.click(screen.getByText('call'));
    await waitFor(() => expect(rest).toHaveBeenCalledWith('livechat/current', expect.anything()));
    expect(request()).toHaveBeenCalledWith(START_VOICECALL_MUTATION, { accessToken: CALLER_ACCESS_TOKEN, actorId: 1 }, expect.anything());
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('idle'));
    expect(queryClient.getQueryData(liveChatKeys.current(7))).toMatchObject({ session: { chatId: 'vc-1', kind: 'voicecall' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    [2001, 'Lena1 has just gone offline. Try again later.'],
    [2004, 'You do not have enough coins for this voice call. Top up to start.'],
    [2007, 'Your login could not be confirmed. Please log in again and retry.'],
    [2042, 'The voice call could not be started (code 2042).'],
  ])('code %i shows its message and does not refresh', async (code, message) => {
    const { rest } = renderProbe(async () => ({ startAnonymousVoicecallChat: { result: code, chatId: null } }));
    fireEvent.click(screen.getByText('call'));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(rest).not.toHaveBeenCalled();
  });

  it('a failed request is a network error', async () => {
    renderProbe(() => Promise.reject(new Error('down')));
    fireEvent.click(screen.getByText('call'));
    expect((await screen.findByRole('alert')).textContent).toBe('The voice call could not be started. Check your connection and try again.');
  });

  it('a visitor is sent to login', async () => {
    const { request, openFlow } = renderProbe(async () => ({}), { guest: undefined });
    fireEvent.click(screen.getByText('call'));
    expect(openFlow).toHaveBeenCalledWith('login');
    expect(request()).not.toHaveBeenCalled();
  });
});
