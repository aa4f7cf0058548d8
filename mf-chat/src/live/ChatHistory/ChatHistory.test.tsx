import { fireEvent, screen, waitFor } from '@testing-library/react';
import { RestError } from '@vx/shared';
import { chatReceipt } from '../../testing/livechat';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { ChatHistory } from './ChatHistory';

const loggedIn = { isLoggedIn: true, id: 7 };

function server(total: number, fail = false) {
  return jest.fn(async (path: string, call: { payload?: { first: number; offset: number } } = {}) => {
    if (path !== 'livechat/history') throw new Error(`unexpected ${path}`);
    if (fail) throw new RestError(500);
    const { first, offset } = call.payload!;
    const count = Math.max(0, Math.min(first, total - offset));
    return {
      sessions: Array.from({ length: count }, (_, index) => chatReceipt({ chatId: `c${offset + index}`, actorName: `Lena${offset + index}`, price: 100 + offset + index })),
      total,
    };
  });
}

describe('ChatHistory', () => {
  it('lists the past sessions a page at a time, newest first', async () => {
    const rest = server(12);
    renderWithPlatform(<ChatHistory />, { restCall: rest, guest: loggedIn });
    await waitFor(() => expect(screen.getAllByTestId('chat-history-item')).toHaveLength(10));
    expect(rest).toHaveBeenCalledWith('livechat/history', expect.objectContaining({ payload: { first: 10, offset: 0 } }));
    const first = screen.getAllByTestId('chat-history-item')[0];
    expect(first.textContent).toContain('Lena0 · Video chat');
    expect(first.textContent).toContain('100 VXC');
    expect(first.textContent).toContain('Duration 03:05');
    expect(screen.getByRole('link', { name: 'Lena0' }).getAttribute('href')).toBe('/en/amateur/lena0/');
    expect(screen.getByText('1–10 of 12')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    await waitFor(() => expect(screen.getAllByTestId('chat-history-item')).toHaveLength(2));
    expect(rest).toHaveBeenLastCalledWith('livechat/history', expect.objectContaining({ payload: { first: 10, offset: 10 } }));
    expect(screen.getByText('11–12 of 12')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Older' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says when there is none yet', async () => {
    renderWithPlatform(<ChatHistory />, { restCall: server(0), guest: loggedIn });
    expect(await screen.findByText('You have not had a live chat yet.')).toBeTruthy();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    renderWithPlatform(<ChatHistory />, { restCall: server(3, true), guest: loggedIn, language: 'nl' });
    expect(await screen.findByText('Je livechats konden niet worden geladen.')).toBeTruthy();
  });

  it('asks nothing for a visitor', () => {
    const rest = server(3);
    renderWithPlatform(<ChatHistory />, { restCall: rest });
    expect(rest).not.toHaveBeenCalled();
  });
});
